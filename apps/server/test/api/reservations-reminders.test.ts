import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { reservations, stores } from '../../src/db/schema.js';
import { appWithSmtp } from '../helpers/app.js';
import { type TestUser, createReservation, createStore, createUser } from '../helpers/factories.js';
import { storedReservation } from '../helpers/reservations.js';

const JOB = 'reservation-reminders';
/** Long enough for a mail that was sent to have been parsed by the capture server. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('reminder e-mails the day before a booking, over real SMTP', () => {
  // The test clock: Tuesday 2026-11-17 10:00 in Seoul.
  const run = appWithSmtp({ MAIL_FROM: '식탁 <reservations@siktak.test>' });
  let store: { storeNo: number; name: string };

  beforeAll(async () => {
    store = await createStore(run.t.app, { name: '을지로 평양냉면', capacity: 20 });
  });

  const mailsTo = (user: TestUser) => run.smtp.messages.filter((m) => m.to.includes(user.email.toLowerCase()));

  it('sends one Korean reminder for a confirmed booking tomorrow, none for cancelled, later or deleted-store bookings', async () => {
    const booker = await createUser(run.t.app, { name: '김내일' });
    const cancelled = await createUser(run.t.app);
    const later = await createUser(run.t.app);
    const gone = await createUser(run.t.app);
    const goneStore = await createStore(run.t.app, { name: '문 닫은 식당' });
    await run.t.app.ctx.db
      .update(stores)
      .set({ deletedAt: run.t.clock.now() })
      .where(eq(stores.storeNo, goneStore.storeNo));

    const booked = await createReservation(run.t.app, {
      userNo: booker.userNo,
      storeNo: store.storeNo,
      date: '2026-11-18',
      time: '19:00',
      personCount: 3,
    });
    await createReservation(run.t.app, {
      userNo: cancelled.userNo,
      storeNo: store.storeNo,
      date: '2026-11-18',
      time: '12:00',
      status: 'N',
    });
    await createReservation(run.t.app, {
      userNo: later.userNo,
      storeNo: store.storeNo,
      date: '2026-11-19',
      time: '12:00',
    });
    await createReservation(run.t.app, {
      userNo: gone.userNo,
      storeNo: goneStore.storeNo,
      date: '2026-11-18',
      time: '12:00',
    });

    expect(await run.t.app.scheduler.runNow(JOB)).toBe(true);
    const mail = await run.smtp.waitFor(booker.email, /내일 예약/);
    expect(mail.subject).toBe('[식탁] 내일 예약을 알려드려요 - 을지로 평양냉면');
    expect(mail.from).toBe('reservations@siktak.test');
    expect(mail.text).toContain('김내일님, 내일 예약이 있어요.');
    expect(mail.text).toContain('가게: 을지로 평양냉면');
    expect(mail.text).toContain('일시: 2026.11.18 (수) 19:00');
    expect(mail.text).toContain('인원: 3명');
    expect(mail.text).toContain('주소: 서울 강남구 테헤란로 1 1층');
    expect(mail.html).toContain('을지로 평양냉면');
    expect(mail.attachments).toEqual([]);
    expect((await storedReservation(run.t.app, booked.reservationNo))?.reminderSentAt).toEqual(run.t.clock.now());

    // Later runs find nothing left to send.
    expect(await run.t.app.scheduler.runNow(JOB)).toBe(true);
    expect(await run.t.app.scheduler.runNow(JOB)).toBe(true);
    await settle();
    expect(mailsTo(booker)).toHaveLength(1);
    expect(mailsTo(cancelled)).toHaveLength(0);
    expect(mailsTo(later)).toHaveLength(0);
    expect(mailsTo(gone)).toHaveLength(0);
  });

  it('waits for 09:00 Seoul time on the day before', async () => {
    const early = await createUser(run.t.app);
    const { reservationNo } = await createReservation(run.t.app, {
      userNo: early.userNo,
      storeNo: store.storeNo,
      date: '2026-11-21',
      time: '12:00',
    });
    run.t.clock.set('2026-11-19T23:59:00.000Z'); // 2026-11-20 08:59 in Seoul
    await run.t.app.scheduler.runNow(JOB);
    await settle();
    expect(mailsTo(early)).toHaveLength(0);
    expect((await storedReservation(run.t.app, reservationNo))?.reminderSentAt).toBeNull();

    run.t.clock.set('2026-11-20T00:00:00.000Z'); // 09:00 in Seoul
    await run.t.app.scheduler.runNow(JOB);
    await run.smtp.waitFor(early.email, /내일 예약/);
    await settle();
    expect(mailsTo(early)).toHaveLength(1);
  });

  it('does not remind a booking cancelled after it was made', async () => {
    const member = await createUser(run.t.app);
    const { reservationNo } = await createReservation(run.t.app, {
      userNo: member.userNo,
      storeNo: store.storeNo,
      date: '2026-11-22',
      time: '13:00',
    });
    await run.t.app.ctx.db
      .update(reservations)
      .set({ status: 'N' })
      .where(eq(reservations.reservationNo, reservationNo));
    run.t.clock.set('2026-11-21T03:00:00.000Z');
    await run.t.app.scheduler.runNow(JOB);
    await settle();
    expect(mailsTo(member)).toHaveLength(0);
  });
});
