import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, LIMITS, MESSAGES, addDays } from '@siktak/contract';
import { type TestApp, createTestApp } from '../helpers/app.js';
import {
  type TestUser,
  authHeader,
  createReservation,
  createReview,
  createStore,
  createUser,
} from '../helpers/factories.js';

/** The owner's public reply to a review (사장님 답글, ADR-0046). */
describe('review replies', () => {
  let t: TestApp;
  let owner: TestUser;
  let rival: TestUser;
  let diner: TestUser;
  let admin: TestUser;
  let mine: { storeNo: number };
  let theirs: { storeNo: number };

  async function send(
    method: 'GET' | 'PUT' | 'DELETE' | 'PATCH',
    url: string,
    user: TestUser | null,
    payload?: object,
  ) {
    return t.app.inject({
      method,
      url,
      headers: user ? await authHeader(t.app, user) : {},
      ...(payload ? { payload } : {}),
    });
  }
  const putReply = (user: TestUser | null, reviewNo: number, body: object) =>
    send('PUT', `/api/owner/reviews/${reviewNo}/reply`, user, body);
  const deleteReply = (user: TestUser | null, reviewNo: number) =>
    send('DELETE', `/api/owner/reviews/${reviewNo}/reply`, user);
  const storeReviews = async (storeNo: number) => (await send('GET', `/api/review/store/${storeNo}`, null)).json();
  const replyOnStorePage = async (storeNo: number, reviewNo: number) =>
    (await storeReviews(storeNo)).find((r: { reviewNo: number }) => r.reviewNo === reviewNo)?.ownerReply;
  const dinerDetail = async (reviewNo: number) =>
    (await send('GET', `/api/review/myreview/detail/${reviewNo}`, diner)).json()[0];

  let day = 0;
  async function review(storeNo: number, values: { hidden?: boolean } = {}) {
    day += 1;
    const date = addDays('2026-11-16', -day);
    const { reservationNo } = await createReservation(t.app, { userNo: diner.userNo, storeNo, date, time: '18:00' });
    const { reviewNo } = await createReview(t.app, {
      reservationNo,
      userNo: diner.userNo,
      storeNo,
      grade: 5,
      content: `${date} 방문 후기`,
      createdAt: new Date(`${date}T12:00:00.000Z`),
      ...(values.hidden ? { hidden: true } : {}),
    });
    return reviewNo;
  }

  beforeAll(async () => {
    t = await createTestApp();
    owner = await createUser(t.app, { role: 'ROLE_OWNER', name: '김사장' });
    rival = await createUser(t.app, { role: 'ROLE_OWNER' });
    diner = await createUser(t.app, { nickname: '단골손님' });
    admin = await createUser(t.app, { role: 'ROLE_ADMIN' });
    mine = await createStore(t.app, { name: '사장님 가게', ownerNo: owner.userNo });
    theirs = await createStore(t.app, { name: '옆집 가게', ownerNo: rival.userNo });
  });

  afterAll(async () => {
    await t?.close();
  });

  it('writes, edits and deletes a reply; the store page and the diner see each change at once', async () => {
    const reviewNo = await review(mine.storeNo);
    // The public list is read (and so cached) before the reply exists.
    expect(await replyOnStorePage(mine.storeNo, reviewNo)).toBeNull();
    expect((await dinerDetail(reviewNo)).ownerReply).toBeNull();

    const written = await putReply(owner, reviewNo, { content: '  찾아주셔서 감사해요!\n또 오세요.  ' });
    expect(written.statusCode).toBe(200);
    const reply = written.json().ownerReply;
    expect(written.json()).toEqual({
      success: true,
      message: MESSAGES.replySaved,
      ownerReply: {
        content: '찾아주셔서 감사해요!\n또 오세요.',
        createDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/),
        updateDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/),
      },
    });
    expect(await replyOnStorePage(mine.storeNo, reviewNo)).toEqual(reply);
    expect((await dinerDetail(reviewNo)).ownerReply).toEqual(reply);
    const listed = (await send('GET', '/api/review/myreview', diner)).json().content;
    expect(listed.find((r: { reviewNo: number }) => r.reviewNo === reviewNo).ownerReply).toEqual(reply);
    expect((await send('GET', `/api/owner/reviews/${reviewNo}`, owner)).json().ownerReply).toEqual(reply);

    const edited = await putReply(owner, reviewNo, { content: '다음에는 창가 자리로 모실게요.' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      message: MESSAGES.replyUpdated,
      ownerReply: { content: '다음에는 창가 자리로 모실게요.', createDate: reply.createDate },
    });
    expect((await replyOnStorePage(mine.storeNo, reviewNo)).content).toBe('다음에는 창가 자리로 모실게요.');
    expect((await dinerDetail(reviewNo)).ownerReply.content).toBe('다음에는 창가 자리로 모실게요.');

    const removed = await deleteReply(owner, reviewNo);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ success: true, message: MESSAGES.replyDeleted });
    expect(await replyOnStorePage(mine.storeNo, reviewNo)).toBeNull();
    expect((await dinerDetail(reviewNo)).ownerReply).toBeNull();
    expect((await send('GET', `/api/owner/reviews/${reviewNo}`, owner)).json().ownerReply).toBeNull();

    const again = await deleteReply(owner, reviewNo);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ success: false, code: 'E189', message: ERRORS.E189.message });
  });

  it('keeps one reply per review: a second write replaces the text', async () => {
    const reviewNo = await review(mine.storeNo);
    await putReply(owner, reviewNo, { content: '첫 답글' });
    await putReply(owner, reviewNo, { content: '두 번째 답글' });
    const replies = (await storeReviews(mine.storeNo)).filter((r: { reviewNo: number }) => r.reviewNo === reviewNo);
    expect(replies).toHaveLength(1);
    expect(replies[0].ownerReply.content).toBe('두 번째 답글');
  });

  it('takes 1–500 characters after trimming, plain text as written', async () => {
    const reviewNo = await review(mine.storeNo);
    for (const content of ['', '   \n  ']) {
      const res = await putReply(owner, reviewNo, { content });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ content: MESSAGES.replyContentRequired });
    }
    const long = await putReply(owner, reviewNo, { content: '가'.repeat(LIMITS.reviewReplyMax + 1) });
    expect(long.statusCode).toBe(400);
    expect(long.json().fields).toEqual({ content: MESSAGES.replyContentTooLong });
    expect((await putReply(owner, reviewNo, {})).statusCode).toBe(400);
    expect((await putReply(owner, reviewNo, { content: '제어\u0007문자' })).json().fields).toEqual({
      content: MESSAGES.controlChars,
    });
    expect(await replyOnStorePage(mine.storeNo, reviewNo)).toBeNull();

    const longest = `  ${'가'.repeat(LIMITS.reviewReplyMax)}  `;
    expect((await putReply(owner, reviewNo, { content: longest })).statusCode).toBe(200);
    const markup = '<b>감사해요</b> & 또 오세요';
    expect((await putReply(owner, reviewNo, { content: markup })).json().ownerReply.content).toBe(markup);
    expect((await replyOnStorePage(mine.storeNo, reviewNo)).content).toBe(markup);
  });

  it("refuses another store's owner, members, admins and guests without revealing the reply", async () => {
    const reviewNo = await review(mine.storeNo);
    await putReply(owner, reviewNo, { content: '사장님만 쓸 수 있어요' });

    for (const res of [
      await putReply(rival, reviewNo, { content: '남의 가게 답글' }),
      await deleteReply(rival, reviewNo),
      await putReply(owner, 999_999, { content: '없는 리뷰' }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, code: '404', message: MESSAGES.reviewNotFound });
    }
    for (const user of [diner, admin]) {
      expect((await putReply(user, reviewNo, { content: '회원 답글' })).statusCode).toBe(403);
      expect((await deleteReply(user, reviewNo)).statusCode).toBe(403);
    }
    expect((await putReply(null, reviewNo, { content: '손님' })).statusCode).toBe(401);
    expect((await deleteReply(null, reviewNo)).statusCode).toBe(401);
    expect((await replyOnStorePage(mine.storeNo, reviewNo)).content).toBe('사장님만 쓸 수 있어요');

    // The rival's own review is equally out of reach for the owner.
    const rivalsReview = await review(theirs.storeNo);
    expect((await putReply(owner, rivalsReview, { content: '옆집 리뷰' })).statusCode).toBe(404);
    expect(await replyOnStorePage(theirs.storeNo, rivalsReview)).toBeNull();
  });

  it('hides the reply with a hidden review and refuses a reply to one (E188); the admin still sees it', async () => {
    const reviewNo = await review(mine.storeNo);
    await putReply(owner, reviewNo, { content: '숨겨질 답글' });
    const hide = await send('PATCH', `/api/admin/manage/reviews/${reviewNo}/visibility`, admin, { hidden: true });
    expect(hide.statusCode).toBe(200);

    expect(await replyOnStorePage(mine.storeNo, reviewNo)).toBeUndefined();
    expect((await dinerDetail(reviewNo)).ownerReply).toBeNull();
    const refused = await putReply(owner, reviewNo, { content: '숨긴 리뷰에 답글' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ success: false, code: 'E188', message: ERRORS.E188.message });
    const adminView = (await send('GET', `/api/admin/manage/reviews/${reviewNo}`, admin)).json();
    expect(adminView.ownerReply.content).toBe('숨겨질 답글');

    // The owner may still take their words back.
    expect((await deleteReply(owner, reviewNo)).statusCode).toBe(200);

    const hiddenAtOnce = await review(mine.storeNo, { hidden: true });
    expect((await putReply(owner, hiddenAtOnce, { content: '답글' })).json().code).toBe('E188');
  });

  it("shows the admin the reply and each write, edit and delete in the review's audit trail", async () => {
    const reviewNo = await review(mine.storeNo);
    await putReply(owner, reviewNo, { content: '감사합니다' });
    await putReply(owner, reviewNo, { content: '감사해요!' });
    let view = (await send('GET', `/api/admin/manage/reviews/${reviewNo}`, admin)).json();
    expect(view.ownerReply).toMatchObject({ content: '감사해요!' });
    expect(view.audit.map((a: { summary: string; actorName: string }) => [a.summary, a.actorName])).toEqual([
      ['사장님 답글 수정', '김사장'],
      ['사장님 답글 작성', '김사장'],
    ]);

    await deleteReply(owner, reviewNo);
    view = (await send('GET', `/api/admin/manage/reviews/${reviewNo}`, admin)).json();
    expect(view.ownerReply).toBeNull();
    expect(view.audit.map((a: { action: string }) => a.action)).toEqual([
      'REVIEW_REPLY_DELETE',
      'REVIEW_REPLY_EDIT',
      'REVIEW_REPLY_WRITE',
    ]);
  });

  it('goes with its review when the diner deletes the review', async () => {
    const reviewNo = await review(mine.storeNo);
    await putReply(owner, reviewNo, { content: '곧 사라질 답글' });
    expect((await send('DELETE', `/api/review/delete/${reviewNo}`, diner)).statusCode).toBe(200);
    expect(await replyOnStorePage(mine.storeNo, reviewNo)).toBeUndefined();
    expect((await deleteReply(owner, reviewNo)).statusCode).toBe(404);
  });
});
