import { and, eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, LIMITS, MESSAGES, addDays, fillMessage } from '@siktak/contract';
import { reservations, stores } from '../../src/db/schema.js';
import { type TestApp, createTestApp } from '../helpers/app.js';
import { type TestUser, authHeader, createStore, createUser } from '../helpers/factories.js';
import { photos, send, storeDto, storeDtoForm } from '../helpers/owners.js';
import { book, bookedInSlot, cancelAsMember } from '../helpers/reservations.js';

/**
 * Issue 36, item 3: one account took 632 seats of one store's evenings over 5 days with 10 bookings at
 * `personCount` = the whole hourly capacity. A store's largest online party (its owner's setting,
 * LIMITS.partyMaxDefault until set; E133 tells larger groups to call) and a cap on one member's seats
 * at one store on one date (E134) hold on every booking path, the existing client's call included.
 */

// "Now" is Tuesday 2026-11-17 10:00 in Seoul (TEST_NOW); the stores are open 11:00–21:00 every day.
const DAY = '2026-11-20';

const refusal = (code: 'E133' | 'E134', n: number) => ({
  success: false,
  code,
  message: fillMessage(ERRORS[code].message, { n }),
});

describe('no single member hoards a restaurant', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t?.close();
  });

  /** POST /api/reservation exactly as the existing client sends it: `userNo` in the body, every field. */
  const existingClientBooks = (member: TestUser, storeNo: number, date: string, time: string, personCount: unknown) =>
    book(t.app, member, { userNo: member.userNo, storeNo, reservationDate: date, reservationTime: time, personCount });

  /** Seats the member holds at the store on the date in confirmed bookings. */
  async function seatsHeld(member: TestUser, storeNo: number, date?: string): Promise<number> {
    const [row] = await t.app.ctx.db
      .select({ n: sum(reservations.personCount).mapWith(Number) })
      .from(reservations)
      .where(
        and(
          eq(reservations.userNo, member.userNo),
          eq(reservations.storeNo, storeNo),
          eq(reservations.status, 'Y'),
          date ? eq(reservations.date, date) : undefined,
        ),
      );
    return row?.n ?? 0;
  }

  describe('the largest party per online booking (E133)', () => {
    it(`refuses a party above LIMITS.partyMaxDefault (${LIMITS.partyMaxDefault}) by default, telling them to call`, async () => {
      const member = await createUser(t.app);
      const store = await createStore(t.app, { capacity: 30 });

      const big = await existingClientBooks(member, store.storeNo, DAY, '18:00', LIMITS.partyMaxDefault + 1);
      expect(big.statusCode).toBe(400);
      expect(big.json()).toEqual(refusal('E133', LIMITS.partyMaxDefault));
      expect(big.json().message).toContain('가게에 전화로 문의해주세요');
      // The party as digits, as a form's select may send it, is refused the same.
      const asText = await existingClientBooks(member, store.storeNo, DAY, '18:00', '30');
      expect(asText.json()).toEqual(refusal('E133', LIMITS.partyMaxDefault));
      expect(await bookedInSlot(t.app, store.storeNo, DAY, '18:00')).toBe(0);

      const allowed = await existingClientBooks(member, store.storeNo, DAY, '18:00', LIMITS.partyMaxDefault);
      expect(allowed.statusCode).toBe(201);
      expect(await bookedInSlot(t.app, store.storeNo, DAY, '18:00')).toBe(LIMITS.partyMaxDefault);
    });

    it("follows the owner's setting, which the store's detail and the booking page's store info answer", async () => {
      const member = await createUser(t.app);
      const store = await createStore(t.app, { capacity: 30, maxParty: 4 });

      const info = await t.app.inject({ method: 'GET', url: `/api/reservation/store/${store.storeNo}` });
      expect(info.json()).toMatchObject({ count: 30, maxPersonCount: 4 });
      const detail = await t.app.inject({ method: 'GET', url: `/api/store/detail/${store.storeNo}` });
      expect(detail.json()).toMatchObject({ count: 30, maxPersonCount: 4 });

      expect((await existingClientBooks(member, store.storeNo, DAY, '12:00', 5)).json()).toEqual(refusal('E133', 4));
      expect((await existingClientBooks(member, store.storeNo, DAY, '12:00', 4)).statusCode).toBe(201);
    });

    it("the booking page's store info never offers more than the hourly capacity", async () => {
      const store = await createStore(t.app, { capacity: 6 });
      const info = await t.app.inject({ method: 'GET', url: `/api/reservation/store/${store.storeNo}` });
      expect(info.json()).toMatchObject({ count: 6, maxPersonCount: 6 });
    });

    it('refuses a wait (빈자리 알림) for a party the store does not take online', async () => {
      const member = await createUser(t.app);
      const store = await createStore(t.app, { capacity: 30, maxParty: 4 });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/waitlist',
        headers: await authHeader(t.app, member),
        payload: { storeNo: store.storeNo, date: DAY, time: '19:00', personCount: 6 },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(refusal('E133', 4));
    });
  });

  describe("the owner's store form", () => {
    const write = (user: TestUser, form: FormData) => send(t.app, user, 'POST', '/api/owner/stores/write', form);
    const update = (user: TestUser, form: FormData) => send(t.app, user, 'PUT', '/api/owner/stores/update', form);
    const storedMax = async (storeNo: number) =>
      (await t.app.ctx.db.select({ n: stores.maxParty }).from(stores).where(eq(stores.storeNo, storeNo)))[0]?.n;

    it('sets the largest party on create and update; the existing form (without it) gets the default and keeps it', async () => {
      const boss = await createUser(t.app, { role: 'ROLE_OWNER' });
      // The existing client's form has no such field: a new store gets the default.
      const created = await write(boss, storeDtoForm(storeDto({ count: 20 }), [], await photos(1)));
      expect(created.statusCode).toBe(201);
      const store = created.json();
      expect(store.maxPersonCount).toBe(LIMITS.partyMaxDefault);

      const set = await update(
        boss,
        storeDtoForm(storeDto({ storeNo: store.storeNo, count: 20, maxPersonCount: 6, imageList: store.imageList })),
      );
      expect(set.statusCode).toBe(200);
      expect(set.json().maxPersonCount).toBe(6);
      const mine = await send(t.app, boss, 'GET', '/api/owner/stores');
      expect(mine.json().maxPersonCount).toBe(6);

      // An edit from the existing client leaves the owner's setting as it was.
      const kept = await update(
        boss,
        storeDtoForm(storeDto({ storeNo: store.storeNo, count: 25, imageList: store.imageList })),
      );
      expect(kept.statusCode).toBe(200);
      expect(kept.json()).toMatchObject({ count: 25, maxPersonCount: 6 });
      expect(await storedMax(store.storeNo)).toBe(6);

      const member = await createUser(t.app);
      expect((await existingClientBooks(member, store.storeNo, DAY, '13:00', 7)).json()).toEqual(refusal('E133', 6));
    });

    it('refuses a largest party that is not a whole number from 1 to LIMITS.capacityMax, with its own message (E300)', async () => {
      const boss = await createUser(t.app, { role: 'ROLE_OWNER' });
      for (const maxPersonCount of [0, '두 명', 2.5, LIMITS.capacityMax + 1]) {
        const res = await write(boss, storeDtoForm(storeDto({ count: 20, maxPersonCount }), [], await photos(1)));
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ success: false, code: 'E300', message: MESSAGES.partyMaxRule });
      }
    });
  });

  describe("a member's seats at one store on one date (E134)", () => {
    it(`holds at most LIMITS.seatsPerStoreDayMax (${LIMITS.seatsPerStoreDayMax}) seats at a store of the default party`, async () => {
      const member = await createUser(t.app);
      const store = await createStore(t.app, { capacity: 30 });
      expect((await existingClientBooks(member, store.storeNo, DAY, '12:00', 8)).statusCode).toBe(201);

      const over = await existingClientBooks(member, store.storeNo, DAY, '18:00', LIMITS.seatsPerStoreDayMax - 8 + 1);
      expect(over.statusCode).toBe(409);
      expect(over.json()).toEqual(refusal('E134', LIMITS.seatsPerStoreDayMax));
      expect(await bookedInSlot(t.app, store.storeNo, DAY, '18:00')).toBe(0);

      expect((await existingClientBooks(member, store.storeNo, DAY, '18:00', 4)).statusCode).toBe(201);
      expect(await seatsHeld(member, store.storeNo, DAY)).toBe(LIMITS.seatsPerStoreDayMax);
      // Another date, and another member on the same date, are not affected.
      expect((await existingClientBooks(member, store.storeNo, addDays(DAY, 1), '18:00', 8)).statusCode).toBe(201);
      expect(
        (await book(t.app, await createUser(t.app), { ...slot(store.storeNo, '19:00'), personCount: 8 })).statusCode,
      ).toBe(201);
    });

    it("allows one largest party when the owner's is larger than the cap, and nothing more that day", async () => {
      const member = await createUser(t.app);
      const store = await createStore(t.app, { capacity: 40, maxParty: 20 });
      expect((await existingClientBooks(member, store.storeNo, DAY, '12:00', 20)).statusCode).toBe(201);
      const more = await existingClientBooks(member, store.storeNo, DAY, '18:00', 1);
      expect(more.json()).toEqual(refusal('E134', 20));
    });

    it('counts only confirmed bookings: a cancelled one gives its seats back to the cap', async () => {
      const member = await createUser(t.app);
      const store = await createStore(t.app, { capacity: 30 });
      const first = await existingClientBooks(member, store.storeNo, DAY, '12:00', 8);
      expect((await existingClientBooks(member, store.storeNo, DAY, '18:00', 8)).json().code).toBe('E134');
      const cancel = await cancelAsMember(t.app, member, first.json().reservationNo);
      expect(cancel.statusCode).toBe(200);
      expect((await existingClientBooks(member, store.storeNo, DAY, '18:00', 8)).statusCode).toBe(201);
    });
  });

  const slot = (storeNo: number, time: string) => ({ storeNo, reservationDate: DAY, reservationTime: time });

  it("the finding's attack — two full-capacity evenings a day for 5 days from one account — holds a bounded number of seats", async () => {
    const member = await createUser(t.app);
    const capacity = 64;
    const store = await createStore(t.app, { capacity });
    const answers: number[] = [];
    for (let day = 0; day < 5; day++) {
      const date = addDays(DAY, day);
      for (const time of ['18:00', '19:00']) {
        for (const party of [capacity, LIMITS.partyMaxDefault]) {
          answers.push((await existingClientBooks(member, store.storeNo, date, time, party)).statusCode);
        }
      }
    }
    // Every full-capacity party was refused; at most the seats cap per date was taken.
    expect(answers.filter((s) => s === 201)).toHaveLength(5);
    expect(await seatsHeld(member, store.storeNo)).toBe(5 * LIMITS.partyMaxDefault);
    expect(await seatsHeld(member, store.storeNo)).toBeLessThanOrEqual(5 * LIMITS.seatsPerStoreDayMax);
  });
});
