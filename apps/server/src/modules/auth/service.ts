import { MESSAGES, type Role } from '@siktak/contract';
import type { Queryable } from '../../db/client.js';
import { users } from '../../db/schema.js';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { DECOY_HASH, hashPassword, verifyPassword } from '../../platform/passwords.js';
import type { EmailCodes } from './email-codes.js';
import { loginThrottle } from './login-throttle.js';
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

export interface SignupInput {
  userId: string;
  userPw: string;
  userName: string;
  userNickName: string;
  userPhone: string;
}

/** E100 for a registered e-mail (withdrawn members' included), E101 for a taken nickname. */
async function refuseTaken(db: Queryable, input: SignupInput): Promise<void> {
  if (await findUserByEmail(db, input.userId)) throw new AppError('E100');
  if (await isNicknameTaken(db, input.userNickName)) throw new AppError('E101');
}

/** E-mail sign-up, password login, and the refresh/logout of sessions. */
export function accountService(ctx: AppContext, codes: EmailCodes, sessions: SessionStore) {
  const throttle = loginThrottle(ctx.counters);

  return {
    /**
     * The cheap refusals (taken e-mail or nickname, unverified address) come before the costly
     * argon2 hash, so sign-ups that cannot succeed cost no CPU; the transaction then checks again
     * for good, as a racing sign-up may have taken the address or nickname meanwhile.
     */
    async signup(input: SignupInput): Promise<void> {
      await refuseTaken(ctx.db, input);
      await codes.requireVerified(ctx.db, input.userId);
      const passwordHash = await hashPassword(input.userPw);
      try {
        await ctx.db.transaction(async (tx) => {
          await refuseTaken(tx, input);
          await codes.consume(tx, input.userId);
          await tx.insert(users).values({
            email: input.userId,
            passwordHash,
            name: input.userName,
            nickname: input.userNickName,
            phone: input.userPhone,
            createdAt: ctx.clock.now(),
          });
        });
      } catch (err) {
        throw duplicateUserError(err);
      }
    },

    /**
     * One message for an unknown id, a Kakao-only account and a wrong password, each after an
     * argon2 verification so the timing does not tell them apart; a withdrawn member learns so only
     * with the right password.
     */
    async login(userId: string, userPw: string): Promise<SessionData> {
      const wait = await throttle.retryAfterSeconds(userId);
      if (wait > 0) {
        throw new AppError('429', { message: MESSAGES.loginThrottled, headers: { 'retry-after': String(wait) } });
      }
      const user = await findUserByEmail(ctx.db, userId);
      const matches = await verifyPassword(user?.passwordHash ?? DECOY_HASH, userPw);
      if (!user?.passwordHash || !matches) {
        await throttle.recordFailure(userId);
        throw new AppError('E105');
      }
      await throttle.reset(userId);
      if (user.deletedAt) throw new AppError('E111');
      return sessionData(user, await sessions.start(ctx.db, user));
    },

    /**
     * Rotates a refresh token. A token that was already rotated is a copy in someone else's hands:
     * its whole family is revoked (and stays revoked, the transaction commits) before the 401.
     */
    async refresh(refreshToken: string): Promise<SessionData> {
      const now = ctx.clock.now();
      const result = await ctx.db.transaction(async (tx) => {
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
      if (!result) throw new AppError('401');
      return result;
    },

    /** Ends the session of the refresh token, or else the one the access token was issued with. */
    async logout(refreshToken: string | undefined, caller: { sessionId: string } | null): Promise<void> {
      await ctx.db.transaction(async (tx) => {
        const row = refreshToken ? await sessions.find(tx, refreshToken) : null;
        const familyId = row?.familyId ?? caller?.sessionId;
        if (familyId) await sessions.revokeFamily(tx, familyId);
      });
    },
  };
}
