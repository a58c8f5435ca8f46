import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@siktak/contract';
import { type TestApp, createTestApp } from '../helpers/app.js';
import { type TestUser, authHeader, createReservation, createStore, createUser } from '../helpers/factories.js';
import { cancelAsMember, storedReservation } from '../helpers/reservations.js';

// "Now" is Tuesday 2026-11-17 10:00 in Seoul.
const TODAY = '2026-11-17';

describe('방문 완료 and the guest card', () => {
  let t: TestApp;
  let owner: TestUser;
  let rival: TestUser;
  let admin: TestUser;
  let member: TestUser;
  let store: { storeNo: number };
  let rivalStore: { storeNo: number };

  const call = async (
    method: 'GET' | 'PATCH' | 'PUT' | 'DELETE' | 'POST',
    url: string,
    user: TestUser | null,
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url,
      headers: user ? await authHeader(t.app, user) : {},
      ...(payload ? { payload: payload as Record<string, unknown> } : {}),
    });
  const visit = (user: TestUser | null, reservationNo: unknown, visited: unknown = true) =>
    call('PATCH', '/api/reservation/owner/visited', user, { reservationNo, visited });
  const noShow = (user: TestUser, reservationNo: number, value = true) =>
    call('PATCH', '/api/reservation/owner/no-show', user, { reservationNo, noShow: value });
  const card = (user: TestUser | null, reservationNo: number | string) =>
    call('GET', `/api/owner/guests/by-reservation/${reservationNo}`, user);
  const saveNote = (user: TestUser | null, reservationNo: number, note: unknown) =>
    call('PUT', `/api/owner/guests/by-reservation/${reservationNo}/note`, user, { note });
  const deleteNote = (user: TestUser | null, reservationNo: number) =>
    call('DELETE', `/api/owner/guests/by-reservation/${reservationNo}/note`, user);
  const detail = async (reservationNo: number) =>
    (await call('GET', `/api/reservation/owner/detail/${reservationNo}`, owner)).json();
  const ownerRow = async (reservationNo: number) => {
    const list = await call('GET', `/api/reservation/owner/${store.storeNo}?page=0`, owner);
    return list.json().reservationList.find((r: { reservationNo: number }) => r.reservationNo === reservationNo);
  };
  const booking = (guest: TestUser, date: string, time: string, at: { storeNo: number } = store) =>
    createReservation(t.app, { userNo: guest.userNo, storeNo: at.storeNo, date, time }).then((r) => r.reservationNo);

  beforeAll(async () => {
    t = await createTestApp();
    owner = await createUser(t.app, { role: 'ROLE_OWNER' });
    rival = await createUser(t.app, { role: 'ROLE_OWNER' });
    admin = await createUser(t.app, { role: 'ROLE_ADMIN' });
    member = await createUser(t.app, { name: '김단골' });
    store = await createStore(t.app, { ownerNo: owner.userNo, openTime: '09:00', closeTime: '21:00' });
    rivalStore = await createStore(t.app, { ownerNo: rival.userNo, openTime: '09:00', closeTime: '21:00' });
  });

  afterAll(async () => {
    await t?.close();
  });

  describe('PATCH /api/reservation/owner/visited', () => {
    it('marks a started confirmed booking 방문 완료: status stays Y, `visited` Y on the owner list and detail; taken back', async () => {
      const no = await booking(member, '2026-11-16', '18:00');
      expect(await detail(no)).toMatchObject({ status: 'Y', isNoShow: 'N', visited: 'N', visitEditable: true });

      const res = await visit(owner, String(no));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: '방문 완료로 처리했어요.' });
      const stored = await storedReservation(t.app, no);
      expect(stored).toMatchObject({ status: 'Y' });
      expect(stored?.visitedAt).toBeInstanceOf(Date);

      // The existing wire letters stay Y/N; the mark is the additive field.
      expect(await ownerRow(no)).toMatchObject({ status: 'Y', isNoShow: 'N', visited: 'Y' });
      const marked = await detail(no);
      expect(marked).toMatchObject({
        status: 'Y',
        isNoShow: 'N',
        visited: 'Y',
        visitEditable: true,
        // Not both: the no-show button goes away while the visit stands.
        noShowEditable: false,
      });
      expect(marked.history.map((e: { kind: string }) => e.kind)).toEqual(['booked', 'visited']);
      // The diner's own calls stay as they were.
      const mine = (await call('GET', `/api/reservation/mypage/detail/${no}`, member)).json();
      expect(mine).toMatchObject({ status: 'Y', isNoShow: 'N', isReview: 'YET' });
      expect(mine).not.toHaveProperty('visited');

      // Marking twice keeps the first time.
      expect((await visit(owner, no)).statusCode).toBe(200);
      expect((await storedReservation(t.app, no))?.visitedAt).toEqual(stored?.visitedAt);

      const undone = await visit(owner, no, false);
      expect(undone.json()).toEqual({ success: true, message: '방문 완료 처리를 취소했어요.' });
      expect(await storedReservation(t.app, no)).toMatchObject({ status: 'Y', visitedAt: null });
      expect(await detail(no)).toMatchObject({ visited: 'N', noShowEditable: true });
    });

    it("follows the no-show's window: not started or cancelled E193, older than 7 days E194", async () => {
      const future = await booking(member, '2026-11-20', '12:00');
      const laterToday = await booking(member, TODAY, '11:00');
      const cancelled = await booking(member, '2026-11-22', '12:00');
      await cancelAsMember(t.app, member, cancelled);
      for (const no of [future, laterToday, cancelled]) {
        const res = await visit(owner, no);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({
          code: 'E193',
          message: '방문 완료는 시작 시간이 지난 확정 예약만 처리할 수 있어요.',
        });
      }
      const tooOld = await booking(member, '2026-11-09', '20:00');
      const old = await visit(owner, tooOld);
      expect(old.statusCode).toBe(400);
      expect(old.json()).toMatchObject({
        code: 'E194',
        message: `방문 완료 처리는 예약일로부터 ${LIMITS.noShowMarkDays}일 안에만 할 수 있어요.`,
      });
      expect((await detail(tooOld)).visitEditable).toBe(false);
      expect((await detail(future)).visitEditable).toBe(false);

      const startedToday = await booking(member, TODAY, '10:00');
      const lastDay = await booking(member, '2026-11-10', '12:00');
      expect((await visit(owner, startedToday)).statusCode).toBe(200);
      expect((await visit(owner, lastDay)).statusCode).toBe(200);
    });

    it('is never both with 노쇼 (E195, E196), and a visited booking is not cancelled by the store (E197)', async () => {
      const marked = await booking(member, '2026-11-15', '12:00');
      expect((await noShow(owner, marked)).statusCode).toBe(200);
      const refused = await visit(owner, marked);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'E195',
        message: '노쇼로 처리된 예약은 방문 완료로 처리할 수 없어요. 노쇼 처리를 먼저 취소해주세요.',
      });
      expect(await detail(marked)).toMatchObject({ isNoShow: 'Y', visited: 'N', visitEditable: false });

      const visited = await booking(member, TODAY, '09:00');
      expect((await visit(owner, visited)).statusCode).toBe(200);
      const refusedNoShow = await noShow(owner, visited);
      expect(refusedNoShow.statusCode).toBe(409);
      expect(refusedNoShow.json()).toMatchObject({
        code: 'E196',
        message: '방문 완료로 처리된 예약은 노쇼로 처리할 수 없어요. 방문 완료를 먼저 취소해주세요.',
      });
      // The store may cancel today's started bookings, but not one whose guest came.
      expect((await detail(visited)).cancellable).toBe(false);
      const cancel = await call('PATCH', '/api/reservation/owner/cancel', owner, {
        reservationNo: visited,
        cancelReason: '재료 소진',
      });
      expect(cancel.statusCode).toBe(409);
      expect(cancel.json()).toMatchObject({ code: 'E197', message: '방문 완료로 처리된 예약은 취소할 수 없어요.' });
      expect(await storedReservation(t.app, visited)).toMatchObject({ status: 'Y' });

      // Undone, the other mark is open again.
      expect((await visit(owner, visited, false)).statusCode).toBe(200);
      expect((await noShow(owner, visited)).statusCode).toBe(200);
    });

    it("is for the store's owner or an admin: another owner and members 403, visitors 401, unknown 404, bad body 400", async () => {
      const no = await booking(member, '2026-11-14', '12:00');
      expect((await visit(rival, no)).statusCode).toBe(403);
      expect((await visit(member, no)).statusCode).toBe(403);
      expect((await visit(null, no)).statusCode).toBe(401);
      expect((await visit(owner, 999_999)).statusCode).toBe(404);
      const bad = await visit(owner, no, 'yes');
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ message: '입력값을 다시 확인해주세요.' });
      expect((await storedReservation(t.app, no))?.visitedAt).toBeNull();
      expect((await visit(admin, no)).statusCode).toBe(200);
    });
  });

  describe('the guest card', () => {
    let guest: TestUser;
    let opened: number;

    beforeAll(async () => {
      guest = await createUser(t.app, { name: '박손님' });
      // At this store: two visits, one no-show, one cancelled by the guest, one by the store, one plain past
      // booking, two upcoming; at another store one visit that must not count here.
      const visits = [await booking(guest, '2026-11-12', '19:00'), await booking(guest, '2026-11-16', '12:00')];
      for (const no of visits) expect((await visit(owner, no)).statusCode).toBe(200);
      const missed = await booking(guest, '2026-11-13', '19:00');
      expect((await noShow(owner, missed)).statusCode).toBe(200);
      const cancelledByGuest = await booking(guest, '2026-11-25', '18:00');
      expect((await cancelAsMember(t.app, guest, cancelledByGuest)).statusCode).toBe(200);
      const cancelledByStore = await booking(guest, '2026-11-26', '18:00');
      const byStore = await call('PATCH', '/api/reservation/owner/cancel', owner, {
        reservationNo: cancelledByStore,
        cancelReason: '재료 소진',
      });
      expect(byStore.statusCode).toBe(200);
      await booking(guest, '2026-11-11', '12:00');
      opened = await booking(guest, '2026-11-21', '19:00');
      await booking(guest, TODAY, '18:00');
      const elsewhere = await booking(guest, '2026-11-16', '12:00', rivalStore);
      expect((await visit(rival, elsewhere)).statusCode).toBe(200);
    });

    it("counts the guest's visits, no-shows and own cancellations at this store, and lists their upcoming bookings", async () => {
      const res = await card(owner, String(opened));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        userName: '박손님',
        visitCount: 2,
        noShowCount: 1,
        cancelCount: 1,
        upcoming: [
          { reservationNo: expect.any(Number), reservationDate: TODAY, reservationTime: '18:00', personCount: 2 },
          { reservationNo: opened, reservationDate: '2026-11-21', reservationTime: '19:00', personCount: 2 },
        ],
        note: null,
      });
      // The same card from any of the guest's bookings at the store.
      const other = res.json().upcoming[0].reservationNo;
      expect((await card(owner, other)).json()).toEqual(res.json());
    });

    it('keeps one private note per store and guest: written, rewritten, deleted', async () => {
      const written = await saveNote(owner, opened, '  창가 선호, 갑각류 알레르기  ');
      expect(written.statusCode).toBe(200);
      expect(written.json()).toEqual({ success: true, message: '손님 메모를 저장했어요.' });
      expect((await card(owner, opened)).json().note).toEqual({
        text: '창가 선호, 갑각류 알레르기',
        updatedAt: expect.any(String),
      });

      expect((await saveNote(owner, opened, '창가 선호\n갑각류 알레르기 (새우 X)')).statusCode).toBe(200);
      expect((await card(owner, opened)).json().note.text).toBe('창가 선호\n갑각류 알레르기 (새우 X)');

      const tooLong = await saveNote(owner, opened, '가'.repeat(LIMITS.guestNoteMax + 1));
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json()).toMatchObject({ message: `손님 메모는 ${LIMITS.guestNoteMax}자까지 적을 수 있어요.` });
      const blank = await saveNote(owner, opened, '   ');
      expect(blank.statusCode).toBe(400);
      expect(blank.json()).toMatchObject({ message: '메모 내용을 입력해주세요.' });
      expect((await saveNote(owner, opened, '가'.repeat(LIMITS.guestNoteMax))).statusCode).toBe(200);

      const deleted = await deleteNote(owner, opened);
      expect(deleted.json()).toEqual({ success: true, message: '손님 메모를 삭제했어요.' });
      expect((await card(owner, opened)).json().note).toBeNull();
      const again = await deleteNote(owner, opened);
      expect(again.statusCode).toBe(404);
      expect(again.json()).toMatchObject({ message: '삭제할 손님 메모가 없어요.' });
    });

    it('is refused to other owners (403), members and the guest themselves (403), admins (403), visitors (401)', async () => {
      expect((await saveNote(owner, opened, '창가 선호')).statusCode).toBe(200);
      for (const user of [rival, member, guest, admin]) {
        expect((await card(user, opened)).statusCode).toBe(403);
        expect((await saveNote(user, opened, '덮어쓰기')).statusCode).toBe(403);
        expect((await deleteNote(user, opened)).statusCode).toBe(403);
      }
      expect((await card(null, opened)).statusCode).toBe(401);
      expect((await card(owner, 999_999)).statusCode).toBe(404);
      expect((await card(owner, 'abc')).statusCode).toBe(404);
      expect((await card(owner, opened)).json().note.text).toBe('창가 선호');

      // A guest who owns another store is still only a guest here.
      const ownerGuest = await createUser(t.app, { role: 'ROLE_OWNER' });
      await createStore(t.app, { ownerNo: ownerGuest.userNo });
      const theirs = await booking(ownerGuest, '2026-11-23', '12:00');
      expect((await saveNote(owner, theirs, '단체 예약 자주 함')).statusCode).toBe(200);
      expect((await card(ownerGuest, theirs)).statusCode).toBe(403);

      // No diner call carries the note.
      const diner = [
        await call('GET', `/api/reservation/mypage/detail/${opened}`, guest),
        await call('GET', `/api/reservation/mypage/${guest.userNo}?page=0`, guest),
        await call('GET', '/api/reservation/mypage/upcoming', guest),
      ];
      for (const res of diner) {
        expect(res.statusCode).toBe(200);
        expect(res.body).not.toContain('창가 선호');
      }
    });

    it("the rival store's owner keeps their own note about the same guest apart", async () => {
      const elsewhere = await booking(guest, '2026-11-24', '12:00', rivalStore);
      expect((await saveNote(rival, elsewhere, '조용한 자리')).statusCode).toBe(200);
      const theirs = (await card(rival, elsewhere)).json();
      expect(theirs).toMatchObject({ visitCount: 1, noShowCount: 0, cancelCount: 0, note: { text: '조용한 자리' } });
      expect((await card(owner, opened)).json().note.text).toBe('창가 선호');
    });
  });
});
