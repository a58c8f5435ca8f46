import { desc, eq } from 'drizzle-orm';
import {
  type ApplicationStatus,
  MESSAGES,
  type MyConsent,
  type ProfileForm,
  fillMessage,
  seoulDate,
  seoulDateTime,
} from '@siktak/contract';
import { ownerApplications, users } from '../../db/schema.js';
import type { AuthUser } from '../../platform/auth-guard.js';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { removeImages, storeImage } from '../../platform/images.js';
import type { UploadedFile } from '../../platform/multipart.js';
import { hashPassword, verifyPassword } from '../../platform/passwords.js';
import {
  type SessionStore,
  consentsOf,
  duplicateUserError,
  findUserByNo,
  isNicknameTaken,
  recordConsent,
} from '../auth/index.js';
import { forgetCachedReviews } from '../reviews/index.js';
import { withdrawMember } from './withdraw.js';

export interface ProfileUpdate {
  userName: string;
  userNickname: string;
  userPhone: string;
}

const done = (message: string) => ({ success: true, message });

/** The signed-in member's own profile, password and withdrawal. */
export function profileService(ctx: AppContext, sessions: SessionStore) {
  async function member(userNo: number) {
    const user = await findUserByNo(ctx.db, userNo);
    if (!user || user.deletedAt) throw new AppError('401');
    return user;
  }

  return {
    async form(caller: AuthUser): Promise<ProfileForm> {
      const user = await member(caller.userNo);
      const [application] = await ctx.db
        .select({
          registerNo: ownerApplications.registerNo,
          status: ownerApplications.status,
          storeName: ownerApplications.storeName,
          requestDate: ownerApplications.requestDate,
        })
        .from(ownerApplications)
        .where(eq(ownerApplications.userNo, user.userNo))
        .orderBy(desc(ownerApplications.requestDate), desc(ownerApplications.registerNo))
        .limit(1);
      return {
        userNo: user.userNo,
        userId: user.email,
        userName: user.name,
        userNickname: user.nickname,
        userPhone: user.phone,
        profileImage: ctx.urls.url(user.profileImage),
        userRole: user.role,
        loginType: user.passwordHash ? 'EMAIL' : 'KAKAO',
        ownerApplication: application
          ? {
              registerNo: application.registerNo,
              status: application.status as ApplicationStatus,
              storeName: application.storeName,
              requestDate: seoulDateTime(application.requestDate),
            }
          : null,
      };
    },

    /** Name, nickname, phone and optionally a new profile image (the old one is removed). */
    async update(caller: AuthUser, values: ProfileUpdate, image: UploadedFile | undefined) {
      const newKey = image ? await storeImage(ctx.storage, 'profiles', image.data) : null;
      let oldKey: string | null = null;
      let nicknameChanged = false;
      try {
        await ctx.db.transaction(async (tx) => {
          const user = await findUserByNo(tx, caller.userNo, true);
          if (!user || user.deletedAt) throw new AppError('401');
          if (await isNicknameTaken(tx, values.userNickname, user.userNo)) throw new AppError('E101');
          oldKey = newKey ? user.profileImage : null;
          nicknameChanged = user.nickname !== values.userNickname;
          await tx
            .update(users)
            .set({
              name: values.userName,
              nickname: values.userNickname,
              phone: values.userPhone,
              ...(newKey ? { profileImage: newKey } : {}),
            })
            .where(eq(users.userNo, user.userNo));
        });
      } catch (err) {
        if (newKey) await removeImages(ctx.storage, [newKey]);
        throw duplicateUserError(err);
      }
      if (nicknameChanged) await forgetCachedReviews(ctx.cache);
      if (oldKey) await removeImages(ctx.storage, [oldKey]);
      return done(MESSAGES.profileUpdated);
    },

    /** The caller's own consents: the latest answer of each kind. */
    async consents(caller: AuthUser): Promise<{ consents: MyConsent[] }> {
      return { consents: await consentsOf(ctx.db, caller.userNo) };
    },

    /**
     * Turns the caller's 마케팅 정보 수신 on or off. The answer's message tells the date of the change,
     * as a sender must when consent is given or withdrawn (ADR-0041).
     */
    async setMarketing(caller: AuthUser, agreed: boolean) {
      const now = ctx.clock.now();
      await recordConsent(ctx.db, caller.userNo, 'marketing', agreed, now);
      const message = fillMessage(agreed ? MESSAGES.marketingAgreed : MESSAGES.marketingWithdrawn, {
        date: seoulDate(now).replaceAll('-', '.'),
      });
      return { ...done(message), consents: await consentsOf(ctx.db, caller.userNo) };
    },

    /**
     * Re-entry of the password before the profile form. A mismatch is HTTP 401 with code E119 —
     * never `code: "401"`, which would log the person out.
     */
    async verifyPassword(caller: AuthUser, password: string) {
      const user = await member(caller.userNo);
      if (!(await verifyPassword(user.passwordHash, password))) {
        throw new AppError('E119', { status: 401, message: MESSAGES.passwordWrong });
      }
      return done(MESSAGES.passwordVerified);
    },

    /** Changes the password and signs out every other session of the member. */
    async changePassword(caller: AuthUser, currentPw: string, newPw: string) {
      const user = await member(caller.userNo);
      if (!(await verifyPassword(user.passwordHash, currentPw))) {
        throw new AppError('E119', { message: MESSAGES.currentPasswordWrong });
      }
      const passwordHash = await hashPassword(newPw);
      await ctx.db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash }).where(eq(users.userNo, user.userNo));
        await sessions.revokeAll(tx, user.userNo, caller.sessionId);
      });
      return done(MESSAGES.passwordChanged);
    },

    /**
     * Withdrawal (`withdrawMember`, shared with the admin's). Kakao members have no password to
     * re-enter; their signed-in session is the proof.
     */
    async deleteAccount(caller: AuthUser, userPw: string | undefined) {
      const user = await member(caller.userNo);
      if (user.passwordHash) {
        if (!userPw) throw new AppError('400', { message: MESSAGES.required });
        if (!(await verifyPassword(user.passwordHash, userPw))) {
          throw new AppError('E119', { message: MESSAGES.passwordWrong });
        }
      }
      const { cancelled } = await ctx.db.transaction((tx) =>
        withdrawMember(tx, sessions, user.userNo, ctx.clock.now()),
      );
      ctx.log.info({ userNo: user.userNo, cancelled: cancelled.length }, 'member withdrew');
      return done(MESSAGES.accountDeleted);
    },
  };
}
