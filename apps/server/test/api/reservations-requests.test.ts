import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, MESSAGES } from '@siktak/contract';
import { reservations } from '../../src/db/schema.js';
import { appWithSmtp } from '../helpers/app.js';
import { type TestUser, authHeader, createStore, createUser } from '../helpers/factories.js';
import { book, bookedInSlot, storedReservation } from '../helpers/reservations.js';

/** 요청사항 at booking (issue 37): an occasion and a note to the store, from the booking to every view of it. */
describe('POST /api/reservation with an occasion and a note (요청사항)', () => {
  const run = appWithSmtp();
  let member: TestUser;
  let owner: TestUser;
  let store: { storeNo: number; name: string };

  beforeAll(async () => {
    member = await createUser(run.t.app, { name: '김요청', email: 'request.member@example.com' });
    owner = await createUser(run.t.app, { role: 'ROLE_OWNER' });
    store = await createStore(run.t.app, { name: '연남 요청 식당', ownerNo: owner.userNo, capacity: 10 });
  });

  const slot = (date: string, extra: Record<string, unknown> = {}, diner = member) => ({
    userNo: diner.userNo,
    storeNo: store.storeNo,
    reservationDate: date,
    reservationTime: '18:00',
    personCount: 2,
    ...extra,
  });

  async function get(user: TestUser, url: string) {
    return run.t.app.inject({ method: 'GET', url, headers: await authHeader(run.t.app, user) });
  }

  async function memberBookings(): Promise<number> {
    const rows = await run.t.app.ctx.db
      .select({ no: reservations.reservationNo })
      .from(reservations)
      .where(eq(reservations.userNo, member.userNo));
    return rows.length;
  }

  it('stores both, trimmed, and shows them to the diner, in the owner list and detail and in the mail, as text', async () => {
    const note = '  땅콩 알레르기가 있어요.\n<b>창가</b> 자리 & "조용한" 곳 부탁드려요 <script>alert(1)</script>  ';
    const res = await book(run.t.app, member, slot('2026-11-20', { occasion: 'BIRTHDAY', requestNote: note }));
    expect(res.statusCode).toBe(201);
    const { reservationNo } = res.json();
    const typed = note.trim();

    expect(await storedReservation(run.t.app, reservationNo)).toMatchObject({
      occasion: 'BIRTHDAY',
      requestNote: typed,
    });
    const wanted = { occasion: 'BIRTHDAY', requestNote: typed };
    const mine = await get(member, `/api/reservation/mypage/detail/${reservationNo}`);
    expect(mine.json()).toMatchObject({ reservationNo, ...wanted });
    const list = await get(owner, `/api/reservation/owner/${store.storeNo}?page=0`);
    expect(
      list.json().reservationList.find((r: { reservationNo: number }) => r.reservationNo === reservationNo),
    ).toEqual(expect.objectContaining(wanted));
    const detail = await get(owner, `/api/reservation/owner/detail/${reservationNo}`);
    expect(detail.json()).toMatchObject({ reservationNo, userName: '김요청', ...wanted });

    const mail = await run.smtp.waitFor(member.email, /예약이 확정되었습니다/);
    expect(mail.text).toContain('방문 목적: 생일');
    expect(mail.text).toContain(`요청사항: ${typed}`);
    expect(mail.html).toContain('생일');
    // The note is text in the HTML: escaped, never markup.
    expect(mail.html).toContain(
      '땅콩 알레르기가 있어요.\n&lt;b&gt;창가&lt;/b&gt; 자리 &amp; &quot;조용한&quot; 곳 부탁드려요 &lt;script&gt;alert(1)&lt;/script&gt;',
    );
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>창가');
  });

  it("books the existing client's body as before, with neither, and a blank note or null as none", async () => {
    const diner = await createUser(run.t.app, { email: 'plain.diner@example.com' });
    const plain = await book(run.t.app, diner, slot('2026-11-21', {}, diner));
    expect(plain.statusCode).toBe(201);
    const blank = await book(run.t.app, diner, slot('2026-11-22', { occasion: null, requestNote: '   \n ' }, diner));
    expect(blank.statusCode).toBe(201);
    for (const { reservationNo } of [plain.json(), blank.json()]) {
      expect(await storedReservation(run.t.app, reservationNo)).toMatchObject({ occasion: null, requestNote: null });
      expect((await get(diner, `/api/reservation/mypage/detail/${reservationNo}`)).json()).toMatchObject({
        occasion: null,
        requestNote: null,
      });
      expect((await get(owner, `/api/reservation/owner/detail/${reservationNo}`)).json()).toMatchObject({
        occasion: null,
        requestNote: null,
      });
    }
    const mail = await run.smtp.waitFor(diner.email, /예약이 확정되었습니다/);
    expect(mail.text).not.toContain('방문 목적');
    expect(mail.text).not.toContain('요청사항');
  });

  it(`takes a note of ${LIMITS.requestNoteMax} characters and refuses one more, booking nothing`, async () => {
    const longest = '가'.repeat(LIMITS.requestNoteMax);
    const ok = await book(run.t.app, member, slot('2026-11-23', { occasion: 'OTHER', requestNote: ` ${longest} ` }));
    expect(ok.statusCode).toBe(201);
    expect((await storedReservation(run.t.app, ok.json().reservationNo))?.requestNote).toBe(longest);

    const before = await memberBookings();
    const res = await book(run.t.app, member, slot('2026-11-24', { requestNote: `${longest}나` }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      code: '400',
      message: MESSAGES.requestNoteTooLong,
      fields: { requestNote: MESSAGES.requestNoteTooLong },
    });
    expect(MESSAGES.requestNoteTooLong).toBe('요청사항은 200자까지 적을 수 있어요.');
    expect(await memberBookings()).toBe(before);
    expect(await bookedInSlot(run.t.app, store.storeNo, '2026-11-24', '18:00')).toBe(0);
  });

  it('refuses an occasion that is not one of the list, booking nothing', async () => {
    const before = await memberBookings();
    for (const occasion of ['PARTY', 'birthday', '생일', '', 3]) {
      const res = await book(run.t.app, member, slot('2026-11-25', { occasion, requestNote: '창가 자리' }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: '400', message: '방문 목적은 목록에 있는 것 중에서 골라주세요.' });
    }
    expect(await memberBookings()).toBe(before);
    expect(await bookedInSlot(run.t.app, store.storeNo, '2026-11-25', '18:00')).toBe(0);
  });

  it("keeps the note from another member and another store's owner", async () => {
    const res = await book(
      run.t.app,
      member,
      slot('2026-11-26', { occasion: 'ANNIVERSARY', requestNote: '케이크를 가져가요.' }),
    );
    expect(res.statusCode).toBe(201);
    const { reservationNo } = res.json();
    const stranger = await createUser(run.t.app);
    const otherOwner = await createUser(run.t.app, { role: 'ROLE_OWNER' });
    await createStore(run.t.app, { ownerNo: otherOwner.userNo });

    const theirs = await get(stranger, `/api/reservation/mypage/detail/${reservationNo}`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).not.toContain('케이크');
    const asMember = await get(stranger, `/api/reservation/owner/detail/${reservationNo}`);
    expect(asMember.statusCode).toBe(403);
    for (const url of [
      `/api/reservation/owner/detail/${reservationNo}`,
      `/api/reservation/owner/${store.storeNo}?page=0`,
    ]) {
      const answer = await get(otherOwner, url);
      expect(answer.statusCode).toBe(403);
      expect(answer.body).not.toContain('케이크');
    }
  });
});
