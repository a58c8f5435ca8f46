import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gte, isNotNull, isNull } from 'drizzle-orm';
import { LIMITS } from '@siktak/contract';
import { type Queryable, type Tx, holdLock } from '../../db/client.js';
import { emailVerifications } from '../../db/schema.js';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { mailLayout } from '../../platform/mail-layout.js';
import type { Mail } from '../../platform/mailer.js';
import { findUserByEmail } from './queries.js';
import { CODE_MAIL as TEXT } from './texts.js';

const MINUTE_MS = 60 * 1000;
export const CODE_TTL_MS = 10 * MINUTE_MS;
export const RESEND_AFTER_MS = 60 * 1000;
export const MAX_WRONG_TRIES = 5;
/** How long a verified e-mail stays good for signing up. */
export const VERIFIED_FOR_MS = 30 * MINUTE_MS;

/**
 * One mail a minute per address: refuses with `code` and Retry-After while the last one, sent at `last`,
 * is younger than RESEND_AFTER_MS. Sign-up codes (E106) and password-reset links (E153) both go by it.
 */
export function refuseEarlyResend(last: Date | undefined, now: Date, code: 'E106' | 'E153'): void {
  const wait = last ? last.getTime() + RESEND_AFTER_MS - now.getTime() : 0;
  if (wait > 0) throw new AppError(code, { headers: { 'retry-after': String(Math.ceil(wait / 1000)) } });
}

/** Serialises the code operations of one address across transactions and server processes. */
const lockAddress = (tx: Tx, email: string) => holdLock(tx, `email-code:${email}`);

function codeMail(to: string, code: string): Mail {
  const minutes = CODE_TTL_MS / MINUTE_MS;
  return {
    to,
    subject: TEXT.subject(code),
    ...mailLayout([
      { text: TEXT.greeting },
      { code, label: TEXT.codeLabel },
      { text: TEXT.enterWithin(minutes) },
      { text: TEXT.ignore, muted: true },
    ]),
  };
}

/**
 * E-mail verification for sign-up: a 6-digit code from a CSPRNG, stored only as an
 * HMAC keyed with the server secret, valid 10 minutes, one new code a minute per address, at most
 * five wrong tries per code, and usable once.
 */
export function emailCodes(ctx: AppContext) {
  /** A verified, unused code of `email` verified within the last 30 minutes. */
  const usableVerification = (email: string) =>
    and(
      eq(emailVerifications.email, email),
      isNull(emailVerifications.consumedAt),
      isNotNull(emailVerifications.verifiedAt),
      gte(emailVerifications.verifiedAt, new Date(ctx.clock.now().getTime() - VERIFIED_FOR_MS)),
    );
  const hashOf = (email: string, code: string) =>
    createHmac('sha256', ctx.config.jwtSecret).update(`${email}\n${code}`).digest();

  return {
    async send(email: string): Promise<void> {
      if (await findUserByEmail(ctx.db, email)) throw new AppError('E100');
      const code = String(randomInt(0, 10 ** LIMITS.emailCodeLength)).padStart(LIMITS.emailCodeLength, '0');
      const now = ctx.clock.now();
      const id = await ctx.db.transaction(async (tx) => {
        await lockAddress(tx, email);
        const [last] = await tx
          .select({ createdAt: emailVerifications.createdAt })
          .from(emailVerifications)
          .where(eq(emailVerifications.email, email))
          .orderBy(desc(emailVerifications.createdAt))
          .limit(1);
        refuseEarlyResend(last?.createdAt, now, 'E106');
        // A new code replaces the older ones, so only the latest mail's code works.
        await tx
          .update(emailVerifications)
          .set({ consumedAt: now })
          .where(and(eq(emailVerifications.email, email), isNull(emailVerifications.consumedAt)));
        const [row] = await tx
          .insert(emailVerifications)
          .values({
            email,
            codeHash: hashOf(email, code).toString('base64url'),
            expiresAt: new Date(now.getTime() + CODE_TTL_MS),
            createdAt: now,
          })
          .returning({ id: emailVerifications.id });
        return row!.id;
      });
      try {
        await ctx.mailer.send(codeMail(email, code));
      } catch (err) {
        ctx.log.error({ err }, 'verification mail failed');
        // The code never reached anyone: drop it so the person may ask again at once.
        await ctx.db.delete(emailVerifications).where(eq(emailVerifications.id, id));
        throw new AppError('E104');
      }
    },

    /** Marks the latest code of `email` verified; wrong tries count even though the answer is an error. */
    async verify(email: string, code: string): Promise<void> {
      const now = ctx.clock.now();
      const outcome = await ctx.db.transaction(async (tx) => {
        await lockAddress(tx, email);
        const [row] = await tx
          .select({
            id: emailVerifications.id,
            codeHash: emailVerifications.codeHash,
            expiresAt: emailVerifications.expiresAt,
            attempts: emailVerifications.attempts,
            verifiedAt: emailVerifications.verifiedAt,
          })
          .from(emailVerifications)
          .where(and(eq(emailVerifications.email, email), isNull(emailVerifications.consumedAt)))
          .orderBy(desc(emailVerifications.createdAt))
          .limit(1);
        if (!row || row.verifiedAt || row.expiresAt <= now) return 'E103' as const;
        if (row.attempts >= MAX_WRONG_TRIES) return 'E107' as const;
        if (timingSafeEqual(Buffer.from(row.codeHash, 'base64url'), hashOf(email, code))) {
          await tx.update(emailVerifications).set({ verifiedAt: now }).where(eq(emailVerifications.id, row.id));
          return 'ok' as const;
        }
        await tx
          .update(emailVerifications)
          .set({ attempts: row.attempts + 1 })
          .where(eq(emailVerifications.id, row.id));
        return row.attempts + 1 >= MAX_WRONG_TRIES ? ('E107' as const) : ('E103' as const);
      });
      if (outcome !== 'ok') throw new AppError(outcome);
    },

    /**
     * Uses up the verification of `email` for a sign-up inside the sign-up transaction; E102 when
     * the address was not verified within the last 30 minutes.
     */
    async consume(tx: Tx, email: string): Promise<void> {
      await lockAddress(tx, email);
      const used = await tx
        .update(emailVerifications)
        .set({ consumedAt: ctx.clock.now() })
        .where(usableVerification(email))
        .returning({ id: emailVerifications.id });
      if (used.length === 0) throw new AppError('E102');
    },

    /** E102 unless `email` has a usable verification now; `consume` decides for good. */
    async requireVerified(db: Queryable, email: string): Promise<void> {
      const [row] = await db
        .select({ id: emailVerifications.id })
        .from(emailVerifications)
        .where(usableVerification(email))
        .limit(1);
      if (!row) throw new AppError('E102');
    },
  };
}

export type EmailCodes = ReturnType<typeof emailCodes>;
