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
});
