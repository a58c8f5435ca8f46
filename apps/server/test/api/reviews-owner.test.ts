import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, MESSAGES, addDays } from '@siktak/contract';
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

describe("owners' review views and reports", () => {
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

  async function send(method: 'GET' | 'POST', url: string, user: TestUser | null, payload?: object) {
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
});
