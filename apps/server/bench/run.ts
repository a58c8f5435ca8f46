/**
 * `npm run bench`: load figures for the hot paths against the production build, with a bare Fastify
 * hello-world route measured in the same run as the baseline. Embedded PGlite always; PostgreSQL too when
 * a server answers at BENCH_DATABASE_URL / DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres),
 * as one process and as the cluster of BENCH_WORKERS (default 2) workers.
 * Prints requests/s, p99 latency and the ratio to the baseline, and checks no slot was overbooked.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { addDays, buildSlots, seoulDate } from '@siktak/contract';
import { type Database, openPglite, openPostgres, rowsOf } from '../src/db/client.js';
import { AccessTokens } from '../src/platform/access-token.js';
import { systemClock } from '../src/platform/clock.js';
import { createPostgresDatabaseUrl } from '../test/helpers/database.js';
import { storeSessions } from '../test/helpers/sessions.js';
import { BENCH_PASSWORD, generateDataset } from './dataset.js';

const STORES = Number(process.env.BENCH_STORES ?? 5000);
const MEMBERS = 2000;
const CAPACITY = 4;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const BOOKING_STORES = 20;
const CLUSTER_WORKERS = Number(process.env.BENCH_WORKERS ?? 2);
const BOOKING_DAYS = 3;
const JWT_SECRET = randomBytes(32).toString('hex');
const serverDir = fileURLToPath(new URL('..', import.meta.url));

interface Figure {
  target: string;
  scenario: string;
  rps: number;
  p99: number;
  ok: number;
  refused: number;
  errors: number;
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function start(args: string[], env: NodeJS.ProcessEnv, readyUrl: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, args, {
    cwd: serverDir,
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`);
    try {
      if ((await fetch(readyUrl)).ok) return child;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${readyUrl} never became ready`);
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}

async function measure(target: string, scenario: string, options: autocannon.Options): Promise<Figure> {
  // Browsers always offer compression; the figures are for what they get.
  const result = await autocannon({
    connections: CONNECTIONS,
    duration: DURATION,
    headers: { 'accept-encoding': 'gzip, deflate, br' },
    ...options,
  });
  const figure = {
    target,
    scenario,
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    ok: result['2xx'],
    refused: result['4xx'],
    errors: result['5xx'] + result.errors + result.timeouts,
  };
  console.error(
    `  ${target.padEnd(10)} ${scenario.padEnd(34)} ${String(figure.rps).padStart(7)} req/s  p99 ${String(figure.p99).padStart(5)} ms  2xx ${figure.ok}  4xx ${figure.refused}  errors ${figure.errors}`,
  );
  return figure;
}

function pick<T>(items: readonly T[]): T {
  return items[Math.floor(Math.random() * items.length)] as T;
}

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

type Target = 'pglite' | 'postgres' | 'cluster';

async function benchTarget(
  target: Target,
  open: () => Promise<Database>,
  serverEnv: NodeJS.ProcessEnv,
  serverArgs = ['dist/main.js'],
): Promise<{ figures: Figure[]; over: number; drift: number }> {
  console.error(`\n${target}: generating ${STORES} stores and ${MEMBERS} members…`);
  let database = await open();
  await database.migrate();
  const { memberNos } = await generateDataset(database.db, { stores: STORES, members: MEMBERS, capacity: CAPACITY });
  const sessionIds = await storeSessions(database.db, memberNos, new Date());
  if (target === 'pglite') await database.close();

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await start(
    serverArgs,
    {
      ...serverEnv,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      JWT_SECRET,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'error',
      RATE_LIMIT: 'false',
      NODE_ENV: 'production',
    },
    `${base}/readyz`,
  );
  // The cluster answers once its first worker is up; the others start after it has migrated.
  if (target === 'cluster') await new Promise((resolve) => setTimeout(resolve, 5000));
  const tokens = new AccessTokens(new TextEncoder().encode(JWT_SECRET), 3600, systemClock);
  const bearer = await Promise.all(
    memberNos.map(
      async (userNo, i) => `Bearer ${await tokens.sign({ userNo, role: 'ROLE_USER', sessionId: sessionIds[i]! })}`,
    ),
  );

  const today = seoulDate(new Date());
  const dates = Array.from({ length: BOOKING_DAYS }, (_, i) => addDays(today, i + 2));
  const slots = buildSlots('10:00', '22:00');
  const bookingStores = Array.from({ length: BOOKING_STORES }, (_, i) => i + 1);
  const figures: Figure[] = [];
  try {
    figures.push(await measure(target, 'GET /api/store/list?search= (all)', { url: `${base}/api/store/list?search=` }));
    figures.push(
      await measure(target, 'GET /api/store/list page of 5', { url: `${base}/api/store/list?search=&page=0&size=5` }),
    );
    figures.push(
      await measure(target, 'GET /api/store/detail/{n}', {
        url: base,
        requests: [
          { setupRequest: (req) => ({ ...req, path: `/api/store/detail/${1 + Math.floor(Math.random() * STORES)}` }) },
        ],
      }),
    );
    figures.push(
      await measure(target, 'GET /api/review/store/{n}', {
        url: base,
        requests: [
          { setupRequest: (req) => ({ ...req, path: `/api/review/store/${1 + Math.floor(Math.random() * STORES)}` }) },
        ],
      }),
    );
    figures.push(
      await measure(target, 'GET available-person', {
        url: base,
        requests: [
          {
            setupRequest: (req) => ({
              ...req,
              path: `/api/reservation/available-person?storeNo=${pick(bookingStores)}&reservationDate=${pick(dates)}&reservationTime=${pick(slots)}`,
            }),
          },
        ],
      }),
    );
    let n = 0;
    figures.push(
      await measure(target, 'POST /api/reservation', {
        url: base,
        method: 'POST',
        requests: [
          {
            setupRequest: (req) => {
              const i = n++;
              return {
                ...req,
                method: 'POST',
                path: '/api/reservation',
                headers: { 'content-type': 'application/json', authorization: bearer[i % bearer.length] as string },
                body: JSON.stringify({
                  storeNo: pick(bookingStores),
                  reservationDate: pick(dates),
                  reservationTime: pick(slots),
                  personCount: 1 + (i % 2),
                }),
              };
            },
          },
        ],
      }),
    );
    let m = 0;
    figures.push(
      await measure(target, 'POST /api/auth/login (argon2id)', {
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
      }),
    );
  } finally {
    await stop(server);
  }
  if (target === 'pglite') database = await open();
  const check = await overbooking(database);
  await database.close();
  return { figures, ...check };
}

/** A scratch database on the PostgreSQL server, or null (with a note) when none answers. */
async function postgresUrl(): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const serverUrl =
    process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  try {
    return await createPostgresDatabaseUrl(serverUrl, 'siktak_bench');
  } catch (err) {
    console.error(
      `PostgreSQL not reachable at ${serverUrl} (${(err as Error).message}); skipping the PostgreSQL figures.`,
    );
    return null;
  }
}

async function main() {
  console.error(`siktak bench: ${CONNECTIONS} connections, ${DURATION} s per scenario, ${STORES} stores`);
  const basePort = await freePort();
  const baseline = await start(['bench/baseline.mjs'], { PORT: String(basePort) }, `http://127.0.0.1:${basePort}/`);
  let hello: Figure;
  try {
    hello = await measure('fastify', 'GET / hello world (baseline)', { url: `http://127.0.0.1:${basePort}/` });
  } finally {
    await stop(baseline);
  }

  const results: { figures: Figure[]; over: number; drift: number; target: string }[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'siktak-bench-'));
  try {
    results.push({
      target: 'pglite',
      ...(await benchTarget('pglite', () => openPglite(join(dataDir, 'db')), { DATA_DIR: dataDir })),
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  // One PostgreSQL-backed process, then the node:cluster primary with CLUSTER_WORKERS workers (Redis
  // shared when REDIS_URL is set), each on a fresh scratch database.
  const postgresRuns: [Target, string[]][] = [
    ['postgres', ['dist/main.js']],
    ['cluster', ['dist/cluster.js', '--workers', String(CLUSTER_WORKERS)]],
  ];
  for (const [target, args] of postgresRuns) {
    const pgDb = await postgresUrl();
    if (!pgDb) break;
    const pgData = mkdtempSync(join(tmpdir(), 'siktak-bench-'));
    try {
      const redis = target === 'cluster' && process.env.REDIS_URL;
      results.push({
        target,
        ...(await benchTarget(
          target,
          () => openPostgres(pgDb.url, 5),
          {
            DATA_DIR: pgData,
            DATABASE_URL: pgDb.url,
            ...(redis ? { REDIS_URL: redis, REDIS_PREFIX: `siktak-bench-${process.pid}:` } : {}),
          },
          args,
        )),
      });
    } finally {
      rmSync(pgData, { recursive: true, force: true });
      await pgDb.drop();
    }
  }

  console.log(`\n| Target | Scenario | req/s | p99 ms | vs. baseline | 2xx | 4xx | errors |`);
  console.log('|---|---|---:|---:|---:|---:|---:|---:|');
  console.log(
    `| — | ${hello.scenario} | ${hello.rps} | ${hello.p99} | 100% | ${hello.ok} | ${hello.refused} | ${hello.errors} |`,
  );
  for (const result of results) {
    for (const f of result.figures) {
      console.log(
        `| ${f.target} | ${f.scenario} | ${f.rps} | ${f.p99} | ${((f.rps / hello.rps) * 100).toFixed(1)}% | ${f.ok} | ${f.refused} | ${f.errors} |`,
      );
    }
  }
  for (const result of results)
    console.log(`\n${result.target}: overbooked slots ${result.over}, slot counters out of step ${result.drift}`);
  if (results.some((r) => r.over > 0 || r.drift > 0)) {
    console.error('Overbooking detected.');
    process.exit(1);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
