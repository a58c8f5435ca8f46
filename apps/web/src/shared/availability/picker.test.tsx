import { searchHours } from '@siktak/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, route } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render';
import { PickPicker } from './picker';

const OPEN_HOURS = ['07:00', '08:00', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00'];

function renderPicker(time: string) {
  fakeApi({ 'GET /api/availability/hours': route({ answer: searchHours, handle: () => ({ times: OPEN_HOURS }) }) });
  renderRoutes(
    [
      {
        path: '/',
        element: <PickPicker value={{ date: '2026-11-24', time, party: 2 }} today="2026-11-24" onChange={() => {}} />,
      },
    ],
    '/',
  );
  return () =>
    within(screen.getByLabelText('시간'))
      .getAllByRole('option')
      .map((option) => option.textContent);
}

describe('the time picker', () => {
  it('offers only the hours some store is open, not the small hours', async () => {
    const times = renderPicker('12:00');
    await waitFor(() => expect(times()).toEqual(OPEN_HOURS));
    expect(times()).not.toContain('00:00');
    expect(times()).not.toContain('05:00');
  });

  it('keeps a time from a shared link that no store opens at, so the select shows it', async () => {
    const times = renderPicker('23:00');
    await waitFor(() => expect(times()).toEqual([...OPEN_HOURS, '23:00']));
  });
});
