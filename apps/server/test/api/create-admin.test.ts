import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { type Database, openPglite, openPostgres } from '../../src/db/client.js';
import { users } from '../../src/db/schema.js';
import { hashPassword, verifyPassword } from '../../src/platform/passwords.js';
import { createPostgresDatabaseUrl } from '../helpers/database.js';

const run = promisify(execFile);
const script = fileURLToPath(new URL('../../src/cli/create-admin.ts', import.meta.url));
const usePostgres = process.env.TEST_DB === 'postgres';

/**
 * Runs the real CLI in its own process against a database of its own: a PGlite directory, or a fresh
 * PostgreSQL database with `TEST_DB=postgres`.
 */
describe('create-admin CLI', { timeout: 90_000 }, () => {
  let dataDir: string;
  let databaseUrl = '';
  let dropDatabase: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'siktak-cli-'));
    if (usePostgres) {
      const created = await createPostgresDatabaseUrl();
      databaseUrl = created.url;
      dropDatabase = created.drop;
    }
  });

  afterAll(async () => {
    await dropDatabase?.();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const env = () => ({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' });

  async function cli(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
    try {
      const { stdout, stderr } = await run(
        process.execPath,
        ['--conditions=source', '--import', 'tsx', script, ...args],
        {
          env: env(),
        },
      );
      return { code: 0, stdout, stderr };
    } catch (err) {
      const failed = err as { code: number; stdout: string; stderr: string };
      return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
    }
  }

  /** Opens the CLI's database in this process (after the CLI has exited and released it). */
  async function withDatabase<T>(work: (database: Database) => Promise<T>): Promise<T> {
    const database = usePostgres ? await openPostgres(databaseUrl, 2) : await openPglite(join(dataDir, 'db'));
    try {
      return await work(database);
    } finally {
      await database.close();
    }
  }

  const userByEmail = (database: Database, email: string) =>
    database.db
      .select()
      .from(users)
      .where(eq(users.email, email))
      .then((rows) => rows[0]);

  it('creates an admin on a fresh database, who can then log in as ROLE_ADMIN', async () => {
    const result = await cli('--email', 'Boss@Example.com', '--password', 'Admin!2345', '--name', '김관리');
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/created admin #\d+ \(boss@example\.com\)/);

    await withDatabase(async (database) => {
      const row = await userByEmail(database, 'boss@example.com');
      expect(row).toMatchObject({ role: 'ROLE_ADMIN', name: '김관리', nickname: '운영자', deletedAt: null });
      expect(await verifyPassword(row!.passwordHash, 'Admin!2345')).toBe(true);

      const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
      const app = await buildApp({ config, database, logger: false });
      try {
        const login = await app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { userId: 'boss@example.com', userPw: 'Admin!2345' },
        });
        expect(login.json()).toMatchObject({ code: 'S203', data: { userRole: 'ROLE_ADMIN', userName: '김관리' } });
      } finally {
        await app.close();
      }
    });
  });

  it('promotes an existing member, keeping the password unless a new one is given', async () => {
    await withDatabase(async (database) => {
      await database.db.insert(users).values({
        email: 'member@example.com',
        passwordHash: await hashPassword('Member!123'),
        name: '홍길동',
        nickname: '평범한회원',
        phone: '010-1234-5678',
      });
    });
    const promoted = await cli('--email', 'member@example.com');
    expect(promoted.code).toBe(0);
    expect(promoted.stdout).toMatch(/promoted member #\d+ \(member@example\.com\) to ROLE_ADMIN$/m);
    await withDatabase(async (database) => {
      const row = await userByEmail(database, 'member@example.com');
      expect(row).toMatchObject({ role: 'ROLE_ADMIN', name: '홍길동', nickname: '평범한회원' });
      expect(await verifyPassword(row!.passwordHash, 'Member!123')).toBe(true);
    });

    const withPassword = await cli('--email', 'member@example.com', '--password', 'Fresh!pass9');
    expect(withPassword.code).toBe(0);
    await withDatabase(async (database) => {
      const row = await userByEmail(database, 'member@example.com');
      expect(await verifyPassword(row!.passwordHash, 'Fresh!pass9')).toBe(true);
    });
  });

  it('refuses bad arguments with the usage and exit code 2', async () => {
    const weak = await cli('--email', 'x@example.com', '--password', 'weakpass');
    expect(weak.code).toBe(2);
    expect(weak.stderr).toContain('--password');
    expect(weak.stderr).toContain('usage: npm run create-admin');
    expect((await cli('--email', 'x@example.com', '--unknown')).code).toBe(2);
  });

  it('needs a password to create a new admin, and a free nickname', async () => {
    const noPassword = await cli('--email', 'new-admin@example.com');
    expect(noPassword.code).toBe(1);
    expect(noPassword.stderr).toContain('--password is required');
    const takenNickname = await cli('--email', 'second@example.com', '--password', 'Admin!2345');
    expect(takenNickname.code).toBe(1);
    expect(takenNickname.stderr).toContain('nickname 운영자 is already taken');
    await withDatabase(async (database) => {
      expect(await userByEmail(database, 'new-admin@example.com')).toBeUndefined();
      expect(await userByEmail(database, 'second@example.com')).toBeUndefined();
    });
  });
});
