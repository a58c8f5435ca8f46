import { WEEKDAYS, type Weekday } from '@siktak/contract/enums';
import { dayHoursOf as day, sameHoursEveryDay } from '@siktak/contract/hours';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { type DayFields, HoursEditor, type HoursValues, hoursValuesOf, usualHoursOf } from './hours-editor';

/** The editor with its value kept in state, the way the store form keeps it; `value()` reads what it holds. */
function renderEditor(initial: HoursValues, dayOff: string[] = []) {
  let current = initial;
  function Host() {
    const [value, setValue] = useState(initial);
    current = value;
    return <HoursEditor value={value} onChange={setValue} dayOff={dayOff} errors={{}} />;
  }
  render(<Host />);
  return { value: () => current };
}

const fields = (open: string, close: string, extra: Partial<DayFields> = {}): DayFields => ({
  open,
  close,
  breakStart: '',
  breakEnd: '',
  lastBooking: '',
  ...extra,
});

describe('the hours editor', () => {
  it('starts a new store as 매일 같음 and writes what is typed into every weekday', async () => {
    const { value } = renderEditor(hoursValuesOf(null));
    expect(screen.getByRole('radio', { name: '매일 같아요' })).toBeChecked();
    await userEvent.type(screen.getByLabelText('오픈 시간*'), '11:00');
    await userEvent.type(screen.getByLabelText('마감 시간*'), '22:00');
    await userEvent.type(screen.getByLabelText('브레이크 시작'), '15:00');
    await userEvent.type(screen.getByLabelText('브레이크 끝'), '17:00');
    await userEvent.type(screen.getByLabelText('마지막 예약 시간'), '20:30');
    const expected = fields('11:00', '22:00', { breakStart: '15:00', breakEnd: '17:00', lastBooking: '20:30' });
    expect(value()).toMatchObject({ perDay: false, openTime: '11:00', closeTime: '22:00' });
    for (const weekday of WEEKDAYS) expect(value().days[weekday]).toEqual(expected);
  });

  it('opens a store whose days differ as 요일별, marks its days off, and keeps the usual hours most days have', async () => {
    const weeklyHours = {
      ...sameHoursEveryDay(day('11:00', '22:00', { breakStart: '15:00', breakEnd: '17:00' })),
      일: day('10:00', '20:00'),
    };
    const { value } = renderEditor(hoursValuesOf({ openTime: '11:00', closeTime: '22:00', weeklyHours }), ['월']);
    expect(screen.getByRole('radio', { name: '요일별로 달라요' })).toBeChecked();
    expect(screen.getByText('월요일').textContent).toContain('정기 휴무일');
    expect(screen.getByLabelText('일요일 오픈 시간')).toHaveValue('10:00');
    expect(screen.getByLabelText('토요일 브레이크 시작')).toHaveValue('15:00');

    // Saturday and Sunday both open 10:00–20:00: five weekdays still keep 11:00–22:00 as the usual hours.
    const saturdayOpen = screen.getByLabelText('토요일 오픈 시간');
    await userEvent.clear(saturdayOpen);
    await userEvent.type(saturdayOpen, '10:00');
    const saturdayClose = screen.getByLabelText('토요일 마감 시간');
    await userEvent.clear(saturdayClose);
    await userEvent.type(saturdayClose, '20:00');
    expect(value().days.토).toMatchObject({ open: '10:00', close: '20:00', breakStart: '15:00' });
    expect(value().days.금).toEqual(fields('11:00', '22:00', { breakStart: '15:00', breakEnd: '17:00' }));
    expect(value()).toMatchObject({ perDay: true, openTime: '11:00', closeTime: '22:00' });
  });

  it('goes back to 매일 같음 with the usual hours and 월요일 break on every day', async () => {
    const weeklyHours = {
      ...sameHoursEveryDay(day('11:00', '22:00', { lastBooking: '21:00' })),
      토: day('09:00', '23:00'),
    };
    const { value } = renderEditor(hoursValuesOf({ openTime: '11:00', closeTime: '22:00', weeklyHours }));
    await userEvent.click(screen.getByRole('radio', { name: '매일 같아요' }));
    expect(screen.queryByLabelText('토요일 오픈 시간')).not.toBeInTheDocument();
    const group = screen.getByRole('group', { name: '매일 영업시간' });
    expect(within(group).getByLabelText('마지막 예약 시간')).toHaveValue('21:00');
    for (const weekday of WEEKDAYS as readonly Weekday[]) {
      expect(value().days[weekday]).toEqual(fields('11:00', '22:00', { lastBooking: '21:00' }));
    }
  });

  it('takes the open–close most weekdays have as the usual hours, the earlier weekday on a tie', () => {
    const days = hoursValuesOf(null).days;
    const week = { ...days, 월: fields('09:00', '18:00'), 화: fields('09:00', '18:00'), 수: fields('10:00', '20:00') };
    expect(
      usualHoursOf({
        ...week,
        목: fields('10:00', '20:00'),
        금: fields('10:00', '20:00'),
        토: fields('10:00', '20:00'),
        일: fields('10:00', '20:00'),
      }),
    ).toEqual({ openTime: '10:00', closeTime: '20:00' });
    const tie = {
      월: fields('09:00', '18:00'),
      화: fields('09:00', '18:00'),
      수: fields('09:00', '18:00'),
      목: fields('10:00', '20:00'),
      금: fields('10:00', '20:00'),
      토: fields('10:00', '20:00'),
      일: fields('12:00', '14:00'),
    };
    expect(usualHoursOf(tie)).toEqual({ openTime: '09:00', closeTime: '18:00' });
  });
});
