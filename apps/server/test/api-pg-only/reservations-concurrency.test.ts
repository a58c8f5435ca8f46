import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.js';
import { reservations, slotLoads } from '../../src/db/schema.js';
import { type BookingRace, startBookingRace } from '../helpers/booking-race.js';
import type { ServerProcess } from '../helpers/processes.js';
import type { Racer } from '../helpers/reservations.js';

/**
 * The capacity invariant (ADR 0006) under real concurrency: two server processes built from
 * this checkout share one PostgreSQL database and take 200 simultaneous bookings for a few small slots.
 */

const JWT_SECRET = 'concurrency-test-secret-long-enough-for-hs256';
const CAPACITY = 5;
const SLOTS = ['12:00', '13:00', '14:00', '15:00'];
const MEMBERS = 200;

describe('booking on two server processes against one PostgreSQL', () => {
  let race: BookingRace;
  let database: Database;
  let servers: ServerProcess[];
  let storeNo: number;
  let members: Racer[];
  let date: string;

  beforeAll(async () => {
    race = await startBookingRace({
      capacity: CAPACITY,
      members: MEMBERS,
      jwtSecret: JWT_SECRET,
      timeZones: ['UTC', 'Asia/Seoul'],
    });
    ({ database, servers, storeNo, members, date } = race);
  }, 120_000);

  afterAll(async () => {
    await race?.close();
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
