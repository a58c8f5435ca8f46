import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@siktak/contract';
import { type TestApp, createTestApp } from '../helpers/app.js';
import {
  type TestUser,
  authHeader,
  createReservation,
  createReview,
  createStore,
  createUser,
  pngImage,
  reviewForm,
} from '../helpers/factories.js';
import { storedReservation } from '../helpers/reservations.js';

// "Now" is Tuesday 2026-11-17 10:00 in Seoul.
const TODAY = '2026-11-17';

describe('no-shows', () => {
  let t: TestApp;
  let owner: TestUser;
  let rival: TestUser;
  let admin: TestUser;
  let member: TestUser;
  let store: { storeNo: number };

  const call = async (method: 'GET' | 'PATCH' | 'POST', url: string, user: TestUser | null, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: user ? await authHeader(t.app, user) : {},
      ...(payload ? { payload: payload as Record<string, unknown> } : {}),
    });
  const mark = (user: TestUser | null, reservationNo: unknown, noShow: unknown = true) =>
    call('PATCH', '/api/reservation/owner/no-show', user, { reservationNo, noShow });
  const booking = (date: string, time: string, status: 'Y' | 'N' = 'Y') =>
    createReservation(t.app, { userNo: member.userNo, storeNo: store.storeNo, date, time, status }).then(
      (r) => r.reservationNo,
    );
  const memberRow = async (reservationNo: number) => {
    const list = await call('GET', `/api/reservation/mypage/${member.userNo}?page=0`, member);
    return list.json().reservationList.find((r: { reservationNo: number }) => r.reservationNo === reservationNo);
  };
  const ownerRow = async (reservationNo: number) => {
    const list = await call('GET', `/api/reservation/owner/${store.storeNo}?page=0`, owner);
    return list.json().reservationList.find((r: { reservationNo: number }) => r.reservationNo === reservationNo);
  };
  const noShowCount = async () =>
    (await call('POST', '/api/admin/manage/user/detail', admin, { userNo: String(member.userNo) })).json().data
      .noShowCount;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await createUser(t.app, { role: 'ROLE_OWNER' });
    rival = await createUser(t.app, { role: 'ROLE_OWNER' });
    admin = await createUser(t.app, { role: 'ROLE_ADMIN' });
    member = await createUser(t.app);
    store = await createStore(t.app, { ownerNo: owner.userNo, openTime: '09:00', closeTime: '21:00' });
    await createStore(t.app, { ownerNo: rival.userNo });
  });

  afterAll(async () => {
    await t?.close();
  });

  it('marks a past confirmed booking: Y on the existing calls with isNoShow, no review, counted for the admin; taken back the same way', async () => {
    const no = await booking('2026-11-16', '18:00');
    expect(await noShowCount()).toBe(0);

    const res = await mark(owner, String(no));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: '노쇼로 처리했어요.' });
    expect(await storedReservation(t.app, no)).toMatchObject({ status: 'NOSHOW' });

    // The existing client keeps seeing exactly Y or N; our app reads isNoShow.
    expect(await memberRow(no)).toMatchObject({ status: 'Y', isNoShow: 'Y', isReview: 'NO' });
    expect((await call('GET', `/api/reservation/mypage/detail/${no}`, member)).json()).toMatchObject({
      status: 'Y',
      isNoShow: 'Y',
      isReview: 'NO',
      cancellable: false,
    });
    expect(await ownerRow(no)).toEqual(expect.objectContaining({ status: 'Y', isNoShow: 'Y' }));
    expect((await call('GET', `/api/reservation/owner/detail/${no}`, owner)).json()).toMatchObject({
      status: 'Y',
      isNoShow: 'Y',
      cancellable: false,
      noShowEditable: true,
    });
    expect(await noShowCount()).toBe(1);

    // Marking twice changes nothing.
    expect((await mark(owner, no)).statusCode).toBe(200);
    expect(await noShowCount()).toBe(1);

    const undone = await mark(owner, no, false);
    expect(undone.statusCode).toBe(200);
    expect(undone.json()).toEqual({ success: true, message: '노쇼 처리를 취소했어요.' });
    expect(await memberRow(no)).toMatchObject({ status: 'Y', isNoShow: 'N', isReview: 'YET' });
    expect(await noShowCount()).toBe(0);
  });

  it('is for the store\'s owner or an admin: another owner and members 403, visitors 401 "401", unknown 404', async () => {
    const no = await booking('2026-11-15', '12:00');
    expect((await mark(rival, no)).statusCode).toBe(403);
    expect((await mark(member, no)).statusCode).toBe(403);
    const visitor = await mark(null, no);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ code: '401' });
    expect((await mark(owner, 999_999)).statusCode).toBe(404);
    expect((await mark(owner, no, 'yes')).statusCode).toBe(400);
    expect(await storedReservation(t.app, no)).toMatchObject({ status: 'Y' });
    expect((await mark(admin, no)).statusCode).toBe(200);
    expect(await storedReservation(t.app, no)).toMatchObject({ status: 'NOSHOW' });
  });

  it('only past confirmed bookings of the last 7 days without a review: E141, E142, E143', async () => {
    const future = await booking('2026-11-20', '12:00');
    const laterToday = await booking(TODAY, '11:00');
    const startedToday = await booking(TODAY, '10:00');
    const cancelled = await booking('2026-11-16', '12:00', 'N');
    const reviewed = await booking('2026-11-14', '12:00');
    await createReview(t.app, { reservationNo: reviewed, userNo: member.userNo, storeNo: store.storeNo, grade: 4 });
    const lastDay = await booking('2026-11-10', '12:00');
    const tooOld = await booking('2026-11-09', '20:00');

    for (const no of [future, laterToday, cancelled]) {
      const res = await mark(owner, no);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'E141',
        message: '노쇼는 시작 시간이 지난 확정 예약만 처리할 수 있어요.',
      });
    }
    const refusedReviewed = await mark(owner, reviewed);
    expect(refusedReviewed.statusCode).toBe(409);
    expect(refusedReviewed.json()).toMatchObject({
      code: 'E142',
      message: '리뷰를 남긴 예약은 노쇼로 처리할 수 없어요.',
    });
    const old = await mark(owner, tooOld);
    expect(old.statusCode).toBe(400);
    expect(old.json()).toMatchObject({
      code: 'E143',
      message: `노쇼 처리는 예약일로부터 ${LIMITS.noShowMarkDays}일 안에만 할 수 있어요.`,
    });
    expect((await call('GET', `/api/reservation/owner/detail/${tooOld}`, owner)).json().noShowEditable).toBe(false);
    expect((await call('GET', `/api/reservation/owner/detail/${future}`, owner)).json().noShowEditable).toBe(false);

    expect((await mark(owner, startedToday)).statusCode).toBe(200);
    expect((await mark(owner, lastDay)).statusCode).toBe(200);
  });

  it('a no-show can be neither cancelled (E144) nor reviewed', async () => {
    const no = await booking(TODAY, '09:00');
    expect((await mark(owner, no)).statusCode).toBe(200);
    // The owner may cancel today's started bookings, but not a no-show.
    const byOwner = await call('PATCH', '/api/reservation/owner/cancel', owner, {
      reservationNo: String(no),
      cancelReason: '재료 소진',
    });
    expect(byOwner.statusCode).toBe(409);
    expect(byOwner.json()).toMatchObject({ code: 'E144', message: '노쇼로 처리된 예약은 취소할 수 없어요.' });
    const byMember = await call('PATCH', '/api/reservation/mypage/cancel', member, {
      reservationNo: no,
      cancelReason: '단순 변심',
    });
    expect(byMember.json()).toMatchObject({ code: 'E144' });

    const review = await t.app.inject({
      method: 'POST',
      url: '/api/review/write',
      headers: await authHeader(t.app, member),
      payload: reviewForm({ reservationNo: no, storeNo: store.storeNo, storeGrade: 5, reviewContent: '좋았어요' }, [
        { data: await pngImage() },
      ]),
    });
    expect(review.statusCode).toBe(400);
    expect(review.json()).toMatchObject({ code: 'E125', message: '노쇼로 처리된 예약에는 리뷰를 작성할 수 없어요.' });
    expect(await storedReservation(t.app, no)).toMatchObject({ status: 'NOSHOW' });
  });
});
