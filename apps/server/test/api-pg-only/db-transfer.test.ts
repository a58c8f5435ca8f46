import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { type Database, openPglite, openPostgres, rowsOf } from '../../src/db/client.js';
import { reviewImages, reviews, users } from '../../src/db/schema.js';
import { seedDemoData } from '../../src/db/seed/index.js';
import { tableRowsAsJson, tablesInDependencyOrder } from '../../src/db/transfer.js';
import { ManualClock } from '../../src/platform/clock.js';
import { TEST_NOW } from '../helpers/app.js';
import { createPostgresDatabaseUrl } from '../helpers/database.js';
import { createReservation, createReview, createStore, createUser } from '../helpers/factories.js';

const run = promisify(execFile);
const cliDir = fileURLToPath(new URL('../../src/cli/', import.meta.url));

/**
 * The move from the embedded database to PostgreSQL: a PGlite directory with the demo data and a few
 * more bookings, reviews and photos goes through the real `db:export` and `db:import` commands, each
 * in its own process, into a fresh PostgreSQL database; every table must arrive complete and equal.
 */
describe('db:export / db:import', { timeout: 180_000 }, () => {
  let dataDir: string;
  let exportFile: string;
  let target: { url: string; drop: () => Promise<void> };

  async function cli(name: 'db-export' | 'db-import' | 'db-migrate', args: string[], env: Record<string, string> = {}) {
    try {
      const { stdout, stderr } = await run(
        process.execPath,
        ['--conditions=source', '--import', 'tsx', join(cliDir, `${name}.ts`), ...args],
        { env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', JWT_SECRET: 'x'.repeat(40), ...env } },
      );
      return { code: 0, stdout, stderr };
    } catch (err) {
      const failed = err as { code: number; stdout: string; stderr: string };
      return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
    }
  }

  async function withPglite<T>(work: (database: Database) => Promise<T>): Promise<T> {
    const database = await openPglite(join(dataDir, 'db'));
    try {
      return await work(database);
    } finally {
      await database.close();
    }
  }

  async function withPostgres<T>(work: (database: Database) => Promise<T>): Promise<T> {
    const database = await openPostgres(target.url, 2);
    try {
      return await work(database);
    } finally {
      await database.close();
    }
  }

  /** Every table's rows as PostgreSQL's JSON, parsed, in primary-key order. */
  async function contents(database: Database): Promise<Record<string, unknown[]>> {
    const all: Record<string, unknown[]> = {};
    for (const table of await tablesInDependencyOrder(database.db)) {
      all[table] = (await tableRowsAsJson(database.db, table)).map((row) => JSON.parse(row));
    }
    return all;
  }

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'siktak-transfer-'));
    exportFile = join(dataDir, 'export.jsonl');
    target = await createPostgresDatabaseUrl();
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      JWT_SECRET: 'x'.repeat(40),
      LOG_LEVEL: 'silent',
      WEB_DIST: join(dataDir, 'no-web'),
    });
    await withPglite(async (database) => {
      await database.migrate();
      const app = await buildApp({ config, database, clock: new ManualClock(TEST_NOW), logger: false });
      await app.ready();
      await seedDemoData(app.ctx);
      const member = await createUser(app, { nickname: '이사가는회원' });
      const { storeNo } = await createStore(app, { name: '이사 식당' });
      for (const [i, date] of ['2026-11-10', '2026-11-11', '2026-11-12'].entries()) {
        const { reservationNo } = await createReservation(app, { userNo: member.userNo, storeNo, date, time: '12:00' });
        await createReview(app, { reservationNo, userNo: member.userNo, storeNo, grade: 3 + i, images: i });
      }
      await createReservation(app, { userNo: member.userNo, storeNo, date: '2026-11-20', time: '18:00' });
      // A user deleted after sign-up leaves a gap: the sequence must still not hand out the old id again.
      const gone = await createUser(app);
      await database.db.execute(sql`delete from refresh_tokens where user_no = ${gone.userNo}`);
      await database.db.execute(sql`delete from users where user_no = ${gone.userNo}`);
      await app.close();
    });
  });

  afterAll(async () => {
    await target?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses to export while another process holds the embedded database', async () => {
    await withPglite(async () => {
      const result = await cli('db-export', ['--out', exportFile]);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('is in use by another process');
    });
    expect(existsSync(exportFile)).toBe(false);
  });

  it('exports every table and imports it into PostgreSQL unchanged; new rows get fresh ids', async () => {
    const exported = await cli('db-export', ['--out', exportFile]);
    expect(exported.stderr).toBe('');
    expect(exported.code).toBe(0);
    expect(exported.stdout).toMatch(/^exported \d+ rows of \d+ tables from /);

    // A deploy may migrate the target on its own first; the import then finds it migrated and empty.
    const migrated = await cli('db-migrate', [], { DATABASE_URL: target.url });
    const { schema } = JSON.parse(readFileSync(exportFile, 'utf8').split('\n')[0] as string);
    expect(migrated.stdout.trim()).toBe(`postgres database is at migration ${schema.slice(0, 12)}`);

    const imported = await cli('db-import', ['--file', exportFile], { DATABASE_URL: target.url });
    expect(imported.stderr).toBe('');
    expect(imported.code).toBe(0);

    const source = await withPglite(contents);
    const copy = await withPostgres(contents);
    expect(Object.keys(copy)).toEqual(Object.keys(source));
    for (const table of Object.keys(source)) {
      expect({ table, rows: copy[table]?.length }).toEqual({ table, rows: source[table]?.length });
      expect(copy[table]).toEqual(source[table]);
    }
    // The demo data and the extra rows really are there, photos included.
    for (const table of ['users', 'stores', 'store_images', 'reservations', 'reviews', 'review_images', 'notices']) {
      expect(source[table]?.length, table).toBeGreaterThan(0);
    }
    const total = Object.values(source).reduce((n, rows) => n + rows.length, 0);
    expect(imported.stdout).toContain(`imported ${total} rows of ${Object.keys(source).length} tables`);

    const maxUserNo = await withPglite(async (database) => {
      const [row] = await rowsOf<{ last: string }>(
        database.db,
        sql`select last_value::text as last from users_user_no_seq`,
      );
      return Number(row?.last);
    });
    await withPostgres(async (database) => {
      const [user] = await database.db
        .insert(users)
        .values({
          email: 'after-move@example.com',
          passwordHash: 'x',
          name: '새회원',
          nickname: '이사후',
          phone: '010-1111-2222',
        })
        .returning({ userNo: users.userNo });
      // Past the highest id ever handed out, even the deleted user's.
      expect(user?.userNo).toBe(maxUserNo + 1);
      const [review] = await database.db.select({ n: count() }).from(reviewImages);
      expect(review?.n).toBe(source.review_images?.length);
      const [last] = await rowsOf<{ max: number }>(database.db, sql`select max(review_no) as max from reviews`);
      const [reservation] = await rowsOf<{ reservation_no: number; store_no: number }>(
        database.db,
        sql`select reservation_no, store_no from reservations where reservation_no not in (select reservation_no from reviews) order by reservation_no desc limit 1`,
      );
      const [inserted] = await database.db
        .insert(reviews)
        .values({
          reservationNo: reservation!.reservation_no,
          userNo: user!.userNo,
          storeNo: reservation!.store_no,
          grade: 5,
          content: '이사 후 첫 후기',
        })
        .returning({ reviewNo: reviews.reviewNo });
      expect(inserted?.reviewNo).toBe(Number(last?.max) + 1);
    });
  });

  it('refuses a non-empty target without --force and leaves it as it was; --force replaces its data', async () => {
    const before = await withPostgres(contents);
    const refused = await cli('db-import', ['--file', exportFile], { DATABASE_URL: target.url });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('the target database is not empty; pass --force to replace its data');
    expect(await withPostgres(contents)).toEqual(before);

    const forced = await cli('db-import', ['--file', exportFile, '--force'], { DATABASE_URL: target.url });
    expect(forced.code).toBe(0);
    expect(await withPostgres(contents)).toEqual(await withPglite(contents));
  });

  it('rejects a truncated file in one transaction: the target keeps its data', async () => {
    const lines = readFileSync(exportFile, 'utf8').trimEnd().split('\n');
    const truncated = join(dataDir, 'truncated.jsonl');
    writeFileSync(truncated, `${lines.slice(0, -1).join('\n')}\n`);
    const before = await withPostgres(contents);
    const result = await cli('db-import', ['--file', truncated, '--force'], { DATABASE_URL: target.url });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('the file is incomplete: the end line is missing');
    expect(await withPostgres(contents)).toEqual(before);
  });
});
