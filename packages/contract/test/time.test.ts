import { afterEach, describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  formatListDate,
  isClosedOn,
  seoulDate,
  seoulDateTime,
  seoulInstant,
  seoulTime,
  weekdayOf,
} from '../src/time.js';

const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
});

describe.each(['UTC', 'Asia/Seoul', 'America/Los_Angeles'])('Seoul time with the process in %s', (tz) => {
  it('reads the Seoul date and time of an instant', () => {
    process.env.TZ = tz;
    const lateUtc = new Date('2026-11-21T15:30:00.000Z');
    expect(seoulDate(lateUtc)).toBe('2026-11-22');
    expect(seoulTime(lateUtc)).toBe('00:30');
    expect(seoulDateTime(lateUtc)).toBe('2026-11-22T00:30:00');
  });

  it('turns a Seoul wall time back into the instant', () => {
    process.env.TZ = tz;
    expect(seoulInstant('2026-11-22', '00:30').toISOString()).toBe('2026-11-21T15:30:00.000Z');
    expect(seoulInstant('2026-11-22').toISOString()).toBe('2026-11-21T15:00:00.000Z');
  });

  it('names weekdays in Korean and checks days off and the closure range (both ends included)', () => {
    process.env.TZ = tz;
    expect(weekdayOf('2026-11-22')).toBe('일');
    expect(weekdayOf('2026-11-23')).toBe('월');
    const rule = { dayOff: ['월'], startDate: '2026-12-01', endDate: '2026-12-03' };
    expect(isClosedOn('2026-11-23', rule)).toBe(true);
    expect(isClosedOn('2026-11-24', rule)).toBe(false);
    expect(isClosedOn('2026-12-01', rule)).toBe(true);
    expect(isClosedOn('2026-12-03', rule)).toBe(true);
    expect(isClosedOn('2026-12-04', rule)).toBe(false);
    expect(isClosedOn('2026-12-02', { dayOff: [], startDate: '2026-12-01', endDate: null })).toBe(false);
  });

  it('adds days across months and years and formats list dates', () => {
    process.env.TZ = tz;
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-11-22', '2027-01-21')).toBe(60);
    expect(formatListDate('2026-11-21')).toBe('2026.11.21 (토)');
  });

  it('answers what the ISO formatting and parsing answer, for instants over 130 years and more days than it keeps', () => {
    process.env.TZ = tz;
    const iso = (ms: number) => new Date(ms).toISOString();
    // A step of a prime number of milliseconds visits every minute of the day and hundreds of dates.
    for (let ms = Date.UTC(1970, 0, 1); ms < Date.UTC(2100, 0, 1); ms += 3_600_000 * 24 * 37 + 61_013) {
      const instant = new Date(ms);
      expect(seoulDate(instant)).toBe(iso(ms + 9 * 3_600_000).slice(0, 10));
      expect(seoulTime(instant)).toBe(iso(ms + 9 * 3_600_000).slice(11, 16));
    }
    for (const ymd of ['2026-11-27', '2024-02-29', '1999-12-31']) {
      for (let days = -400; days <= 400; days += 7) {
        expect(addDays(ymd, days)).toBe(iso(Date.parse(`${ymd}T00:00:00.000Z`) + days * 86_400_000).slice(0, 10));
      }
    }
    expect(() => seoulDate(new Date(Number.NaN))).toThrow(RangeError);
    expect(() => seoulTime(new Date(Number.NaN))).toThrow(RangeError);
    expect(() => addDays('not a date', 1)).toThrow(RangeError);
  });
});
