import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/client.js';
import { type SmtpCapture, startSmtpCapture } from '@siktak/e2e/stand-ins/smtp';
import { type TestApp, createTestApp } from '../helpers/app.js';
import { type TestUser, createReservation, createStore, createUser } from '../helpers/factories.js';

const JOB = 'reservation-reminders';
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

/** Two app instances on one PostgreSQL database run the reminder job: each booking gets one mail. */
describe('scheduled jobs on several instances', () => {
  let smtp: SmtpCapture;
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    a = await createTestApp({ env: { SMTP_URL: smtp.smtpUrl } });
    b = await createTestApp({ env: { SMTP_URL: smtp.smtpUrl }, database: a.database });
  });

  afterAll(async () => {
    await b?.close();
    await a?.close();
    await smtp?.close();
  });

  async function bookTomorrow(count: number): Promise<TestUser[]> {
    const store = await createStore(a.app, { capacity: 50 });
    const members: TestUser[] = [];
    for (let i = 0; i < count; i++) {
      const member = await createUser(a.app);
      await createReservation(a.app, {
        userNo: member.userNo,
        storeNo: store.storeNo,
        date: '2026-11-18',
        time: '12:00',
      });
      members.push(member);
    }
    return members;
  }

  it('sends one reminder per booking when both instances run the job at once, again and again', async () => {
    const members = await bookTomorrow(6);
    await Promise.all([
      a.app.scheduler.runNow(JOB),
      b.app.scheduler.runNow(JOB),
      a.app.scheduler.runNow(JOB),
      b.app.scheduler.runNow(JOB),
    ]);
    for (const member of members) await smtp.waitFor(member.email, /내일 예약/);
    await Promise.all([a.app.scheduler.runNow(JOB), b.app.scheduler.runNow(JOB)]);
    await settle();
    for (const member of members) {
      expect(smtp.messages.filter((m) => m.to.includes(member.email.toLowerCase()))).toHaveLength(1);
    }
  });

  it('skips the run while another instance holds the job lock', async () => {
    const [member] = await bookTomorrow(1);
    // Another instance's run in progress: a transaction holding the job's advisory lock.
    await a.app.ctx.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`siktak-job:${JOB}`}))`);
      expect(await b.app.scheduler.runNow(JOB)).toBe(false);
      await settle();
      expect(smtp.messages.filter((m) => m.to.includes(member!.email.toLowerCase()))).toHaveLength(0);
    });
    expect(await b.app.scheduler.runNow(JOB)).toBe(true);
    await smtp.waitFor(member!.email, /내일 예약/);
    const [row] = await rowsOf<{ n: number }>(
      a.app.ctx.db,
      sql`select count(*)::int as n from reservations where reminder_sent_at is null`,
    );
    expect(row?.n).toBe(0);
  });
});
