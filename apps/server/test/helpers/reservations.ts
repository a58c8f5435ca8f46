import { and, eq } from 'drizzle-orm';
import type { App } from '../../src/app.js';
import type { Database, Db } from '../../src/db/client.js';
import { reservations, slotLoads, stores, users } from '../../src/db/schema.js';
import { AccessTokens } from '../../src/platform/access-token.js';
import { systemClock } from '../../src/platform/clock.js';
import { authHeader } from './factories.js';
import type { TestUser } from './factories.js';
import { storeSessions } from './sessions.js';

/** POST /api/reservation as `user` with whatever body the test wants to send. */
export async function book(app: App, user: TestUser, body: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/reservation', headers: await authHeader(app, user), payload: body });
}

/** PATCH /api/reservation/mypage/cancel: `user` cancels their booking `reservationNo`. */
export async function cancelAsMember(app: App, user: TestUser, reservationNo: number) {
  return app.inject({
    method: 'PATCH',
    url: '/api/reservation/mypage/cancel',
    headers: await authHeader(app, user),
    payload: { reservationNo, cancelReason: '단순 변심' },
  });
}

/** PATCH /api/reservation/mypage/:reservationNo/change: `user` moves booking `reservationNo` to `body`'s slot. */
export async function changeAsMember(
  app: App,
  user: TestUser,
  reservationNo: number | string,
  body: Record<string, unknown>,
) {
  return app.inject({
    method: 'PATCH',
    url: `/api/reservation/mypage/${reservationNo}/change`,
    headers: await authHeader(app, user),
    payload: body,
  });
}

/** GET /api/reservation/available-person, as the existing client calls it (no token needed). */
export async function availability(app: App, storeNo: number, date: string, time: string) {
  return app.inject({
    method: 'GET',
    url: '/api/reservation/available-person',
    query: { storeNo: String(storeNo), reservationDate: date, reservationTime: time },
  });
}

/** The stored row of a reservation, to check what an answer does not show. */
export async function storedReservation(app: App, reservationNo: number) {
  const [row] = await app.ctx.db.select().from(reservations).where(eq(reservations.reservationNo, reservationNo));
  return row;
}

/** `slot_loads.booked` of one slot (0 when no row exists yet). */
export async function bookedInSlot(app: App, storeNo: number, date: string, time: string): Promise<number> {
  const [row] = await app.ctx.db
    .select({ booked: slotLoads.booked })
    .from(slotLoads)
    .where(and(eq(slotLoads.storeNo, storeNo), eq(slotLoads.date, date), eq(slotLoads.time, time)));
  return row?.booked ?? 0;
}

/**
 * `count` plain stores (no photos), open 11:00–21:00 every day with `capacity` seats an hour, written
 * straight into `db`; `name(i)` names the i-th.
 */
export async function insertPlainStores(
  db: Db,
  count: number,
  capacity: number,
  name: (i: number) => string,
): Promise<number[]> {
  const rows = await db
    .insert(stores)
    .values(
      Array.from({ length: count }, (_, i) => ({
        name: name(i),
        district: '중구',
        foodType: '한식',
        phone: '02-123-4567',
        address1: '서울 중구 세종대로 110',
        address2: '1층',
        openTime: '11:00',
        closeTime: '21:00',
        capacity,
      })),
    )
    .returning({ storeNo: stores.storeNo });
  return rows.map((row) => row.storeNo);
}

export interface Racer {
  userNo: number;
  /** An access token signed with the servers' JWT secret. */
  token: string;
}

/**
 * For tests that race bookings through server processes: one store of `capacity` seats per slot and
 * `members` members with access tokens, written straight into `database`.
 */
export async function raceStore(
  database: Database,
  options: { capacity: number; members: number; jwtSecret: string },
): Promise<{ storeNo: number; members: Racer[] }> {
  const [storeNo] = await insertPlainStores(database.db, 1, options.capacity, () => '동시성 테스트 식당');
  const rows = await database.db
    .insert(users)
    .values(
      Array.from({ length: options.members }, (_, i) => ({
        email: `racer${i}@example.com`,
        name: `경쟁자${i}`,
        nickname: `경쟁자${i}`,
        phone: '010-0000-0000',
      })),
    )
    .returning({ userNo: users.userNo });
  const tokens = new AccessTokens(new TextEncoder().encode(options.jwtSecret), 30 * 60, systemClock);
  const sessionIds = await storeSessions(
    database.db,
    rows.map((r) => r.userNo),
    systemClock.now(),
  );
  const members = await Promise.all(
    rows.map(async ({ userNo }, i) => ({
      userNo,
      token: await tokens.sign({ userNo, role: 'ROLE_USER', sessionId: sessionIds[i]! }),
    })),
  );
  return { storeNo: storeNo!, members };
}
