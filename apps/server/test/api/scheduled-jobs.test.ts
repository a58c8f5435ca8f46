import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailVerifications, passwordResets, refreshTokens } from '../../src/db/schema.js';
import { Scheduler } from '../../src/platform/scheduler.js';
import { type TestApp, createTestApp } from '../helpers/app.js';
import { createUser } from '../helpers/factories.js';

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

describe('scheduled jobs', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t?.close();
  });

  it('deletes e-mail codes that can no longer be used, reset requests a day past expiry, and expired or revoked refresh tokens', async () => {
    const now = t.clock.now().getTime();
    const at = (ms: number) => new Date(now + ms);
    await t.app.ctx.db.insert(emailVerifications).values([
      // Expired 31 minutes ago: even a verification of it no longer counts (30 minutes).
      { email: 'old@example.com', codeHash: 'x', expiresAt: at(-31 * MINUTE), createdAt: at(-41 * MINUTE) },
      // Expired 5 minutes ago but verified just before: still good for signing up.
      {
        email: 'verified@example.com',
        codeHash: 'x',
        expiresAt: at(-5 * MINUTE),
        verifiedAt: at(-6 * MINUTE),
        createdAt: at(-15 * MINUTE),
      },
      { email: 'fresh@example.com', codeHash: 'x', expiresAt: at(9 * MINUTE), createdAt: at(-MINUTE) },
    ]);
    await t.app.ctx.db.insert(passwordResets).values([
      // Expired a day and a minute ago: gone. Expired an hour ago: kept, so its link still says "expired".
      { email: 'stale@example.com', expiresAt: at(-DAY - MINUTE), createdAt: at(-DAY - 31 * MINUTE) },
      { email: 'recent@example.com', expiresAt: at(-60 * MINUTE), createdAt: at(-90 * MINUTE) },
    ]);
    const member = await createUser(t.app);
    const token = (tokenHash: string, values: Partial<typeof refreshTokens.$inferInsert>) => ({
      userNo: member.userNo,
      tokenHash,
      familyId: tokenHash.startsWith('live') ? 'live' : tokenHash,
      expiresAt: at(DAY),
      ...values,
    });
    await t.app.ctx.db
      .insert(refreshTokens)
      .values([
        token('expired', { expiresAt: at(-1) }),
        token('revoked', { revokedAt: at(-MINUTE) }),
        token('live-rotated', { rotatedAt: at(-MINUTE) }),
        token('live-current', {}),
      ]);

    expect(await t.app.scheduler.runNow('auth-cleanup')).toBe(true);

    const codes = await t.app.ctx.db.select({ email: emailVerifications.email }).from(emailVerifications);
    expect(codes.map((c) => c.email).sort()).toEqual(['fresh@example.com', 'verified@example.com']);
    const resets = await t.app.ctx.db.select({ email: passwordResets.email }).from(passwordResets);
    expect(resets.map((r) => r.email)).toEqual(['recent@example.com']);
    const tokens = await t.app.ctx.db.select({ tokenHash: refreshTokens.tokenHash }).from(refreshTokens);
    expect(tokens.map((r) => r.tokenHash).sort()).toEqual(['live-current', 'live-rotated']);
  });

  it('runs jobs on their interval once started and never after stop', async () => {
    const scheduler = new Scheduler(t.database, t.app.log);
    let runs = 0;
    scheduler.add({
      name: 'tick',
      everyMs: 20,
      run: async () => {
        runs++;
        return undefined;
      },
    });
    scheduler.start();
    await new Promise((resolve) => setTimeout(resolve, 150));
    await scheduler.stop();
    expect(runs).toBeGreaterThanOrEqual(2);
    const stopped = runs;
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(runs).toBe(stopped);
  });

  it('does not start the timers under NODE_ENV=test unless SCHEDULER is set', () => {
    expect(t.app.ctx.config.scheduler).toBe(false);
  });
});
