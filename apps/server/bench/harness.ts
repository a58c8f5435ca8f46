/**
 * What `npm run bench` and its scenarios share: the settings (env), the data set, starting the
 * production server, the autocannon measure and the booking requests every booking scenario sends.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { DISTRICTS, STORE_SORTS, addDays, buildSlots, seoulDate } from '@siktak/contract';
import type { Database } from '../src/db/client.js';
import { AccessTokens } from '../src/platform/access-token.js';
import { systemClock } from '../src/platform/clock.js';
import { createPostgresDatabaseUrl } from '../test/helpers/database.js';
import { sample } from '../test/helpers/metrics.js';
import { storeSessions } from '../test/helpers/sessions.js';
import { generateDataset } from './dataset.js';

export const STORES = Number(process.env.BENCH_STORES ?? 5000);
/**
 * Members of the steady scenarios (bookings, login); the rush has RUSH_MEMBERS of its own after them.
 * Each may hold LIMITS.activeBookingsMax bookings, so MEMBERS × 10 must exceed what the fastest run
 * books: with 2,000, a quiet machine's raw baseline (~15,000/s) used every member's limit within 1.5 s
 * and spent the rest of its 5 s on cheap E130 refusals, which inflated the baseline and the ratio.
 */
export const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 20_000);
export const RUSH_MEMBERS = Number(process.env.BENCH_RUSH_MEMBERS ?? 1000);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
export const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
/** The server's PostgreSQL pool (DATABASE_POOL_SIZE), and the raw baseline's. */
export const POOL_SIZE = Number(process.env.BENCH_POOL_SIZE ?? 10);
/** Seats per slot of every store but the booking and rush stores. */
const CAPACITY = 4;
/**
 * Seats per slot of the booking scenario's stores: more than any run books, so every target measures
 * the same path (seats taken, reservation inserted) whatever its speed; the rush is where slots fill.
 */
const BOOKING_CAPACITY = 1000;
export const BOOKING_STORES = Array.from({ length: 20 }, (_, i) => i + 1);
/** The one store and date of the rush, with a capacity well under what 1,000 members ask for. */
export const RUSH_STORE = BOOKING_STORES.length + 1;
export const RUSH_CAPACITY = Number(process.env.BENCH_RUSH_CAPACITY ?? 40);
export const SLOTS = buildSlots('10:00', '22:00');
const today = seoulDate(new Date());
export const BOOKING_DATES = [2, 3, 4].map((days) => addDays(today, days));
export const RUSH_DATE = addDays(today, 7);
export const JWT_SECRET = randomBytes(32).toString('hex');
const serverDir = fileURLToPath(new URL('..', import.meta.url));

export interface Figure {
  target: string;
  scenario: string;
  rps: number;
  p99: number;
  ok: number;
  refused: number;
  errors: number;
  /** Hello world's req/s measured right before this scenario, when it was. */
  baseline?: number;
  /** CPU time (user + system) per answered request of the server's processes, µs; null where unknown. */
  serverCpu: number | null;
  /** CPU time per answered request of the load generator (this process), µs. */
  clientCpu: number;
  /**
   * CPU the machine spent meanwhile outside the server and the load generator (the database, other
   * programs), in cores (0–2 here); null where unknown.
   */
  otherCores: number | null;
}

/** A seeded pseudo-random source (mulberry32): the same seed gives the same requests in every run. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(items: readonly T[], random: () => number = Math.random): T {
  return items[Math.floor(random() * items.length)] as T;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Starts `node [nodeArgs] args` in apps/server and waits until `readyUrl` answers. */
export async function start(
  args: string[],
  env: NodeJS.ProcessEnv,
  readyUrl: string,
  nodeArgs: string[] = [],
): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...nodeArgs, ...args], {
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

export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}

/** The production server (`args`, default one process) on a free port with the bench's settings. */
export async function startServer(
  env: NodeJS.ProcessEnv,
  options: { args?: string[]; nodeArgs?: string[] } = {},
): Promise<{ server: ChildProcess; base: string }> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await start(
    options.args ?? ['dist/main.js'],
    {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      JWT_SECRET,
      DATABASE_POOL_SIZE: String(POOL_SIZE),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'error',
      RATE_LIMIT: 'false',
      // autocannon ignores `Connection: close`, so the per-socket cap would turn its requests past the
      // cap into 503s that a browser, which opens a new connection, never sees.
      HTTP_MAX_REQUESTS_PER_SOCKET: String(2 ** 31 - 1),
      NODE_ENV: 'production',
    },
    `${base}/readyz`,
    options.nodeArgs,
  );
  return { server, base };
}

/** Clock ticks of `/proc/<pid>/stat` per second (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** CPU seconds (user + system) used so far by `pid` and the processes it started (cluster workers), or null off Linux. */
function treeCpuSeconds(pid: number): number | null {
  try {
    const stats = readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name))
      .flatMap((name) => {
        try {
          // After the ") " that ends the command name (which may hold one too): state, ppid, …, utime
          // (12th), stime (13th).
          const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
          const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
          return [{ pid: Number(name), ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) }];
        } catch {
          return []; // ended meanwhile
        }
      });
    const tree = new Set([pid]);
    for (let grew = true; grew; ) {
      grew = false;
      for (const s of stats)
        if (!tree.has(s.pid) && tree.has(s.ppid)) {
          tree.add(s.pid);
          grew = true;
        }
    }
    if (!stats.some((s) => s.pid === pid)) return null;
    return stats.filter((s) => tree.has(s.pid)).reduce((sum, s) => sum + s.ticks, 0) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** `micros` of CPU time spread over `requests`, µs per request to one decimal. */
export function cpuPerRequest(micros: number, requests: number): number {
  return Number((micros / Math.max(1, requests)).toFixed(1));
}

/** Busy CPU seconds of the whole machine so far (every core, from /proc/stat), or null off Linux. */
function machineBusySeconds(): number | null {
  try {
    const [, ...fields] = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/);
    // user nice system idle iowait irq softirq steal …: all but idle and iowait are busy.
    const ticks = fields.slice(0, 8).map(Number);
    const busy = ticks.reduce((sum, t) => sum + t, 0) - (ticks[3] ?? 0) - (ticks[4] ?? 0);
    return busy / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/**
 * Runs autocannon and answers its figures, with the CPU time each answered request cost the server
 * (`serverPid` and its children) and the load generator (this process). On this 2-core machine the two
 * share the cores, so a scenario's req/s is bounded by whichever side is saturated: the CPU columns tell
 * a slower server from a load generator busy parsing a longer answer.
 */
export async function measure(
  target: string,
  scenario: string,
  options: autocannon.Options,
  serverPid?: number,
): Promise<Figure> {
  const serverBefore = serverPid ? treeCpuSeconds(serverPid) : null;
  const clientBefore = process.cpuUsage();
  const machineBefore = machineBusySeconds();
  const started = performance.now();
  // Browsers always offer compression; the figures are for what they get.
  const result = await autocannon({
    connections: CONNECTIONS,
    duration: DURATION,
    headers: { 'accept-encoding': 'gzip, deflate, br' },
    ...options,
  });
  const client = process.cpuUsage(clientBefore);
  const serverAfter = serverPid ? treeCpuSeconds(serverPid) : null;
  const machineAfter = machineBusySeconds();
  const seconds = (performance.now() - started) / 1000;
  const answered = result.requests.total;
  const serverSeconds = serverBefore !== null && serverAfter !== null ? serverAfter - serverBefore : null;
  const clientSeconds = (client.user + client.system) / 1e6;
  const figure = {
    target,
    scenario,
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    ok: result['2xx'],
    refused: result['4xx'],
    errors: result['5xx'] + result.errors + result.timeouts,
    serverCpu: serverSeconds !== null ? cpuPerRequest(serverSeconds * 1e6, answered) : null,
    clientCpu: cpuPerRequest(client.user + client.system, answered),
    otherCores:
      serverSeconds !== null && machineBefore !== null && machineAfter !== null
        ? Number(Math.max(0, (machineAfter - machineBefore - serverSeconds - clientSeconds) / seconds).toFixed(2))
        : null,
  };
  logFigure(figure);
  return figure;
}

export function logFigure(f: Figure): void {
  console.error(
    `  ${f.target.padEnd(10)} ${f.scenario.padEnd(34)} ${String(f.rps).padStart(7)} req/s  p99 ${String(f.p99).padStart(5)} ms  2xx ${f.ok}  4xx ${f.refused}  errors ${f.errors}  CPU µs/request: server ${f.serverCpu ?? '—'}, load generator ${f.clientCpu}; other ${f.otherCores ?? '—'} cores`,
  );
}

/**
 * Migrates and fills a fresh database: STORES stores, MEMBERS + RUSH_MEMBERS members, the booking stores
 * at BOOKING_CAPACITY and the rush store at RUSH_CAPACITY. Answers the member numbers in order.
 */
export async function prepareDatabase(database: Database): Promise<number[]> {
  await database.migrate();
  const { memberNos } = await generateDataset(database.db, {
    stores: STORES,
    members: MEMBERS + RUSH_MEMBERS,
    capacity: CAPACITY,
  });
  await database.db.execute(
    sql`update stores set capacity = ${BOOKING_CAPACITY} where store_no <= ${BOOKING_STORES.length}`,
  );
  await database.db.execute(sql`update stores set capacity = ${RUSH_CAPACITY} where store_no = ${RUSH_STORE}`);
  // One live session per member, as a login leaves (the auth guard checks each token's session).
  await storeSessions(database.db, memberNos, new Date(), sessionIdOf);
  return memberNos;
}

/** The bench member's session id: derived from the member number, so tokens can be minted later. */
export function sessionIdOf(userNo: number): string {
  return `00000000-0000-4000-8000-${userNo.toString(16).padStart(12, '0')}`;
}

/** `Bearer …` access tokens of the members, minted with the server's secret (no login, no argon2). */
export async function bearerTokens(memberNos: number[]): Promise<string[]> {
  const tokens = new AccessTokens(new TextEncoder().encode(JWT_SECRET), 3600, systemClock);
  return Promise.all(
    memberNos.map(
      async (userNo) => `Bearer ${await tokens.sign({ userNo, role: 'ROLE_USER', sessionId: sessionIdOf(userNo) })}`,
    ),
  );
}

export interface BookingRequest {
  member: number;
  storeNo: number;
  reservationDate: string;
  reservationTime: string;
  personCount: number;
}

/**
 * The booking scenario's requests, the same sequence for the HTTP server and the raw baseline: the
 * members in turn (member is an index into the steady members), a random booking store, date and slot,
 * parties of 1 and 2.
 */
export function bookingRequests(): () => BookingRequest {
  const random = seededRandom(14);
  let n = 0;
  return () => {
    const i = n++;
    return {
      member: i % MEMBERS,
      storeNo: pick(BOOKING_STORES, random),
      reservationDate: pick(BOOKING_DATES, random),
      reservationTime: pick(SLOTS, random),
      personCount: 1 + (i % 2),
    };
  };
}

/** autocannon's request of the booking scenario, with each member's own token. */
export function bookingScenario(base: string, bearer: string[]): autocannon.Options {
  const next = bookingRequests();
  return {
    url: base,
    method: 'POST',
    requests: [
      {
        setupRequest: (req) => {
          const { member, ...body } = next();
          return {
            ...req,
            method: 'POST',
            path: '/api/reservation',
            headers: { 'content-type': 'application/json', authorization: bearer[member] as string },
            body: JSON.stringify(body),
          };
        },
      },
    ],
  };
}

/**
 * The discovery search's requests (issue 15): a page of 10 stores with their time chips for a date of
 * the booking scenario or the rush (where seats have been taken), an hour of the day and a party of
 * 1–4; all of Seoul or one district; any of the four sorts; one of the first five pages.
 */
export function searchPaths(): () => string {
  const random = seededRandom(15);
  const dates = [today, ...BOOKING_DATES, RUSH_DATE];
  return () => {
    const query = new URLSearchParams({
      date: pick(dates, random),
      time: pick(SLOTS, random),
      party: String(1 + Math.floor(random() * 4)),
      sort: pick(STORE_SORTS, random),
      page: String(Math.floor(random() * 5)),
      size: '10',
    });
    if (random() < 0.3) query.set('district', pick(DISTRICTS, random));
    return `/api/availability/stores?${query}`;
  };
}

export interface Settled {
  /** Outbox items (booking mails) sent while settling. */
  sent: number;
  seconds: number;
}

/**
 * Waits (at most `maxSeconds`) until the server's outbox is empty, as `siktak_outbox_pending` on
 * /metrics says: the mails of the bookings just measured are composed and sent before the next
 * scenario, so its figures are its own and not the previous scenario's background work.
 */
export async function settle(base: string, maxSeconds = 180): Promise<Settled> {
  const pending = async () => sample(await (await fetch(`${base}/metrics`)).text(), 'siktak_outbox_pending') ?? 0;
  const started = performance.now();
  const first = await pending();
  let left = first;
  while (left > 0 && performance.now() - started < maxSeconds * 1000) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    left = await pending();
  }
  const settled = { sent: first - left, seconds: Number(((performance.now() - started) / 1000).toFixed(1)) };
  console.error(
    `  outbox: ${settled.sent} mails sent in ${settled.seconds} s${left > 0 ? `, ${left} still waiting` : ''}`,
  );
  return settled;
}

/** A scratch database on the PostgreSQL server, or null (with a note) when none answers. */
export async function postgresUrl(): Promise<{ url: string; drop: () => Promise<void> } | null> {
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
