import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservations, slotLoads } from '../../src/db/schema.js';
import { type TestApp, createTestApp } from '../helpers/app.js';
import { createReservation } from '../helpers/factories.js';
import { type Racer, raceStore } from '../helpers/reservations.js';

/**
 * 200 changes and bookings race for one slot (issue 37, item 6). On PostgreSQL they run over the pool's
 * connections at once; on PGlite their statements interleave between awaits. Some changes leave the slot
 * while others enter it from the slot they leave for, so the two slot rows are locked from both sides.
 * Whatever the order: the slot never holds more than its capacity, every seat count matches its
 * bookings, no booking is lost, and each change either moved its booking or left it exactly as it was.
 */

const CAPACITY = 20;
const DATE = '2026-11-20';
const TARGET = '19:00';
const OTHER = '18:00';
const EARLIER = ['11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00'];
const JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256';

describe('changes and bookings racing for one slot', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { JWT_SECRET } });
  });

  afterAll(async () => {
    await t?.close();
  });

  it('never passes the capacity, loses no booking, and moves each change wholly or not at all', async () => {
    const { storeNo, members } = await raceStore(t.database, {
      capacity: CAPACITY,
      members: 200,
      jwtSecret: JWT_SECRET,
    });
    // 10 leave the target for 18:00, 10 enter it from 18:00, 90 enter it from earlier hours; 90 book it.
    const plan: { racer: Racer; from: string | null; to: string }[] = members.map((racer, i) => ({
      racer,
      from: i < 10 ? TARGET : i < 20 ? OTHER : i < 110 ? EARLIER[i % EARLIER.length]! : null,
      to: i < 10 ? OTHER : TARGET,
    }));
    const held = new Map<number, number>();
    for (const { racer, from } of plan) {
      if (!from) continue;
      const { reservationNo } = await createReservation(t.app, {
        userNo: racer.userNo,
        storeNo,
        date: DATE,
        time: from,
        personCount: 1,
      });
      held.set(racer.userNo, reservationNo);
    }
    const confirmed = async () =>
      (
        await t.app.ctx.db
          .select({ no: reservations.reservationNo })
          .from(reservations)
          .where(and(eq(reservations.storeNo, storeNo), eq(reservations.status, 'Y')))
      ).length;
    expect(await confirmed()).toBe(110);

    const answers = await Promise.all(
      plan.map(({ racer, from, to }) => {
        const headers = { authorization: `Bearer ${racer.token}` };
        const slot = { reservationDate: DATE, reservationTime: to, personCount: 1 };
        return from
          ? t.app.inject({
              method: 'PATCH',
              url: `/api/reservation/mypage/${held.get(racer.userNo)}/change`,
              headers,
              payload: slot,
            })
          : t.app.inject({ method: 'POST', url: '/api/reservation', headers, payload: { storeNo, ...slot } });
      }),
    );

    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s !== 200 && s !== 201 && s !== 409)).toEqual([]);
    const newBookings = statuses.filter((s) => s === 201).length;
    expect(await confirmed()).toBe(110 + newBookings);

    // Each changed booking is where its answer says: moved on 200, untouched on 409 (E121, the seats).
    for (const [i, { racer, from, to }] of plan.entries()) {
      if (!from) continue;
      const [row] = await t.app.ctx.db
        .select({ time: reservations.time, status: reservations.status, revision: reservations.revision })
        .from(reservations)
        .where(eq(reservations.reservationNo, held.get(racer.userNo)!));
      const answer = answers[i]!;
      if (answer.statusCode === 409) expect(answer.json().code).toBe('E121');
      const moved = answer.statusCode === 200;
      expect(row).toEqual({ time: moved ? to : from, status: 'Y', revision: moved ? 1 : 0 });
    }

    // Every slot's seat count is its bookings' seats, and none passes the capacity.
    const loads = await t.app.ctx.db
      .select({ time: slotLoads.time, booked: slotLoads.booked })
      .from(slotLoads)
      .where(and(eq(slotLoads.storeNo, storeNo), eq(slotLoads.date, DATE)));
    const seated = await t.app.ctx.db
      .select({ time: reservations.time, seats: sql<number>`sum(${reservations.personCount})::int` })
      .from(reservations)
      .where(and(eq(reservations.storeNo, storeNo), eq(reservations.status, 'Y')))
      .groupBy(reservations.time);
    const seatsOf = new Map(seated.map((row) => [row.time, row.seats]));
    for (const load of loads) {
      expect({ time: load.time, booked: load.booked }).toEqual({
        time: load.time,
        booked: seatsOf.get(load.time) ?? 0,
      });
      expect(load.booked).toBeLessThanOrEqual(CAPACITY);
    }
    // The target filled up: its 10 free seats and the 10 freed by those who left, all taken by racers.
    expect(seatsOf.get(TARGET)).toBe(CAPACITY);
    const leftTarget = answers.slice(0, 10).filter((res) => res.statusCode === 200).length;
    expect(leftTarget).toBe(10);
  });
});
