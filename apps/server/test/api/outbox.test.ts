import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/client.js';
import { enqueueReservationMails } from '../../src/modules/reservations/mail-outbox.js';
import { OUTBOX_MAX_ATTEMPTS, enqueue } from '../../src/platform/outbox.js';
import { type TestApp, createTestApp } from '../helpers/app.js';
import { type TestUser, createStore, createUser } from '../helpers/factories.js';
import { book } from '../helpers/reservations.js';

/**
 * The outbox (platform/outbox.ts): a booking's confirmation is written by the booking statement in
 * the same transaction and sent after the answer; refused bookings write nothing; failures are tried
 * again; items left behind by a stopped instance are sent by the next; two instances send each once.
 */
describe('the mail outbox', () => {
  let t: TestApp;
  let member: TestUser;
  let storeNo: number;
  let day = 18;

  beforeAll(async () => {
    t = await createTestApp();
    member = await createUser(t.app, { name: '박우편' });
    ({ storeNo } = await createStore(t.app, { capacity: 4 }));
  });

  afterAll(async () => {
    await t?.close();
  });

  const waiting = () =>
    rowsOf<{ id: number; topic: string; payload: { reservationNo: number; news: string }; attempts: number }>(
      t.app.ctx.db,
      sql`select id, topic, payload, attempts from outbox order by id`,
    );
  /** Makes every claimed item due again, as if its claim had run out. */
  const expireClaims = () => t.app.ctx.db.execute(sql`update outbox set available_at = now()`);
  const mailsTo = (user: TestUser) => t.mails.filter((mail) => mail.to === user.email);

  /** Books the next day's 12:00 for two. */
  async function reserve(user = member, personCount = 2) {
    day += 1;
    return book(t.app, user, {
      storeNo,
      reservationDate: `2026-11-${day}`,
      reservationTime: '12:00',
      personCount,
    });
  }

  async function withFailingMailer<T>(run: () => Promise<T>): Promise<T> {
    const { ctx } = t.app;
    const [realMailer, realError] = [ctx.mailer, ctx.log.error];
    ctx.mailer = {
      send: async () => {
        throw new Error('SMTP unavailable');
      },
    };
    ctx.log.error = (() => undefined) as typeof ctx.log.error;
    try {
      return await run();
    } finally {
      ctx.mailer = realMailer;
      ctx.log.error = realError;
    }
  }

  it('keeps a confirmation whose mail failed, tries it again once its claim runs out, then removes it', async () => {
    const before = mailsTo(member).length;
    const reservationNo = await withFailingMailer(async () => {
      const res = await reserve();
      expect(res.statusCode).toBe(201);
      await t.app.ctx.outbox.flush();
      return res.json().reservationNo as number;
    });
    const [kept] = await waiting();
    expect(kept).toMatchObject({
      topic: 'reservation-mail',
      payload: { reservationNo, news: 'booked' },
      attempts: 1,
    });

    // Still claimed: a drain now leaves it alone.
    await t.app.ctx.outbox.flush();
    expect(mailsTo(member)).toHaveLength(before);

    await expireClaims();
    await t.app.ctx.outbox.flush();
    expect(mailsTo(member)).toHaveLength(before + 1);
    expect(mailsTo(member).at(-1)?.subject).toContain('예약이 확정되었습니다');
    expect(await waiting()).toEqual([]);
  });

  it('writes nothing for a refused booking', async () => {
    const other = await createUser(t.app);
    const res = await reserve(other, 5);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('E121');
    await withFailingMailer(() => t.app.ctx.outbox.flush());
    expect(await waiting()).toEqual([]);
    expect(mailsTo(other)).toEqual([]);
  });

  it(`gives up on an item after ${OUTBOX_MAX_ATTEMPTS} failed attempts and keeps it for an operator`, async () => {
    const reservationNo = await withFailingMailer(async () => {
      const res = await reserve();
      for (let attempt = 0; attempt < OUTBOX_MAX_ATTEMPTS + 2; attempt++) {
        await t.app.ctx.outbox.flush();
        await expireClaims();
      }
      return res.json().reservationNo as number;
    });
    const before = mailsTo(member).length;
    await t.app.ctx.outbox.flush();
    expect(mailsTo(member)).toHaveLength(before);
    expect(await waiting()).toEqual([
      expect.objectContaining({ payload: { reservationNo, news: 'booked' }, attempts: OUTBOX_MAX_ATTEMPTS }),
    ]);
    await t.app.ctx.db.execute(sql`delete from outbox`);
  });

  describe('lets the requests go first', () => {
    /**
     * Keeps the event loop busy for `ms`, as a stream of requests would: it spins 9 ms at a time and
     * yields with setImmediate, so timers still run between the spins but the loop never sits idle.
     */
    function busyFor(ms: number): Promise<number> {
      const end = performance.now() + ms;
      return new Promise((resolve) => {
        const step = () => {
          const until = Math.min(performance.now() + 9, end);
          while (performance.now() < until) {
            // busy
          }
          if (performance.now() >= end) resolve(performance.now());
          else setImmediate(step);
        };
        step();
      });
    }

    /** Puts one item of its own topic in the outbox and wakes the drain; answers when it was handled. */
    async function handledAfterWake(topic: string): Promise<{ handled: Promise<number> }> {
      let handledAt!: (at: number) => void;
      const handled = new Promise<number>((resolve) => {
        handledAt = resolve;
      });
      t.app.ctx.outbox.handle(topic, async (items) => {
        handledAt(performance.now());
        return items.map((item) => item.id);
      });
      await enqueue(t.app.ctx.db, topic, [{ n: 1 }]);
      t.app.ctx.outbox.wake();
      return { handled };
    }

    it('waits while the event loop is busy with other work, and drains once it is quiet', async () => {
      const { handled } = await handledAfterWake('busy-then-quiet');
      const busyEnd = await busyFor(400);
      expect(await handled).toBeGreaterThanOrEqual(busyEnd);
      await t.app.ctx.outbox.flush();
      expect(await waiting()).toEqual([]);
    });

    it('sends anyway after waiting a second, however long the load lasts', async () => {
      // That it waits while busy is the test above; here only that the wait ends before the load does.
      const { handled } = await handledAfterWake('busy-for-long');
      const busyEnd = await busyFor(3000);
      expect(await handled).toBeLessThan(busyEnd);
      await t.app.ctx.outbox.flush();
      expect(await waiting()).toEqual([]);
    });
  });

  it('drops an item it cannot read, and one of a topic nobody handles stays', async () => {
    await enqueue(t.app.ctx.db, 'reservation-mail', [{ reservationNo: 'x' }]);
    await enqueue(t.app.ctx.db, 'nobody-handles-this', [{ any: 1 }]);
    await withFailingMailer(() => t.app.ctx.outbox.flush());
    expect(await waiting()).toEqual([expect.objectContaining({ topic: 'nobody-handles-this', attempts: 1 })]);
    await t.app.ctx.db.execute(sql`delete from outbox`);
  });

  it('sends what a stopped instance left behind when the next one starts, and two instances send each mail once', async () => {
    // Confirmations committed by an instance that stopped before sending them (they are in the table).
    const reservationNos: number[] = [];
    await withFailingMailer(async () => {
      for (let i = 0; i < 3; i++) {
        const res = await reserve(await createUser(t.app));
        reservationNos.push(res.json().reservationNo);
      }
      await t.app.ctx.outbox.flush();
    });
    await expireClaims();
    // And a batch written straight into the table (a store deletion's mails, say).
    await enqueueReservationMails(t.app.ctx.db, reservationNos, 'cancelled-by-store');

    const second = await createTestApp({ database: t.database });
    const third = await createTestApp({ database: t.database });
    try {
      second.app.ctx.outbox.wake();
      third.app.ctx.outbox.wake();
      await Promise.all([second.app.ctx.outbox.flush(), third.app.ctx.outbox.flush()]);
      const sent = [...second.mails, ...third.mails, ...t.mails].filter((mail) =>
        reservationNos.some((no) => mail.text.includes(`예약번호: ${no}`)),
      );
      expect(sent).toHaveLength(reservationNos.length * 2);
      for (const no of reservationNos) {
        const about = sent.filter((mail) => mail.text.includes(`예약번호: ${no}`)).map((mail) => mail.subject);
        expect(about).toHaveLength(2);
        expect(about.some((subject) => subject.includes('예약이 확정되었습니다'))).toBe(true);
        expect(about.some((subject) => subject.includes('가게 사정으로 예약이 취소되었습니다'))).toBe(true);
      }
      expect(await waiting()).toEqual([]);
    } finally {
      await second.close();
      await third.close();
    }
  });
});
