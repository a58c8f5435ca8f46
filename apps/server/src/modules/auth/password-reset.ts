import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { type Queryable, type Tx, holdLock } from '../../db/client.js';
import { passwordResets, users } from '../../db/schema.js';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { mailLayout } from '../../platform/mail-layout.js';
import type { Mail } from '../../platform/mailer.js';
import { type OutboxHandler, enqueue } from '../../platform/outbox.js';
import { hashPassword } from '../../platform/passwords.js';
import { refuseEarlyResend } from './email-codes.js';
import { findUserByEmail, findUserByNo } from './queries.js';
import { type SessionStore, hashOf } from './sessions.js';
import { KAKAO_ONLY_MAIL, RESET_MAIL } from './texts.js';

const MINUTE_MS = 60 * 1000;
/** How long a reset link works. */
export const RESET_TTL_MS = 30 * MINUTE_MS;
/** The outbox topic of the reset mails: the request only writes it, the mail step decides what to send. */
export const PASSWORD_RESET_MAIL = 'password-reset-mail';

const item = z.object({ resetId: z.number().int() });

/** Serialises the requests of one address across transactions and server processes. */
const lockAddress = (tx: Tx, email: string) => holdLock(tx, `password-reset:${email}`);

function resetMail(to: string, url: string): Mail {
  return {
    to,
    subject: RESET_MAIL.subject,
    ...mailLayout([
      { text: RESET_MAIL.greeting },
      { text: RESET_MAIL.intro },
      { link: { url, label: RESET_MAIL.linkLabel, linkText: RESET_MAIL.linkText } },
      { text: RESET_MAIL.within(RESET_TTL_MS / MINUTE_MS) },
      { text: RESET_MAIL.sessions },
      { text: RESET_MAIL.ignore, muted: true },
    ]),
  };
}

function kakaoOnlyMail(to: string, url: string): Mail {
  return {
    to,
    subject: KAKAO_ONLY_MAIL.subject,
    ...mailLayout([
      { text: KAKAO_ONLY_MAIL.greeting },
      { text: KAKAO_ONLY_MAIL.body },
      { link: { url, label: KAKAO_ONLY_MAIL.linkLabel, linkText: KAKAO_ONLY_MAIL.linkText } },
      { text: KAKAO_ONLY_MAIL.ignore, muted: true },
    ]),
  };
}

/** A link's row as the reset reads it; `userNo` is null until the mail step gave the link out. */
async function findByToken(db: Queryable, hash: string) {
  const [row] = await db
    .select({ userNo: passwordResets.userNo, expiresAt: passwordResets.expiresAt, usedAt: passwordResets.usedAt })
    .from(passwordResets)
    .where(eq(passwordResets.tokenHash, hash));
  return row ?? null;
}

/** Why a link cannot set a password now, or null when it can. */
function refusalOf(row: Awaited<ReturnType<typeof findByToken>>, now: Date): 'E150' | 'E151' | 'E152' | null {
  if (!row?.userNo) return 'E150';
  if (row.usedAt) return 'E152';
  if (row.expiresAt <= now) return 'E151';
  return null;
}

/**
 * 비밀번호 찾기 (docs/adr/0039-password-reset.md). The request writes one row and one outbox item for
 * any address, known or not, and answers the same; the mail step, off the request path, looks the
 * address up and mails a link to a member with a password, a "sign in with Kakao" note to a Kakao-only
 * account, and nothing otherwise. A link carries 256 random bits stored as their SHA-256, works for 30
 * minutes and once, and a newer request for the address retires it.
 */
export function passwordResetService(ctx: AppContext, sessions: SessionStore) {
  const { publicUrl } = ctx.config;

  /** The mail for one request, giving its row a token when it is a reset link; null when none is due. */
  async function mailOf(resetId: number): Promise<Mail | null> {
    const now = ctx.clock.now();
    const [reset] = await ctx.db
      .select({ email: passwordResets.email, expiresAt: passwordResets.expiresAt, usedAt: passwordResets.usedAt })
      .from(passwordResets)
      .where(eq(passwordResets.id, resetId));
    // Retired by a newer request (or too old): that request's mail speaks for the address.
    if (!reset || reset.usedAt || reset.expiresAt <= now) return null;
    const user = await findUserByEmail(ctx.db, reset.email);
    if (!user || user.deletedAt) return null;
    if (!user.passwordHash) return kakaoOnlyMail(reset.email, `${publicUrl}/login`);
    const token = randomBytes(32).toString('base64url');
    const given = await ctx.db
      .update(passwordResets)
      .set({ userNo: user.userNo, tokenHash: hashOf(token) })
      .where(and(eq(passwordResets.id, resetId), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
      .returning({ id: passwordResets.id });
    // The fragment never reaches a server: the token stays out of access logs and Referer headers.
    return given.length > 0 ? resetMail(reset.email, `${publicUrl}/password-reset/new#token=${token}`) : null;
  }

  return {
    /**
     * Records the request and leaves the mail to the outbox: the same statements and the same answer
     * for every address. One request a minute per address (E153), as send-code's codes.
     */
    async request(email: string): Promise<void> {
      const now = ctx.clock.now();
      await ctx.db.transaction(async (tx) => {
        await lockAddress(tx, email);
        const [last] = await tx
          .select({ createdAt: passwordResets.createdAt })
          .from(passwordResets)
          .where(eq(passwordResets.email, email))
          .orderBy(desc(passwordResets.createdAt))
          .limit(1);
        refuseEarlyResend(last?.createdAt, now, 'E153');
        // A new request retires the older links, so only the latest mail's link works.
        await tx
          .update(passwordResets)
          .set({ expiresAt: now })
          .where(
            and(eq(passwordResets.email, email), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)),
          );
        const [row] = await tx
          .insert(passwordResets)
          .values({ email, expiresAt: new Date(now.getTime() + RESET_TTL_MS), createdAt: now })
          .returning({ id: passwordResets.id });
        await enqueue(tx, PASSWORD_RESET_MAIL, [{ resetId: row!.id }]);
      });
      ctx.outbox.wake();
    },

    /** Sends the mails of a batch of requests; a mail that fails is tried again later (platform/outbox.ts). */
    mailHandler: (async (items) => {
      const done: number[] = [];
      for (const { id, payload } of items) {
        const parsed = item.safeParse(payload);
        if (!parsed.success) {
          ctx.log.error({ id, payload }, 'password reset item not understood; dropped');
          done.push(id);
          continue;
        }
        try {
          const mail = await mailOf(parsed.data.resetId);
          if (mail) await ctx.mailer.send(mail);
          done.push(id);
        } catch (err) {
          ctx.log.error({ err, resetId: parsed.data.resetId }, 'password reset mail failed');
        }
      }
      return done;
    }) satisfies OutboxHandler,

    /**
     * Sets the new password and ends every session of the member. A hopeless link is refused before
     * the argon2 hash; the transaction then uses the link up for good with one conditional update, so of
     * two racing resets with one link exactly one succeeds and the other is told it was used (E152).
     */
    async reset(token: string, newPw: string): Promise<void> {
      const hash = hashOf(token);
      const refusal = refusalOf(await findByToken(ctx.db, hash), ctx.clock.now());
      if (refusal) throw new AppError(refusal);
      const passwordHash = await hashPassword(newPw);
      await ctx.db.transaction(async (tx) => {
        const now = ctx.clock.now();
        const [used] = await tx
          .update(passwordResets)
          .set({ usedAt: now })
          .where(
            and(eq(passwordResets.tokenHash, hash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)),
          )
          .returning({ userNo: passwordResets.userNo });
        if (!used?.userNo) throw new AppError(refusalOf(await findByToken(tx, hash), now) ?? 'E150');
        const user = await findUserByNo(tx, used.userNo, true);
        if (!user || user.deletedAt) throw new AppError('E111');
        await tx.update(users).set({ passwordHash }).where(eq(users.userNo, user.userNo));
        await sessions.revokeAll(tx, user.userNo);
      });
    },
  };
}
