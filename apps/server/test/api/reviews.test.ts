import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, LIMITS, MESSAGES, addDays } from '@siktak/contract';
import { reviewImages, reviews, stores } from '../../src/db/schema.js';
import { findVisibleReviews } from '../../src/modules/reviews/queries.js';
import { thumbKeyOf } from '../../src/platform/storage.js';
import { TEST_PUBLIC_URL, type TestApp, createTestApp } from '../helpers/app.js';
import {
  type TestUser,
  type Upload,
  authHeader,
  createReservation,
  createReview,
  createStore,
  createUser,
  pngImage,
  reviewForm,
} from '../helpers/factories.js';
import { hasGpsTag, imageOf, jpegWithGps } from '../helpers/images.js';

// "Now" is Tuesday 2026-11-17 10:00 in Seoul.
const TODAY = '2026-11-17';
const REVIEW_URL = new RegExp(`^${TEST_PUBLIC_URL}/uploads/reviews/[0-9a-f-]{36}\\.webp$`);
const REVIEW_THUMB_URL = new RegExp(`^${TEST_PUBLIC_URL}/uploads/reviews/[0-9a-f-]{36}_thumb\\.webp$`);

describe('reviews API', () => {
  let t: TestApp;
  let member: TestUser;
  let stranger: TestUser;
  let store: { storeNo: number; name: string };
  let photo: Buffer;
  let day = 0;

  /** A confirmed past visit of `user` on its own day, so every test has a fresh reservation. */
  async function pastVisit(user: TestUser, storeNo = store.storeNo, values: { status?: 'Y' | 'N' } = {}) {
    day++;
    const { reservationNo } = await createReservation(t.app, {
      userNo: user.userNo,
      storeNo,
      date: addDays(TODAY, -day),
      time: '12:00',
      ...values,
    });
    return reservationNo;
  }

  async function send(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    user: TestUser | null,
    payload?: FormData,
  ) {
    return t.app.inject({
      method,
      url,
      headers: user ? await authHeader(t.app, user) : {},
      ...(payload ? { payload } : {}),
    });
  }

  function write(user: TestUser | null, fields: Record<string, string | number | string[]>, files: Upload[]) {
    return send('POST', '/api/review/write', user, reviewForm(fields, files));
  }

  function edit(user: TestUser, reviewNo: number, fields: Record<string, string | number | string[]>, files: Upload[]) {
    return send('PUT', `/api/review/${reviewNo}`, user, reviewForm(fields, files));
  }

  /** Writes a review of a fresh visit and answers its number and the visit. */
  async function written(user: TestUser, grade: number, photos = 1, storeNo = store.storeNo) {
    const reservationNo = await pastVisit(user, storeNo);
    const res = await write(
      user,
      { reservationNo, storeNo, reviewContent: `${grade}점짜리 방문 후기`, storeGrade: grade },
      Array.from({ length: photos }, () => ({ data: photo })),
    );
    expect(res.statusCode).toBe(201);
    return { reviewNo: res.json().reviewNo as number, reservationNo };
  }

  async function myDetail(user: TestUser, reviewNo: number) {
    const res = await send('GET', `/api/review/myreview/detail/${reviewNo}`, user);
    expect(res.statusCode).toBe(200);
    return res.json()[0];
  }

  const keyOf = (url: string) => url.slice(`${TEST_PUBLIC_URL}/uploads/`.length);
  const stored = (url: string) => existsSync(join(t.dataDir, 'uploads', keyOf(url)));
  const storedThumb = (url: string) => existsSync(join(t.dataDir, 'uploads', thumbKeyOf(keyOf(url))));
  const reviewFiles = () =>
    existsSync(join(t.dataDir, 'uploads', 'reviews')) ? readdirSync(join(t.dataDir, 'uploads', 'reviews')).length : 0;

  async function storeRating(storeNo: number) {
    const detail = (await send('GET', `/api/store/detail/${storeNo}`, null)).json();
    return { storeGrade: detail.storeGrade, reviewCount: detail.reviewCount };
  }

  async function isReviewOf(user: TestUser, reservationNo: number) {
    return (await send('GET', `/api/reservation/mypage/detail/${reservationNo}`, user)).json();
  }

  beforeAll(async () => {
    t = await createTestApp();
    member = await createUser(t.app, { nickname: '리뷰왕' });
    stranger = await createUser(t.app);
    store = await createStore(t.app, { name: '리뷰 식당', capacity: 10 });
    photo = await pngImage(120, 90);
  });

  afterAll(async () => {
    await t?.close();
  });

  describe('POST /api/review/write', () => {
    it('writes a review with two photos; the store page, its rating and the reservation list show it at once', async () => {
      const fresh = await createStore(t.app, { name: '새 리뷰 식당' });
      const reservationNo = await pastVisit(member, fresh.storeNo);
      expect((await isReviewOf(member, reservationNo)).isReview).toBe('YET');
      // Fill the store-list cache first: the new rating must not wait for it to expire.
      await send('GET', '/api/store/list?search=', null);

      const res = await write(
        member,
        {
          reservationNo: String(reservationNo),
          storeNo: String(fresh.storeNo),
          reviewContent: '  골뱅이가 쫄깃해요  ',
          storeGrade: '4',
        },
        [
          { data: await imageOf('jpeg'), name: 'first.jpg', type: 'image/jpeg' },
          { data: await imageOf('png'), name: 'second.png' },
        ],
      );
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body).toEqual({ success: true, message: MESSAGES.reviewSaved, reviewNo: expect.any(Number) });

      const onStore = (await send('GET', `/api/review/store/${fresh.storeNo}`, null)).json();
      expect(onStore).toHaveLength(1);
      expect(onStore[0]).toMatchObject({
        reviewNo: body.reviewNo,
        userName: '리뷰왕',
        reviewContent: '골뱅이가 쫄깃해요',
        storeGrade: 4,
        createDate: '2026-11-17T10:00:00',
      });
      expect(onStore[0].imageUrls).toHaveLength(2);
      for (const url of onStore[0].imageUrls) expect(url).toMatch(REVIEW_URL);
      for (const url of onStore[0].thumbnailUrls) expect(url).toMatch(REVIEW_THUMB_URL);

      expect(await storeRating(fresh.storeNo)).toEqual({ storeGrade: 4, reviewCount: 1 });
      const listed = (await send('GET', '/api/store/list?search=', null))
        .json()
        .content.find((s: { storeNo: number }) => s.storeNo === fresh.storeNo);
      expect(listed).toMatchObject({ storeGrade: 4, reviewCount: 1 });
      expect(await isReviewOf(member, reservationNo)).toMatchObject({ isReview: 'COM', reviewNo: body.reviewNo });
    });

    it('serves the photos as absolute URLs of WebP files without EXIF/GPS, cached for a year', async () => {
      const reservationNo = await pastVisit(member);
      const gps = await jpegWithGps();
      expect(hasGpsTag((await sharp(gps).metadata()).exif)).toBe(true);
      const res = await write(
        member,
        { reservationNo, storeNo: store.storeNo, reviewContent: '사진 위치 정보는 지워져야 해요', storeGrade: 5 },
        [{ data: gps, name: 'IMG_0001.JPG', type: 'image/jpeg' }],
      );
      expect(res.statusCode).toBe(201);
      const [url] = (await myDetail(member, res.json().reviewNo)).imageUrls as string[];
      expect(url).toMatch(REVIEW_URL);
      const served = await t.app.inject({ method: 'GET', url: new URL(url as string).pathname });
      expect(served.statusCode).toBe(200);
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['content-type']).toBe('image/webp');
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(storedThumb(url as string)).toBe(true);
    });

    it("refuses a review of someone else's reservation with 404 and stores nothing", async () => {
      const theirs = await pastVisit(stranger);
      const before = reviewFiles();
      const res = await write(
        member,
        { reservationNo: theirs, storeNo: store.storeNo, reviewContent: '남의 예약', storeGrade: 5 },
        [{ data: photo }],
      );
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: '404' });
      expect(reviewFiles()).toBe(before);
      expect((await isReviewOf(stranger, theirs)).isReview).toBe('YET');
    });

    it('refuses a second review of one reservation with E126, also when two requests race', async () => {
      const { reservationNo } = await written(member, 5);
      const again = await write(
        member,
        { reservationNo, storeNo: store.storeNo, reviewContent: '한 번 더', storeGrade: 1 },
        [{ data: photo }],
      );
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ success: false, code: 'E126', message: ERRORS.E126.message });

      const racing = await pastVisit(member);
      const before = reviewFiles();
      const answers = await Promise.all(
        [5, 1].map((grade) =>
          write(member, { reservationNo: racing, storeNo: store.storeNo, reviewContent: '동시에', storeGrade: grade }, [
            { data: photo },
          ]),
        ),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
      expect(answers.find((a) => a.statusCode === 409)?.json().code).toBe('E126');
      const rows = await t.app.ctx.db.select().from(reviews).where(eq(reviews.reservationNo, racing));
      expect(rows).toHaveLength(1);
      // Only the winner's photo (and its thumbnail) stays on disk.
      expect(reviewFiles()).toBe(before + 2);
    });

    it('refuses a reservation whose slot has not started yet (a future day, or later today)', async () => {
      const future = await createReservation(t.app, {
        userNo: member.userNo,
        storeNo: store.storeNo,
        date: '2026-11-20',
        time: '12:00',
      });
      const laterToday = await createReservation(t.app, {
        userNo: member.userNo,
        storeNo: store.storeNo,
        date: TODAY,
        time: '11:00',
      });
      for (const { reservationNo } of [future, laterToday]) {
        const res = await write(
          member,
          { reservationNo, storeNo: store.storeNo, reviewContent: '미리', storeGrade: 5 },
          [{ data: photo }],
        );
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({
          success: false,
          code: 'E125',
          message: '방문 시간이 지난 뒤에 리뷰를 작성할 수 있습니다.',
        });
      }
      t.clock.set('2026-11-17T02:00:00.000Z'); // 11:00 in Seoul: the slot has started
      try {
        const res = await write(
          member,
          {
            reservationNo: laterToday.reservationNo,
            storeNo: store.storeNo,
            reviewContent: '방금 먹었어요',
            storeGrade: 5,
          },
          [{ data: photo }],
        );
        expect(res.statusCode).toBe(201);
      } finally {
        t.clock.set('2026-11-17T01:00:00.000Z');
      }
    });

    it('refuses a cancelled reservation, a deleted store and a storeNo that is not the reservation’s (E125)', async () => {
      const cancelled = await pastVisit(member, store.storeNo, { status: 'N' });
      const closing = await createStore(t.app, { name: '곧 문 닫는 집' });
      const atClosed = await pastVisit(member, closing.storeNo);
      await t.app.ctx.db.update(stores).set({ deletedAt: new Date() }).where(eq(stores.storeNo, closing.storeNo));
      const elsewhere = await pastVisit(member);
      const cases = [
        { reservationNo: cancelled, storeNo: store.storeNo, message: '취소된 예약에는 리뷰를 작성할 수 없습니다.' },
        { reservationNo: atClosed, storeNo: closing.storeNo, message: '삭제된 가게에는 리뷰를 작성할 수 없습니다.' },
        { reservationNo: elsewhere, storeNo: closing.storeNo, message: '예약한 가게에만 리뷰를 작성할 수 있습니다.' },
      ];
      for (const { message, ...ids } of cases) {
        const res = await write(member, { ...ids, reviewContent: '안 되는 리뷰', storeGrade: 3 }, [{ data: photo }]);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ success: false, code: 'E125', message });
      }
    });

    it('checks score 1–5, content after trimming and the ids with the spec messages', async () => {
      const reservationNo = await pastVisit(member);
      const base = { reservationNo, storeNo: store.storeNo, reviewContent: '맛있어요', storeGrade: 5 };
      const cases: [Record<string, string | number>, string][] = [
        [{ ...base, storeGrade: 0 }, MESSAGES.reviewScoreRequired],
        [{ ...base, storeGrade: 6 }, MESSAGES.reviewScoreRequired],
        [{ ...base, storeGrade: '4.5' }, MESSAGES.reviewScoreRequired],
        [{ ...base, storeGrade: '' }, MESSAGES.reviewScoreRequired],
        [{ ...base, reviewContent: '   \n ' }, MESSAGES.reviewContentRequired],
        [{ ...base, reservationNo: 'abc' }, MESSAGES.recheckInput],
      ];
      for (const [fields, message] of cases) {
        const res = await write(member, fields, [{ data: photo }]);
        expect(res.statusCode, JSON.stringify(fields)).toBe(400);
        expect(res.json()).toMatchObject({ success: false, code: '400', message });
      }
      const { storeGrade: _omitted, ...noScore } = base;
      const missing = await write(member, noScore, [{ data: photo }]);
      expect(missing.json()).toMatchObject({ code: '400', message: MESSAGES.reviewScoreRequired });
      expect((await isReviewOf(member, reservationNo)).isReview).toBe('YET');
    });

    it('needs at least one photo and takes at most five (E203)', async () => {
      const reservationNo = await pastVisit(member);
      const fields = { reservationNo, storeNo: store.storeNo, reviewContent: '사진 개수', storeGrade: 4 };
      const none = await write(member, fields, []);
      expect(none.statusCode).toBe(400);
      expect(none.json()).toEqual({ success: false, code: 'E203', message: MESSAGES.reviewImageRequired });

      const before = reviewFiles();
      const six = await write(
        member,
        fields,
        Array.from({ length: LIMITS.reviewImagesMax + 1 }, () => ({ data: photo })),
      );
      expect(six.statusCode).toBe(400);
      expect(six.json()).toEqual({ success: false, code: 'E203', message: MESSAGES.reviewImagesMax });
      expect(reviewFiles()).toBe(before);

      const five = await write(
        member,
        fields,
        Array.from({ length: LIMITS.reviewImagesMax }, () => ({ data: photo })),
      );
      expect(five.statusCode).toBe(201);
      expect((await myDetail(member, five.json().reviewNo)).imageUrls).toHaveLength(5);
    });

    it('refuses a text file renamed .jpg (E200) and a file over 10 MB (E201), storing nothing', async () => {
      const reservationNo = await pastVisit(member);
      const fields = { reservationNo, storeNo: store.storeNo, reviewContent: '이상한 파일', storeGrade: 4 };
      const before = reviewFiles();
      const text = await write(member, fields, [
        { data: photo },
        { data: Buffer.from('맛있었어요. 이건 사진이 아니라 글이에요.'), name: 'photo.jpg', type: 'image/jpeg' },
      ]);
      expect(text.statusCode).toBe(400);
      expect(text.json()).toEqual({ success: false, code: 'E200', message: ERRORS.E200.message });

      const huge = await write(member, fields, [
        { data: Buffer.concat([await imageOf('jpeg'), Buffer.alloc(LIMITS.imageMaxBytes)]), name: 'big.jpg' },
      ]);
      expect(huge.statusCode).toBe(413);
      expect(huge.json()).toMatchObject({ success: false, code: 'E201' });
      expect(reviewFiles()).toBe(before);
      expect((await isReviewOf(member, reservationNo)).isReview).toBe('YET');
    });

    it('answers 401 with code "401" without a valid token', async () => {
      const res = await write(null, { reservationNo: 1, storeNo: 1, reviewContent: 'x', storeGrade: 5 }, [
        { data: photo },
      ]);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('401');
    });
  });

  describe('PUT /api/review/{reviewNo}', () => {
    it('refuses an edit by another member with 404 and changes nothing', async () => {
      const { reviewNo, reservationNo } = await written(member, 5, 2);
      const before = await myDetail(member, reviewNo);
      const res = await edit(
        stranger,
        reviewNo,
        { reservationNo, storeNo: store.storeNo, reviewContent: '내가 고쳐 쓸게요', storeGrade: 1 },
        [{ data: photo }],
      );
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: '404' });
      expect(await myDetail(member, reviewNo)).toEqual(before);
      for (const url of before.imageUrls) expect(stored(url)).toBe(true);
    });

    it('keeps the photos when no files come (the existing client)', async () => {
      const { reviewNo, reservationNo } = await written(member, 4, 2);
      const before = await myDetail(member, reviewNo);
      const res = await edit(
        member,
        reviewNo,
        { reservationNo, storeNo: store.storeNo, reviewContent: '다시 가도 좋아요', storeGrade: '3' },
        [],
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: MESSAGES.reviewUpdated, reviewNo });
      const after = await myDetail(member, reviewNo);
      expect(after).toMatchObject({ reviewContent: '다시 가도 좋아요', storeGrade: 3, imageUrls: before.imageUrls });
      expect(after.createDate).toBe(before.createDate);
    });

    it('replaces every photo with the new files when keepImageUrls is absent, and deletes the old files', async () => {
      const { reviewNo, reservationNo } = await written(member, 4, 2);
      const before = (await myDetail(member, reviewNo)).imageUrls as string[];
      const res = await edit(
        member,
        reviewNo,
        { reservationNo, storeNo: store.storeNo, reviewContent: '새 사진', storeGrade: 4 },
        [{ data: await imageOf('webp') }],
      );
      expect(res.statusCode).toBe(200);
      const after = (await myDetail(member, reviewNo)).imageUrls as string[];
      expect(after).toHaveLength(1);
      expect(before).not.toContain(after[0]);
      for (const url of before) {
        expect(stored(url)).toBe(false);
        expect(storedThumb(url)).toBe(false);
      }
      expect(stored(after[0] as string)).toBe(true);
    });

    it('keeps exactly the listed photos plus the new files with keepImageUrls, in that order', async () => {
      const { reviewNo, reservationNo } = await written(member, 4, 3);
      const [first, second, third] = (await myDetail(member, reviewNo)).imageUrls as string[];
      const res = await edit(
        member,
        reviewNo,
        {
          reservationNo,
          storeNo: store.storeNo,
          reviewContent: '두 장만 남기고 한 장 추가',
          storeGrade: 4,
          keepImageUrls: [third as string, first as string],
        },
        [{ data: await imageOf('gif') }],
      );
      expect(res.statusCode).toBe(200);
      const after = (await myDetail(member, reviewNo)).imageUrls as string[];
      expect(after).toHaveLength(3);
      expect(after.slice(0, 2)).toEqual([third, first]);
      expect(stored(second as string)).toBe(false);
      expect(stored(first as string)).toBe(true);
      expect(stored(after[2] as string)).toBe(true);
    });

    it("ignores kept URLs that are not the review's own, and an empty keepImageUrls keeps none", async () => {
      const other = await written(stranger, 5, 1);
      const [theirs] = (await myDetail(stranger, other.reviewNo)).imageUrls as string[];
      const { reviewNo, reservationNo } = await written(member, 4, 2);
      const mine = (await myDetail(member, reviewNo)).imageUrls as string[];

      const adopt = await edit(
        member,
        reviewNo,
        {
          reservationNo,
          storeNo: store.storeNo,
          reviewContent: '남의 사진은 못 가져와요',
          storeGrade: 4,
          keepImageUrls: [theirs as string, mine[1] as string],
        },
        [],
      );
      expect(adopt.statusCode).toBe(200);
      expect((await myDetail(member, reviewNo)).imageUrls).toEqual([mine[1]]);
      expect(stored(theirs as string)).toBe(true);

      const none = await edit(
        member,
        reviewNo,
        { reservationNo, storeNo: store.storeNo, reviewContent: '사진 없이', storeGrade: 4, keepImageUrls: '' },
        [],
      );
      expect(none.statusCode).toBe(200);
      expect(await myDetail(member, reviewNo)).toMatchObject({ imageUrls: [], reviewImageUrl: null });
      expect(stored(mine[1] as string)).toBe(false);
    });

    it('refuses more than five photos in total (E203) and leaves the review and its files as they were', async () => {
      const { reviewNo, reservationNo } = await written(member, 4, 4);
      const before = await myDetail(member, reviewNo);
      const filesBefore = reviewFiles();
      const res = await edit(
        member,
        reviewNo,
        {
          reservationNo,
          storeNo: store.storeNo,
          reviewContent: '여섯 장',
          storeGrade: 2,
          keepImageUrls: before.imageUrls,
        },
        [{ data: photo }, { data: photo }],
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, code: 'E203', message: MESSAGES.reviewImagesMax });
      expect(await myDetail(member, reviewNo)).toEqual(before);
      expect(reviewFiles()).toBe(filesBefore);
    });

    it('refuses ids that are not the review’s, and an unknown review', async () => {
      const { reviewNo, reservationNo } = await written(member, 4);
      const other = await pastVisit(member);
      const wrong = await edit(
        member,
        reviewNo,
        { reservationNo: other, storeNo: store.storeNo, reviewContent: 'x', storeGrade: 4 },
        [],
      );
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().code).toBe('400');
      const unknown = await edit(
        member,
        999_999,
        { reservationNo, storeNo: store.storeNo, reviewContent: 'x', storeGrade: 4 },
        [],
      );
      expect(unknown.statusCode).toBe(404);
    });
  });

  describe('DELETE /api/review/delete/{reviewNo}', () => {
    it("refuses another member's delete with 404", async () => {
      const { reviewNo } = await written(member, 5);
      const res = await send('DELETE', `/api/review/delete/${reviewNo}`, stranger);
      expect(res.statusCode).toBe(404);
      expect((await send('GET', `/api/review/myreview/detail/${reviewNo}`, member)).statusCode).toBe(200);
    });

    it('deletes the review and its files; the reservation can be reviewed again', async () => {
      const { reviewNo, reservationNo } = await written(member, 5, 2);
      const urls = (await myDetail(member, reviewNo)).imageUrls as string[];
      const res = await send('DELETE', `/api/review/delete/${reviewNo}`, member);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: MESSAGES.reviewDeleted });
      for (const url of urls) {
        expect(stored(url)).toBe(false);
        expect(storedThumb(url)).toBe(false);
      }
      expect(await t.app.ctx.db.select().from(reviewImages).where(eq(reviewImages.reviewNo, reviewNo))).toEqual([]);
      expect((await send('GET', `/api/review/myreview/detail/${reviewNo}`, member)).statusCode).toBe(404);
      expect(await isReviewOf(member, reservationNo)).toMatchObject({ isReview: 'YET', reviewNo: null });
      const again = await write(
        member,
        { reservationNo, storeNo: store.storeNo, reviewContent: '다시 씁니다', storeGrade: 4 },
        [{ data: photo }],
      );
      expect(again.statusCode).toBe(201);
      expect((await send('DELETE', `/api/review/delete/${reviewNo}`, member)).statusCode).toBe(404);
    });

    it('keeps a photo file that another review still shows', async () => {
      const { reviewNo } = await written(member, 5, 1);
      const [url] = (await myDetail(member, reviewNo)).imageUrls as string[];
      const other = await written(stranger, 5, 1);
      // The demo data shares photos between reviews; deleting one review must not break the other.
      await t.app.ctx.db
        .update(reviewImages)
        .set({ imageKey: keyOf(url as string) })
        .where(eq(reviewImages.reviewNo, other.reviewNo));
      expect((await send('DELETE', `/api/review/delete/${reviewNo}`, member)).statusCode).toBe(200);
      expect(stored(url as string)).toBe(true);
    });
  });

  describe('store rating', () => {
    it('is the average of the visible reviews, one decimal, after every write, edit and delete', async () => {
      const rated = await createStore(t.app, { name: '평점 식당' });
      const third = await createUser(t.app);
      expect(await storeRating(rated.storeNo)).toEqual({ storeGrade: 0, reviewCount: 0 });

      const a = await written(member, 5, 1, rated.storeNo);
      expect(await storeRating(rated.storeNo)).toEqual({ storeGrade: 5, reviewCount: 1 });
      await written(stranger, 4, 1, rated.storeNo);
      expect(await storeRating(rated.storeNo)).toEqual({ storeGrade: 4.5, reviewCount: 2 });
      const c = await written(third, 4, 1, rated.storeNo);
      expect(await storeRating(rated.storeNo)).toEqual({ storeGrade: 4.3, reviewCount: 3 });

      // A hidden review counts for nothing, and editing it changes nothing.
      const hiddenVisit = await pastVisit(third, rated.storeNo);
      const hidden = await createReview(t.app, {
        reservationNo: hiddenVisit,
        userNo: third.userNo,
        storeNo: rated.storeNo,
        grade: 1,
        hidden: true,
      });
      const hiddenEdit = await edit(
        third,
        hidden.reviewNo,
        { reservationNo: hiddenVisit, storeNo: rated.storeNo, reviewContent: '숨겨진 리뷰', storeGrade: 2 },
        [],
      );
      expect(hiddenEdit.statusCode).toBe(200);
      expect(await storeRating(rated.storeNo)).toEqual({ storeGrade: 4.3, reviewCount: 3 });

      const edited = await edit(
        member,
        a.reviewNo,
        { reservationNo: a.reservationNo, storeNo: rated.storeNo, reviewContent: '다시 가보니 별로', storeGrade: 2 },
        [],
      );
      expect(edited.statusCode).toBe(200);
      expect(await storeRating(rated.storeNo)).toEqual({ storeGrade: 3.3, reviewCount: 3 });

      expect((await send('DELETE', `/api/review/delete/${c.reviewNo}`, third)).statusCode).toBe(200);
      expect(await storeRating(rated.storeNo)).toEqual({ storeGrade: 3, reviewCount: 2 });
      expect((await send('DELETE', `/api/review/delete/${hidden.reviewNo}`, third)).statusCode).toBe(200);
      expect(await storeRating(rated.storeNo)).toEqual({ storeGrade: 3, reviewCount: 2 });

      const listed = (await send('GET', `/api/store/list?search=${encodeURIComponent('평점 식당')}`, null)).json()
        .content[0];
      expect(listed).toMatchObject({ storeNo: rated.storeNo, storeGrade: 3, reviewCount: 2 });
      const [row] = await t.app.ctx.db
        .select({ gradeSum: stores.gradeSum, reviewCount: stores.reviewCount })
        .from(stores)
        .where(eq(stores.storeNo, rated.storeNo));
      expect(row).toEqual({ gradeSum: 6, reviewCount: 2 });
    });
  });

  describe('GET /api/review/store/{storeNo} (a cached answer)', () => {
    it('answers with an ETag, yet shows a written, edited and deleted review and a new nickname at once', async () => {
      const cafe = await createStore(t.app, { name: '캐시 식당' });
      const author = await createUser(t.app, { nickname: '처음닉네임' });
      const url = `/api/review/store/${cafe.storeNo}`;
      const list = async () => {
        const res = await send('GET', url, null);
        expect(res.statusCode).toBe(200);
        return { etag: res.headers.etag as string, reviews: res.json() };
      };
      const revalidate = async (etag: string) =>
        (await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } })).statusCode;

      const empty = await list();
      expect(empty.reviews).toEqual([]);
      expect(await revalidate(empty.etag)).toBe(304);

      const { reviewNo, reservationNo } = await written(author, 4, 1, cafe.storeNo);
      const one = await list();
      expect(one.reviews).toMatchObject([{ reviewNo, userNickname: '처음닉네임', storeGrade: 4 }]);
      expect(await revalidate(empty.etag)).toBe(200);

      const edited = await edit(
        author,
        reviewNo,
        { reservationNo, storeNo: cafe.storeNo, reviewContent: '다시 가고 싶어요', storeGrade: 5 },
        [],
      );
      expect(edited.statusCode).toBe(200);
      expect((await list()).reviews).toMatchObject([{ reviewNo, reviewContent: '다시 가고 싶어요', storeGrade: 5 }]);

      const form = new FormData();
      for (const [name, value] of Object.entries({
        userName: '작성자',
        userNickname: '바뀐닉네임',
        userPhone: '010-1234-5678',
      }))
        form.append(name, value);
      expect((await send('PUT', '/api/profile/update', author, form)).statusCode).toBe(200);
      expect((await list()).reviews).toMatchObject([{ reviewNo, userName: '바뀐닉네임', userNickname: '바뀐닉네임' }]);

      expect((await send('DELETE', `/api/review/delete/${reviewNo}`, author)).statusCode).toBe(200);
      expect((await list()).reviews).toEqual([]);
    });
    it('reads a store’s visible reviews, newest first, and nothing for a store that does not exist', async () => {
      const [a, b, empty] = await Promise.all([createStore(t.app), createStore(t.app), createStore(t.app)]);
      const older = await createReview(t.app, {
        reservationNo: await pastVisit(member, a.storeNo),
        userNo: member.userNo,
        storeNo: a.storeNo,
        grade: 3,
        createdAt: new Date('2026-11-10T03:00:00Z'),
        images: 2,
      });
      const newer = await createReview(t.app, {
        reservationNo: await pastVisit(stranger, a.storeNo),
        userNo: stranger.userNo,
        storeNo: a.storeNo,
        grade: 5,
        createdAt: new Date('2026-11-12T03:00:00Z'),
      });
      await createReview(t.app, {
        reservationNo: await pastVisit(member, a.storeNo),
        userNo: member.userNo,
        storeNo: a.storeNo,
        grade: 1,
        hidden: true,
      });
      const ofB = await createReview(t.app, {
        reservationNo: await pastVisit(member, b.storeNo),
        userNo: member.userNo,
        storeNo: b.storeNo,
        grade: 4,
      });
      const read = (storeNo: number) => findVisibleReviews(t.app.ctx.db, storeNo);
      const listA = await read(a.storeNo);
      const listB = await read(b.storeNo);
      const listEmpty = await read(empty.storeNo);
      const missing = await read(2_000_000_000);
      expect(listA?.map((r) => [r.reviewNo, r.nickname, r.images.length])).toEqual([
        [newer.reviewNo, stranger.nickname, 0],
        [older.reviewNo, member.nickname, 2],
      ]);
      expect(listB?.map((r) => r.reviewNo)).toEqual([ofB.reviewNo]);
      expect(listEmpty).toEqual([]);
      expect(missing).toBeUndefined();
    });
  });

  describe('GET /api/review/myreview and /myreview/detail/{reviewNo}', () => {
    it("answers all of the caller's reviews in content, newest first, and nobody else's", async () => {
      const writer = await createUser(t.app);
      const older = await written(writer, 3, 1);
      t.clock.advance(60_000);
      const newer = await written(writer, 5, 2);
      t.clock.set('2026-11-17T01:00:00.000Z');
      await written(stranger, 4, 1);

      const res = await send('GET', '/api/review/myreview', writer);
      expect(res.statusCode).toBe(200);
      const { content } = res.json();
      expect(content.map((r: { reviewNo: number }) => r.reviewNo)).toEqual([newer.reviewNo, older.reviewNo]);
      expect(content[0]).toEqual({
        reviewNo: newer.reviewNo,
        reservationNo: newer.reservationNo,
        storeNo: store.storeNo,
        storeName: '리뷰 식당',
        createDate: '2026-11-17T10:01:00',
        reviewContent: '5점짜리 방문 후기',
        storeGrade: 5,
        imageUrls: [expect.stringMatching(REVIEW_URL), expect.stringMatching(REVIEW_URL)],
        thumbnailUrls: [expect.stringMatching(REVIEW_THUMB_URL), expect.stringMatching(REVIEW_THUMB_URL)],
        reviewImageUrl: content[0].imageUrls[0],
        isDeleted: 'N',
        ownerReply: null,
      });
    });

    it('answers the detail as a bare one-element array, and 404 for a review that is not the caller’s', async () => {
      const { reviewNo } = await written(member, 4, 1);
      const res = await send('GET', `/api/review/myreview/detail/${reviewNo}`, member);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(Array.isArray(body)).toBe(true);
      expect(body).toHaveLength(1);
      expect(body[0]).toMatchObject({ reviewNo, storeNo: store.storeNo, storeGrade: 4 });
      expect((await send('GET', `/api/review/myreview/detail/${reviewNo}`, stranger)).statusCode).toBe(404);
      expect((await send('GET', '/api/review/myreview', null)).json().code).toBe('401');
    });
  });
});
