import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, LIMITS, MESSAGES, fillMessage } from '@siktak/contract';
import { waits } from '../../src/db/schema.js';
import { waitlistNotifyHandler } from '../../src/modules/waitlist/notify.js';
import { SEATS_RELEASED } from '../../src/modules/reservations/index.js';
import type { Mail } from '../../src/platform/mailer.js';
import { enqueue } from '../../src/platform/outbox.js';
import { TEST_NOW, TEST_PUBLIC_URL, type TestApp, createTestApp } from '../helpers/app.js';
import { type TestUser, authHeader, createReservation, createStore, createUser } from '../helpers/factories.js';
import { send, storeDto, storeDtoForm } from '../helpers/owners.js';
import { book } from '../helpers/reservations.js';

/**
 * The waitlist (빈자리 알림): joining a full slot, the mail when a cancellation frees seats
 * (join order, only parties that fit, once — also with two instances on one database), expiry when
 * the slot starts, privacy, and the store-deletion and booking paths that close waits.
 */

interface WaitWire {
  waitNo: number;
  storeNo: number;
  storeName: string;
  storeImage: string | null;
  date: string;
  time: string;
  personCount: number;
  state: 'WAITING' | 'NOTIFIED';
}

const WAIT_SUBJECT = '빈자리가 생겼어요';

function api(t: TestApp) {
  const call = async (
    method: 'GET' | 'POST' | 'DELETE' | 'PATCH',
    url: string,
    user: TestUser | null,
    payload?: object,
  ) =>
    t.app.inject({ method, url, headers: user ? await authHeader(t.app, user) : {}, ...(payload ? { payload } : {}) });
  return {
    call,
    join: (user: TestUser | null, body: Record<string, unknown>) => call('POST', '/api/waitlist', user, body),
    list: async (user: TestUser) => (await call('GET', '/api/waitlist', user)).json().waitList as WaitWire[],
    leave: (user: TestUser, waitNo: number | string) => call('DELETE', `/api/waitlist/${waitNo}`, user),
    cancelMine: (user: TestUser, reservationNo: number) =>
      call('PATCH', '/api/reservation/mypage/cancel', user, { reservationNo, cancelReason: '단순 변심' }),
    cancelForStore: (user: TestUser, reservationNo: number) =>
      call('PATCH', '/api/reservation/owner/cancel', user, { reservationNo, cancelReason: '가게 사정' }),
  };
}

const waitMails = (mails: Mail[], user: TestUser) =>
  mails.filter((mail) => mail.to === user.email && mail.subject.includes(WAIT_SUBJECT));

describe('the waitlist (빈자리 알림)', () => {
  let t: TestApp;
  let call: ReturnType<typeof api>;
  let admin: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    call = api(t);
    admin = await createUser(t.app, { role: 'ROLE_ADMIN' });
  });

  afterAll(async () => {
    await t?.close();
  });

  /**
   * A store of `capacity` seats an hour, 11:00–21:00, with its own owner, and `taken` seats (default
   * all) of each listed slot booked by a diner of its own.
   */
  async function fullStore(capacity: number, slots: { date: string; time: string; taken?: number }[]) {
    const owner = await createUser(t.app, { role: 'ROLE_OWNER' });
    const store = await createStore(t.app, { capacity, ownerNo: owner.userNo, name: `빈자리 식당 ${capacity}` });
    const bookings: { reservationNo: number; diner: TestUser }[] = [];
    for (const slot of slots) {
      const diner = await createUser(t.app, { name: '김만석' });
      const { reservationNo } = await createReservation(t.app, {
        userNo: diner.userNo,
        storeNo: store.storeNo,
        date: slot.date,
        time: slot.time,
        personCount: slot.taken ?? capacity,
      });
      bookings.push({ reservationNo, diner });
    }
    return { storeNo: store.storeNo, name: store.name, owner, bookings };
  }

  it('joins a full slot once, and refuses with a Korean message what the rules do not allow', async () => {
    const member = await createUser(t.app);
    const { storeNo, name, bookings } = await fullStore(4, [{ date: '2026-11-20', time: '18:00' }]);
    const slot = { storeNo, date: '2026-11-20', time: '18:00' };

    expect((await call.join(null, { ...slot, personCount: 2 })).statusCode).toBe(401);

    const joined = await call.join(member, { ...slot, personCount: '2' });
    expect(joined.statusCode).toBe(201);
    expect(joined.json()).toMatchObject({
      success: true,
      message: '자리가 나면 메일로 알려드릴게요.',
      wait: { storeNo, storeName: name, date: '2026-11-20', time: '18:00', personCount: 2, state: 'WAITING' },
    });
    expect(joined.json().wait.storeImage).toMatch(/^http:\/\/siktak\.test\/uploads\//);
    expect((await call.list(member)).map((wait) => wait.waitNo)).toEqual([joined.json().wait.waitNo]);

    const refusals: [Record<string, unknown>, number, string][] = [
      [{ ...slot, personCount: 2 }, 409, ERRORS.E146.message],
      [{ ...slot, personCount: 5 }, 400, fillMessage(ERRORS.E148.message, { n: 4 })],
      [{ ...slot, time: '18:30', personCount: 2 }, 400, ERRORS.E120.message],
      [{ ...slot, date: '2026-02-30', personCount: 2 }, 400, ERRORS.E120.message],
      // Beyond the booking window, and started (yesterday).
      [{ ...slot, date: '2027-03-01', personCount: 2 }, 400, ERRORS.E123.message],
      [{ ...slot, date: '2026-11-16', time: '18:00', personCount: 2 }, 400, ERRORS.E123.message],
      // Seats for the party now: book instead.
      [{ ...slot, time: '19:00', personCount: 2 }, 409, fillMessage(ERRORS.E145.message, { n: 4 })],
      [{ ...slot, storeNo: 999_999, personCount: 2 }, 404, MESSAGES.storeNotFound],
      [{ ...slot, personCount: 0 }, 400, MESSAGES.bookingIncomplete],
      [{ ...slot, personCount: 'two' }, 400, MESSAGES.bookingIncomplete],
      [{ storeNo, personCount: 2 }, 400, MESSAGES.bookingIncomplete],
    ];
    for (const [body, status, message] of refusals) {
      const res = await call.join(member, body);
      expect({ body, status: res.statusCode, message: res.json().message }).toEqual({ body, status, message });
    }
    // The one who holds the booking of the slot cannot wait for it.
    const own = await call.join(bookings[0]!.diner, { ...slot, personCount: 1 });
    expect(own.json()).toMatchObject({ code: 'E129' });

    // A closed day.
    const closed = await createStore(t.app, { dayOff: ['수'] });
    const onDayOff = await call.join(member, {
      storeNo: closed.storeNo,
      date: '2026-11-18',
      time: '12:00',
      personCount: 2,
    });
    expect(onDayOff.json()).toMatchObject({ code: 'E122', message: ERRORS.E122.message });
    expect(await call.list(member)).toHaveLength(1);
  });

  it(`keeps at most ${LIMITS.waitsMax} open waits per member`, async () => {
    const member = await createUser(t.app);
    const hours = ['11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00', '18:00', '19:00', '20:00'];
    const { storeNo } = await fullStore(1, [
      ...hours.map((time) => ({ date: '2026-11-24', time })),
      { date: '2026-11-25', time: '12:00' },
    ]);
    for (const time of hours) {
      expect((await call.join(member, { storeNo, date: '2026-11-24', time, personCount: 1 })).statusCode).toBe(201);
    }
    const over = await call.join(member, { storeNo, date: '2026-11-25', time: '12:00', personCount: 1 });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(fillMessage(ERRORS.E147.message, { n: LIMITS.waitsMax }));
    expect(await call.list(member)).toHaveLength(LIMITS.waitsMax);
  });

  it('mails the waiting members in join order, only those whose party fits, once, with a link that books', async () => {
    const [first, big, third, late] = [
      await createUser(t.app, { name: '이첫째' }),
      await createUser(t.app, { name: '박대가족' }),
      await createUser(t.app, { name: '최셋째' }),
      await createUser(t.app, { name: '정늦게' }),
    ];
    const date = '2026-11-21';
    const time = '19:00';
    const { storeNo, name, owner, bookings } = await fullStore(4, [
      { date, time, taken: 2 },
      { date, time, taken: 2 },
    ]);
    const [memberBooking, storeBooking] = bookings as [(typeof bookings)[0], (typeof bookings)[0]];
    for (const [user, personCount] of [
      [first, 2],
      [big, 3],
      [third, 1],
    ] as const) {
      expect((await call.join(user, { storeNo, date, time, personCount })).statusCode).toBe(201);
      t.clock.advance(60_000);
    }

    // The member's own cancellation frees 2 seats: the parties of 2 and 1 fit, the party of 3 does not.
    const before = t.mails.length;
    expect((await call.cancelMine(memberBooking.diner, memberBooking.reservationNo)).statusCode).toBe(200);
    await t.app.ctx.outbox.flush();
    const told = t.mails.slice(before).filter((mail) => mail.subject.includes(WAIT_SUBJECT));
    expect(told.map((mail) => mail.to)).toEqual([first.email, third.email]);
    expect(told[0]?.subject).toBe(`[식탁] 기다리시던 시간에 빈자리가 생겼어요 - ${name}`);
    const link = `${TEST_PUBLIC_URL}/reservation/${storeNo}?date=2026-11-21&time=19%3A00&party=2`;
    expect(told[0]?.text).toContain(link);
    expect(told[0]?.text).toContain('2026.11.21 (토) 19:00');
    expect(told[0]?.html).toContain(link.replaceAll('&', '&amp;'));

    // Once: draining again, or another item for the same slot, mails nobody again.
    await enqueue(t.app.ctx.db, SEATS_RELEASED, [{ storeNo, date, time }]);
    await t.app.ctx.outbox.flush();
    expect(waitMails(t.mails, first)).toHaveLength(1);
    expect(waitMails(t.mails, third)).toHaveLength(1);
    expect(waitMails(t.mails, big)).toHaveLength(0);
    expect((await call.list(first))[0]).toMatchObject({ state: 'NOTIFIED' });
    expect((await call.list(big))[0]).toMatchObject({ state: 'WAITING' });

    // The first books through the link's slot and party; their wait closes, the seats are theirs.
    const booked = await book(t.app, first, { storeNo, reservationDate: date, reservationTime: time, personCount: 2 });
    expect(booked.statusCode).toBe(201);
    expect(await call.list(first)).toEqual([]);
    // Full again: a late joiner may wait.
    expect((await call.join(late, { storeNo, date, time, personCount: 2 })).statusCode).toBe(201);

    // The store's cancellation frees 2 more seats (2 left): still not enough for 3, the late 2 fits.
    expect((await call.cancelForStore(owner, storeBooking.reservationNo)).statusCode).toBe(200);
    await t.app.ctx.outbox.flush();
    expect(waitMails(t.mails, late)).toHaveLength(1);
    expect(waitMails(t.mails, big)).toHaveLength(0);
    expect(waitMails(t.mails, third)).toHaveLength(1);

    // The admin cancels the first's booking: 4 seats, the party of 3 is told at last.
    expect((await call.cancelForStore(admin, booked.json().reservationNo)).statusCode).toBe(200);
    await t.app.ctx.outbox.flush();
    expect(waitMails(t.mails, big)).toHaveLength(1);
    expect(waitMails(t.mails, big)[0]?.text).toContain('party=3');
  });

  it('shows and removes only the caller’s own waits; another member’s wait is not found', async () => {
    const [mine, theirs] = [await createUser(t.app), await createUser(t.app)];
    const { storeNo } = await fullStore(2, [{ date: '2026-11-22', time: '12:00' }]);
    const wait = (await call.join(mine, { storeNo, date: '2026-11-22', time: '12:00', personCount: 2 })).json()
      .wait as WaitWire;
    expect(await call.list(theirs)).toEqual([]);

    const stolen = await call.leave(theirs, wait.waitNo);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json()).toMatchObject({ success: false, code: '404', message: MESSAGES.waitNotFound });
    expect(await call.list(mine)).toHaveLength(1);

    expect((await call.leave(theirs, 'abc')).statusCode).toBe(404);
    const left = await call.leave(mine, wait.waitNo);
    expect(left.statusCode).toBe(200);
    expect(left.json()).toEqual({ success: true, message: MESSAGES.waitLeft, waitNo: wait.waitNo });
    expect((await call.leave(mine, wait.waitNo)).statusCode).toBe(404);
    expect(await call.list(mine)).toEqual([]);
    // Left, it can be joined again.
    expect((await call.join(mine, { storeNo, date: '2026-11-22', time: '12:00', personCount: 2 })).statusCode).toBe(
      201,
    );
  });

  it('tells those waiting when the owner gives seats back without a cancellation: a reopened hour, a higher capacity', async () => {
    const [hourly, roomy] = [await createUser(t.app, { name: '한시간' }), await createUser(t.app, { name: '넓은집' })];
    const date = '2026-11-21';
    const { storeNo, owner } = await fullStore(4, [
      { date, time: '18:00', taken: 2 },
      { date, time: '19:00', taken: 4 },
    ]);
    const slots = async (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/owner/slots', payload, headers: await authHeader(t.app, owner) });

    // The owner narrows 18:00 to the 2 seats already booked: full, so a member may wait for it.
    expect((await slots({ date, time: '18:00', capacity: 2 })).statusCode).toBe(200);
    await t.app.ctx.outbox.flush();
    expect((await call.join(hourly, { storeNo, date, time: '18:00', personCount: 2 })).statusCode).toBe(201);
    expect((await call.join(roomy, { storeNo, date, time: '19:00', personCount: 2 })).statusCode).toBe(201);

    // Narrowing again gives nothing back: nobody is told.
    expect((await slots({ date, time: '18:00', capacity: 1 })).statusCode).toBe(200);
    await t.app.ctx.outbox.flush();
    expect(waitMails(t.mails, hourly)).toEqual([]);

    // Reopening the hour gives back the store's 4 seats: the wait for 18:00 is told, the one for 19:00 not.
    expect((await slots({ date, time: '18:00', capacity: null })).statusCode).toBe(200);
    await t.app.ctx.outbox.flush();
    expect(waitMails(t.mails, hourly)).toHaveLength(1);
    expect(waitMails(t.mails, roomy)).toEqual([]);

    // The owner raises the store's capacity to 6: 19:00 has 2 seats now.
    const detail = (await t.app.inject({ method: 'GET', url: `/api/store/detail/${storeNo}` })).json();
    const edited = await send(
      t.app,
      owner,
      'PUT',
      '/api/owner/stores/update',
      storeDtoForm(
        storeDto({ storeNo, storeName: detail.storeName, imageList: detail.imageList, dayOff: [], count: 6 }),
      ),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    await t.app.ctx.outbox.flush();
    expect(waitMails(t.mails, roomy)).toHaveLength(1);
    expect(waitMails(t.mails, roomy)[0]?.text).toContain('time=19%3A00&party=2');
  });

  it('offers no wait on an hour its owner closed (마감 that no cancellation opens), only on hours full of bookings', async () => {
    const member = await createUser(t.app);
    const date = '2026-11-24';
    const { storeNo, owner } = await fullStore(4, [{ date, time: '18:00' }]);
    const slots = async (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/owner/slots', payload, headers: await authHeader(t.app, owner) });
    expect((await slots({ date, time: '20:00', capacity: 0 })).statusCode).toBe(200);
    expect((await slots({ date, time: '19:00', capacity: 1 })).statusCode).toBe(200);

    // The booking page tells the closed hour from the full one.
    const day = await t.app.inject({
      method: 'GET',
      url: `/api/reservation/slots?storeNo=${storeNo}&reservationDate=${date}`,
    });
    const state = (time: string) => day.json().slots.find((slot: { time: string }) => slot.time === time);
    expect(state('18:00')).toMatchObject({ available: 0, bookable: false, closed: false });
    expect(state('20:00')).toMatchObject({ available: 0, bookable: false, closed: true });
    expect(state('19:00')).toMatchObject({ available: 1, closed: false });

    const closed = await call.join(member, { storeNo, date, time: '20:00', personCount: 2 });
    expect({ status: closed.statusCode, body: closed.json() }).toMatchObject({
      status: 409,
      body: { code: 'E149', message: ERRORS.E149.message },
    });
    // An hour narrowed below the party: no cancellation there could seat it either.
    const narrowed = await call.join(member, { storeNo, date, time: '19:00', personCount: 2 });
    expect(narrowed.json()).toMatchObject({ code: 'E148', message: fillMessage(ERRORS.E148.message, { n: 1 }) });
    expect((await call.join(member, { storeNo, date, time: '18:00', personCount: 2 })).statusCode).toBe(201);
    expect((await call.list(member)).map((wait) => wait.time)).toEqual(['18:00']);
  });

  it('closes the waits of a deleted store without a mail, while its bookings are cancelled', async () => {
    const member = await createUser(t.app);
    const { storeNo } = await fullStore(2, [{ date: '2026-11-23', time: '13:00' }]);
    expect((await call.join(member, { storeNo, date: '2026-11-23', time: '13:00', personCount: 1 })).statusCode).toBe(
      201,
    );
    const removed = await call.call('DELETE', `/api/admin/manage/stores/${storeNo}`, admin);
    expect(removed.statusCode).toBe(200);
    await t.app.ctx.outbox.flush();
    expect(await call.list(member)).toEqual([]);
    expect(waitMails(t.mails, member)).toEqual([]);
  });

  it("a withdrawal gives the member's seats to those waiting, and closes the withdrawn member's own waits", async () => {
    const waiter = await createUser(t.app);
    const leaving = await createUser(t.app);
    const { storeNo, bookings } = await fullStore(2, [{ date: '2026-11-27', time: '12:00' }]);
    expect((await call.join(waiter, { storeNo, date: '2026-11-27', time: '12:00', personCount: 2 })).statusCode).toBe(
      201,
    );
    const other = await fullStore(2, [{ date: '2026-11-27', time: '13:00' }]);
    const own = (
      await call.join(leaving, { storeNo: other.storeNo, date: '2026-11-27', time: '13:00', personCount: 1 })
    ).json().wait as WaitWire;

    for (const userNo of [bookings[0]!.diner.userNo, leaving.userNo]) {
      const withdrawn = await call.call('POST', '/api/admin/manage/user/delete', admin, { userNo });
      expect(withdrawn.statusCode).toBe(200);
    }
    await t.app.ctx.outbox.flush();
    expect(waitMails(t.mails, waiter)).toHaveLength(1);
    const [row] = await t.app.ctx.db.select().from(waits).where(eq(waits.waitNo, own.waitNo));
    expect(row?.cancelledAt).not.toBeNull();
  });

  it('expires a wait when its slot starts: gone from the list, and a cancellation after it mails nobody', async () => {
    const member = await createUser(t.app);
    const { storeNo, owner, bookings } = await fullStore(2, [{ date: '2026-11-17', time: '12:00' }]);
    expect((await call.join(member, { storeNo, date: '2026-11-17', time: '12:00', personCount: 2 })).statusCode).toBe(
      201,
    );
    t.clock.set('2026-11-17T02:59:00.000Z'); // 11:59 in Seoul
    expect(await call.list(member)).toHaveLength(1);
    t.clock.set('2026-11-17T03:00:00.000Z'); // 12:00: the slot has started
    expect(await call.list(member)).toEqual([]);
    // The store may still cancel a booking of today; the freed seats of a started slot tell nobody.
    expect((await call.cancelForStore(owner, bookings[0]!.reservationNo)).statusCode).toBe(200);
    await t.app.ctx.outbox.flush();
    expect(waitMails(t.mails, member)).toEqual([]);
    t.clock.set(TEST_NOW);
  });
});

describe('the waitlist across two instances on one database', () => {
  let primary: TestApp;
  let second: TestApp;
  let third: TestApp;

  beforeAll(async () => {
    primary = await createTestApp();
    second = await createTestApp({ database: primary.database });
    third = await createTestApp({ database: primary.database });
  });

  afterAll(async () => {
    await third?.close();
    await second?.close();
    await primary?.close();
  });

  it('mails each waiting member once, in join order, whichever instance handles the notification', async () => {
    const call = api(primary);
    const { storeNo } = await createStore(primary.app, { capacity: 6 });
    const date = '2026-11-26';
    const time = '18:00';
    const bookings: { reservationNo: number; diner: TestUser }[] = [];
    for (let i = 0; i < 3; i++) {
      const diner = await createUser(primary.app);
      const booking = await createReservation(primary.app, {
        userNo: diner.userNo,
        storeNo,
        date,
        time,
        personCount: 2,
      });
      bookings.push({ reservationNo: booking.reservationNo, diner });
    }
    const waiting: TestUser[] = [];
    for (let i = 0; i < 5; i++) {
      const user = await createUser(primary.app);
      expect((await call.join(user, { storeNo, date, time, personCount: 1 })).statusCode).toBe(201);
      waiting.push(user);
      primary.clock.advance(1000);
      second.clock.advance(1000);
      third.clock.advance(1000);
    }

    // The instance that takes the cancellations does not drain: the other two do, at the same time.
    await primary.app.ctx.outbox.stop();
    for (const { diner, reservationNo } of bookings.slice(0, 2)) {
      expect((await call.cancelMine(diner, reservationNo)).statusCode).toBe(200);
    }
    await Promise.all([second.app.ctx.outbox.flush(), third.app.ctx.outbox.flush()]);
    // And both handle the same slot again, concurrently, as two overlapping items would.
    const items = [{ id: 0, payload: { storeNo, date, time } }];
    await Promise.all([waitlistNotifyHandler(second.app.ctx)(items), waitlistNotifyHandler(third.app.ctx)(items)]);

    const sent = [...second.mails, ...third.mails, ...primary.mails].filter((mail) =>
      mail.subject.includes(WAIT_SUBJECT),
    );
    expect(sent.map((mail) => mail.to).sort()).toEqual(waiting.map((user) => user.email).sort());
    // Each instance sent its mails in join order.
    const order = (mails: Mail[]) =>
      mails
        .filter((mail) => mail.subject.includes(WAIT_SUBJECT))
        .map((mail) => waiting.findIndex((user) => user.email === mail.to));
    for (const mails of [second.mails, third.mails]) {
      expect(order(mails)).toEqual([...order(mails)].sort((a, b) => a - b));
    }
    for (const user of waiting) expect((await call.list(user))[0]).toMatchObject({ state: 'NOTIFIED' });
  });
});
