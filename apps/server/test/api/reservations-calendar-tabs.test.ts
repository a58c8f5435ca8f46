import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, MESSAGES } from '@siktak/contract';
import { reservations } from '../../src/db/schema.js';
import { type TestApp, createTestApp } from '../helpers/app.js';
import { type TestUser, authHeader, createReservation, createStore, createUser } from '../helpers/factories.js';
import { icsLines, icsValue } from '../helpers/ics.js';

// "Now" is Tuesday 2026-11-17 10:00 in Seoul (the test app's pinned clock).

describe("the member's booking as a calendar file and the list's tabs", () => {
  let t: TestApp;
  let member: TestUser;
  let other: TestUser;
  let store: { storeNo: number; name: string };
  let r: Record<'future' | 'sooner' | 'laterToday' | 'startedToday' | 'past' | 'noShow' | 'cancelled', number>;

  const get = async (url: string, user: TestUser | null = member) =>
    t.app.inject({ method: 'GET', url, headers: user ? await authHeader(t.app, user) : {} });
  const calendarOf = (reservationNo: number | string, user: TestUser | null = member) =>
    get(`/api/reservation/mypage/calendar/${reservationNo}`, user);
  const tab = async (filter: string, page = 0, user = member) => {
    const res = await get(`/api/reservation/mypage/${user.userNo}?page=${page}&filter=${filter}`, user);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { reservationList: { reservationNo: number }[]; totalPages: number };
    return { numbers: body.reservationList.map((i) => i.reservationNo), totalPages: body.totalPages };
  };

  beforeAll(async () => {
    t = await createTestApp({ env: { MAIL_FROM: '식탁 <reservations@siktak.test>' } });
    member = await createUser(t.app, { name: '김캘린' });
    other = await createUser(t.app);
    store = await createStore(t.app, { name: '성수 국밥', openTime: '09:00', closeTime: '22:00', capacity: 20 });
    const at = (date: string, time: string, status: 'Y' | 'N' = 'Y', personCount = 2) =>
      createReservation(t.app, { userNo: member.userNo, storeNo: store.storeNo, date, time, status, personCount }).then(
        (x) => x.reservationNo,
      );
    r = {
      future: await at('2026-11-25', '19:00', 'Y', 3),
      sooner: await at('2026-11-20', '12:00'),
      laterToday: await at('2026-11-17', '11:00'),
      startedToday: await at('2026-11-17', '10:00'),
      past: await at('2026-11-10', '12:00'),
      noShow: await at('2026-11-09', '18:00'),
      cancelled: await at('2026-11-19', '12:00', 'N'),
    };
    await t.app.ctx.db.update(reservations).set({ status: 'NOSHOW' }).where(eq(reservations.reservationNo, r.noShow));
  });

  afterAll(async () => {
    await t?.close();
  });

  describe('GET /api/reservation/mypage/calendar/{reservationNo}', () => {
    it("answers the member's own booking as a VCALENDAR event at its Seoul time, under the mails' UID", async () => {
      const res = await calendarOf(r.future);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="siktak-reservation-${r.future}.ics"`);
      expect(res.headers['cache-control']).toBe('private, no-store');
      const ics = res.body;
      expect(ics.split('\r\n').length).toBeGreaterThan(5);
      const lines = icsLines(ics);
      expect(lines[0]).toBe('BEGIN:VCALENDAR');
      expect(lines).toContain('BEGIN:VEVENT');
      expect(lines).toContain('END:VCALENDAR');
      // A file to import: PUBLISH, so it names no attendee (RFC 5546).
      expect(icsValue(ics, 'METHOD')).toBe('PUBLISH');
      expect(icsValue(ics, 'ATTENDEE')).toBeUndefined();
      expect(icsValue(ics, 'UID')).toBe(`reservation-${r.future}@siktak`);
      expect(icsValue(ics, 'STATUS')).toBe('CONFIRMED');
      // 19:00 on 2026-11-25 in Seoul is 10:00 UTC; one hourly slot.
      expect(icsValue(ics, 'DTSTART')).toBe('20261125T100000Z');
      expect(icsValue(ics, 'DTEND')).toBe('20261125T110000Z');
      expect(icsValue(ics, 'SUMMARY')).toBe('성수 국밥 예약 (3명)');
      expect(icsValue(ics, 'LOCATION')).toBe('서울 강남구 테헤란로 1 1층');
      expect(icsValue(ics, 'ORGANIZER')?.toLowerCase()).toBe('mailto:reservations@siktak.test');
    });

    it("answers 404 for another member's booking and for a number that is no booking", async () => {
      for (const res of [await calendarOf(r.future, other), await calendarOf(999_999)]) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ success: false, code: '404', message: MESSAGES.reservationNotFound });
      }
    });

    it('answers 401 without a token, before reading anything', async () => {
      const res = await calendarOf(r.future, null);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('401');
    });

    it('refuses a cancelled booking with E170, and a number that is no id as not found (as the detail does)', async () => {
      const cancelled = await calendarOf(r.cancelled);
      expect(cancelled.statusCode).toBe(409);
      expect(cancelled.json()).toMatchObject({ code: 'E170', message: ERRORS.E170.message });
      const bad = await calendarOf('abc');
      expect(bad.statusCode).toBe((await get('/api/reservation/mypage/detail/abc')).statusCode);
      expect(bad.statusCode).toBe(404);
      expect(bad.json().message).toMatch(/[가-힣]/);
    });
  });

  describe('GET /api/reservation/mypage/{userNo}?filter=', () => {
    it('splits the bookings into upcoming (soonest first), past and cancelled (newest first)', async () => {
      expect((await tab('upcoming')).numbers).toEqual([r.laterToday, r.sooner, r.future]);
      expect((await tab('past')).numbers).toEqual([r.startedToday, r.past, r.noShow]);
      expect((await tab('cancelled')).numbers).toEqual([r.cancelled]);
    });

    it('keeps answering every booking, newest first, without the filter (the existing client)', async () => {
      const res = await get(`/api/reservation/mypage/${member.userNo}?page=0`);
      expect(res.json().reservationList.map((i: { reservationNo: number }) => i.reservationNo)).toEqual([
        r.future,
        r.sooner,
        r.cancelled,
        r.laterToday,
        r.startedToday,
        r.past,
        r.noShow,
      ]);
    });

    it('pages within the tab: its own total pages, ten a page, none repeated', async () => {
      const many = await createUser(t.app);
      const booked: number[] = [];
      // Twelve past visits and one upcoming booking: the past tab has two pages, the upcoming one.
      for (let day = 1; day <= 12; day++) {
        const date = `2026-10-${String(day).padStart(2, '0')}`;
        booked.push(
          (await createReservation(t.app, { userNo: many.userNo, storeNo: store.storeNo, date, time: '12:00' }))
            .reservationNo,
        );
      }
      await createReservation(t.app, {
        userNo: many.userNo,
        storeNo: store.storeNo,
        date: '2026-11-30',
        time: '12:00',
      });
      const first = await tab('past', 0, many);
      const second = await tab('past', 1, many);
      expect(first.totalPages).toBe(2);
      expect(first.numbers).toEqual(booked.slice(2).reverse());
      expect(second.numbers).toEqual(booked.slice(0, 2).reverse());
      expect((await tab('upcoming', 0, many)).totalPages).toBe(1);
      expect((await tab('cancelled', 0, many)).numbers).toEqual([]);
    });

    it('answers 400 in Korean to an unknown filter', async () => {
      const res = await get(`/api/reservation/mypage/${member.userNo}?page=0&filter=soon`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MESSAGES.recheckInput);
    });
  });
});
