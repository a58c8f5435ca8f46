import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type SmtpCapture, startSmtpCapture } from '@siktak/e2e/stand-ins/smtp';
import { afterAll, beforeAll } from 'vitest';
import { type App, type AppDeps, buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import type { Database } from '../../src/db/client.js';
import { ManualClock } from '../../src/platform/clock.js';
import type { Mail, Mailer } from '../../src/platform/mailer.js';
import { createTestDatabase } from './database.js';

/** Tuesday 2026-11-17 10:00 in Seoul — the pinned "now" of API tests unless a test moves it. */
export const TEST_NOW = '2026-11-17T01:00:00.000Z';
export const TEST_PUBLIC_URL = 'http://siktak.test';

export interface TestApp {
  app: App;
  database: Database;
  clock: ManualClock;
  /** Mails sent through the in-memory mailer (tests of real SMTP pass `env.SMTP_URL` instead). */
  mails: Mail[];
  dataDir: string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  now?: string;
  fetch?: typeof fetch;
  deps?: Partial<AppDeps>;
  /** Another app's database, to run several instances on one database; that app closes it. */
  database?: Database;
  /** Registers test-only routes before the app is ready (e.g. to exercise the auth guard). */
  extend?: (app: App) => void | Promise<void>;
}

/** Builds the real app on a fresh database with a pinned clock; nothing is mocked but the clock. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'siktak-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: TEST_PUBLIC_URL,
    SEED_DEMO: 'false',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256',
    WEB_DIST: join(dataDir, 'no-web'),
    LOG_LEVEL: 'silent',
    // Per-IP limits would trip over the many requests of one test file; the rate-limit tests turn them on.
    RATE_LIMIT: 'false',
    ...options.env,
  });
  const database = options.database ?? (await createTestDatabase());
  const clock = new ManualClock(options.now ?? TEST_NOW);
  const mails: Mail[] = [];
  const mailer: Mailer | undefined = config.smtpUrl
    ? undefined
    : {
        send: async (mail) => {
          mails.push(mail);
        },
      };
  const app = await buildApp({
    config,
    database,
    clock,
    logger: false,
    ...(mailer ? { mailer } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...options.deps,
  });
  await options.extend?.(app);
  await app.ready();
  return {
    app,
    database,
    clock,
    mails,
    dataDir,
    async close() {
      await app.close();
      if (!options.database) await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A test app whose mail goes over real SMTP to a capture server, both started before the enclosing
 * block's tests (its own `beforeAll` hooks come after) and closed after them. Read `t` and `smtp` inside
 * tests and hooks: they are set once the block starts.
 */
export function appWithSmtp(env: Record<string, string> = {}): { t: TestApp; smtp: SmtpCapture } {
  const running = {} as { t: TestApp; smtp: SmtpCapture };
  beforeAll(async () => {
    running.smtp = await startSmtpCapture();
    running.t = await createTestApp({ env: { SMTP_URL: running.smtp.smtpUrl, ...env } });
  });
  afterAll(async () => {
    await running.t?.close();
    await running.smtp?.close();
  });
  return running;
}
