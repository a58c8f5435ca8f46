import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, reviewImages, reviewReports, reviews, stores } from '../../src/db/schema.js';
import { TEST_PUBLIC_URL, type TestApp, createTestApp } from '../helpers/app.js';
import {
  type TestUser,
  authHeader,
  createReservation,
  createReview,
  createStore,
  createUser,
} from '../helpers/factories.js';

describe('admin reviews API', () => {
  let t: TestApp;
  let admin: TestUser;
  let day = 0;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t.app, { role: 'ROLE_ADMIN', name: '운영팀' });
  });

  afterAll(async () => {
    await t?.close();
  });

  async function asAdmin(method: 'GET' | 'PATCH' | 'DELETE', url: string, payload?: object) {
    return t.app.inject({ method, url, headers: await authHeader(t.app, admin), ...(payload ? { payload } : {}) });
  }

  /** A past visit of `member` at `storeNo` with a review of `grade`. */
  async function reviewed(member: TestUser, storeNo: number, grade: number, extra: { images?: number } = {}) {
    day++;
    const date = `2026-10-${String(day).padStart(2, '0')}`;
    const { reservationNo } = await createReservation(t.app, { userNo: member.userNo, storeNo, date, time: '12:00' });
    const { reviewNo } = await createReview(t.app, {
      reservationNo,
      userNo: member.userNo,
      storeNo,
      grade,
      content: `리뷰 ${day}`,
      createdAt: new Date(`${date}T12:00:00Z`),
      ...extra,
    });
    return { reviewNo, reservationNo };
  }

  async function rating(storeNo: number) {
    const [row] = await t.app.ctx.db
      .select({ gradeSum: stores.gradeSum, reviewCount: stores.reviewCount })
      .from(stores)
      .where(eq(stores.storeNo, storeNo));
    return row;
  }

  const publicReviews = async (storeNo: number) =>
    (await t.app.inject({ method: 'GET', url: `/api/review/store/${storeNo}` }))
      .json()
      .map((r: { reviewNo: number }) => r.reviewNo);
  const publicGrade = async (storeNo: number) =>
    (await t.app.inject({ method: 'GET', url: `/api/store/detail/${storeNo}` })).json();

  describe('GET /api/admin/manage/reviews', () => {
    it('pages 10 reviews newest first with nickname, store, score, date, hidden flag and report count', async () => {
      const member = await createUser(t.app, { nickname: '맛있는닉네임' });
      const owner = await createUser(t.app, { role: 'ROLE_OWNER' });
      const { storeNo } = await createStore(t.app, { name: '리뷰 많은 집', images: 0 });
      // Written after every other review of this file, so these eleven lead the list.
      const made: number[] = [];
      for (let i = 1; i <= 11; i++) {
        const date = `2026-09-${String(i).padStart(2, '0')}`;
        const { reservationNo } = await createReservation(t.app, {
          userNo: member.userNo,
          storeNo,
          date,
          time: '12:00',
        });
        const { reviewNo } = await createReview(t.app, {
          reservationNo,
          userNo: member.userNo,
          storeNo,
          grade: (i % 5) + 1,
          createdAt: new Date(`2030-10-${String(i).padStart(2, '0')}T12:00:00Z`),
          hidden: i === 11,
        });
        made.push(reviewNo);
      }
      await t.app.ctx.db
        .insert(reviewReports)
        .values({ reviewNo: made[10]!, reporterNo: owner.userNo, reason: '욕설/비방' });
      const [{ n }] = (await t.app.ctx.db.select({ n: count() }).from(reviews)) as [{ n: number }];
      const get = (query: string) => asAdmin('GET', `/api/admin/manage/reviews${query}`);

      const body = (await get('?page=0')).json();
      expect(body.totalPages).toBe(Math.ceil(n / 10));
      expect(body.reviewList.map((r: { reviewNo: number }) => r.reviewNo)).toEqual(made.slice(1).reverse());
      expect(body.reviewList[0]).toEqual({
        reviewNo: made[10],
        storeName: '리뷰 많은 집',
        userNickname: '맛있는닉네임',
        storeGrade: 2,
        reviewDate: '2030-10-11T21:00:00',
        isHidden: 'Y',
        reportCount: 1,
        reviewExcerpt: '맛있어요',
        reports: [{ reason: '욕설/비방', detail: '' }],
      });
      expect(body.reviewList[1]).toMatchObject({ reviewNo: made[9], isHidden: 'N', reportCount: 0, reports: [] });
      expect((await get('?page=1')).json().reviewList[0].reviewNo).toBe(made[0]);
      expect((await get('?page=-1')).json()).toEqual(body);
    });
  });

  describe('GET /api/admin/manage/reviews/{reviewNo}', () => {
    it('answers the review with photos, reports with the reporter name, and the audit trail', async () => {
      const member = await createUser(t.app, { nickname: '사진리뷰어' });
      const owner = await createUser(t.app, { role: 'ROLE_OWNER', name: '신고한사장' });
      const { storeNo, name } = await createStore(t.app, { ownerNo: owner.userNo });
      const { reviewNo } = await reviewed(member, storeNo, 2, { images: 2 });
      await t.app.ctx.db
        .insert(reviewReports)
        .values({ reviewNo, reporterNo: owner.userNo, reason: '허위 정보', detail: '방문한 적 없는 손님' });

      const res = await asAdmin('GET', `/api/admin/manage/reviews/${reviewNo}`);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toEqual({
        reviewNo,
        storeNo,
        storeName: name,
        userNo: member.userNo,
        userNickname: '사진리뷰어',
        storeGrade: 2,
        reviewContent: `리뷰 ${day}`,
        reviewDate: expect.stringMatching(/^2026-10-\d{2}T21:00:00$/),
        imageUrls: [
          expect.stringMatching(new RegExp(`^${TEST_PUBLIC_URL}/uploads/reviews/`)),
          expect.stringMatching(new RegExp(`^${TEST_PUBLIC_URL}/uploads/reviews/`)),
        ],
        isHidden: 'N',
        reports: [
          {
            reportNo: expect.any(Number),
            reason: '허위 정보',
            detail: '방문한 적 없는 손님',
            reporterName: '신고한사장',
            createDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
          },
        ],
        audit: [],
        ownerReply: null,
      });
      const missing = await asAdmin('GET', '/api/admin/manage/reviews/999999');
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ success: false, code: '404', message: '리뷰를 찾을 수 없습니다.' });
    });
  });

  describe('PATCH /api/admin/manage/reviews/{reviewNo}/visibility', () => {
    it('hides a review from the public page and the rating, and shows it again; each change audited once', async () => {
      const member = await createUser(t.app);
      const { storeNo } = await createStore(t.app);
      const kept = await reviewed(member, storeNo, 5);
      const target = await reviewed(member, storeNo, 1);
      expect(await rating(storeNo)).toEqual({ gradeSum: 6, reviewCount: 2 });
      expect(await publicGrade(storeNo)).toMatchObject({ storeGrade: 3, reviewCount: 2 });

      const hide = await asAdmin('PATCH', `/api/admin/manage/reviews/${target.reviewNo}/visibility`, { hidden: true });
      expect(hide.statusCode).toBe(200);
      expect(hide.json()).toEqual({ success: true, message: '리뷰를 숨겼습니다.' });
      expect(await rating(storeNo)).toEqual({ gradeSum: 5, reviewCount: 1 });
      expect(await publicReviews(storeNo)).toEqual([kept.reviewNo]);
      expect(await publicGrade(storeNo)).toMatchObject({ storeGrade: 5, reviewCount: 1 });
      const listed = (await t.app.inject({ method: 'GET', url: '/api/store/list?search=' })).json();
      expect(listed.content.find((s: { storeNo: number }) => s.storeNo === storeNo)).toMatchObject({
        storeGrade: 5,
        reviewCount: 1,
      });

      // Asking again for the state it is in changes nothing.
      expect(
        (await asAdmin('PATCH', `/api/admin/manage/reviews/${target.reviewNo}/visibility`, { hidden: true }))
          .statusCode,
      ).toBe(200);
      expect(await rating(storeNo)).toEqual({ gradeSum: 5, reviewCount: 1 });
      const hiddenDetail = (await asAdmin('GET', `/api/admin/manage/reviews/${target.reviewNo}`)).json();
      expect(hiddenDetail.isHidden).toBe('Y');
      expect(hiddenDetail.audit).toEqual([
        expect.objectContaining({ actorName: '운영팀', action: 'REVIEW_HIDE', summary: '리뷰 숨김' }),
      ]);

      const show = await asAdmin('PATCH', `/api/admin/manage/reviews/${target.reviewNo}/visibility`, { hidden: false });
      expect(show.json()).toEqual({ success: true, message: '리뷰를 다시 공개했습니다.' });
      expect(await rating(storeNo)).toEqual({ gradeSum: 6, reviewCount: 2 });
      expect((await publicReviews(storeNo)).sort()).toEqual([kept.reviewNo, target.reviewNo].sort());
      const trail = (await asAdmin('GET', `/api/admin/manage/reviews/${target.reviewNo}`)).json().audit;
      expect(trail.map((a: { action: string }) => a.action)).toEqual(['REVIEW_SHOW', 'REVIEW_HIDE']);
    });

    it('refuses a body without a boolean and a missing review', async () => {
      const member = await createUser(t.app);
      const { storeNo } = await createStore(t.app);
      const { reviewNo } = await reviewed(member, storeNo, 3);
      const bad = await asAdmin('PATCH', `/api/admin/manage/reviews/${reviewNo}/visibility`, { hidden: 'yes' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ success: false, code: '400' });
      const missing = await asAdmin('PATCH', '/api/admin/manage/reviews/999999/visibility', { hidden: true });
      expect(missing.statusCode).toBe(404);
      expect(await rating(storeNo)).toEqual({ gradeSum: 3, reviewCount: 1 });
    });
  });

  describe('DELETE /api/admin/manage/reviews/{reviewNo}', () => {
    it('removes the review, its reports and photo files, fixes the rating and lets the booking be reviewed again', async () => {
      const member = await createUser(t.app);
      const owner = await createUser(t.app, { role: 'ROLE_OWNER' });
      const { storeNo } = await createStore(t.app);
      await reviewed(member, storeNo, 4);
      const target = await reviewed(member, storeNo, 2, { images: 1 });
      await t.app.ctx.db
        .insert(reviewReports)
        .values({ reviewNo: target.reviewNo, reporterNo: owner.userNo, reason: '기타', detail: '광고' });
      const [photo] = await t.app.ctx.db
        .select({ key: reviewImages.imageKey })
        .from(reviewImages)
        .where(eq(reviewImages.reviewNo, target.reviewNo));
      const file = join(t.dataDir, 'uploads', photo!.key);
      expect(existsSync(file)).toBe(true);
      const listBefore = await t.app.inject({
        method: 'GET',
        url: `/api/reservation/mypage/${member.userNo}?page=0`,
        headers: await authHeader(t.app, member),
      });
      const row = (r: { json(): { reservationList: { reservationNo: number; isReview: string }[] } }) =>
        r.json().reservationList.find((x) => x.reservationNo === target.reservationNo);
      expect(row(listBefore)?.isReview).toBe('COM');

      const res = await asAdmin('DELETE', `/api/admin/manage/reviews/${target.reviewNo}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: '리뷰를 삭제했습니다.' });

      expect(await t.app.ctx.db.select().from(reviews).where(eq(reviews.reviewNo, target.reviewNo))).toEqual([]);
      expect(
        await t.app.ctx.db.select().from(reviewReports).where(eq(reviewReports.reviewNo, target.reviewNo)),
      ).toEqual([]);
      expect(existsSync(file)).toBe(false);
      expect(await rating(storeNo)).toEqual({ gradeSum: 4, reviewCount: 1 });
      const listAfter = await t.app.inject({
        method: 'GET',
        url: `/api/reservation/mypage/${member.userNo}?page=0`,
        headers: await authHeader(t.app, member),
      });
      expect(row(listAfter)?.isReview).toBe('YET');

      const audit = await t.app.ctx.db
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.targetType, 'STORE'), eq(auditLogs.targetId, storeNo)));
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ action: 'REVIEW_DELETE', actorNo: admin.userNo });
      const storeTrail = (await asAdmin('GET', `/api/admin/manage/stores/detail/${storeNo}`)).json().audit;
      expect(storeTrail[0].summary).toMatch(new RegExp(`^리뷰 #${target.reviewNo} 삭제 \\(.+, 2점\\)$`));

      const again = await asAdmin('DELETE', `/api/admin/manage/reviews/${target.reviewNo}`);
      expect(again.statusCode).toBe(404);
    });

    it('leaves the rating alone when the deleted review was hidden, and keeps photos other reviews still show', async () => {
      const member = await createUser(t.app);
      const { storeNo } = await createStore(t.app);
      const visible = await reviewed(member, storeNo, 5, { images: 1 });
      const hidden = await reviewed(member, storeNo, 1);
      const [shared] = await t.app.ctx.db
        .select({ key: reviewImages.imageKey })
        .from(reviewImages)
        .where(eq(reviewImages.reviewNo, visible.reviewNo));
      await t.app.ctx.db.insert(reviewImages).values({ reviewNo: hidden.reviewNo, imageKey: shared!.key, position: 0 });
      await asAdmin('PATCH', `/api/admin/manage/reviews/${hidden.reviewNo}/visibility`, { hidden: true });
      expect(await rating(storeNo)).toEqual({ gradeSum: 5, reviewCount: 1 });

      expect((await asAdmin('DELETE', `/api/admin/manage/reviews/${hidden.reviewNo}`)).statusCode).toBe(200);
      expect(await rating(storeNo)).toEqual({ gradeSum: 5, reviewCount: 1 });
      expect(existsSync(join(t.dataDir, 'uploads', shared!.key))).toBe(true);
    });
  });
});
