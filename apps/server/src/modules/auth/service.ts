import { MESSAGES, type Role, type SignupConsents } from '@siktak/contract';
import type { Queryable } from '../../db/client.js';
import { users } from '../../db/schema.js';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { hashPassword, verifyPassword } from '../../platform/passwords.js';
import { recordSignupConsents, requireConsents } from './consents.js';
import { deviceCookies } from './devices.js';
import type { EmailCodes } from './email-codes.js';
import { type LoginClient, loginThrottle } from './login-throttle.js';
import { duplicateUserError, findUserByEmail, findUserByNo, isNicknameTaken } from './queries.js';
import type { SessionStore, TokenPair } from './sessions.js';

/** `data` of the login and refresh answers. */
export interface SessionData extends TokenPair {
  userNo: number;
  userName: string;
  userNickName: string;
  userRole: Role;
}

function sessionData(user: { userNo: number; name: string; nickname: string; role: Role }, tokens: TokenPair) {
  return {
    ...tokens,
    userNo: user.userNo,
    userName: user.name,
    userNickName: user.nickname,
    userRole: user.role,
  } satisfies SessionData;
}

export interface LoginInput {
  userId: string;
  userPw: string;
  /** The client's address (`request.ip`: trustProxy decides it). */
  address: string;
  /** The device cookie it sent, if any. */
  deviceToken: string | undefined;
}

export interface SignupInput {
  userId: string;
  userPw: string;
  userName: string;
  userNickName: string;
  userPhone: string;
  /** Absent from the existing client's sign-up. */
  consents?: SignupConsents | undefined;
}

/** E100 for a registered e-mail (withdrawn members' included), E101 for a taken nickname. */
async function refuseTaken(db: Queryable, input: SignupInput): Promise<void> {
  if (await findUserByEmail(db, input.userId)) throw new AppError('E100');
  if (await isNicknameTaken(db, input.userNickName)) throw new AppError('E101');
}

/** E-mail sign-up, password login, and the refresh/logout of sessions. */
export function accountService(ctx: AppContext, codes: EmailCodes, sessions: SessionStore) {
  const throttle = loginThrottle(ctx.counters);
  const devices = deviceCookies(ctx.tokens);

  return {
    /**
     * The cheap refusals (missing consents, taken e-mail or nickname, unverified address) come before
     * the costly argon2 hash, so sign-ups that cannot succeed cost no CPU; the transaction then checks
     * again for good, as a racing sign-up may have taken the address or nickname meanwhile. The
     * member and their consents are written together.
     */
    async signup(input: SignupInput): Promise<void> {
      requireConsents(input.consents);
      await refuseTaken(ctx.db, input);
      await codes.requireVerified(ctx.db, input.userId);
      const passwordHash = await hashPassword(input.userPw);
      try {
        await ctx.db.transaction(async (tx) => {
          await refuseTaken(tx, input);
          await codes.consume(tx, input.userId);
          const now = ctx.clock.now();
          const [member] = await tx
            .insert(users)
            .values({
              email: input.userId,
              passwordHash,
              name: input.userName,
              nickname: input.userNickName,
              phone: input.userPhone,
              createdAt: now,
            })
            .returning({ userNo: users.userNo });
          await recordSignupConsents(tx, member!.userNo, input.consents, 'signup', now);
        });
      } catch (err) {
        throw duplicateUserError(err);
      }
    },

    /**
     * One answer (E105) for an unknown id, a Kakao-only account and a wrong password; a withdrawn
     * member learns so only with the right password. Throttled clients and ids without a password are
     * refused before any argon2 work, so a flood of them costs no hashing (ADR-0036). A login from a
     * device that signed in before is paced on its own failures and verified ahead of the others.
     * Answers the session and a fresh device token for the client to keep.
     */
    async login(input: LoginInput): Promise<{ session: SessionData; deviceToken: string }> {
      const client: LoginClient = {
        account: input.userId,
        address: input.address,
        device: devices.deviceOf(input.deviceToken, input.userId),
      };
      const wait = await throttle.retryAfterSeconds(client);
      if (wait > 0) {
        throw new AppError('429', { message: MESSAGES.loginThrottled, headers: { 'retry-after': String(wait) } });
      }
      const user = await findUserByEmail(ctx.db, input.userId);
      if (
        !user?.passwordHash ||
        !(await verifyPassword(user.passwordHash, input.userPw, client.device ? 'known-device login' : 'login'))
      ) {
        await throttle.recordFailure(client);
        throw new AppError('E105');
      }
      await throttle.reset(client);
      if (user.deletedAt) throw new AppError('E111');
      return {
        session: sessionData(user, await sessions.start(ctx.db, user)),
        deviceToken: devices.issue(input.userId),
      };
    },

    /**
     * Rotates a refresh token; null when it is refused (none, unknown, expired, revoked). A token that
     * was already rotated is a copy in someone else's hands: its whole family is revoked (and stays
     * revoked, the transaction commits) before the refusal.
     */
    async refresh(refreshToken: string | undefined): Promise<SessionData | null> {
      if (!refreshToken) return null;
      const now = ctx.clock.now();
      return ctx.db.transaction(async (tx) => {
        const row = await sessions.find(tx, refreshToken);
        if (!row || row.revokedAt || row.expiresAt <= now) return null;
        if (row.rotatedAt) {
          ctx.log.warn({ userNo: row.userNo }, 'refresh token reused; session family revoked');
          await sessions.revokeFamily(tx, row.familyId);
          return null;
        }
        const user = await findUserByNo(tx, row.userNo);
        if (!user || user.deletedAt) {
          await sessions.revokeFamily(tx, row.familyId);
          return null;
        }
        return sessionData(user, await sessions.rotate(tx, refreshToken, user, row.familyId));
      });
    },

    /**
     * With a refresh token in the body (the existing client's logout), ends its session, or else the
     * one the access token was issued with. Through the session cookie (our web app's 로그아웃), ends
     * every session of the member the cookie names and of the caller, on every device (ADR-0040).
     */
    async logout(input: {
      refreshToken: string | undefined;
      cookieToken: string | undefined;
      caller: { userNo: number; sessionId: string } | null;
    }): Promise<void> {
      const { refreshToken, cookieToken, caller } = input;
      await ctx.db.transaction(async (tx) => {
        if (!refreshToken && cookieToken) {
          const row = await sessions.find(tx, cookieToken);
          const live = row && !row.revokedAt && row.expiresAt > ctx.clock.now() ? row.userNo : undefined;
          const members = new Set([live, caller?.userNo].filter((userNo) => userNo !== undefined));
          for (const userNo of members) await sessions.revokeAll(tx, userNo);
          return;
        }
        const row = refreshToken ? await sessions.find(tx, refreshToken) : null;
        const familyId = row?.familyId ?? caller?.sessionId;
        if (familyId) await sessions.revokeFamily(tx, familyId);
      });
    },
  };
}
