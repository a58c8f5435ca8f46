import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEEKDAYS, type WeeklyHours, searchHours } from '@siktak/contract';
import { stores } from '../../src/db/schema.js';
import { STORE_CACHE_PREFIX } from '../../src/modules/stores/index.js';
import { type TestApp, createTestApp } from '../helpers/app.js';
import { createStore } from '../helpers/factories.js';

describe('GET /api/availability/hours (the time picker’s hours)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t?.close();
  });

  async function hours(): Promise<string[]> {
    const res = await t.app.inject({ method: 'GET', url: '/api/availability/hours' });
    expect(res.statusCode, res.body).toBe(200);
    return searchHours.parse(res.json()).times;
  }

  const range = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, i) => `${String(from + i).padStart(2, '0')}:00`);

  it('offers only the hours some store is open, from the earliest opening to the last hour before the latest closing', async () => {
    expect(await hours()).toEqual([]);

    await createStore(t.app, { openTime: '11:30', closeTime: '21:30', images: 0 });
    // The hour of an opening on the half hour is offered: its chips come from 11:30 on.
    expect(await hours()).toEqual(range(11, 21));

    // A store open past midnight has no bookable hours (buildSlots), nor does a deleted one.
    await createStore(t.app, { openTime: '18:00', closeTime: '02:00', images: 0 });
    const early = await createStore(t.app, { openTime: '07:00', closeTime: '23:00', images: 0 });
    expect(await hours()).toEqual(range(7, 22));
    expect(await hours()).not.toContain('00:00');

    await t.app.ctx.db.update(stores).set({ deletedAt: new Date() }).where(eq(stores.storeNo, early.storeNo));
    await t.app.ctx.cache.invalidate(STORE_CACHE_PREFIX);
    expect(await hours()).toEqual(range(11, 21));
  });

  it('counts each weekday of a store’s own hours: a weekend opening earlier or closing later widens the span', async () => {
    const usual = { open: '11:30', close: '21:30', breakStart: null, breakEnd: null, lastBooking: null };
    const week = Object.fromEntries(WEEKDAYS.map((day) => [day, usual])) as WeeklyHours;
    const weekend = await createStore(t.app, { openTime: '11:30', closeTime: '21:30', images: 0 });
    await t.app.ctx.db
      .update(stores)
      .set({ weeklyHours: { ...week, 토: { ...usual, open: '09:00' }, 일: { ...usual, close: '23:00' } } })
      .where(eq(stores.storeNo, weekend.storeNo));
    await t.app.ctx.cache.invalidate(STORE_CACHE_PREFIX);
    expect(await hours()).toEqual(range(9, 22));
  });
});
