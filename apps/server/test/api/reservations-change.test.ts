import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, LIMITS, MESSAGES, fillMessage } from '@siktak/contract';
import { reservations } from '../../src/db/schema.js';
import { appWithSmtp } from '../helpers/app.js';
import { type TestUser, authHeader, createReservation, createStore, createUser } from '../helpers/factories.js';
import { icsValue, inviteOf } from '../helpers/ics.js';
import {
  availability,
  book,
  bookedInSlot,
  cancelAsMember,
  changeAsMember,
  storedReservation,
} from '../helpers/reservations.js';

/**
 * Changing a booking in one step (issue 37, item 6): the new seats are taken and the old ones given
 * back in one transaction, or nothing moves and the diner hears the refusal a booking would get; the
 * member's limits hold (the booking's own seats aside); the mail carries the invite with the same UID
 * and a higher SEQUENCE; the owner sees the change in the booking's history; those waiting for the old
 * slot hear of the seats it freed.
 */

// "Now" is Tuesday 2026-11-17 10:00 in Seoul (TEST_NOW); stores are open 11:00–21:00 every day.
const slotOf = (row: { date: string; time: string; personCount: number; status: string; revision: number }) => ({
  date: row.date,
  time: row.time,
  personCount: row.personCount,
  status: row.status,
  revision: row.revision,
});

describe('changing a booking (예약 변경)', () => {
  const run = appWithSmtp();

  beforeAll(async () => {});

  /** A store of `capacity` seats an hour with its own owner. */
  async function storeOf(capacity: number, dayOff: string[] = []) {
    const owner = await createUser(run.t.app, { role: 'ROLE_OWNER' });
    const store = await createStore(run.t.app, {
      capacity,
      dayOff,
      ownerNo: owner.userNo,
      name: `변경 식당 ${capacity}`,
    });
    return { ...store, owner };
  }

  async function bookAs(member: TestUser, storeNo: number, date: string, time: string, personCount: number) {
    const res = await book(run.t.app, member, { storeNo, reservationDate: date, reservationTime: time, personCount });
    expect(res.statusCode).toBe(201);
    return res.json().reservationNo as number;
  }

  const seats = async (storeNo: number, date: string, time: string) =>
    (await availability(run.t.app, storeNo, date, time)).json() as number;

  const stored = async (reservationNo: number) => slotOf((await storedReservation(run.t.app, reservationNo))!);

  it('moves the booking: the new seats are taken, the old ones freed, and available-person shows both', async () => {
    const { storeNo } = await storeOf(4);
    const member = await createUser(run.t.app);
    const reservationNo = await bookAs(member, storeNo, '2026-11-20', '12:00', 2);
    expect(await seats(storeNo, '2026-11-20', '12:00')).toBe(2);

    const res = await changeAsMember(run.t.app, member, reservationNo, {
      reservationDate: '2026-11-21',
      reservationTime: '18:00',
      personCount: '3',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      reservationNo,
      reservationDate: '2026-11-21',
      reservationTime: '18:00',
      personCount: 3,
      status: 'Y',
      message: MESSAGES.changeDone,
    });
    expect(await stored(reservationNo)).toEqual({
      date: '2026-11-21',
      time: '18:00',
      personCount: 3,
      status: 'Y',
      revision: 1,
    });
    expect(await seats(storeNo, '2026-11-20', '12:00')).toBe(4);
    expect(await seats(storeNo, '2026-11-21', '18:00')).toBe(1);
    expect(await bookedInSlot(run.t.app, storeNo, '2026-11-20', '12:00')).toBe(0);

    // Within its own slot: the party grows to every seat (its own 3 are counted once), then shrinks.
    const grown = await changeAsMember(run.t.app, member, reservationNo, {
      reservationDate: '2026-11-21',
      reservationTime: '18:00',
      personCount: 4,
    });
    expect(grown.statusCode).toBe(200);
    expect(await seats(storeNo, '2026-11-21', '18:00')).toBe(0);
    const unchanged = await changeAsMember(run.t.app, member, reservationNo, {
      reservationDate: '2026-11-21',
      reservationTime: '18:00',
      personCount: 4,
    });
    expect(unchanged.json()).toMatchObject({ code: 'E178', message: ERRORS.E178.message });
    expect(unchanged.statusCode).toBe(400);
    expect((await stored(reservationNo)).revision).toBe(2);
  });

  it('refuses a full slot as a booking of it is refused, and leaves the booking exactly as it was', async () => {
    const { storeNo } = await storeOf(4, ['월']);
    const [member, other, third] = [
      await createUser(run.t.app),
      await createUser(run.t.app),
      await createUser(run.t.app),
    ];
    const reservationNo = await bookAs(member, storeNo, '2026-11-20', '12:00', 2);
    await bookAs(other, storeNo, '2026-11-20', '19:00', 3);
    const before = await stored(reservationNo);

    const change = (body: Record<string, unknown>) =>
      changeAsMember(run.t.app, member, reservationNo, {
        reservationDate: '2026-11-20',
        reservationTime: '19:00',
        ...body,
      });
    const full = await change({ personCount: 2 });
    const booked = await book(run.t.app, third, {
      storeNo,
      reservationDate: '2026-11-20',
      reservationTime: '19:00',
      personCount: 2,
    });
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual(booked.json());
    expect(full.json()).toMatchObject({ code: 'E121', message: fillMessage(ERRORS.E121.message, { n: 1 }) });

    // The store's other rules, each with a booking's message: a past day, non-slots, a large party, a day off.
    const refusals: [Record<string, unknown>, string, string][] = [
      [{ reservationDate: '2026-11-15', personCount: 2 }, 'E123', ERRORS.E123.message],
      [{ reservationTime: '19:30', personCount: 2 }, 'E120', ERRORS.E120.message],
      [{ reservationTime: '22:00', personCount: 2 }, 'E120', ERRORS.E120.message],
      [{ personCount: 9 }, 'E133', fillMessage(ERRORS.E133.message, { n: LIMITS.partyMaxDefault })],
    ];
    for (const [body, code, message] of refusals) {
      const res = await change(body);
      expect({ body, code: res.json().code, message: res.json().message }).toEqual({ body, code, message });
    }
    const dayOff = await change({ reservationDate: '2026-11-23', personCount: 2 });
    expect(dayOff.json()).toMatchObject({ code: 'E122', message: ERRORS.E122.message });

    expect(await stored(reservationNo)).toEqual(before);
    expect(await bookedInSlot(run.t.app, storeNo, '2026-11-20', '12:00')).toBe(2);
    expect(await bookedInSlot(run.t.app, storeNo, '2026-11-20', '19:00')).toBe(3);
  });

  it("answers 404 for someone else's booking or none, and refuses a cancelled, started or no-show booking", async () => {
    const { storeNo, owner } = await storeOf(10);
    const [member, stranger] = [await createUser(run.t.app), await createUser(run.t.app)];
    const to = { reservationDate: '2026-11-25', reservationTime: '12:00', personCount: 2 };
    const reservationNo = await bookAs(member, storeNo, '2026-11-24', '12:00', 2);
    for (const [user, no] of [
      [stranger, reservationNo],
      [owner, reservationNo],
      [member, 999_999],
    ] as const) {
      const res = await changeAsMember(run.t.app, user, no, to);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(MESSAGES.reservationNotFound);
    }
    const unauthenticated = await run.t.app.inject({
      method: 'PATCH',
      url: `/api/reservation/mypage/${reservationNo}/change`,
      payload: to,
    });
    expect(unauthenticated.statusCode).toBe(401);
    const bad = await changeAsMember(run.t.app, member, reservationNo, { ...to, personCount: 0 });
    expect(bad.statusCode).toBe(400);

    expect((await cancelAsMember(run.t.app, member, reservationNo)).statusCode).toBe(200);
    const cancelled = await changeAsMember(run.t.app, member, reservationNo, to);
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json()).toMatchObject({ code: 'E175', message: ERRORS.E175.message });

    // Started: today's 11:00 booking once Seoul passes 11:00.
    const today = await createReservation(run.t.app, {
      userNo: member.userNo,
      storeNo,
      date: '2026-11-17',
      time: '11:00',
      personCount: 2,
    });
    run.t.clock.set('2026-11-17T02:30:00.000Z');
    try {
      const started = await changeAsMember(run.t.app, member, today.reservationNo, to);
      expect(started.statusCode).toBe(400);
      expect(started.json()).toMatchObject({ code: 'E176', message: ERRORS.E176.message });
      await run.t.app.ctx.db
        .update(reservations)
        .set({ status: 'NOSHOW' })
        .where(eq(reservations.reservationNo, today.reservationNo));
      const noShow = await changeAsMember(run.t.app, member, today.reservationNo, to);
      expect(noShow.json()).toMatchObject({ code: 'E177', message: ERRORS.E177.message });
    } finally {
      run.t.clock.set('2026-11-17T01:00:00.000Z');
    }
    expect(await bookedInSlot(run.t.app, storeNo, '2026-11-25', '12:00')).toBe(0);
  });

  it("holds the member's limits, not counting the booking's own seats and slot", async () => {
    const { storeNo } = await storeOf(10);
    const member = await createUser(run.t.app);
    const day = '2026-11-26';
    const first = await bookAs(member, storeNo, day, '12:00', 6);
    await bookAs(member, storeNo, day, '18:00', 6);
    const nextDay = await bookAs(member, storeNo, '2026-11-27', '12:00', 2);

    // At the day's caps (2 bookings, 12 seats), the first booking still moves within the day.
    const moved = await changeAsMember(run.t.app, member, first, {
      reservationDate: day,
      reservationTime: '19:00',
      personCount: 6,
    });
    expect(moved.statusCode).toBe(200);
    const seatsCap = await changeAsMember(run.t.app, member, first, {
      reservationDate: day,
      reservationTime: '19:00',
      personCount: 7,
    });
    expect(seatsCap.json()).toMatchObject({
      code: 'E134',
      message: fillMessage(ERRORS.E134.message, { n: LIMITS.seatsPerStoreDayMax }),
    });
    const thirdOfDay = await changeAsMember(run.t.app, member, nextDay, {
      reservationDate: day,
      reservationTime: '20:00',
      personCount: 1,
    });
    expect(thirdOfDay.json()).toMatchObject({
      code: 'E131',
      message: fillMessage(ERRORS.E131.message, { n: LIMITS.bookingsPerStoreDayMax }),
    });
    const sameSlot = await changeAsMember(run.t.app, member, nextDay, {
      reservationDate: day,
      reservationTime: '18:00',
      personCount: 1,
    });
    expect(sameSlot.json()).toMatchObject({ code: 'E129' });
    expect(await stored(first)).toMatchObject({ date: day, time: '19:00', personCount: 6 });
    expect(await stored(nextDay)).toMatchObject({ date: '2026-11-27', time: '12:00', personCount: 2, revision: 0 });
  });

  it('mails the change with the same UID and SEQUENCE 1, and the cancellation after it with SEQUENCE 2', async () => {
    const { storeNo, name } = await storeOf(10);
    const member = await createUser(run.t.app, { name: '한변경', email: 'change.member@example.com' });
    const reservationNo = await bookAs(member, storeNo, '2026-11-20', '12:00', 2);
    const invite = inviteOf(await run.smtp.waitFor(member.email, /예약이 확정되었습니다/));
    expect(icsValue(invite, 'SEQUENCE')).toBe('0');

    const res = await changeAsMember(run.t.app, member, reservationNo, {
      reservationDate: '2026-11-21',
      reservationTime: '19:00',
      personCount: 4,
    });
    expect(res.statusCode).toBe(200);
    const mail = await run.smtp.waitFor(member.email, /예약이 변경되었어요/);
    expect(mail.subject).toBe(`[식탁] 예약이 변경되었어요 - ${name}`);
    expect(mail.text).toContain('한변경님, 요청하신 대로 예약을 바꿨어요.');
    expect(mail.text).toContain('일시: 2026.11.21 (토) 19:00');
    expect(mail.text).toContain('인원: 4명');
    const changed = inviteOf(mail);
    expect(icsValue(changed, 'METHOD')).toBe('REQUEST');
    expect(icsValue(changed, 'UID')).toBe(icsValue(invite, 'UID'));
    expect(icsValue(changed, 'SEQUENCE')).toBe('1');
    // 19:00 in Seoul is 10:00 UTC.
    expect(icsValue(changed, 'DTSTART')).toBe('20261121T100000Z');

    expect((await cancelAsMember(run.t.app, member, reservationNo)).statusCode).toBe(200);
    const cancel = inviteOf(await run.smtp.waitFor(member.email, /예약이 취소되었습니다/));
    expect(icsValue(cancel, 'METHOD')).toBe('CANCEL');
    expect(icsValue(cancel, 'UID')).toBe(icsValue(invite, 'UID'));
    expect(icsValue(cancel, 'SEQUENCE')).toBe('2');
  });

  it("shows the booking's history to its store's owner only: booked, changed from → to, cancelled", async () => {
    const { storeNo, owner } = await storeOf(10);
    const [member, otherOwner] = [await createUser(run.t.app), await createUser(run.t.app, { role: 'ROLE_OWNER' })];
    const reservationNo = await bookAs(member, storeNo, '2026-11-20', '12:00', 2);
    run.t.clock.advance(60_000);
    await changeAsMember(run.t.app, member, reservationNo, {
      reservationDate: '2026-11-22',
      reservationTime: '13:00',
      personCount: 3,
    });
    run.t.clock.advance(60_000);
    await cancelAsMember(run.t.app, member, reservationNo);

    const detail = async (user: TestUser) =>
      run.t.app.inject({
        method: 'GET',
        url: `/api/reservation/owner/detail/${reservationNo}`,
        headers: await authHeader(run.t.app, user),
      });
    const seen = await detail(owner);
    expect(seen.statusCode).toBe(200);
    const history = seen.json().history as { kind: string; at: string }[];
    expect(history).toEqual([
      { kind: 'booked', at: expect.any(String) },
      {
        kind: 'changed',
        at: '2026-11-17T01:01:00.000Z',
        from: { reservationDate: '2026-11-20', reservationTime: '12:00', personCount: 2 },
        to: { reservationDate: '2026-11-22', reservationTime: '13:00', personCount: 3 },
      },
      { kind: 'cancelled', at: '2026-11-17T01:02:00.000Z', by: 'USER' },
    ]);
    expect((await detail(otherOwner)).statusCode).toBe(403);
    expect((await detail(member)).statusCode).toBe(403);
    const mine = await run.t.app.inject({
      method: 'GET',
      url: `/api/reservation/mypage/detail/${reservationNo}`,
      headers: await authHeader(run.t.app, member),
    });
    expect(mine.json()).not.toHaveProperty('history');
  });

  it('offers the seats a change freed to those waiting for the old slot', async () => {
    const { storeNo, name } = await storeOf(4);
    const [member, other, waiter] = [
      await createUser(run.t.app),
      await createUser(run.t.app),
      await createUser(run.t.app, { email: 'change.waiter@example.com' }),
    ];
    const reservationNo = await bookAs(member, storeNo, '2026-11-23', '18:00', 2);
    await bookAs(other, storeNo, '2026-11-23', '18:00', 2);
    const joined = await run.t.app.inject({
      method: 'POST',
      url: '/api/waitlist',
      headers: await authHeader(run.t.app, waiter),
      payload: { storeNo, date: '2026-11-23', time: '18:00', personCount: 2 },
    });
    expect(joined.statusCode).toBe(201);

    const res = await changeAsMember(run.t.app, member, reservationNo, {
      reservationDate: '2026-11-23',
      reservationTime: '20:00',
      personCount: 2,
    });
    expect(res.statusCode).toBe(200);
    const offer = await run.smtp.waitFor(waiter.email, /빈자리가 생겼어요/);
    expect(offer.subject).toBe(`[식탁] 기다리시던 시간에 빈자리가 생겼어요 - ${name}`);
    expect(offer.text).toContain('2026.11.23 (월) 18:00');
  });
});
