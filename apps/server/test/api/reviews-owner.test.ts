import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, LIMITS, MESSAGES, addDays } from '@siktak/contract';
import { reviewReports, stores } from '../../src/db/schema.js';
import { TEST_PUBLIC_URL, type TestApp, createTestApp } from '../helpers/app.js';
import {
  type TestUser,
  authHeader,
  createReservation,
  createReview,
  createStore,
  createUser,
} from '../helpers/factories.js';

describe("owners' review views, reports and replies", () => {
  let t: TestApp;
  let owner: TestUser;
  let rival: TestUser;
  let newcomer: TestUser;
  let member: TestUser;
  let mine: { storeNo: number };
  let theirs: { storeNo: number };
  let reviewsOfMine: number[];
  let hiddenReview: number;
  let reviewOfTheirs: number;

  async function send(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH',
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

  const report = (user: TestUser | null, reviewNo: number, body: object) =>
    send('POST', `/api/owner/reviews/${reviewNo}/report`, user, body);

  async function reviewAt(
    storeNo: number,
    day: number,
    values: { grade?: number; hidden?: boolean; images?: number } = {},
  ) {
    const date = addDays('2026-11-16', -day);
    const { reservationNo } = await createReservation(t.app, { userNo: member.userNo, storeNo, date, time: '18:00' });
    const { reviewNo } = await createReview(t.app, {
      reservationNo,
      userNo: member.userNo,
      storeNo,
      grade: values.grade ?? 4,
      content: `${date} 방문 후기`,
      images: values.images ?? 0,
      createdAt: new Date(`${date}T12:00:00.000Z`),
      ...(values.hidden ? { hidden: true } : {}),
    });
    return reviewNo;
  }

  beforeAll(async () => {
    t = await createTestApp();
    owner = await createUser(t.app, { role: 'ROLE_OWNER' });
    rival = await createUser(t.app, { role: 'ROLE_OWNER' });
    newcomer = await createUser(t.app, { role: 'ROLE_OWNER' });
    member = await createUser(t.app, { nickname: '단골손님' });
    mine = await createStore(t.app, { name: '사장님 가게', ownerNo: owner.userNo, capacity: 20 });
    theirs = await createStore(t.app, { name: '옆집 가게', ownerNo: rival.userNo });
    // Twelve visible reviews, newest (day 1) first, and one hidden by an admin.
    reviewsOfMine = [];
    for (let day = 1; day <= 12; day++) {
      reviewsOfMine.push(await reviewAt(mine.storeNo, day, { grade: 1 + (day % 5), images: day <= 2 ? 4 : 0 }));
    }
    hiddenReview = await reviewAt(mine.storeNo, 13, { hidden: true });
    reviewOfTheirs = await reviewAt(theirs.storeNo, 1);
  });

  afterAll(async () => {
    await t?.close();
  });

  describe('GET /api/owner/reviews', () => {
    it("pages the visible reviews of the owner's store, newest first, 10 a page", async () => {
      const res = await send('GET', '/api/owner/reviews?page=0', owner);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.totalPages).toBe(2);
      // The store's rating counts the 12 visible reviews only: (2+3+4+5+1) × 2 + 2 + 3 = 35 → 2.9.
      expect(body).toMatchObject({ storeName: '사장님 가게', storeGrade: 2.9, reviewCount: 12 });
      expect(body.reviewList.map((r: { reviewNo: number }) => r.reviewNo)).toEqual(reviewsOfMine.slice(0, 10));
      expect(body.reviewList[0]).toEqual({
        reviewNo: reviewsOfMine[0],
        userNickname: '단골손님',
        createDate: '2026-11-15T21:00:00',
        storeGrade: 2,
        reviewContent: '2026-11-15 방문 후기',
        imageUrls: Array.from({ length: 4 }, () => expect.stringMatching(`^${TEST_PUBLIC_URL}/uploads/reviews/`)),
        thumbnailUrls: Array.from({ length: 4 }, () => expect.stringMatching(/_thumb\.webp$/)),
        reported: false,
      });
      const second = (await send('GET', '/api/owner/reviews?page=1', owner)).json();
      expect(second.reviewList.map((r: { reviewNo: number }) => r.reviewNo)).toEqual(reviewsOfMine.slice(10));
      expect(second.reviewList.map((r: { reviewNo: number }) => r.reviewNo)).not.toContain(hiddenReview);
      expect((await send('GET', '/api/owner/reviews?page=-1', owner)).json()).toEqual(body);
    });

    it('answers 404 with "가게 정보가 없습니다." to an owner without a store, totalPages 1 to one without reviews', async () => {
      const res = await send('GET', '/api/owner/reviews?page=0', newcomer);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, code: '404', message: MESSAGES.storeMissing });

      const quiet = await createUser(t.app, { role: 'ROLE_OWNER' });
      await createStore(t.app, { name: '조용한 가게', ownerNo: quiet.userNo });
      expect((await send('GET', '/api/owner/reviews', quiet)).json()).toEqual({
        reviewList: [],
        totalPages: 1,
        storeName: '조용한 가게',
        storeGrade: 0,
        reviewCount: 0,
      });
    });

    it('ignores a deleted store of the owner', async () => {
      const closing = await createUser(t.app, { role: 'ROLE_OWNER' });
      const gone = await createStore(t.app, { name: '폐업 가게', ownerNo: closing.userNo });
      await t.app.ctx.db.update(stores).set({ deletedAt: new Date() }).where(eq(stores.storeNo, gone.storeNo));
      expect((await send('GET', '/api/owner/reviews', closing)).statusCode).toBe(404);
    });

    it('refuses a member (403) and a visitor (401)', async () => {
      const asMember = await send('GET', '/api/owner/reviews', member);
      expect(asMember.statusCode).toBe(403);
      expect(asMember.json().code).toBe('403');
      const asVisitor = await send('GET', '/api/owner/reviews', null);
      expect(asVisitor.statusCode).toBe(401);
      expect(asVisitor.json().code).toBe('401');
    });
  });

  describe('GET /api/owner/reviews/{reviewNo}', () => {
    it('shows a review of the own store with the visit it is about', async () => {
      const res = await send('GET', `/api/owner/reviews/${reviewsOfMine[1]}`, owner);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        reviewNo: reviewsOfMine[1],
        userNickname: '단골손님',
        reservationDate: '2026-11-14',
        reservationTime: '18:00',
        reported: false,
      });
      expect(res.json().imageUrls).toHaveLength(4);
    });

    it("answers 404 for another store's review, a hidden review and an unknown one", async () => {
      for (const reviewNo of [reviewOfTheirs, hiddenReview, 999_999]) {
        const res = await send('GET', `/api/owner/reviews/${reviewNo}`, owner);
        expect(res.statusCode).toBe(404);
        expect(res.json().code).toBe('404');
      }
      expect((await send('GET', `/api/owner/reviews/${reviewsOfMine[0]}`, rival)).statusCode).toBe(404);
      expect((await send('GET', `/api/owner/reviews/${reviewsOfMine[0]}`, member)).statusCode).toBe(403);
    });
  });

  describe('POST /api/owner/reviews/{reviewNo}/report', () => {
    it('files a report the admins can see; the review then shows as reported; a second report is E128', async () => {
      const reviewNo = reviewsOfMine[2] as number;
      const res = await report(owner, reviewNo, { reason: '허위 정보', detail: '  방문 기록과 달라요  ' });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ success: true, message: MESSAGES.reportDone });
      const rows = await t.app.ctx.db.select().from(reviewReports).where(eq(reviewReports.reviewNo, reviewNo));
      expect(rows).toEqual([
        expect.objectContaining({
          reporterNo: owner.userNo,
          reason: '허위 정보',
          detail: '방문 기록과 달라요',
          createdAt: new Date('2026-11-17T01:00:00.000Z'),
        }),
      ]);
      expect((await send('GET', `/api/owner/reviews/${reviewNo}`, owner)).json().reported).toBe(true);
      const listed = (await send('GET', '/api/owner/reviews?page=0', owner))
        .json()
        .reviewList.find((r: { reviewNo: number }) => r.reviewNo === reviewNo);
      expect(listed.reported).toBe(true);

      const again = await report(owner, reviewNo, { reason: '욕설/비방' });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ success: false, code: 'E128', message: ERRORS.E128.message });
      expect(ERRORS.E128.message).toMatch(/[가-힣]/);
    });

    it('maps two racing reports of one review to one row and E128', async () => {
      const reviewNo = reviewsOfMine[3] as number;
      const answers = await Promise.all([
        report(owner, reviewNo, { reason: '욕설/비방' }),
        report(owner, reviewNo, { reason: '욕설/비방' }),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
      const rows = await t.app.ctx.db.select().from(reviewReports).where(eq(reviewReports.reviewNo, reviewNo));
      expect(rows).toHaveLength(1);
    });

    it('needs a reason of the list, and free text for 기타', async () => {
      const reviewNo = reviewsOfMine[4] as number;
      const noDetail = await report(owner, reviewNo, { reason: '기타', detail: '   ' });
      expect(noDetail.statusCode).toBe(400);
      expect(noDetail.json()).toMatchObject({ code: '400', message: MESSAGES.reportReasonRequired });
      const unknownReason = await report(owner, reviewNo, { reason: '맛이 없음' });
      expect(unknownReason.statusCode).toBe(400);
      expect(unknownReason.json()).toMatchObject({ code: '400', message: MESSAGES.reportReasonChoose });
      const other = await report(owner, reviewNo, { reason: '기타', detail: '경쟁 업체의 홍보 글이에요' });
      expect(other.statusCode).toBe(201);
    });

    it("refuses another store's owner (404), a member (403) and a visitor (401), storing nothing", async () => {
      const reviewNo = reviewsOfMine[5] as number;
      expect((await report(rival, reviewNo, { reason: '욕설/비방' })).statusCode).toBe(404);
      expect((await report(owner, reviewOfTheirs, { reason: '욕설/비방' })).statusCode).toBe(404);
      expect((await report(member, reviewNo, { reason: '욕설/비방' })).statusCode).toBe(403);
      const visitor = await report(null, reviewNo, { reason: '욕설/비방' });
      expect(visitor.statusCode).toBe(401);
      expect(visitor.json().code).toBe('401');
      const rows = await t.app.ctx.db.select().from(reviewReports).where(eq(reviewReports.reviewNo, reviewNo));
      expect(rows).toEqual([]);
    });
  });

  /** The owner's public reply to a review (사장님 답글, ADR-0046). */
  describe('PUT and DELETE /api/owner/reviews/{reviewNo}/reply', () => {
    let admin: TestUser;
    const putReply = (user: TestUser | null, reviewNo: number, body: object) =>
      send('PUT', `/api/owner/reviews/${reviewNo}/reply`, user, body);
    const deleteReply = (user: TestUser | null, reviewNo: number) =>
      send('DELETE', `/api/owner/reviews/${reviewNo}/reply`, user);
    const storeReviews = async (storeNo: number) => (await send('GET', `/api/review/store/${storeNo}`, null)).json();
    const replyOnStorePage = async (storeNo: number, reviewNo: number) =>
      (await storeReviews(storeNo)).find((r: { reviewNo: number }) => r.reviewNo === reviewNo)?.ownerReply;
    const memberDetail = async (reviewNo: number) =>
      (await send('GET', `/api/review/myreview/detail/${reviewNo}`, member)).json()[0];
    /** A fresh review on a day the reviews above do not use. */
    let day = 30;
    const replyTarget = (storeNo: number, values: { hidden?: boolean } = {}) => reviewAt(storeNo, day++, values);

    beforeAll(async () => {
      admin = await createUser(t.app, { role: 'ROLE_ADMIN' });
    });

    it('writes, edits and deletes a reply; the store page and the member see each change at once', async () => {
      const reviewNo = await replyTarget(mine.storeNo);
      // The public list is read (and so cached) before the reply exists.
      expect(await replyOnStorePage(mine.storeNo, reviewNo)).toBeNull();
      expect((await memberDetail(reviewNo)).ownerReply).toBeNull();

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
      expect((await memberDetail(reviewNo)).ownerReply).toEqual(reply);
      const listed = (await send('GET', '/api/review/myreview', member)).json().content;
      expect(listed.find((r: { reviewNo: number }) => r.reviewNo === reviewNo).ownerReply).toEqual(reply);
      expect((await send('GET', `/api/owner/reviews/${reviewNo}`, owner)).json().ownerReply).toEqual(reply);

      const edited = await putReply(owner, reviewNo, { content: '다음에는 창가 자리로 모실게요.' });
      expect(edited.statusCode).toBe(200);
      expect(edited.json()).toMatchObject({
        message: MESSAGES.replyUpdated,
        ownerReply: { content: '다음에는 창가 자리로 모실게요.', createDate: reply.createDate },
      });
      expect((await replyOnStorePage(mine.storeNo, reviewNo)).content).toBe('다음에는 창가 자리로 모실게요.');
      expect((await memberDetail(reviewNo)).ownerReply.content).toBe('다음에는 창가 자리로 모실게요.');

      const removed = await deleteReply(owner, reviewNo);
      expect(removed.statusCode).toBe(200);
      expect(removed.json()).toEqual({ success: true, message: MESSAGES.replyDeleted });
      expect(await replyOnStorePage(mine.storeNo, reviewNo)).toBeNull();
      expect((await memberDetail(reviewNo)).ownerReply).toBeNull();
      expect((await send('GET', `/api/owner/reviews/${reviewNo}`, owner)).json().ownerReply).toBeNull();

      const again = await deleteReply(owner, reviewNo);
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({ success: false, code: 'E189', message: ERRORS.E189.message });
    });

    it('keeps one reply per review: a second write replaces the text', async () => {
      const reviewNo = await replyTarget(mine.storeNo);
      await putReply(owner, reviewNo, { content: '첫 답글' });
      await putReply(owner, reviewNo, { content: '두 번째 답글' });
      const replies = (await storeReviews(mine.storeNo)).filter((r: { reviewNo: number }) => r.reviewNo === reviewNo);
      expect(replies).toHaveLength(1);
      expect(replies[0].ownerReply.content).toBe('두 번째 답글');
    });

    it('takes 1–500 characters after trimming, plain text as written', async () => {
      const reviewNo = await replyTarget(mine.storeNo);
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
      const reviewNo = await replyTarget(mine.storeNo);
      await putReply(owner, reviewNo, { content: '사장님만 쓸 수 있어요' });

      for (const res of [
        await putReply(rival, reviewNo, { content: '남의 가게 답글' }),
        await deleteReply(rival, reviewNo),
        await putReply(owner, 999_999, { content: '없는 리뷰' }),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ success: false, code: '404', message: MESSAGES.reviewNotFound });
      }
      for (const user of [member, admin]) {
        expect((await putReply(user, reviewNo, { content: '회원 답글' })).statusCode).toBe(403);
        expect((await deleteReply(user, reviewNo)).statusCode).toBe(403);
      }
      expect((await putReply(null, reviewNo, { content: '손님' })).statusCode).toBe(401);
      expect((await deleteReply(null, reviewNo)).statusCode).toBe(401);
      expect((await replyOnStorePage(mine.storeNo, reviewNo)).content).toBe('사장님만 쓸 수 있어요');

      // The rival's own review is equally out of reach for the owner.
      const rivalsReview = await replyTarget(theirs.storeNo);
      expect((await putReply(owner, rivalsReview, { content: '옆집 리뷰' })).statusCode).toBe(404);
      expect(await replyOnStorePage(theirs.storeNo, rivalsReview)).toBeNull();
    });

    it('hides the reply with a hidden review and refuses a reply to one (E188); the admin still sees it', async () => {
      const reviewNo = await replyTarget(mine.storeNo);
      await putReply(owner, reviewNo, { content: '숨겨질 답글' });
      const hide = await send('PATCH', `/api/admin/manage/reviews/${reviewNo}/visibility`, admin, { hidden: true });
      expect(hide.statusCode).toBe(200);

      expect(await replyOnStorePage(mine.storeNo, reviewNo)).toBeUndefined();
      expect((await memberDetail(reviewNo)).ownerReply).toBeNull();
      const refused = await putReply(owner, reviewNo, { content: '숨긴 리뷰에 답글' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ success: false, code: 'E188', message: ERRORS.E188.message });
      const adminView = (await send('GET', `/api/admin/manage/reviews/${reviewNo}`, admin)).json();
      expect(adminView.ownerReply.content).toBe('숨겨질 답글');

      // The owner may still take their words back.
      expect((await deleteReply(owner, reviewNo)).statusCode).toBe(200);

      const hiddenAtOnce = await replyTarget(mine.storeNo, { hidden: true });
      expect((await putReply(owner, hiddenAtOnce, { content: '답글' })).json().code).toBe('E188');
    });

    it("shows the admin the reply and each write, edit and delete in the review's audit trail", async () => {
      const reviewNo = await replyTarget(mine.storeNo);
      await putReply(owner, reviewNo, { content: '감사합니다' });
      await putReply(owner, reviewNo, { content: '감사해요!' });
      let view = (await send('GET', `/api/admin/manage/reviews/${reviewNo}`, admin)).json();
      expect(view.ownerReply).toMatchObject({ content: '감사해요!' });
      expect(view.audit.map((a: { summary: string; actorName: string }) => [a.summary, a.actorName])).toEqual([
        ['사장님 답글 수정', owner.name],
        ['사장님 답글 작성', owner.name],
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

    it('goes with its review when the member deletes the review', async () => {
      const reviewNo = await replyTarget(mine.storeNo);
      await putReply(owner, reviewNo, { content: '곧 사라질 답글' });
      expect((await send('DELETE', `/api/review/delete/${reviewNo}`, member)).statusCode).toBe(200);
      expect(await replyOnStorePage(mine.storeNo, reviewNo)).toBeUndefined();
      expect((await deleteReply(owner, reviewNo)).statusCode).toBe(404);
    });
  });
});
