import { isNotNull, lt, or } from 'drizzle-orm';
import { emailVerifications, passwordResets, refreshTokens } from '../../db/schema.js';
import type { AppContext } from '../../platform/context.js';
import type { ScheduledJob } from '../../platform/scheduler.js';
import { VERIFIED_FOR_MS } from './email-codes.js';

const HOUR_MS = 60 * 60 * 1000;
/** A used or expired reset link still says so (E151, E152) for this long, then it is just unknown (E150). */
const RESET_KEPT_MS = 24 * HOUR_MS;

/**
 * Deletes what can no longer be used: e-mail codes past their expiry plus the time a verification
 * stays good for signing up, password-reset requests a day after their expiry, and refresh tokens that expired or were revoked (a revoked token's whole
 * family is revoked, so reuse detection loses nothing; rotated tokens of live families stay for it).
 */
export function authCleanupJob(ctx: AppContext): ScheduledJob {
  return {
    name: 'auth-cleanup',
    everyMs: HOUR_MS,
    async run(tx) {
      const now = ctx.clock.now();
      const codes = await tx
        .delete(emailVerifications)
        .where(lt(emailVerifications.expiresAt, new Date(now.getTime() - VERIFIED_FOR_MS)))
        .returning({ id: emailVerifications.id });
      const resets = await tx
        .delete(passwordResets)
        .where(lt(passwordResets.expiresAt, new Date(now.getTime() - RESET_KEPT_MS)))
        .returning({ id: passwordResets.id });
      const tokens = await tx
        .delete(refreshTokens)
        .where(or(lt(refreshTokens.expiresAt, now), isNotNull(refreshTokens.revokedAt)))
        .returning({ id: refreshTokens.id });
      ctx.log.info(
        { codes: codes.length, resets: resets.length, refreshTokens: tokens.length },
        'expired codes and sessions deleted',
      );
      return undefined;
    },
  };
}
