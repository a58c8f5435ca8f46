/**
 * `npm run bench`: load figures for the hot paths against the production build, with a bare Fastify
 * hello-world route measured in the same run as the baseline. Targets (BENCH_TARGETS, default all):
 * embedded PGlite; and when a server answers at BENCH_DATABASE_URL / DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/postgres) PostgreSQL as one process and as the cluster of
 * BENCH_WORKERS (default 2) workers, with the raw PostgreSQL baseline of a booking beside them.
 * Prints requests/s, p99 latency and the ratio to the baselines, the rush, and checks no slot was overbooked.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { type Database, openPglite, openPostgres, rowsOf } from '../src/db/client.js';
import { BENCH_PASSWORD } from './dataset.js';
import {
  BOOKING_DATES,
  BOOKING_STORES,
  CONNECTIONS,
  DURATION,
  type Figure,
  MEMBERS,
  POOL_SIZE,
  RUSH_MEMBERS,
  SLOTS,
  STORES,
  bearerTokens,
  bookingScenario,
  measure,
  pick,
  postgresUrl,
  prepareDatabase,
  type Settled,
  searchPaths,
  settle,
  start,
  startServer,
  stop,
  freePort,
} from './harness.js';
import { LOGIN_FLOOD_SCENARIO, type LoginFloodFigures, runLoginFlood } from './login-flood.js';
import { RAW_STATEMENTS, rawBookings } from './raw-booking.js';
import { RUSH_CONNECTIONS, type RushFigures, runRush, rushFigures } from './rush.js';

const CLUSTER_WORKERS = Number(process.env.BENCH_WORKERS ?? 2);
const BOOKING_SCENARIO = 'POST /api/reservation';
const SEARCH_SCENARIO = 'GET availability search, 10 with chips';
type Target = 'pglite' | 'postgres' | 'cluster';
/** BENCH_ONLY: the steady scenarios whose names contain one of these (comma-separated); the rush always runs. */
const ONLY = process.env.BENCH_ONLY?.split(',').map((part) => part.trim());
const selected = (scenario: string) => !ONLY || ONLY.some((part) => scenario.includes(part));
const TARGETS = (process.env.BENCH_TARGETS ?? 'pglite,postgres,cluster').split(',').map((t) => t.trim()) as Target[];

/** Confirmed seats above capacity, summed over all slots (must be 0), and slots whose counter disagrees. */
async function overbooking(database: Database) {
  const [row] = await rowsOf<{ over: number; drift: number }>(
    database.db,
    sql`with confirmed as (
          select r.store_no, r.reservation_date, r.reservation_time, sum(r.person_count)::int as seats
          from reservations r where r.status = 'Y'
          group by r.store_no, r.reservation_date, r.reservation_time)
        select
          (select count(*)::int from confirmed c join stores s on s.store_no = c.store_no where c.seats > s.capacity) as over,
          (select count(*)::int from confirmed c left join slot_loads l
             on l.store_no = c.store_no and l.slot_date = c.reservation_date and l.slot_time = c.reservation_time
           where coalesce(l.booked, 0) <> c.seats) as drift`,
  );
  return { over: row?.over ?? 0, drift: row?.drift ?? 0 };
}

interface TargetResult {
  target: Target;
  figures: Figure[];
  /** The raw PostgreSQL booking baseline, measured just before this target's booking scenario. */
  raw: Figure | null;
  rush: RushFigures;
  /** Real logins during a wrong-password flood from many addresses (login-flood.ts), when it ran. */
  loginFlood: LoginFloodFigures | null;
  /** The outbox settling after the bookings and after the rush. */
  mails: Settled[];
  over: number;
  drift: number;
}

async function benchTarget(
  target: Target,
  beside: () => Promise<Figure>,
  open: () => Promise<Database>,
  serverEnv: NodeJS.ProcessEnv,
  serverArgs?: string[],
  rawDatabase?: RawDatabase,
): Promise<TargetResult> {
  console.error(`\n${target}: generating ${STORES} stores and ${MEMBERS + RUSH_MEMBERS} members…`);
  let database = await open();
  const memberNos = await prepareDatabase(database);
  if (target === 'pglite') await database.close();

  // BENCH_NODE_ARGS (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`) profiles the server under the scenarios.
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const { server, base } = await startServer(serverEnv, { nodeArgs, ...(serverArgs ? { args: serverArgs } : {}) });
  // The cluster answers once its first worker is up; the others start after it has migrated.
  if (target === 'cluster') await new Promise((resolve) => setTimeout(resolve, 5000));
  const bearer = await bearerTokens(memberNos);
  // A server serves warm: its first thousands of requests run before V8 has optimised its paths.
  await warmUp(base);
  const randomPath = (path: (n: number) => string) => ({
    url: base,
    requests: [{ setupRequest: (req: object) => ({ ...req, path: path(1 + Math.floor(Math.random() * STORES)) }) }],
  });
  const figures: Figure[] = [];
  /**
   * A scenario, with hello world measured right before it (and before `first`, if any): the machine's
   * speed moves by up to 2x within minutes, so a scenario's ratio is to the baseline beside it.
   */
  const scenario = async (name: string, options: Parameters<typeof measure>[2], first?: () => Promise<void>) => {
    if (!selected(name)) return;
    const hello = await beside();
    await first?.();
    figures.push({ ...(await measure(target, name, options, server.pid)), baseline: hello.rps });
  };
  const mails: Settled[] = [];
  let rush: Awaited<ReturnType<typeof runRush>>;
  let raw: Figure | null = null;
  let loginFlood: LoginFloodFigures | null = null;
  try {
    await scenario('GET /api/store/list?search= (all)', { url: `${base}/api/store/list?search=` });
    await scenario('GET /api/store/list page of 5', { url: `${base}/api/store/list?search=&page=0&size=5` });
    await scenario('GET /api/store/latest', { url: `${base}/api/store/latest` });
    // A store's page and reviews are cached per store: measured warm, each store's read once just before.
    const detailPath = (n: number) => `/api/store/detail/${n}`;
    const reviewsPath = (n: number) => `/api/review/store/${n}`;
    await scenario('GET /api/store/detail/{n}', randomPath(detailPath), () => readEveryStore(base, detailPath));
    await scenario('GET /api/review/store/{n}', randomPath(reviewsPath), () => readEveryStore(base, reviewsPath));
    await scenario('GET available-person', {
      url: base,
      requests: [
        {
          setupRequest: (req) => ({
            ...req,
            path: `/api/reservation/available-person?storeNo=${pick(BOOKING_STORES)}&reservationDate=${pick(BOOKING_DATES)}&reservationTime=${pick(SLOTS)}`,
          }),
        },
      ],
    });
    // The raw baseline runs right before our bookings, so both meet the same load on this shared machine.
    await scenario(BOOKING_SCENARIO, bookingScenario(base, bearer.slice(0, MEMBERS)), async () => {
      if (rawDatabase) raw = await rawBookings(rawDatabase.url, rawDatabase.memberNos);
    });
    // Each scenario on a settled server: the bookings' confirmation mails go out before the next one.
    mails.push(await settle(base));
    rush = await runRush(base, bearer.slice(MEMBERS));
    mails.push(await settle(base));
    // After the bookings and the rush, so the chips are computed over slots with seats taken.
    const nextSearch = searchPaths();
    await scenario(SEARCH_SCENARIO, {
      url: base,
      requests: [{ setupRequest: (req) => ({ ...req, path: nextSearch() }) }],
    });
    let m = 0;
    await scenario('POST /api/auth/login (argon2id)', {
      url: base,
      method: 'POST',
      requests: [
        {
          setupRequest: (req) => ({
            ...req,
            method: 'POST',
            path: '/api/auth/login',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ userId: `bench${m++ % MEMBERS}@siktak.test`, userPw: BENCH_PASSWORD }),
          }),
        },
      ],
    });
    if (selected(LOGIN_FLOOD_SCENARIO)) loginFlood = await runLoginFlood(target, base);
  } finally {
    await stop(server);
  }
  if (target === 'pglite') database = await open();
  try {
    return {
      target,
      figures,
      raw,
      loginFlood,
      mails,
      rush: await rushFigures(target, rush, database),
      ...(await overbooking(database)),
    };
  } finally {
    await database.close();
  }
}

/** A few thousand reads of the public paths, a few at a time, before anything is measured. */
async function warmUp(base: string): Promise<void> {
  const paths = [
    '/api/store/list?search=&page=0&size=5',
    '/api/store/latest',
    '/api/store/detail/1',
    '/api/review/store/1',
  ];
  let left = 4000;
  await Promise.all(
    Array.from({ length: 20 }, async () => {
      while (left-- > 0) await (await fetch(`${base}${paths[left % paths.length]}`)).arrayBuffer();
    }),
  );
}

/** Reads `path(n)` of every store once, a few at a time: the warm-up of a cached read. */
async function readEveryStore(base: string, path: (n: number) => string): Promise<void> {
  let next = 1;
  await Promise.all(
    Array.from({ length: 20 }, async () => {
      while (next <= STORES) {
        const res = await fetch(`${base}${path(next++)}`);
        await res.arrayBuffer();
      }
    }),
  );
}

interface RawDatabase {
  url: string;
  memberNos: number[];
}

/** A scratch database for the raw PostgreSQL booking baseline, seeded like the targets'. */
async function rawDatabase(url: string): Promise<RawDatabase> {
  console.error(`\nraw pg: generating ${STORES} stores and ${MEMBERS + RUSH_MEMBERS} members…`);
  const database = await openPostgres(url, 5);
  const memberNos = await prepareDatabase(database).finally(() => database.close());
  return { url, memberNos: memberNos.slice(0, MEMBERS) };
}

async function main() {
  console.error(
    `siktak bench: ${TARGETS.join(', ')}; ${CONNECTIONS} connections, ${DURATION} s per scenario, ${STORES} stores, pool ${POOL_SIZE}`,
  );
  const basePort = await freePort();
  const baseline = await start(['bench/baseline.mjs'], { PORT: String(basePort) }, `http://127.0.0.1:${basePort}/`);
  const results: TargetResult[] = [];
  let hello: Figure;
  try {
    const helloWorld = () =>
      measure('fastify', 'GET / hello world (baseline)', { url: `http://127.0.0.1:${basePort}/` }, baseline.pid);
    hello = await helloWorld();
    await benchTargets(helloWorld, results);
  } finally {
    await stop(baseline);
  }
  report(hello, results);
}

/** Each target of BENCH_TARGETS in turn, on a fresh database; `beside` measures hello world again. */
async function benchTargets(beside: () => Promise<Figure>, results: TargetResult[]) {
  if (TARGETS.includes('pglite')) {
    const dataDir = mkdtempSync(join(tmpdir(), 'siktak-bench-'));
    try {
      results.push(await benchTarget('pglite', beside, () => openPglite(join(dataDir, 'db')), { DATA_DIR: dataDir }));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  // The raw baseline, one PostgreSQL-backed process, then the node:cluster primary with CLUSTER_WORKERS
  // workers (Redis shared when REDIS_URL is set), each on a fresh scratch database.
  const postgresRuns = (
    [
      ['postgres', ['dist/main.js']],
      ['cluster', ['dist/cluster.js', '--workers', String(CLUSTER_WORKERS)]],
    ] as [Target, string[]][]
  ).filter(([target]) => TARGETS.includes(target));
  for (const [target, args] of postgresRuns) {
    const pgDb = await postgresUrl();
    const rawDb = await postgresUrl();
    if (!pgDb || !rawDb) break;
    const pgData = mkdtempSync(join(tmpdir(), 'siktak-bench-'));
    try {
      const redis = target === 'cluster' && process.env.REDIS_URL;
      const env = {
        DATA_DIR: pgData,
        DATABASE_URL: pgDb.url,
        ...(redis ? { REDIS_URL: redis, REDIS_PREFIX: `siktak-bench-${process.pid}:` } : {}),
      };
      const raw = await rawDatabase(rawDb.url);
      results.push(await benchTarget(target, beside, () => openPostgres(pgDb.url, 5), env, args, raw));
    } finally {
      rmSync(pgData, { recursive: true, force: true });
      await pgDb.drop();
      await rawDb.drop();
    }
  }
}

function report(hello: Figure, results: TargetResult[]) {
  const percent = (part: number, whole: number) => `${((part / whole) * 100).toFixed(1)}%`;
  console.log(
    '\n| Target | Scenario | req/s | p99 ms | hello world beside it, req/s | vs. it | vs. the first hello world | server CPU µs/req | load generator CPU µs/req | other CPU, cores | 2xx | 4xx | errors |',
  );
  console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const f of [hello, ...results.flatMap((r) => [...(r.raw ? [r.raw] : []), ...r.figures])]) {
    const beside = f.baseline ? `| ${f.baseline} | ${percent(f.rps, f.baseline)} ` : '| — | — ';
    console.log(
      `| ${f.target} | ${f.scenario} | ${f.rps} | ${f.p99} ${beside}| ${percent(f.rps, hello.rps)} | ${f.serverCpu ?? '—'} | ${f.clientCpu} | ${f.otherCores ?? '—'} | ${f.ok} | ${f.refused} | ${f.errors} |`,
    );
  }
  const withRaw = results.filter((r) => r.raw);
  if (withRaw.length > 0) {
    console.log(`\nRaw PostgreSQL booking (pool ${POOL_SIZE}, ${CONNECTIONS} concurrent): ${RAW_STATEMENTS}.`);
    console.log('\n| Target | our bookings/s | raw bookings/s | ours ÷ raw | our p99 ms | raw p99 ms |');
    console.log('|---|---:|---:|---:|---:|---:|');
    for (const { target, raw, figures } of withRaw) {
      const ours = figures.find((f) => f.scenario === BOOKING_SCENARIO);
      if (ours && raw)
        console.log(
          `| ${target} | ${ours.rps} | ${raw.rps} | ${percent(ours.rps, raw.rps)} | ${ours.p99} | ${raw.p99} |`,
        );
    }
  }
  console.log(`\nRush (${RUSH_MEMBERS} members, ${RUSH_CONNECTIONS} connections, one store and date, parties of 1–4):`);
  console.log(
    '\n| Target | req/s | p50 ms | p99 ms | 201 | E121 | other 4xx | errors | overbooked seats | drift | 201 seats − DB seats | Kendall tau | out-of-order E121 (worst head start ms) |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const { rush: r } of results) {
    console.log(
      `| ${r.target} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.created} | ${r.full} | ${r.otherRefusals} | ${r.errors} | ${r.overbookedSeats} | ${r.drift} | ${r.seatsMismatch} | ${r.kendallTau} | ${r.outOfOrder} (${r.worstOvertakeMs}) |`,
    );
  }
  console.log('\nMail outbox, drained before the next scenario (booking confirmations composed and sent):\n');
  console.log('| Target | after | mails | seconds | mails/s |');
  console.log('|---|---|---:|---:|---:|');
  for (const { target, mails } of results) {
    mails.forEach(({ sent, seconds }, i) => {
      const rate = seconds > 0 ? Math.round(sent / seconds) : 0;
      console.log(`| ${target} | ${i === 0 ? 'bookings' : 'rush'} | ${sent} | ${seconds} | ${rate} |`);
    });
  }
  const floods = results.flatMap((r) => (r.loginFlood ? [r.loginFlood] : []));
  if (floods.length > 0) {
    console.log(`\n${LOGIN_FLOOD_SCENARIO}; members logging in one login after the other meanwhile:\n`);
    console.log(
      '| Target | flood seconds | wrong: 401 | 429 | other | known device: logins | p50 ms | p99 ms | max ms | not 200 | new device: logins | p50 ms | p99 ms | max ms | not 200 |',
    );
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
    for (const f of floods) {
      console.log(
        `| ${f.target} | ${f.seconds} | ${f.wrong.refused} | ${f.wrong.throttled} | ${f.wrong.other} | ${f.known.logins} | ${f.known.p50} | ${f.known.p99} | ${f.known.max} | ${f.known.failed} | ${f.new.logins} | ${f.new.p50} | ${f.new.p99} | ${f.new.max} | ${f.new.failed} |`,
      );
    }
  }
  for (const result of results)
    console.log(`\n${result.target}: overbooked slots ${result.over}, slot counters out of step ${result.drift}`);
  reportBudget(results);
  if (results.some((r) => r.over > 0 || r.drift > 0 || r.rush.overbookedSeats > 0 || r.rush.drift > 0)) {
    console.error('Overbooking detected.');
    process.exit(1);
  }
}

/** One line of issue 35's budget: what was measured, and whether it met the target. */
interface BudgetLine {
  line: string;
  value: string;
  met: boolean;
}

/**
 * The budget of docs/performance.md, judged on this run: reads and bookings on the PostgreSQL target
 * (each read's ratio to the hello world measured right before it), the rush, and PGlite's own line.
 */
function budgetOf(results: TargetResult[]): BudgetLine[] {
  const lines: BudgetLine[] = [];
  const ratio = (f: Figure) => (f.baseline ? f.rps / f.baseline : 0);
  const percent = (x: number) => `${(x * 100).toFixed(1)}%`;
  for (const r of results) {
    const find = (prefix: string) => r.figures.find((f) => f.scenario.startsWith(prefix));
    const reads: [string, number][] = [
      ['GET /api/store/detail/', 0.25],
      ['GET /api/review/store/', 0.25],
      ['GET available-person', 0.25],
      [SEARCH_SCENARIO, 0.1],
      ['GET /api/store/list page of 5', 0.4],
      ['GET /api/store/latest', 0.4],
    ];
    if (r.target !== 'pglite') {
      for (const [prefix, target] of reads) {
        const f = find(prefix);
        if (!f) continue;
        lines.push({
          line: `${r.target}: ${f.scenario} ≥ ${percent(target)} of hello world`,
          value: percent(ratio(f)),
          met: ratio(f) >= target,
        });
        lines.push({ line: `${r.target}: ${f.scenario} p99 ≤ 50 ms`, value: `${f.p99} ms`, met: f.p99 <= 50 });
      }
      const booking = find(BOOKING_SCENARIO);
      if (booking && r.raw) {
        const share = booking.rps / r.raw.rps;
        lines.push({
          line: `${r.target}: bookings ≥ 35% of the raw statement`,
          value: percent(share),
          met: share >= 0.35,
        });
        lines.push({ line: `${r.target}: bookings p99 ≤ 100 ms`, value: `${booking.p99} ms`, met: booking.p99 <= 100 });
        lines.push({
          line: `${r.target}: bookings 0 errors`,
          value: String(booking.errors),
          met: booking.errors === 0,
        });
      }
      const rush = r.rush;
      lines.push({ line: `${r.target}: rush p99 ≤ 1,000 ms`, value: `${rush.p99} ms`, met: rush.p99 <= 1000 });
      lines.push({
        line: `${r.target}: rush first come first served (tau ≥ 0.95)`,
        value: String(rush.kendallTau),
        met: rush.kendallTau >= 0.95,
      });
      lines.push({ line: `${r.target}: rush 0 errors`, value: String(rush.errors), met: rush.errors === 0 });
    } else {
      const errors = r.figures.reduce((sum, f) => sum + f.errors, 0) + r.rush.errors;
      lines.push({ line: 'pglite: 0 errors in every scenario', value: String(errors), met: errors === 0 });
      const booking = find(BOOKING_SCENARIO);
      if (booking) lines.push({ line: 'pglite: bookings ≥ 300/s', value: `${booking.rps}/s`, met: booking.rps >= 300 });
    }
    if (r.loginFlood) {
      const { known } = r.loginFlood;
      lines.push({
        line: `${r.target}: login-flood, a known device's login p99 ≤ 1,000 ms (all 200)`,
        value: `${known.p99} ms (${known.failed} not 200)`,
        met: known.p99 <= 1000 && known.failed === 0 && known.logins > 0,
      });
    }
    const over = r.over + r.drift + r.rush.overbookedSeats + r.rush.drift;
    lines.push({ line: `${r.target}: 0 overbooked`, value: String(over), met: over === 0 });
  }
  return lines;
}

function reportBudget(results: TargetResult[]) {
  const lines = budgetOf(results);
  console.log('\nBudget (docs/performance.md):\n');
  console.log('| Line | This run | Met |');
  console.log('|---|---:|---|');
  for (const { line, value, met } of lines) console.log(`| ${line} | ${value} | ${met ? 'yes' : '**no**'} |`);
  console.log(`\n${lines.filter((l) => l.met).length} of ${lines.length} budget lines met.`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
