import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, seoulDate } from '@siktak/contract';
import { type Database, openPostgres } from '../../src/db/client.js';
import { reservations, slotLoads, stores, users } from '../../src/db/schema.js';
import { AccessTokens } from '../../src/platform/access-token.js';
import { systemClock } from '../../src/platform/clock.js';
import { createPostgresDatabaseUrl } from '../helpers/database.js';
import { buildServer, freePort, repoRoot } from '../helpers/processes.js';

/**
 * The capacity invariant of DESIGN.md §3 under real concurrency: two server processes built from
 * this checkout share one PostgreSQL database and take 200 simultaneous bookings for a few small slots.
 */

const JWT_SECRET = 'concurrency-test-secret-long-enough-for-hs256';
const CAPACITY = 5;
const SLOTS = ['12:00', '13:00', '14:00', '15:00'];
const MEMBERS = 200;

interface ServerProcess {
  url: string;
  child: ChildProcess;
  output: string[];
  dataDir: string;
}

/** `node apps/server/dist/main.js` on a free port, resolved once it answers /readyz. */
async function startServer(databaseUrl: string, tz: string): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'siktak-pg-'));
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [join(repoRoot, 'apps/server/dist/main.js')], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH,
      TZ: tz,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_SIZE: '10',
      JWT_SECRET,
      DATA_DIR: dataDir,
      WEB_DIST: join(dataDir, 'no-web'),
      SEED_DEMO: 'false',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const deadline = Date.now() + 45_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output.join('')}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return { url, child, output, dataDir };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not become ready:\n${output.join('')}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function stopServer(server: ServerProcess): Promise<void> {
  if (server.child.exitCode === null) {
    const exited = new Promise((resolve) => server.child.once('exit', resolve));
    server.child.kill('SIGTERM');
    await exited;
  }
  rmSync(server.dataDir, { recursive: true, force: true });
}

describe('booking on two server processes against one PostgreSQL', () => {
  let dropDatabase: () => Promise<void>;
  let database: Database;
  let servers: ServerProcess[] = [];
  let storeNo: number;
  let members: { userNo: number; token: string }[];
  const date = addDays(seoulDate(new Date()), 1);

  beforeAll(async () => {
    // Run the servers from a build of this very checkout (incremental: instant when up to date).
    buildServer();
    const fresh = await createPostgresDatabaseUrl();
    dropDatabase = fresh.drop;
    // Both start at once, so the migration lock is exercised too.
    servers = await Promise.all([startServer(fresh.url, 'UTC'), startServer(fresh.url, 'Asia/Seoul')]);
    database = await openPostgres(fresh.url, 4);

    const [store] = await database.db
      .insert(stores)
      .values({
        name: '동시성 테스트 식당',
        district: '중구',
        foodType: '한식',
        phone: '02-123-4567',
        address1: '서울 중구 세종대로 110',
        address2: '1층',
        openTime: '11:00',
        closeTime: '21:00',
        capacity: CAPACITY,
      })
      .returning({ storeNo: stores.storeNo });
    storeNo = store!.storeNo;
    const rows = await database.db
      .insert(users)
      .values(
        Array.from({ length: MEMBERS }, (_, i) => ({
          email: `racer${i}@example.com`,
          name: `경쟁자${i}`,
          nickname: `경쟁자${i}`,
          phone: '010-0000-0000',
        })),
      )
      .returning({ userNo: users.userNo });
    const tokens = new AccessTokens(new TextEncoder().encode(JWT_SECRET), 30 * 60, systemClock);
    members = await Promise.all(
      rows.map(async ({ userNo }) => ({ userNo, token: await tokens.sign({ userNo, role: 'ROLE_USER' }) })),
    );
  }, 120_000);

  afterAll(async () => {
    await Promise.all(servers.map(stopServer));
    await database?.close();
    await dropDatabase?.();
  });

  async function send(server: ServerProcess, member: { token: string }, method: string, path: string, body: object) {
    const res = await fetch(`${server.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${member.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as { code?: string; message?: string } };
  }

  it('never books a slot past its capacity; every refusal is E121 and nothing else fails', async () => {
    const attempts = members.map((member, i) => ({
      i,
      userNo: member.userNo,
      time: SLOTS[Math.floor(i / 2) % SLOTS.length]!,
      personCount: 1 + (i % 3),
    }));
    const answers = await Promise.all(
      attempts.map(async (attempt) => {
        const answer = await send(
          servers[attempt.i % servers.length]!,
          members[attempt.i]!,
          'POST',
          '/api/reservation',
          {
            userNo: attempt.userNo,
            storeNo,
            reservationDate: date,
            reservationTime: attempt.time,
            personCount: attempt.personCount,
          },
        );
        return { ...attempt, ...answer };
      }),
    );

    const unexpected = answers.filter((a) => a.status !== 201 && !(a.status === 409 && a.body.code === 'E121'));
    expect(unexpected).toEqual([]);
    const refused = answers.filter((a) => a.status === 409);
    expect(refused.length).toBeGreaterThan(0);
    for (const refusal of refused) {
      // The message names the seats left when it was refused, which must be fewer than asked for.
      const left = Number(/최대 (\d+)명/.exec(refusal.body.message ?? '')?.[1]);
      expect(left).toBeLessThan(refusal.personCount);
    }

    for (const time of SLOTS) {
      const [confirmed] = await database.db
        .select({ seats: sql<number>`coalesce(sum(${reservations.personCount}), 0)::int` })
        .from(reservations)
        .where(
          and(
            eq(reservations.storeNo, storeNo),
            eq(reservations.date, date),
            eq(reservations.time, time),
            eq(reservations.status, 'Y'),
          ),
        );
      const [load] = await database.db
        .select({ booked: slotLoads.booked })
        .from(slotLoads)
        .where(and(eq(slotLoads.storeNo, storeNo), eq(slotLoads.date, date), eq(slotLoads.time, time)));
      const accepted = answers.filter((a) => a.time === time && a.status === 201);
      expect(confirmed?.seats, time).toBeLessThanOrEqual(CAPACITY);
      expect(confirmed?.seats, time).toBe(load?.booked);
      expect(confirmed?.seats, time).toBe(accepted.reduce((sum, a) => sum + a.personCount, 0));
      expect(accepted.length, time).toBeGreaterThan(0);
    }
  }, 60_000);

  it('cancels a booking once when the same cancel reaches both processes at the same moment', async () => {
    const mine = await database.db
      .select({ reservationNo: reservations.reservationNo, userNo: reservations.userNo, time: reservations.time })
      .from(reservations)
      .where(and(eq(reservations.storeNo, storeNo), eq(reservations.status, 'Y')));
    expect(mine.length).toBeGreaterThan(0);
    const bookedBefore = await database.db
      .select({ time: slotLoads.time, booked: slotLoads.booked })
      .from(slotLoads)
      .where(eq(slotLoads.storeNo, storeNo));

    const answers = await Promise.all(
      mine.flatMap(({ reservationNo, userNo }) => {
        const member = members.find((m) => m.userNo === userNo)!;
        return servers.map(async (server) => {
          const answer = await send(server, member, 'PATCH', '/api/reservation/mypage/cancel', {
            reservationNo,
            cancelReason: '단순 변심',
          });
          return { reservationNo, status: answer.status, code: answer.body.code };
        });
      }),
    );
    for (const { reservationNo } of mine) {
      const pair = answers.filter((a) => a.reservationNo === reservationNo).map((a) => `${a.status}:${a.code ?? ''}`);
      expect(pair.sort(), String(reservationNo)).toEqual(['200:', '409:E124']);
    }
    const after = await database.db
      .select({ time: slotLoads.time, booked: slotLoads.booked })
      .from(slotLoads)
      .where(eq(slotLoads.storeNo, storeNo));
    expect(bookedBefore.length).toBe(SLOTS.length);
    for (const slot of after) expect(slot.booked, slot.time).toBe(0);
  }, 60_000);
});
