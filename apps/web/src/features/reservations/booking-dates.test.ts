import { weeklyHoursOf } from '@siktak/contract/hours';
import { buildSlots } from '@siktak/contract/rules';
import { describe, expect, it } from 'vitest';
import {
  type BookingRules,
  firstOpenDate,
  hasStarted,
  isDayDisabled,
  monthGrid,
  ownerMayCancel,
  requestedBooking,
  reviewActionOf,
  shiftMonth,
  slotsOf,
} from './booking-dates';

/** Like the demo store 을지로 골뱅이집: 11:00–22:00, closed on Sundays, plus a temporary closure. */
const rules: BookingRules = {
  openTime: '11:00',
  closeTime: '22:00',
  weeklyHours: null,
  dayOff: ['일'],
  startDate: '2026-11-25',
  endDate: '2026-11-26',
  lastBookableDate: '2027-01-21',
};

/** A Seoul wall time as an instant (KST = UTC+9, no daylight saving). */
const seoul = (ymdhm: string) => new Date(`${ymdhm}:00+09:00`);

describe('isDayDisabled', () => {
  const monday1430 = seoul('2026-11-23T14:30');

  it('disables past days, days off, the closure range and days beyond the window', () => {
    expect(isDayDisabled('2026-11-22', rules, monday1430)).toBe(true); // yesterday (a Sunday too)
    expect(isDayDisabled('2026-11-21', rules, monday1430)).toBe(true); // past Saturday
    expect(isDayDisabled('2026-11-23', rules, monday1430)).toBe(false); // today
    expect(isDayDisabled('2026-11-24', rules, monday1430)).toBe(false);
    expect(isDayDisabled('2026-11-25', rules, monday1430)).toBe(true); // closure start
    expect(isDayDisabled('2026-11-26', rules, monday1430)).toBe(true); // closure end, inclusive
    expect(isDayDisabled('2026-11-27', rules, monday1430)).toBe(false);
    expect(isDayDisabled('2026-11-29', rules, monday1430)).toBe(true); // Sunday
    expect(isDayDisabled('2027-01-21', rules, monday1430)).toBe(false); // last bookable day
    expect(isDayDisabled('2027-01-22', rules, monday1430)).toBe(true);
  });

  it('takes "today" from Seoul, not from UTC', () => {
    // 2026-11-22 16:00 UTC is already Monday 01:00 in Seoul: Sunday the 22nd is in the past there.
    const earlyMonday = new Date('2026-11-22T16:00:00Z');
    const open: BookingRules = { ...rules, dayOff: [] };
    expect(isDayDisabled('2026-11-22', open, earlyMonday)).toBe(true);
    expect(isDayDisabled('2026-11-23', open, earlyMonday)).toBe(false);
  });

  it('applies a closure only when both ends are set', () => {
    const halfClosure: BookingRules = { ...rules, endDate: null };
    expect(isDayDisabled('2026-11-25', halfClosure, monday1430)).toBe(false);
  });
});

describe('slotsOf', () => {
  it('builds hourly slots from openTime up to but excluding closeTime', () => {
    expect(slotsOf('2026-11-24', rules, seoul('2026-11-23T14:30'))).toEqual([
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
      '17:00',
      '18:00',
      '19:00',
      '20:00',
      '21:00',
    ]);
  });

  it('leaves out the break and the hours after the last booking time, as the server does', () => {
    const week = weeklyHoursOf(rules);
    const withBreak = {
      ...rules,
      weeklyHours: { ...week, 화: { ...week.화, breakStart: '15:00', breakEnd: '17:00', lastBooking: '19:30' } },
    };
    const tuesday = slotsOf('2026-11-24', withBreak, seoul('2026-11-23T14:30'));
    expect(tuesday).toEqual([...buildSlots('11:00', '15:00'), ...buildSlots('17:00', '20:00')]);
    // Wednesday keeps the usual hours.
    expect(slotsOf('2026-11-25', withBreak, seoul('2026-11-23T14:30'))).toHaveLength(11);
  });

  it('keeps the minutes of openTime and yields nothing for a close time past midnight', () => {
    const halfPast = { ...rules, openTime: '11:30', closeTime: '14:00' };
    expect(slotsOf('2026-11-24', halfPast, seoul('2026-11-23T09:00'))).toEqual(['11:30', '12:30', '13:30']);
    expect(
      slotsOf('2026-11-24', { ...rules, openTime: '18:00', closeTime: '02:00' }, seoul('2026-11-23T09:00')),
    ).toEqual([]);
  });

  it("leaves out today's started slots", () => {
    expect(slotsOf('2026-11-23', rules, seoul('2026-11-23T14:30'))).toEqual([
      '15:00',
      '16:00',
      '17:00',
      '18:00',
      '19:00',
      '20:00',
      '21:00',
    ]);
  });

  it('counts a slot starting right now as started', () => {
    expect(hasStarted('2026-11-23', '15:00', seoul('2026-11-23T15:00'))).toBe(true);
    expect(hasStarted('2026-11-23', '15:00', seoul('2026-11-23T14:59'))).toBe(false);
    expect(slotsOf('2026-11-23', rules, seoul('2026-11-23T21:00'))).toEqual([]);
  });
});

describe('firstOpenDate', () => {
  it('is today while a slot is still ahead', () => {
    expect(firstOpenDate(rules, seoul('2026-11-23T14:30'))).toBe('2026-11-23');
  });

  it('skips today after the last slot has started, days off and the closure', () => {
    expect(firstOpenDate(rules, seoul('2026-11-23T21:10'))).toBe('2026-11-24');
    expect(firstOpenDate(rules, seoul('2026-11-24T21:10'))).toBe('2026-11-27');
    expect(firstOpenDate(rules, seoul('2026-11-28T22:00'))).toBe('2026-11-30'); // Sunday the 29th off
  });

  it('uses the Seoul date early in the Korean morning', () => {
    // Sunday 23:30 UTC is Monday 08:30 in Seoul: Monday is open, the UTC Sunday is not even considered.
    expect(firstOpenDate(rules, new Date('2026-11-22T23:30:00Z'))).toBe('2026-11-23');
  });

  it('gives up after 30 days', () => {
    const alwaysClosed: BookingRules = { ...rules, dayOff: ['월', '화', '수', '목', '금', '토', '일'] };
    expect(firstOpenDate(alwaysClosed, seoul('2026-11-23T09:00'))).toBeNull();
    const longClosure: BookingRules = { ...rules, dayOff: [], startDate: '2026-11-23', endDate: '2026-12-22' };
    expect(firstOpenDate(longClosure, seoul('2026-11-23T09:00'))).toBeNull();
    const shorterClosure: BookingRules = { ...longClosure, endDate: '2026-12-21' };
    expect(firstOpenDate(shorterClosure, seoul('2026-11-23T09:00'))).toBe('2026-12-22');
  });
});

describe('monthGrid and shiftMonth', () => {
  it('lays a month out in Sunday-first weeks', () => {
    const december = monthGrid('2026-12'); // 1 December 2026 is a Tuesday
    expect(december[0]).toEqual([null, null, '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05']);
    expect(december).toHaveLength(5);
    expect(december[4]).toEqual(['2026-12-27', '2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', null, null]);
    expect(monthGrid('2026-02')).toHaveLength(4); // starts on a Sunday, 28 days
  });

  it('moves across years', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2027-01', -1)).toBe('2026-12');
    expect(shiftMonth('2026-11', 14)).toBe('2028-01');
  });
});

describe('ownerMayCancel', () => {
  const now = seoul('2026-11-23T23:30');
  it('allows confirmed bookings dated today or later (Seoul)', () => {
    expect(ownerMayCancel('Y', '2026-11-23', now)).toBe(true);
    expect(ownerMayCancel('Y', '2026-12-01', now)).toBe(true);
    expect(ownerMayCancel('Y', '2026-11-22', now)).toBe(false);
    expect(ownerMayCancel('N', '2026-12-01', now)).toBe(false);
    // 00:30 on the 24th in Seoul is still the 23rd in UTC: the 23rd is past now.
    expect(ownerMayCancel('Y', '2026-11-23', seoul('2026-11-24T00:30'))).toBe(false);
  });
});

describe('reviewActionOf', () => {
  const now = seoul('2026-11-23T14:30');
  const visit = {
    status: 'Y',
    isDeleted: 'N',
    isReview: 'YET',
    reservationDate: '2026-11-20',
    reservationTime: '18:00',
  };
  it('follows isReview once the visit has begun', () => {
    expect(reviewActionOf(visit, now)).toBe('write');
    expect(reviewActionOf({ ...visit, isReview: 'COM ' }, now)).toBe('view');
    expect(reviewActionOf({ ...visit, isReview: 'NO' }, now)).toBe('none');
  });
  it('hides the column for cancelled bookings, deleted stores and visits not yet begun', () => {
    expect(reviewActionOf({ ...visit, status: 'N' }, now)).toBe('hidden');
    expect(reviewActionOf({ ...visit, isDeleted: 'Y' }, now)).toBe('hidden');
    expect(reviewActionOf({ ...visit, reservationDate: '2026-11-23', reservationTime: '15:00' }, now)).toBe('hidden');
    expect(reviewActionOf({ ...visit, reservationDate: '2026-11-23', reservationTime: '14:00' }, now)).toBe('write');
  });
});

describe('requestedBooking', () => {
  const monday1430 = seoul('2026-11-23T14:30');
  const store = { ...rules, maxPersonCount: 6 };
  const ask = (query: string) => requestedBooking(new URLSearchParams(query), store, monday1430);

  it('keeps a date, time and party the store can take', () => {
    expect(ask('date=2026-11-24&time=19:00&party=4')).toEqual({ date: '2026-11-24', time: '19:00', party: 4 });
    expect(ask('date=2026-11-23&time=15:00&party=6')).toEqual({ date: '2026-11-23', time: '15:00', party: 6 });
  });

  it('drops what it cannot: a closed or past day, a started or foreign hour, a party over the largest one', () => {
    expect(ask('date=2026-11-25&time=19:00&party=2')).toEqual({ date: null, time: null, party: 2 }); // closure
    expect(ask('date=2026-11-22&time=19:00')).toEqual({ date: null, time: null, party: null }); // past
    expect(ask('date=2026-11-23&time=14:00&party=7')).toEqual({ date: '2026-11-23', time: null, party: null });
    expect(ask('date=2026-11-24&time=19:30&party=0')).toEqual({ date: '2026-11-24', time: null, party: null });
    expect(ask('date=2026-02-30&time=19:00&party=x')).toEqual({ date: null, time: null, party: null });
    expect(ask('')).toEqual({ date: null, time: null, party: null });
  });
});
