import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, LIMITS, addDays, fillMessage } from '@siktak/contract';
import { favorites, slotLoads, waits } from '../../src/db/schema.js';
import { type TestApp, createTestApp } from '../helpers/app.js';
import { authHeader, createUser } from '../helpers/factories.js';
import { insertPlainStores } from '../helpers/reservations.js';

/**
 * Issue 36, item 4: caps that were counted and then inserted let racing requests past them (20
 * concurrent waitlist joins gave 20 waits where the cap is 10; 230 favourites where it is 200). Here
 * 200 requests of one member race at each cap; on PostgreSQL they run over the pool's connections at
 * once, on PGlite their statements interleave between awaits.
 */

const ATTEMPTS = 200;
// "Now" is Tuesday 2026-11-17 10:00 in Seoul (TEST_NOW); the stores are open 11:00–21:00 (10 hours).
const FIRST_DATE = '2026-11-18';
const HOURS = Array.from({ length: 10 }, (_, i) => `${String(11 + i).padStart(2, '0')}:00`);

describe('caps that hold under concurrency', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t?.close();
  });

  const plainStores = (n: number) => insertPlainStores(t.app.ctx.db, n, 10, (i) => `경쟁 식당 ${i}`);

  it(`${ATTEMPTS} concurrent favourites of one member never pass LIMITS.favoritesMax (E140 for the rest)`, async () => {
    const member = await createUser(t.app);
    const held = LIMITS.favoritesMax - 10;
    const storeNos = await plainStores(held + ATTEMPTS);
    await t.app.ctx.db
      .insert(favorites)
      .values(storeNos.slice(0, held).map((storeNo) => ({ userNo: member.userNo, storeNo })));
    const headers = await authHeader(t.app, member);

    const answers = await Promise.all(
      storeNos.slice(held).map((storeNo) => t.app.inject({ method: 'PUT', url: `/api/favorites/${storeNo}`, headers })),
    );

    const [row] = await t.app.ctx.db.select({ n: count() }).from(favorites).where(eq(favorites.userNo, member.userNo));
    expect(row?.n).toBe(LIMITS.favoritesMax);
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(LIMITS.favoritesMax - held);
    expect(statuses.filter((s) => s === 409)).toHaveLength(ATTEMPTS - (LIMITS.favoritesMax - held));
    const refused = answers.find((res) => res.statusCode === 409);
    expect(refused?.json()).toMatchObject({
      code: 'E140',
      message: fillMessage(ERRORS.E140.message, { n: LIMITS.favoritesMax }),
    });
  });

  it(`${ATTEMPTS} concurrent waitlist joins of one member never pass LIMITS.waitsMax (E147 for the rest)`, async () => {
    const member = await createUser(t.app);
    const [storeNo] = (await plainStores(1)) as [number];
    // 200 full slots: 20 days of 10 hours, every seat booked.
    const dates = Array.from({ length: ATTEMPTS / HOURS.length }, (_, i) => addDays(FIRST_DATE, i));
    const slots = dates.flatMap((date) => HOURS.map((time) => ({ date, time })));
    await t.app.ctx.db.insert(slotLoads).values(slots.map((slot) => ({ storeNo, ...slot, booked: 10 })));
    const headers = await authHeader(t.app, member);

    const answers = await Promise.all(
      slots.map((slot) =>
        t.app.inject({
          method: 'POST',
          url: '/api/waitlist',
          headers,
          payload: { storeNo, date: slot.date, time: slot.time, personCount: 1 },
        }),
      ),
    );

    const [row] = await t.app.ctx.db
      .select({ n: count() })
      .from(waits)
      .where(and(eq(waits.userNo, member.userNo), isNull(waits.cancelledAt)));
    expect(row?.n).toBe(LIMITS.waitsMax);
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(LIMITS.waitsMax);
    expect(statuses.filter((s) => s === 409)).toHaveLength(ATTEMPTS - LIMITS.waitsMax);
    const refused = answers.find((res) => res.statusCode === 409);
    expect(refused?.json()).toMatchObject({
      code: 'E147',
      message: fillMessage(ERRORS.E147.message, { n: LIMITS.waitsMax }),
    });
  });
});
