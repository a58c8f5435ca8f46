import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AvailabilitySearchResponse,
  dayHoursOf as day,
  MESSAGES,
  type WeeklyHours,
  buildSlots,
  sameHoursEveryDay,
  weeklyHoursOf,
} from '@siktak/contract';
import { type TestApp, createTestApp } from '../helpers/app.js';
import { type TestUser, authHeader, createStore, createUser } from '../helpers/factories.js';
import { adminStoreEdit, flatStoreForm, photos, send, storeDto, storeDtoForm } from '../helpers/owners.js';
import { availability, book, changeAsMember } from '../helpers/reservations.js';

// "Now" is Tuesday 2026-11-17 10:00 in Seoul (TEST_NOW).
const WEDNESDAY = '2026-11-18';
const SATURDAY = '2026-11-21';

/** Weekdays 11:00–22:00 with a break 15:00–17:00 and last booking 20:30; the weekend 10:00–23:00 without either. */
const WEEK: WeeklyHours = {
  ...sameHoursEveryDay(day('11:00', '22:00', { breakStart: '15:00', breakEnd: '17:00', lastBooking: '20:30' })),
  토: day('10:00', '23:00'),
  일: day('10:00', '23:00'),
};
const WEEKDAY_SLOTS = ['11:00', '12:00', '13:00', '14:00', '17:00', '18:00', '19:00', '20:00'];

describe('store hours by weekday, break and last booking time', () => {
  let t: TestApp;
  let boss: TestUser;
  let member: TestUser;
  let storeNo: number;
  let storeName: string;

  beforeAll(async () => {
    t = await createTestApp();
    member = await createUser(t.app);
    boss = await createUser(t.app, { role: 'ROLE_OWNER' });
    storeName = `브레이크 식당 ${Date.now()}`;
    // Our app's form: the flat parts with the weekly hours as a JSON text part.
    const res = await send(
      t.app,
      boss,
      'POST',
      '/api/owner/stores/write',
      flatStoreForm(
        {
          ...adminStoreEdit(0, { storeName, openTime: '11:00', closeTime: '22:00', weeklyHours: JSON.stringify(WEEK) }),
          storeNo: 'null',
          menuList: ['파스타'],
          categoryConvenience: ['WIFI'],
        },
        await photos(1),
      ),
    );
    expect(res.statusCode, res.body).toBe(201);
    storeNo = res.json().storeNo;
  });

  afterAll(async () => {
    await t?.close();
  });

  const daySlots = async (no: number, date: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/reservation/slots',
      query: { storeNo: String(no), reservationDate: date },
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { slots: { time: string }[] }).slots.map((slot) => slot.time);
  };
  const chips = async (date: string, time: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/availability/stores',
      query: { search: storeName, date, time, party: '2' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as AvailabilitySearchResponse;
    return body.content.find((store) => store.storeNo === storeNo)?.chips.map((chip) => chip.time);
  };
  const detail = async (no: number) => (await t.app.inject({ method: 'GET', url: `/api/store/detail/${no}` })).json();
  const reserve = (date: string, time: string) =>
    book(t.app, member, { storeNo, reservationDate: date, reservationTime: time, personCount: 2 });

  it('answers the weekly hours on the store detail and the booking page, keeping openTime/closeTime', async () => {
    const store = await detail(storeNo);
    expect(store).toMatchObject({ openTime: '11:00', closeTime: '22:00', weeklyHours: WEEK });
    const info = await t.app.inject({ method: 'GET', url: `/api/reservation/store/${storeNo}` });
    expect(info.json()).toMatchObject({ openTime: '11:00', closeTime: '22:00', weeklyHours: WEEK });
  });

  it('gives each weekday its own slots on the booking page, without the break or the hours after last booking', async () => {
    expect(await daySlots(storeNo, WEDNESDAY)).toEqual(WEEKDAY_SLOTS);
    expect(await daySlots(storeNo, SATURDAY)).toEqual(buildSlots('10:00', '23:00'));
  });

  it('leaves the break and the hours after last booking out of the chips and the search', async () => {
    expect(await chips(WEDNESDAY, '15:00')).toEqual(['13:00', '14:00', '17:00']);
    expect(await chips(WEDNESDAY, '21:00')).toEqual(['19:00', '20:00']);
    expect(await chips(SATURDAY, '21:00')).toEqual(['19:00', '20:00', '21:00', '22:00']);
    // The search that asks only for stores with a table then leaves the store out at 21:00 on 수.
    const late = await t.app.inject({
      method: 'GET',
      url: '/api/availability/stores',
      query: { search: storeName, date: WEDNESDAY, time: '23:00', party: '2', available: 'true' },
    });
    expect((late.json() as AvailabilitySearchResponse).content.map((store) => store.storeNo)).not.toContain(storeNo);
    const next = await t.app.inject({
      method: 'GET',
      url: `/api/availability/stores/${storeNo}`,
      query: { from: WEDNESDAY },
    });
    expect(next.json().days[0].times.map((chip: { time: string }) => chip.time)).toEqual(WEEKDAY_SLOTS);
  });

  it('refuses a booking, a change, available-person and the waitlist in the break and after last booking (E120)', async () => {
    for (const time of ['15:00', '16:00', '21:00']) {
      const res = await reserve(WEDNESDAY, time);
      expect(res.statusCode, time).toBe(400);
      expect(res.json()).toMatchObject({ code: 'E120' });
      expect((await availability(t.app, storeNo, WEDNESDAY, time)).json()).toMatchObject({ code: 'E120' });
    }
    const waitlist = await t.app.inject({
      method: 'POST',
      url: '/api/waitlist',
      headers: await authHeader(t.app, member),
      payload: { storeNo, date: WEDNESDAY, time: '15:00', personCount: 2 },
    });
    expect(waitlist.json()).toMatchObject({ code: 'E120' });

    const booked = await reserve(WEDNESDAY, '17:00');
    expect(booked.statusCode, booked.body).toBe(201);
    const changed = await changeAsMember(t.app, member, booked.json().reservationNo, {
      reservationDate: WEDNESDAY,
      reservationTime: '16:00',
      personCount: 2,
    });
    expect(changed.json()).toMatchObject({ code: 'E120' });
    // Saturday has no break and no last booking time.
    expect((await reserve(SATURDAY, '21:00')).statusCode).toBe(201);
  });

  it("shows the owner's slot view with that day's hours only", async () => {
    const res = await send(t.app, boss, 'GET', `/api/owner/slots?date=${WEDNESDAY}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().slots.map((slot: { time: string }) => slot.time)).toEqual(WEEKDAY_SLOTS);
    const put = await send(t.app, boss, 'PUT', '/api/owner/slots', { date: WEDNESDAY, time: '15:00', capacity: 0 });
    expect(put.statusCode).toBe(400);
  });

  it('refuses weekly hours whose break lies outside the day, in Korean, naming the weekday', async () => {
    const res = await send(
      t.app,
      boss,
      'PUT',
      '/api/owner/stores/update',
      flatStoreForm({
        ...adminStoreEdit(storeNo, {
          storeName,
          weeklyHours: JSON.stringify({
            ...WEEK,
            금: day('11:00', '15:00', { breakStart: '15:00', breakEnd: '17:00' }),
          }),
        }),
        menuList: ['파스타'],
        categoryConvenience: ['WIFI'],
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(`금요일: ${MESSAGES.breakInsideHours}`);
  });

  describe("the existing client's store form", () => {
    it('keeps a store it saves as today: every weekday its open–close, no break, no last booking', async () => {
      const owner = await createUser(t.app, { role: 'ROLE_OWNER' });
      const created = await send(
        t.app,
        owner,
        'POST',
        '/api/owner/stores/write',
        storeDtoForm(storeDto({ dayOff: [] }), [], await photos(1)),
      );
      expect(created.statusCode, created.body).toBe(201);
      const store = created.json();
      expect(store).toMatchObject({ openTime: '11:00', closeTime: '21:00' });
      expect(store.weeklyHours).toEqual(weeklyHoursOf({ openTime: '11:00', closeTime: '21:00', weeklyHours: null }));
      expect(await daySlots(store.storeNo, WEDNESDAY)).toEqual(buildSlots('11:00', '21:00'));
      expect(await daySlots(store.storeNo, SATURDAY)).toEqual(buildSlots('11:00', '21:00'));
    });

    it('makes every day its open–close again when it saves a store that had weekly hours (both multipart shapes)', async () => {
      const { imageList } = await detail(storeNo);
      const dto = storeDto({ storeNo, storeName, openTime: '12:00', closeTime: '20:00', dayOff: [], imageList });
      const res = await send(t.app, boss, 'PUT', '/api/owner/stores/update', storeDtoForm(dto));
      expect(res.statusCode, res.body).toBe(200);
      expect(await daySlots(storeNo, WEDNESDAY)).toEqual(buildSlots('12:00', '20:00'));
      expect((await detail(storeNo)).weeklyHours.토).toEqual(day('12:00', '20:00'));

      // Again with our hours, then the flat shape without them.
      const ours = flatStoreForm({
        ...adminStoreEdit(storeNo, { storeName, weeklyHours: JSON.stringify(WEEK) }),
        menuList: ['파스타'],
        categoryConvenience: ['WIFI'],
      });
      expect((await send(t.app, boss, 'PUT', '/api/owner/stores/update', ours)).statusCode).toBe(200);
      expect(await daySlots(storeNo, WEDNESDAY)).toEqual(WEEKDAY_SLOTS);
      const flat = flatStoreForm({
        ...adminStoreEdit(storeNo, { storeName }),
        menuList: ['파스타'],
        categoryConvenience: ['WIFI'],
      });
      expect((await send(t.app, boss, 'PUT', '/api/owner/stores/update', flat)).statusCode).toBe(200);
      expect(await daySlots(storeNo, WEDNESDAY)).toEqual(buildSlots('17:00', '23:00'));
    });

    it('answers a store without weekly hours as before, the usual hours on every weekday', async () => {
      const { storeNo: plain } = await createStore(t.app, { openTime: '09:00', closeTime: '13:00' });
      const store = await detail(plain);
      expect(store).toMatchObject({ openTime: '09:00', closeTime: '13:00' });
      for (const weekday of ['월', '토', '일'] as const)
        expect(store.weeklyHours[weekday]).toEqual(day('09:00', '13:00'));
      expect((await availability(t.app, plain, WEDNESDAY, '12:00')).json()).toBe(10);
    });
  });
});
