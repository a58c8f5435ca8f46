import { and, eq } from 'drizzle-orm';
import type { App } from '../../src/app.js';
import { reservations, slotLoads } from '../../src/db/schema.js';
import { authHeader } from './factories.js';
import type { TestUser } from './factories.js';

/** POST /api/reservation as `user` with whatever body the test wants to send. */
export async function book(app: App, user: TestUser, body: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/reservation', headers: await authHeader(app, user), payload: body });
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
