import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { addDays, isValidBusinessNo } from '@siktak/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/client.js';
import { DEMO_ACCOUNTS, DEMO_DINERS, DEMO_STORES, REVIEW_TEXTS } from '../../src/seed/demo-data.js';
import { seedDemoData } from '../../src/seed/index.js';
import { TEST_NOW, type TestApp, createTestApp } from '../helpers/app.js';

async function counts(t: TestApp) {
  const [row] = await rowsOf<Record<string, number>>(
    t.app.ctx.db,
    sql`select
      (select count(*)::int from users) as users,
      (select count(*)::int from stores) as stores,
      (select count(distinct district)::int from stores) as districts,
      (select count(distinct food_type)::int from stores) as food_types,
      (select count(*)::int from store_images) as images,
      (select count(*)::int from reservations) as reservations,
      (select count(*)::int from reviews) as reviews,
      (select count(*)::int from review_images) as review_images,
      (select count(*)::int from notices) as notices,
      (select count(*)::int from owner_applications) as applications`,
  );
  return row!;
}

describe('demo data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoData(t.app.ctx);
  }, 600_000);
  afterAll(async () => {
    await t?.close();
  });

  it('seeds at least 30 stores over at least 8 districts and all 4 food types, each with 1–5 stored photos', async () => {
    const c = await counts(t);
    expect(c.stores).toBeGreaterThanOrEqual(30);
    expect(c.districts).toBeGreaterThanOrEqual(8);
    expect(c.food_types).toBe(4);
    const perStore = await rowsOf<{ n: number }>(
      t.app.ctx.db,
      sql`select count(si.id)::int as n from stores s left join store_images si on si.store_no = s.store_no group by s.store_no`,
    );
    for (const { n } of perStore) {
      expect(n).toBeGreaterThanOrEqual(1);
      expect(n).toBeLessThanOrEqual(5);
    }
    const [first] = await rowsOf<{ image_key: string }>(t.app.ctx.db, sql`select image_key from store_images limit 1`);
    expect(existsSync(join(t.dataDir, 'uploads', first!.image_key))).toBe(true);
  });

  it('seeds the demo accounts, past bookings with reviews and photos, notices and a waiting owner application', async () => {
    const c = await counts(t);
    expect(c.users).toBe(Object.keys(DEMO_ACCOUNTS).length + DEMO_DINERS.length);
    expect(c.reservations).toBeGreaterThan(c.reviews as number);
    expect(c.reviews).toBeGreaterThan(10);
    expect(c.review_images).toBeGreaterThan(0);
    expect(c.notices).toBe(3);
    expect(c.applications).toBe(1);
    // The demo document is private too: outside the public upload directory.
    const [application] = await rowsOf<{ image_key: string; business_no: string }>(
      t.app.ctx.db,
      sql`select image_key, business_no from owner_applications`,
    );
    expect(isValidBusinessNo(application!.business_no)).toBe(true);
    expect(application!.image_key).toMatch(/^documents\//);
    expect(existsSync(join(t.dataDir, 'private', application!.image_key))).toBe(true);
    expect(existsSync(join(t.dataDir, 'uploads', application!.image_key))).toBe(false);
    const [rating] = await rowsOf<{ bad: number }>(
      t.app.ctx.db,
      sql`select count(*)::int as bad from stores s where s.review_count <> (select count(*) from reviews r where r.store_no = s.store_no)
          or s.grade_sum <> (select coalesce(sum(r.grade), 0) from reviews r where r.store_no = s.store_no)`,
    );
    expect(rating!.bad).toBe(0);
  });

  it('writes each review about what its store serves', async () => {
    const rows = await rowsOf<{ name: string; content: string }>(
      t.app.ctx.db,
      sql`select s.name, r.content from reviews r join stores s on s.store_no = r.store_no`,
    );
    for (const row of rows) {
      const dish = DEMO_STORES.find((store) => store.name === row.name)?.dish;
      expect(REVIEW_TEXTS[dish!], row.name).toContain(row.content);
    }
  });

  it('fills some evening hours so discovery shows scarce and full hours', async () => {
    // Seeded at TEST_NOW, Tuesday 10:00 in Seoul: 스시 하나 keeps 2 seats at 19:00, none at 18:00.
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/availability/stores',
      query: { search: '스시 하나', date: TEST_NOW.slice(0, 10), time: '19:00', party: '1' },
    });
    const [sushi] = res.json().content;
    expect(sushi.chips).toEqual(
      expect.arrayContaining([
        { time: '19:00', left: 2 },
        { time: '20:00', left: 1 },
      ]),
    );
    expect(sushi.chips.map((chip: { time: string }) => chip.time)).not.toContain('18:00');
  });

  it('gives a few demo stores a 브레이크 타임 and a last booking time the booking page leaves out', async () => {
    const [sushi] = (
      await t.app.inject({ method: 'GET', url: '/api/store/list', query: { search: '스시 하나' } })
    ).json().content;
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/reservation/slots',
      query: { storeNo: String(sushi.storeNo), reservationDate: addDays(TEST_NOW.slice(0, 10), 1) },
    });
    const times = res.json().slots.map((slot: { time: string }) => slot.time);
    expect(times).toEqual(['12:00', '13:00', '14:00', '17:00', '18:00', '19:00', '20:00']);
  });

  it('does nothing the second time', async () => {
    const before = await counts(t);
    await seedDemoData(t.app.ctx);
    expect(await counts(t)).toEqual(before);
  });
});
