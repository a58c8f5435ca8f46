import { dayHoursOf as day, sameHoursEveryDay } from '@siktak/contract/hours';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { StoreHours, hoursNow } from './store-hours';

/** 11:00–22:00 with a break 15:00–17:00 and last booking 20:30; 토 10:00–23:00; closed on 월. */
const STORE = {
  openTime: '11:00',
  closeTime: '22:00',
  weeklyHours: {
    ...sameHoursEveryDay(day('11:00', '22:00', { breakStart: '15:00', breakEnd: '17:00', lastBooking: '20:30' })),
    토: day('10:00', '23:00'),
  },
  dayOff: ['월'],
  startDate: null,
  endDate: null,
};

/** A Seoul wall time as an instant (KST = UTC+9). 2026-11-24 is a Tuesday. */
const seoul = (ymdhm: string) => new Date(`${ymdhm}:00+09:00`);

describe("the store page's hours line", () => {
  it('says the state of the day in Seoul time', () => {
    expect(hoursNow(STORE, seoul('2026-11-24T09:00')).text).toBe('영업 전 · 11:00에 영업 시작');
    expect(hoursNow(STORE, seoul('2026-11-24T12:00')).text).toBe('영업 중 · 브레이크 타임 15:00–17:00');
    expect(hoursNow(STORE, seoul('2026-11-24T15:30')).text).toBe('브레이크 타임 · 17:00에 영업 시작');
    expect(hoursNow(STORE, seoul('2026-11-24T18:00')).text).toBe('영업 중 · 22:00에 영업 종료');
    expect(hoursNow(STORE, seoul('2026-11-24T22:00')).text).toBe('영업 종료');
    expect(hoursNow(STORE, seoul('2026-11-23T12:00')).text).toBe('휴무일');
    expect(hoursNow(STORE, seoul('2026-11-28T22:30')).text).toBe('영업 중 · 23:00에 영업 종료');
    // A temporary closure is a day off too.
    expect(
      hoursNow({ ...STORE, startDate: '2026-11-24', endDate: '2026-11-25' }, seoul('2026-11-24T12:00')).state,
    ).toBe('dayOff');
  });

  it("shows the week's hours when opened, today in bold", async () => {
    render(<StoreHours store={STORE} now={seoul('2026-11-24T15:30')} />);
    expect(screen.getByText('브레이크 타임 · 17:00에 영업 시작')).toBeVisible();
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '요일별 영업시간' }));
    expect(screen.getByRole('button', { name: '요일별 영업시간' })).toHaveAttribute('aria-expanded', 'true');
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([
      '월요일정기 휴무',
      '화요일11:00–22:00브레이크 타임 15:00–17:00마지막 예약 20:30',
      '수요일11:00–22:00브레이크 타임 15:00–17:00마지막 예약 20:30',
      '목요일11:00–22:00브레이크 타임 15:00–17:00마지막 예약 20:30',
      '금요일11:00–22:00브레이크 타임 15:00–17:00마지막 예약 20:30',
      '토요일10:00–23:00',
      '일요일11:00–22:00브레이크 타임 15:00–17:00마지막 예약 20:30',
    ]);
    expect(screen.getAllByRole('listitem')[1]).toHaveClass('font-semibold');
  });
});
