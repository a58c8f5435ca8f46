import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, rowsOf } from '../../src/db/client.js';
import { reservations } from '../../src/db/schema.js';
import PQueue from 'p-queue';
import { type BookingRace, startBookingRace } from '../helpers/booking-race.js';
import type { ServerProcess } from '../helpers/processes.js';
import type { Racer } from '../helpers/reservations.js';

/**
 * A server process killed outright (SIGKILL: no shutdown hook, no drain) while 100 bookings race
 * through two processes on one PostgreSQL database: what was confirmed stays confirmed, no slot is
 * over capacity, and the per-slot counter still equals the confirmed seats (ADR 0006).
 */

const JWT_SECRET = 'kill-test-secret-long-enough-for-hs256';
const CAPACITY = 6;
const SLOTS = ['11:00', '12:00', '13:00', '14:00', '15:00', '16:00'];
const BOOKINGS = 100;
/** Responses (from either process) to wait for before the kill. */
const KILL_AFTER = 20;
/**
 * The victim's bookings in flight at once: a steady stream keeps some in flight, in their statements,
 * when the kill lands, rather than all fifty answered before it.
 */
const VICTIM_IN_FLIGHT = 5;

type Outcome =
  | { kind: 'answer'; status: number; body: { reservationNo?: number; code?: string } }
  | { kind: 'connection-failed'; error: string };

describe('SIGKILL of a server process in the middle of concurrent bookings', () => {
  let race: BookingRace;
  let database: Database;
  let survivor: ServerProcess;
  let victim: ServerProcess;
  let storeNo: number;
  let members: Racer[];
  let date: string;

  beforeAll(async () => {
    race = await startBookingRace({
      capacity: CAPACITY,
      members: BOOKINGS + SLOTS.length,
      jwtSecret: JWT_SECRET,
      timeZones: ['UTC', 'UTC'],
    });
    ({ database, storeNo, members, date } = race);
    [survivor, victim] = race.servers as [ServerProcess, ServerProcess];
  }, 120_000);

  afterAll(async () => {
    await race?.close();
  });

  it('loses no confirmed booking, overbooks no slot and leaves no half-written booking', async () => {
    let answered = 0;
    let victimAnswered = 0;
    let killedAt = -1;
    const attempts = members.slice(0, BOOKINGS).map((member, i) => ({
      i,
      member,
      server: i % 2 === 0 ? survivor : victim,
      time: SLOTS[i % SLOTS.length]!,
      personCount: 1 + (i % 3),
    }));
    const victimStream = new PQueue({ concurrency: VICTIM_IN_FLIGHT });
    const send = (attempt: (typeof attempts)[number], request: () => Promise<Response>) =>
      attempt.server === victim ? victimStream.add(request) : request();
    const outcomes = await Promise.all(
      attempts.map(async (attempt): Promise<typeof attempt & { outcome: Outcome }> => {
        let outcome: Outcome;
        try {
          const res = await send(attempt, () =>
            fetch(`${attempt.server.url}/api/reservation`, {
              method: 'POST',
              headers: { authorization: `Bearer ${attempt.member.token}`, 'content-type': 'application/json' },
              body: JSON.stringify({
                userNo: attempt.member.userNo,
                storeNo,
                reservationDate: date,
                reservationTime: attempt.time,
                personCount: attempt.personCount,
              }),
            }),
          );
          outcome = {
            kind: 'answer',
            status: res.status,
            body: (await res.json()) as { reservationNo?: number; code?: string },
          };
        } catch (err) {
          outcome = { kind: 'connection-failed', error: String((err as Error).cause ?? err) };
        }
        answered++;
        if (attempt.server === victim && outcome.kind === 'answer') victimAnswered++;
        // Mid-flight: after KILL_AFTER answers, once the victim has answered at least one (on a loaded
        // machine its first answers can come after the survivor's first KILL_AFTER).
        if (killedAt < 0 && answered >= KILL_AFTER && victimAnswered > 0) {
          killedAt = answered;
          victim.child.kill('SIGKILL');
        }
        return { ...attempt, outcome };
      }),
    );
    await new Promise((resolve) =>
      victim.child.exitCode !== null || victim.child.signalCode ? resolve(null) : victim.child.once('exit', resolve),
    );
    expect(killedAt).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(victim.child.signalCode).toBe('SIGKILL');

    // Every answer anyone got is a booking or the capacity refusal; only the killed process's
    // requests may have failed, and those at the connection.
    const odd = outcomes.filter(
      ({ outcome }) =>
        outcome.kind === 'answer' &&
        outcome.status !== 201 &&
        !(outcome.status === 409 && outcome.body.code === 'E121'),
    );
    expect(odd.map(({ i, outcome }) => ({ i, outcome }))).toEqual([]);
    const failed = outcomes.filter(({ outcome }) => outcome.kind === 'connection-failed');
    expect(failed.every(({ server }) => server === victim)).toBe(true);
    // The kill landed mid-flight: the victim answered some requests and dropped others.
    expect(failed.length).toBeGreaterThan(0);
    expect(
      outcomes.filter(({ server, outcome }) => server === victim && outcome.kind === 'answer').length,
    ).toBeGreaterThan(0);
    expect(outcomes.filter(({ server, outcome }) => server === survivor && outcome.kind === 'answer')).toHaveLength(
      BOOKINGS / 2,
    );

    // No confirmed booking lost: each 201 is in the database, confirmed, as it was answered.
    const rows = await database.db
      .select({
        reservationNo: reservations.reservationNo,
        userNo: reservations.userNo,
        time: reservations.time,
        personCount: reservations.personCount,
        status: reservations.status,
      })
      .from(reservations)
      .where(eq(reservations.storeNo, storeNo));
    const byNo = new Map(rows.map((row) => [row.reservationNo, row]));
    const confirmedAnswers = outcomes.filter(({ outcome }) => outcome.kind === 'answer' && outcome.status === 201);
    expect(confirmedAnswers.length).toBeGreaterThan(0);
    for (const { member, time, personCount, outcome } of confirmedAnswers) {
      const reservationNo = (outcome as { body: { reservationNo: number } }).body.reservationNo;
      expect(byNo.get(reservationNo)).toEqual({ reservationNo, userNo: member.userNo, time, personCount, status: 'Y' });
    }
    // A booking the killed process never answered may or may not have committed, but only whole: the
    // refused or answered-with-409 members have no row at all.
    const refusedUsers = new Set(
      outcomes
        .filter(({ outcome }) => outcome.kind === 'answer' && outcome.status === 409)
        .map(({ member }) => member.userNo),
    );
    expect(rows.filter((row) => refusedUsers.has(row.userNo))).toEqual([]);
    expect(rows.length).toBeLessThanOrEqual(confirmedAnswers.length + failed.length);

    // No slot over capacity, and the per-slot counter equals the confirmed seats: no booking row without
    // its seats, no seats without a row (the bench's `overbooking` check, per slot).
    const slots = await rowsOf<{ time: string; seats: number; booked: number | null }>(
      database.db,
      sql`select r.reservation_time as time, sum(r.person_count)::int as seats, max(l.booked) as booked
          from reservations r
          left join slot_loads l
            on l.store_no = r.store_no and l.slot_date = r.reservation_date and l.slot_time = r.reservation_time
          where r.store_no = ${storeNo} and r.status = 'Y'
          group by r.reservation_time`,
    );
    const loads = await rowsOf<{ time: string; booked: number }>(
      database.db,
      sql`select slot_time as time, booked from slot_loads where store_no = ${storeNo} and slot_date = ${date}`,
    );
    for (const slot of slots) {
      expect(slot.seats, slot.time).toBeLessThanOrEqual(CAPACITY);
      expect(slot.booked, slot.time).toBe(slot.seats);
    }
    for (const load of loads) {
      expect(load.booked, load.time).toBe(slots.find((s) => s.time === load.time)?.seats ?? 0);
    }

    // The dead process's transactions were rolled back, not left holding slot locks: the survivor
    // answers every slot's free seats and takes or refuses one more booking on each, at once.
    const late = members.slice(BOOKINGS);
    for (const [k, time] of SLOTS.entries()) {
      const seats = slots.find((s) => s.time === time)?.seats ?? 0;
      const res = await fetch(
        `${survivor.url}/api/reservation/available-person?storeNo=${storeNo}&reservationDate=${date}&reservationTime=${time}`,
      );
      expect(await res.json(), time).toBe(CAPACITY - seats);
      const started = Date.now();
      const booked = await fetch(`${survivor.url}/api/reservation`, {
        method: 'POST',
        headers: { authorization: `Bearer ${late[k]!.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          userNo: late[k]!.userNo,
          storeNo,
          reservationDate: date,
          reservationTime: time,
          personCount: 1,
        }),
      });
      expect(booked.status, time).toBe(seats < CAPACITY ? 201 : 409);
      expect(Date.now() - started, time).toBeLessThan(2000);
    }
  }, 90_000);
});
