import { describe, expect, it } from 'vitest';
import {
  dayHoursOf as day,
  type StoreHours,
  dayHoursProblem,
  hoursOn,
  ownWeeklyHours,
  sameHoursEveryDay,
  slotsOfDay,
  storeSlotsOn,
  weeklyHoursOf,
} from '../src/hours.js';
import { buildSlots } from '../src/rules.js';
import { storeForm } from '../src/schemas/owner.js';

/** 11:00–22:00 on weekdays with a break 15:00–17:00 and last booking 20:30; 10:00–23:00 at the weekend. */
const weekdaysAndWeekend: StoreHours = {
  openTime: '11:00',
  closeTime: '22:00',
  weeklyHours: {
    ...sameHoursEveryDay(day('11:00', '22:00', { breakStart: '15:00', breakEnd: '17:00', lastBooking: '20:30' })),
    토: day('10:00', '23:00'),
    일: day('10:00', '23:00'),
  },
};

describe('slotsOfDay', () => {
  it('is every hour from the opening to before the closing without break or last booking', () => {
    expect(slotsOfDay(day('11:00', '15:00'))).toEqual(['11:00', '12:00', '13:00', '14:00']);
  });

  it('leaves out the hours that start in the break, its end excluded', () => {
    const day11to19 = day('11:00', '19:00', { breakStart: '15:00', breakEnd: '17:00' });
    expect(slotsOfDay(day11to19)).toEqual([...buildSlots('11:00', '15:00'), '17:00', '18:00']);
  });

  it('leaves out a slot starting inside a break that begins on the half hour', () => {
    const halfPast = day('11:00', '18:00', { breakStart: '14:30', breakEnd: '16:30' });
    expect(slotsOfDay(halfPast)).toEqual([...buildSlots('11:00', '15:00'), '17:00']);
  });

  it('leaves out the hours after the last booking time, keeping one at it', () => {
    expect(slotsOfDay(day('17:00', '22:00', { lastBooking: '20:30' }))).toEqual(['17:00', '18:00', '19:00', '20:00']);
    expect(slotsOfDay(day('17:00', '22:00', { lastBooking: '20:00' }))).toEqual(['17:00', '18:00', '19:00', '20:00']);
  });
});

describe('storeSlotsOn', () => {
  it('gives each weekday its own hours', () => {
    // 2026-11-23 is a Monday, 2026-11-28 a Saturday.
    const monday = storeSlotsOn(weekdaysAndWeekend, '2026-11-23');
    expect(monday).toEqual([...buildSlots('11:00', '15:00'), ...buildSlots('17:00', '21:00')]);
    expect(storeSlotsOn(weekdaysAndWeekend, '2026-11-28')).toHaveLength(13);
    expect(storeSlotsOn(weekdaysAndWeekend, '2026-11-28')[0]).toBe('10:00');
  });

  it('is the usual hours on every day for a store without weekly hours (the existing client)', () => {
    const plain: StoreHours = { openTime: '11:00', closeTime: '14:00', weeklyHours: null };
    for (const date of ['2026-11-23', '2026-11-28', '2026-11-29']) {
      expect(storeSlotsOn(plain, date)).toEqual(['11:00', '12:00', '13:00']);
    }
    expect(hoursOn(plain, '2026-11-29')).toEqual(day('11:00', '14:00'));
    expect(weeklyHoursOf(plain).수).toEqual(day('11:00', '14:00'));
  });
});

describe('ownWeeklyHours', () => {
  it('keeps nothing when the week is only the usual hours, and the week otherwise', () => {
    const plain = sameHoursEveryDay(day('11:00', '22:00'));
    expect(ownWeeklyHours({ openTime: '11:00', closeTime: '22:00', weeklyHours: plain })).toBeNull();
    expect(ownWeeklyHours({ openTime: '11:00', closeTime: '21:00', weeklyHours: plain })).toBe(plain);
    expect(ownWeeklyHours(weekdaysAndWeekend)).toBe(weekdaysAndWeekend.weeklyHours);
  });
});

describe('dayHoursProblem', () => {
  it('refuses a close before the open, a half break, a break outside the hours and a last booking after closing', () => {
    expect(dayHoursProblem(day('22:00', '11:00'))?.problem).toBe('hoursOrder');
    expect(dayHoursProblem(day('11:00', '22:00', { breakStart: '15:00' }))?.problem).toBe('breakBoth');
    expect(dayHoursProblem(day('11:00', '22:00', { breakStart: '10:00', breakEnd: '12:00' }))?.problem).toBe(
      'breakInsideHours',
    );
    expect(dayHoursProblem(day('11:00', '22:00', { breakStart: '17:00', breakEnd: '15:00' }))?.problem).toBe(
      'breakInsideHours',
    );
    expect(dayHoursProblem(day('11:00', '22:00', { lastBooking: '22:00' }))?.problem).toBe('lastBookingInsideHours');
    expect(
      dayHoursProblem(day('11:00', '22:00', { breakStart: '15:00', breakEnd: '17:00', lastBooking: '21:00' })),
    ).toBe(null);
  });
});

describe('storeForm weeklyHours', () => {
  const form = {
    storeName: '식탁',
    categoryAddress: '마포구',
    categoryFoodtype: '한식',
    storePhone: '02-123-4567',
    storeAddress1: '서울',
    storeAddress2: '1층',
    openTime: '11:00',
    closeTime: '22:00',
    categoryConvenience: ['PARKING'],
    count: '10',
  };

  it('reads blank break and last booking times as none', () => {
    const week = sameHoursEveryDay(day('11:00', '22:00'));
    const blank = Object.fromEntries(
      Object.entries(week).map(([weekday, hours]) => [
        weekday,
        { ...hours, breakStart: '', breakEnd: '', lastBooking: '' },
      ]),
    );
    expect(storeForm.parse({ ...form, weeklyHours: blank }).weeklyHours).toEqual(week);
  });

  it('names the weekday whose break lies outside its hours', () => {
    const week = {
      ...sameHoursEveryDay(day('11:00', '22:00')),
      토: day('11:00', '15:00', { breakStart: '15:00', breakEnd: '17:00' }),
    };
    const result = storeForm.safeParse({ ...form, weeklyHours: week });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      '토요일: 브레이크 타임은 영업시간 안에서, 시작이 끝보다 이르게 입력해주세요.',
    );
    expect(result.error?.issues[0]?.path).toEqual(['weeklyHours', '토', 'breakEnd']);
  });

  it('refuses a week missing a weekday', () => {
    const { 일: _sunday, ...sixDays } = sameHoursEveryDay(day('11:00', '22:00'));
    expect(storeForm.safeParse({ ...form, weeklyHours: sixDays }).success).toBe(false);
  });
});
