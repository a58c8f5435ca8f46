import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../src/app.js';
import { type Config, loadConfig } from '../../src/config.js';
import { type Database, openPglite, openPostgres, rowsOf } from '../../src/db/client.js';
import { reviewImages, reviews, users } from '../../src/db/schema.js';
import { seedDemoData } from '../../src/seed/index.js';
import { tableRowsAsJson, tablesInDependencyOrder } from '../../src/db/transfer.js';
import { ManualClock } from '../../src/platform/clock.js';
import { TEST_NOW } from '../helpers/app.js';
import { createPostgresDatabaseUrl } from '../helpers/database.js';
import { authHeader, createReservation, createReview, createStore, createUser } from '../helpers/factories.js';

const run = promisify(execFile);
const cliDir = fileURLToPath(new URL('../../src/cli/', import.meta.url));

interface Caller {
  userNo: number;
  role: 'ROLE_USER' | 'ROLE_OWNER' | 'ROLE_ADMIN';
}

/** Who the API calls of {@link apiAnswers} are made for; found in the source database before the move. */
interface Audience {
  storeNos: number[];
  slot: { storeNo: number; date: string; time: string };
  member: Caller;
  owner: Caller & { storeNo: number };
  admin: Caller;
}

/**
 * The answers (status and parsed body) of a fixed set of GET calls — public store, review, availability
 * and notice pages, a member's, an owner's and an admin's lists and details — by URL. Detail pages are
 * those the lists name, so a difference in a list shows up as different keys.
 */
async function apiAnswers(app: App, who: Audience): Promise<Record<string, { status: number; body: unknown }>> {
  const answers: Record<string, { status: number; body: unknown }> = {};
  const get = async (url: string, caller?: Caller) => {
    const res = await app.inject({ method: 'GET', url, headers: caller ? await authHeader(app, caller) : {} });
    const key = caller ? `${caller.role} ${url}` : url;
    answers[key] = { status: res.statusCode, body: res.json() };
    // biome-ignore lint/suspicious/noExplicitAny: the bodies are read by the calls that follow
    return res.json() as any;
  };
  await get('/api/store/latest');
  await get('/api/store/list?search=&page=0&size=50');
  await get('/api/store/list?search=&page=1&size=5');
  for (const storeNo of who.storeNos) {
    await get(`/api/store/detail/${storeNo}`);
    await get(`/api/review/store/${storeNo}`);
  }
  const { storeNo, date, time } = who.slot;
  await get(`/api/reservation/available-person?storeNo=${storeNo}&reservationDate=${date}&reservationTime=${time}`);
  const notices = await get('/api/notice?page=0&size=50');
  for (const { noticeNo } of notices.noticeList) await get(`/api/notice/${noticeNo}`);

  const mine = await get(`/api/reservation/mypage/${who.member.userNo}?page=0`, who.member);
  for (const { reservationNo } of mine.reservationList) {
    await get(`/api/reservation/mypage/detail/${reservationNo}`, who.member);
  }
  const myReviews = await get('/api/review/myreview', who.member);
  for (const { reviewNo } of myReviews.content) await get(`/api/review/myreview/detail/${reviewNo}`, who.member);

  const booked = await get(`/api/reservation/owner/${who.owner.storeNo}?page=0`, who.owner);
  for (const { reservationNo } of booked.reservationList.slice(0, 5)) {
    await get(`/api/reservation/owner/detail/${reservationNo}`, who.owner);
  }
  await get('/api/owner/stores', who.owner);

  await get('/api/admin/manage/userList?page=0', who.admin);
  await get('/api/admin/manage/stores?page=0', who.admin);
  await get('/api/admin/manage/reviews?page=0', who.admin);
  return answers;
}

/**
 * The move from the embedded database to PostgreSQL: a PGlite directory with the demo data and a few
 * more bookings, reviews and photos goes through the real `db:export` and `db:import` commands, each
 * in its own process, into a fresh PostgreSQL database; every table must arrive complete and equal, and
 * an app on the copy must answer the same API calls (public, member, owner, admin) with the same bodies.
 */
describe('db:export / db:import', { timeout: 180_000 }, () => {
  let dataDir: string;
  let exportFile: string;
  let target: { url: string; drop: () => Promise<void> };
  let config: Config;
  let audience: Audience;
  let answersBefore: Record<string, { status: number; body: unknown }>;

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

  /** Several demo stores and the moving store, its booked slot, the moving member, an owner and the admin. */
  async function findAudience(database: Database, member: Caller, storeNo: number): Promise<Audience> {
    const demoStores = await rowsOf<{ store_no: number }>(
      database.db,
      sql`select store_no from stores order by store_no limit 4`,
    );
    const [owner] = await rowsOf<{ user_no: number; store_no: number }>(
      database.db,
      sql`select s.owner_no as user_no, s.store_no from stores s
          where s.owner_no is not null and exists (select 1 from reservations r where r.store_no = s.store_no)
          order by s.store_no limit 1`,
    );
    const [admin] = await rowsOf<{ user_no: number }>(
      database.db,
      sql`select user_no from users where role = 'ROLE_ADMIN' order by user_no limit 1`,
    );
    return {
      storeNos: [...demoStores.map((row) => row.store_no), storeNo],
      slot: { storeNo, date: '2026-11-20', time: '18:00' },
      member,
      owner: { userNo: owner!.user_no, role: 'ROLE_OWNER', storeNo: owner!.store_no },
      admin: { userNo: admin!.user_no, role: 'ROLE_ADMIN' },
    };
  }

  /**
   * The setup migrates an embedded database, seeds the whole demo and reads every API answer once: about
   * half a minute on its own, more while the other test files run beside it, so past the default hook time.
   */
  const SETUP_MS = 180_000;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'siktak-transfer-'));
    exportFile = join(dataDir, 'export.jsonl');
    target = await createPostgresDatabaseUrl();
    config = loadConfig({
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
      const neighbour = await createUser(app);
      await createReservation(app, {
        userNo: neighbour.userNo,
        storeNo,
        date: '2026-11-20',
        time: '18:00',
        personCount: 3,
      });
      // A user deleted after sign-up leaves a gap: the sequence must still not hand out the old id again.
      const gone = await createUser(app);
      await database.db.execute(sql`delete from refresh_tokens where user_no = ${gone.userNo}`);
      await database.db.execute(sql`delete from users where user_no = ${gone.userNo}`);
      audience = await findAudience(database, { userNo: member.userNo, role: 'ROLE_USER' }, storeNo);
      answersBefore = await apiAnswers(app, audience);
      await app.close();
    });
  }, SETUP_MS);

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

  it('answers every API call on PostgreSQL as it did on the embedded database (same data dir and URL)', async () => {
    // The previous test re-imported with --force, so the target holds exactly the exported data again.
    const answersAfter = await withPostgres(async (database) => {
      const app = await buildApp({ config, database, clock: new ManualClock(TEST_NOW), logger: false });
      await app.ready();
      try {
        return await apiAnswers(app, audience);
      } finally {
        await app.close();
      }
    });
    const urls = Object.keys(answersBefore);
    // The set covers what it should: lists with items and their details, with photos, all answered 200.
    expect(urls.length).toBeGreaterThan(25);
    expect(urls.filter((url) => url.includes('/mypage/detail/')).length).toBeGreaterThanOrEqual(4);
    expect(urls.filter((url) => url.includes('/myreview/detail/')).length).toBe(3);
    expect(urls.filter((url) => url.includes('/owner/detail/')).length).toBeGreaterThan(0);
    expect(urls.filter((url) => /^\/api\/notice\/\d+$/.test(url)).length).toBeGreaterThan(0);
    expect(Object.entries(answersBefore).filter(([, answer]) => answer.status !== 200)).toEqual([]);
    expect(JSON.stringify(answersBefore)).toMatch(/\.webp/);
    expect(
      answersBefore[
        `/api/reservation/available-person?storeNo=${audience.slot.storeNo}&reservationDate=2026-11-20&reservationTime=18:00`
      ]?.body,
    ).toBe(5);
    expect(Object.keys(answersAfter)).toEqual(urls);
    for (const url of urls) expect({ url, ...answersAfter[url] }).toEqual({ url, ...answersBefore[url] });
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
