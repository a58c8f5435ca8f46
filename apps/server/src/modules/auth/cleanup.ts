import { isNotNull, lt, or } from 'drizzle-orm';
import { emailVerifications, refreshTokens } from '../../db/schema.js';
import type { AppContext } from '../../platform/context.js';
import type { ScheduledJob } from '../../platform/scheduler.js';
import { VERIFIED_FOR_MS } from './email-codes.js';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Deletes what can no longer be used: e-mail codes past their expiry plus the time a verification
 * stays good for signing up, and refresh tokens that expired or were revoked (a revoked token's whole
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
      const tokens = await tx
        .delete(refreshTokens)
        .where(or(lt(refreshTokens.expiresAt, now), isNotNull(refreshTokens.revokedAt)))
        .returning({ id: refreshTokens.id });
      ctx.log.info({ codes: codes.length, refreshTokens: tokens.length }, 'expired codes and sessions deleted');
      return undefined;
    },
  };
}
