import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_PUBLIC_URL, appWithSmtp } from '../helpers/app.js';
import { type TestUser, authHeader, createStore, createUser } from '../helpers/factories.js';
import { icsLines, icsValue, inviteOf } from '../helpers/ics.js';
import { book, storedReservation } from '../helpers/reservations.js';

describe('booking e-mails over real SMTP', () => {
  const run = appWithSmtp({ MAIL_FROM: '식탁 <reservations@siktak.test>' });
  let member: TestUser;
  let owner: TestUser;
  let store: { storeNo: number; name: string };

  beforeAll(async () => {
    member = await createUser(run.t.app, { name: '박메일', email: 'mail.member@example.com' });
    owner = await createUser(run.t.app, { role: 'ROLE_OWNER' });
    store = await createStore(run.t.app, { name: '을지로 노포; 본점, 2호', ownerNo: owner.userNo, capacity: 10 });
  });

  async function reserve(date: string): Promise<number> {
    const res = await book(run.t.app, member, {
      userNo: member.userNo,
      storeNo: store.storeNo,
      reservationDate: date,
      reservationTime: '12:00',
      personCount: 2,
    });
    expect(res.statusCode).toBe(201);
    return res.json().reservationNo;
  }

  it('sends a Korean confirmation with a REQUEST invite, and a CANCEL with the same UID when the member cancels', async () => {
    const reservationNo = await reserve('2026-11-20');
    const confirmation = await run.smtp.waitFor(member.email, /예약이 확정되었습니다/);
    expect(confirmation.subject).toBe(`[식탁] 예약이 확정되었습니다 - ${store.name}`);
    expect(confirmation.from).toBe('reservations@siktak.test');
    expect(confirmation.text).toContain('박메일님, 예약이 확정되었습니다.');
    expect(confirmation.text).toContain('일시: 2026.11.20 (금) 12:00');
    expect(confirmation.text).toContain('인원: 2명');
    expect(confirmation.html).toContain('<table');
    // The link opens the booking's own page, which loads by the number in its address.
    expect(confirmation.text).toContain(`예약 상세: ${TEST_PUBLIC_URL}/my-reservation-detail/${reservationNo}`);
    expect(confirmation.html).toContain(`href="${TEST_PUBLIC_URL}/my-reservation-detail/${reservationNo}"`);

    const invite = inviteOf(confirmation);
    // Folded at 75 characters (the `ics` package folds by character, not by octet).
    for (const line of invite.split(/\r?\n/)) expect([...line].length).toBeLessThanOrEqual(75);
    expect(icsLines(invite)[0]).toBe('BEGIN:VCALENDAR');
    expect(icsValue(invite, 'METHOD')).toBe('REQUEST');
    expect(icsValue(invite, 'UID')).toBe(`reservation-${reservationNo}@siktak`);
    expect(icsValue(invite, 'SEQUENCE')).toBe('0');
    expect(icsValue(invite, 'STATUS')).toBe('CONFIRMED');
    // 12:00 in Seoul is 03:00 UTC; one hourly slot.
    expect(icsValue(invite, 'DTSTART')).toBe('20261120T030000Z');
    expect(icsValue(invite, 'DTEND')).toBe('20261120T040000Z');
    expect(icsValue(invite, 'SUMMARY')).toBe('을지로 노포\\; 본점\\, 2호 예약 (2명)');
    expect(icsValue(invite, 'LOCATION')).toBe('서울 강남구 테헤란로 1 1층');
    // A URI scheme is case-insensitive (MAILTO: or mailto:).
    expect(icsValue(invite, 'ORGANIZER')?.toLowerCase()).toBe('mailto:reservations@siktak.test');
    expect(icsValue(invite, 'ATTENDEE')).toBe(`mailto:${member.email}`);

    const cancelled = await run.t.app.inject({
      method: 'PATCH',
      url: '/api/reservation/mypage/cancel',
      headers: await authHeader(run.t.app, member),
      payload: { reservationNo, cancelReason: '날짜 착오' },
    });
    expect(cancelled.statusCode).toBe(200);
    const notice = await run.smtp.waitFor(member.email, /예약이 취소되었습니다/);
    expect(notice.text).toContain('요청하신 예약 취소가 완료되었습니다.');
    expect(notice.text).toContain('취소 사유: 날짜 착오');
    const cancel = inviteOf(notice);
    expect(icsValue(cancel, 'METHOD')).toBe('CANCEL');
    expect(icsValue(cancel, 'UID')).toBe(icsValue(invite, 'UID'));
    expect(icsValue(cancel, 'SEQUENCE')).toBe('1');
    expect(icsValue(cancel, 'STATUS')).toBe('CANCELLED');
    expect(icsValue(cancel, 'DTSTART')).toBe(icsValue(invite, 'DTSTART'));
  });

  it('tells the member when the store cancels, with the reason and a CANCEL invite', async () => {
    const reservationNo = await reserve('2026-11-21');
    await run.smtp.waitFor(member.email, /예약이 확정되었습니다/);
    const res = await run.t.app.inject({
      method: 'PATCH',
      url: '/api/reservation/owner/cancel',
      headers: await authHeader(run.t.app, owner),
      payload: { reservationNo: String(reservationNo), cancelReason: '주방 설비 점검' },
    });
    expect(res.statusCode).toBe(200);
    const notice = await run.smtp.waitFor(member.email, /가게 사정으로 예약이 취소되었습니다/);
    expect(notice.text).toContain('취소 사유: 주방 설비 점검');
    const cancel = inviteOf(notice);
    expect(icsValue(cancel, 'METHOD')).toBe('CANCEL');
    expect(icsValue(cancel, 'UID')).toBe(`reservation-${reservationNo}@siktak`);
    expect(icsValue(cancel, 'SEQUENCE')).toBe('1');
  });

  it('books anyway when the mail server fails, and logs the failure', async () => {
    const { ctx } = run.t.app;
    const [realMailer, realError] = [ctx.mailer, ctx.log.error];
    const errors: unknown[] = [];
    ctx.mailer = {
      send: async () => {
        throw new Error('SMTP unavailable');
      },
    };
    ctx.log.error = ((...args: unknown[]) => errors.push(args)) as typeof ctx.log.error;
    try {
      const reservationNo = await reserve('2026-11-22');
      expect((await storedReservation(run.t.app, reservationNo))?.status).toBe('Y');
      await expect.poll(() => errors.length).toBe(1);
    } finally {
      ctx.mailer = realMailer;
      ctx.log.error = realError;
    }
  });
});
