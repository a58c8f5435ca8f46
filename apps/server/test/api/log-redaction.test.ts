import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema.js';
import { hashPassword } from '../../src/platform/passwords.js';
import { type TestApp, createTestApp } from '../helpers/app.js';
import { createUser } from '../helpers/factories.js';

const EMAIL = 'secret.person@example.com';
const PHONE = '010-9876-5432';

/** Failed queries are logged without the personal data their parameters and rows carry. */
describe('error logs', () => {
  let t: TestApp;
  let hash: string;
  const lines: string[] = [];

  beforeAll(async () => {
    hash = await hashPassword('Logged!pass1');
    t = await createTestApp({
      env: { LOG_LEVEL: 'info' },
      deps: { logger: true, logStream: { write: (line: string) => void lines.push(line) } },
      extend: (app) => {
        // A second member with the same e-mail: a unique violation whose detail names the e-mail.
        app.post('/test/duplicate-member', async () => {
          await app.ctx.db
            .insert(users)
            .values({ email: EMAIL, passwordHash: hash, name: '비밀', nickname: '다른별명', phone: PHONE });
        });
        // A value where a number belongs: PostgreSQL repeats the value in its message.
        app.post('/test/bad-number', async () => {
          await app.ctx.db.execute(sql`select ${EMAIL}::int, ${PHONE}::int, ${hash}::int`);
        });
      },
    });
    await createUser(t.app, { email: EMAIL, phone: PHONE, nickname: '원래별명' });
  });

  afterAll(async () => {
    await t?.close();
  });

  it.each(['/test/duplicate-member', '/test/bad-number'])(
    '%s: logs the failure, not the e-mail, phone or hash',
    async (url) => {
      lines.length = 0;
      const res = await t.app.inject({ method: 'POST', url });
      expect(res.statusCode).toBe(500);
      const failed = lines.filter((line) => line.includes('request failed'));
      expect(failed).toHaveLength(1);
      // The error is still there to debug with: its type and the query's text.
      expect(failed[0]).toMatch(/DrizzleQueryError|Failed query/);
      const all = lines.join('\n');
      for (const secret of [EMAIL, PHONE, hash, hash.slice(-22)]) expect(all).not.toContain(secret);
    },
  );
});
