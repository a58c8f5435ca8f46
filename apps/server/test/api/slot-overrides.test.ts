import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AvailabilitySearchResponse,
  type DaySlots,
  MESSAGES,
  type OwnerSlotDay,
  type StoreNextTimes,
  addDays,
} from '@siktak/contract';
import { TEST_NOW, type TestApp, createTestApp } from '../helpers/app.js';
import { type TestUser, authHeader, createStore, createUser } from '../helpers/factories.js';
import { availability, book, storedReservation } from '../helpers/reservations.js';

// "Now" is Tuesday 2026-11-17 10:00 in Seoul (TEST_NOW).
const TODAY = '2026-11-17';
const TOMORROW = addDays(TODAY, 1);
const HANGUL = /[가-힣]/;

describe('slot overrides (시간대 관리)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t?.close();
  });

  /** An owner with a store open 11:00–21:00, 4 seats an hour. */
  async function ownerWithStore(name: string) {
    const owner = await createUser(t.app, { role: 'ROLE_OWNER' });
    const { storeNo } = await createStore(t.app, {
      name,
      ownerNo: owner.userNo,
      district: '도봉구',
      openTime: '11:00',
      closeTime: '21:00',
      capacity: 4,
    });
    return { owner, storeNo };
  }

  async function daySlotsOf(user: TestUser | null, date?: string) {
    return t.app.inject({
      method: 'GET',
      url: '/api/owner/slots',
      query: date ? { date } : {},
      headers: user ? await authHeader(t.app, user) : {},
    });
  }

  async function put(user: TestUser | null, payload: unknown) {
    return t.app.inject({
      method: 'PUT',
      url: '/api/owner/slots',
      payload: JSON.stringify(payload),
      headers: { 'content-type': 'application/json', ...(user ? await authHeader(t.app, user) : {}) },
    });
  }

  async function override(owner: TestUser, date: string, time: string | null, capacity: number | null) {
    const res = await put(owner, { date, time, capacity });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<OwnerSlotDay>();
  }

  async function chips(name: string, date: string, time: string, party = 2) {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/availability/stores',
      query: { search: name, date, time, party: String(party) },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<AvailabilitySearchResponse>();
    return body.content[0]?.chips.map((chip) => chip.time) ?? [];
  }

  async function nextTimes(storeNo: number, from: string, party = 2) {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/availability/stores/${storeNo}`,
      query: { party: String(party), from },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<StoreNextTimes>().days;
  }

  async function bookingPage(storeNo: number, date: string) {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/reservation/slots',
      query: { storeNo: String(storeNo), reservationDate: date },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<DaySlots>();
  }

  const seatsAt = async (storeNo: number, date: string, time: string) =>
    (await availability(t.app, storeNo, date, time)).json<number>();

  const slotOf = (day: OwnerSlotDay, time: string) => day.slots.find((slot) => slot.time === time);

  /** POST /api/reservation by a new member. */
  const bookAs = async (storeNo: number, reservationDate: string, reservationTime: string, personCount: number) =>
    book(t.app, await createUser(t.app), { storeNo, reservationDate, reservationTime, personCount });

  it('closing an hour takes it off the chips, next times, booking page and available-person, and refuses a booking; reopening gives it back', async () => {
    const name = '도봉 닫는 집';
    const { owner, storeNo } = await ownerWithStore(name);
    // Warm every cache a search keeps: the override must show at once anyway.
    expect(await chips(name, TODAY, '19:00')).toEqual(['17:00', '18:00', '19:00', '20:00']);

    const closed = await override(owner, TODAY, '19:00', 0);
    expect(slotOf(closed, '19:00')).toEqual({
      time: '19:00',
      capacity: 0,
      booked: 0,
      overridden: true,
      started: false,
    });
    expect(slotOf(closed, '18:00')).toEqual({
      time: '18:00',
      capacity: 4,
      booked: 0,
      overridden: false,
      started: false,
    });
    expect(closed).toMatchObject({ storeNo, date: TODAY, storeCapacity: 4, dayCapacity: null, dayOff: false });

    expect(await chips(name, TODAY, '19:00')).toEqual(['17:00', '18:00', '20:00']);
    const today = (await nextTimes(storeNo, TODAY))[0];
    expect(today?.date).toBe(TODAY);
    expect(today?.times.map((chip) => chip.time)).not.toContain('19:00');
    expect(today?.times.map((chip) => chip.time)).toContain('18:00');
    expect((await bookingPage(storeNo, TODAY)).slots.find((slot) => slot.time === '19:00')).toEqual({
      time: '19:00',
      available: 0,
      bookable: false,
      // Closed by its owner: 마감 with no waitlist on the booking page.
      closed: true,
    });
    expect(await seatsAt(storeNo, TODAY, '19:00')).toBe(0);
    expect(await seatsAt(storeNo, TODAY, '18:00')).toBe(4);

    const diner = await createUser(t.app);
    const slot = { storeNo, reservationDate: TODAY, reservationTime: '19:00', personCount: 2 };
    const refused = await book(t.app, diner, slot);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'E123', message: '이미 지났거나 예약할 수 없는 시간입니다.' });

    const reopened = await override(owner, TODAY, '19:00', null);
    expect(slotOf(reopened, '19:00')).toEqual({
      time: '19:00',
      capacity: 4,
      booked: 0,
      overridden: false,
      started: false,
    });
    expect(await chips(name, TODAY, '19:00')).toEqual(['17:00', '18:00', '19:00', '20:00']);
    expect(await seatsAt(storeNo, TODAY, '19:00')).toBe(4);
    expect((await book(t.app, diner, slot)).statusCode).toBe(201);
    expect(slotOf(await override(owner, TODAY, '18:00', null), '19:00')).toMatchObject({ capacity: 4, booked: 2 });
  });

  it('closing a whole date closes every hour of it (its hours too); an hour opened after it opens', async () => {
    const name = '도봉 쉬는 날';
    const { owner, storeNo } = await ownerWithStore(name);
    expect((await nextTimes(storeNo, TOMORROW))[0]?.date).toBe(TOMORROW);

    await override(owner, TOMORROW, '18:00', 2);
    const day = await override(owner, TOMORROW, null, 0);
    expect(day.dayCapacity).toBe(0);
    expect(day.slots.every((slot) => slot.capacity === 0 && !slot.overridden)).toBe(true);
    expect((await nextTimes(storeNo, TOMORROW))[0]?.date).toBe(addDays(TOMORROW, 1));
    expect(await chips(name, TOMORROW, '12:00')).toEqual([]);
    expect((await bookingPage(storeNo, TOMORROW)).slots.some((slot) => slot.bookable)).toBe(false);
    const diner = await createUser(t.app);
    const slot = { storeNo, reservationDate: TOMORROW, reservationTime: '12:00', personCount: 1 };
    expect((await book(t.app, diner, slot)).json()).toMatchObject({ code: 'E123' });
    // The other days keep the store's capacity.
    expect(await chips(name, TODAY, '12:00')).toEqual(['11:00', '12:00', '13:00', '14:00']);

    // The hour's own capacity wins over the date's.
    const lunch = await override(owner, TOMORROW, '12:00', 3);
    expect(slotOf(lunch, '12:00')).toEqual({ time: '12:00', capacity: 3, booked: 0, overridden: true, started: false });
    expect(await chips(name, TOMORROW, '12:00')).toEqual(['12:00']);
    expect((await book(t.app, diner, slot)).statusCode).toBe(201);

    // Opening the whole date gives every hour the store's capacity back, the booking kept.
    const reopened = await override(owner, TOMORROW, null, null);
    expect(reopened.dayCapacity).toBeNull();
    expect(await chips(name, TOMORROW, '12:00')).toEqual(['11:00', '12:00', '13:00', '14:00']);
    expect(slotOf(reopened, '12:00')).toEqual({
      time: '12:00',
      capacity: 4,
      booked: 1,
      overridden: false,
      started: false,
    });
    expect(reopened.slots.every((slot) => slot.capacity === 4 && !slot.overridden)).toBe(true);
  });

  it('a capacity of 2 seats a party of 2 and refuses 3 with the seats left', async () => {
    const name = '도봉 두 자리';
    const { owner, storeNo } = await ownerWithStore(name);
    await override(owner, TODAY, '13:00', 2);
    expect(await seatsAt(storeNo, TODAY, '13:00')).toBe(2);
    expect(await chips(name, TODAY, '13:00', 3)).not.toContain('13:00');
    expect(await chips(name, TODAY, '13:00', 2)).toContain('13:00');

    const three = await bookAs(storeNo, TODAY, '13:00', 3);
    expect(three.statusCode).toBe(409);
    expect(three.json()).toMatchObject({ code: 'E121', message: '해당 시간에는 최대 2명까지 예약 가능합니다.' });
    const two = await bookAs(storeNo, TODAY, '13:00', 2);
    expect(two.statusCode).toBe(201);
    expect(await seatsAt(storeNo, TODAY, '13:00')).toBe(0);
    expect(await chips(name, TODAY, '13:00', 1)).not.toContain('13:00');
  });

  it('lowering below the booked seats keeps the bookings and leaves 0 seats', async () => {
    const name = '도봉 줄이는 집';
    const { owner, storeNo } = await ownerWithStore(name);
    const booked = await bookAs(storeNo, TOMORROW, '15:00', 3);
    expect(booked.statusCode).toBe(201);

    const day = await override(owner, TOMORROW, '15:00', 1);
    expect(slotOf(day, '15:00')).toEqual({ time: '15:00', capacity: 1, booked: 3, overridden: true, started: false });
    expect((await storedReservation(t.app, booked.json().reservationNo))?.status).toBe('Y');
    expect(await seatsAt(storeNo, TOMORROW, '15:00')).toBe(0);
    expect((await bookingPage(storeNo, TOMORROW)).slots.find((slot) => slot.time === '15:00')).toEqual({
      time: '15:00',
      available: 0,
      bookable: false,
      // Narrowed, not closed: full of bookings, so still one to wait for.
      closed: false,
    });
    const more = await bookAs(storeNo, TOMORROW, '15:00', 1);
    expect(more.json()).toMatchObject({ code: 'E121', message: '해당 시간에는 최대 0명까지 예약 가능합니다.' });

    // Closing it keeps the booking too.
    expect(slotOf(await override(owner, TOMORROW, '15:00', 0), '15:00')).toMatchObject({ capacity: 0, booked: 3 });
    expect((await storedReservation(t.app, booked.json().reservationNo))?.status).toBe('Y');
  });

  it('marks the hours of today that have started', async () => {
    const { owner } = await ownerWithStore('도봉 지난 시간');
    t.clock.set(new Date('2026-11-17T04:30:00.000Z')); // 13:30 in Seoul
    try {
      const day = (await daySlotsOf(owner)).json<OwnerSlotDay>();
      expect(day.slots.filter((slot) => slot.started).map((slot) => slot.time)).toEqual(['11:00', '12:00', '13:00']);
      expect((await daySlotsOf(owner, TOMORROW)).json<OwnerSlotDay>().slots.some((slot) => slot.started)).toBe(false);
    } finally {
      t.clock.set(TEST_NOW);
    }
  });

  it("only the store's owner reads and changes its hours", async () => {
    const { owner, storeNo } = await ownerWithStore('도봉 내 가게');
    const other = await ownerWithStore('도봉 옆 가게');
    await override(owner, TOMORROW, '17:00', 0);

    // Another owner sees and changes only their own store.
    const theirs = (await daySlotsOf(other.owner, TOMORROW)).json<OwnerSlotDay>();
    expect(theirs.storeNo).toBe(other.storeNo);
    expect(slotOf(theirs, '17:00')).toMatchObject({ capacity: 4, overridden: false, started: false });
    await override(other.owner, TOMORROW, '17:00', 1);
    const mine = (await daySlotsOf(owner, TOMORROW)).json<OwnerSlotDay>();
    expect(mine.storeNo).toBe(storeNo);
    expect(slotOf(mine, '17:00')).toMatchObject({ capacity: 0, overridden: true, started: false });

    const body = { date: TOMORROW, time: '17:00', capacity: null };
    const member = await createUser(t.app);
    const admin = await createUser(t.app, { role: 'ROLE_ADMIN' });
    const storeless = await createUser(t.app, { role: 'ROLE_OWNER' });
    for (const [user, status] of [
      [null, 401],
      [member, 403],
      [admin, 403],
      [storeless, 404],
    ] as const) {
      for (const res of [await daySlotsOf(user, TOMORROW), await put(user, body)]) {
        expect([res.statusCode, res.json().message]).toEqual([status, expect.stringMatching(HANGUL)]);
        expect(res.body).not.toContain('"slots"');
      }
    }
    expect(slotOf((await daySlotsOf(owner, TOMORROW)).json<OwnerSlotDay>(), '17:00')).toMatchObject({ capacity: 0 });
  });

  it('answers 400 in Korean for bad dates, times, capacities and bodies', async () => {
    const { owner } = await ownerWithStore('도봉 검사');
    const last = (await daySlotsOf(owner)).json<OwnerSlotDay>().lastBookableDate;
    expect((await daySlotsOf(owner)).json<OwnerSlotDay>().date).toBe(TODAY);
    expect((await daySlotsOf(owner, last)).statusCode).toBe(200);
    const ok = { date: TOMORROW, time: '12:00', capacity: 0 };
    const cases: [unknown, string | RegExp][] = [
      [{ ...ok, date: addDays(TODAY, -1) }, MESSAGES.slotDateRange],
      [{ ...ok, date: addDays(last, 1) }, MESSAGES.slotDateRange],
      [{ ...ok, date: '2026-02-30' }, MESSAGES.recheckInput],
      [{ ...ok, date: 20261118 }, HANGUL],
      [{ ...ok, time: '10:00' }, MESSAGES.slotTimeRule],
      [{ ...ok, time: '12:30' }, MESSAGES.slotTimeRule],
      [{ ...ok, time: '25:00' }, MESSAGES.slotTimeRule],
      [{ ...ok, time: 12 }, MESSAGES.slotTimeRule],
      [{ date: ok.date, capacity: 0 }, MESSAGES.slotTimeRule],
      [{ ...ok, capacity: 5 }, MESSAGES.slotCapacityRule],
      [{ ...ok, capacity: -1 }, MESSAGES.slotCapacityRule],
      [{ ...ok, capacity: 1.5 }, MESSAGES.slotCapacityRule],
      [{ ...ok, capacity: '2' }, MESSAGES.slotCapacityRule],
      [{ date: ok.date, time: ok.time }, MESSAGES.slotCapacityRule],
      [{ ...ok, capacity: 2 ** 40 }, MESSAGES.slotCapacityRule],
      [[ok], HANGUL],
      ['닫아주세요', HANGUL],
    ];
    for (const [payload, message] of cases) {
      const res = await put(owner, payload);
      expect([JSON.stringify(payload), res.statusCode]).toEqual([JSON.stringify(payload), 400]);
      expect(res.json().message).toMatch(message);
    }
    for (const date of [addDays(TODAY, -1), addDays(last, 1), '2026-13-01', 'today']) {
      const res = await daySlotsOf(owner, date);
      expect([date, res.statusCode, res.json().message]).toEqual([date, 400, expect.stringMatching(HANGUL)]);
    }
    // Nothing of the refused bodies was stored.
    const day = (await daySlotsOf(owner, TOMORROW)).json<OwnerSlotDay>();
    expect(day.slots.every((slot) => !slot.overridden && slot.capacity === 4)).toBe(true);
    expect(day.dayCapacity).toBeNull();
  });
});
