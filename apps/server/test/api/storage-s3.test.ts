import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, addDays } from '@siktak/contract';
import { loadConfig } from '../../src/config.js';
import { IMMUTABLE, s3Storage, thumbKeyOf } from '../../src/platform/storage.js';
import { eq } from 'drizzle-orm';
import { ownerApplications } from '../../src/db/schema.js';
import { TEST_PUBLIC_URL, type TestApp, createTestApp } from '../helpers/app.js';
import { applicationForm, businessNo, imagePart } from '../helpers/owners.js';
import {
  type TestUser,
  authHeader,
  createReservation,
  createStore,
  createUser,
  pngImage,
  reviewForm,
} from '../helpers/factories.js';
import {
  S3_TEST_BUCKET,
  S3_TEST_SECRET,
  type S3StandIn,
  s3TestEnv,
  s3TestReader,
  startS3StandIn,
} from '../helpers/s3-stand-in.js';

const IMAGE_BASE = 'https://img.siktak.test/media';
const REVIEW_URL = new RegExp(`^${IMAGE_BASE}/reviews/[0-9a-f-]{36}\\.webp$`);
const TODAY = '2026-11-17';

const s3Env = (endpoint: string, secret = S3_TEST_SECRET) => s3TestEnv(endpoint, `${IMAGE_BASE}/`, secret);

describe('uploads in S3-compatible storage (S3_BUCKET set)', () => {
  let s3: S3StandIn;
  let t: TestApp;
  let member: TestUser;
  let storeNo: number;
  let photo: Buffer;
  let day = 0;

  const keyOf = (url: string) => url.slice(`${IMAGE_BASE}/`.length);
  const inBucket = (url: string) => s3.objects.has(keyOf(url));

  async function send(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: FormData) {
    return t.app.inject({ method, url, headers: await authHeader(t.app, member), ...(payload ? { payload } : {}) });
  }

  async function writeReview(photos: number) {
    day++;
    const { reservationNo } = await createReservation(t.app, {
      userNo: member.userNo,
      storeNo,
      date: addDays(TODAY, -day),
      time: '12:00',
    });
    const res = await send(
      'POST',
      '/api/review/write',
      reviewForm(
        { reservationNo, storeNo, reviewContent: '사진 있는 후기', storeGrade: 5 },
        Array.from({ length: photos }, () => ({ data: photo })),
      ),
    );
    expect(res.statusCode).toBe(201);
    const reviewNo = res.json().reviewNo as number;
    const detail = (await send('GET', `/api/review/myreview/detail/${reviewNo}`)).json()[0];
    return { reviewNo, reservationNo, imageUrls: detail.imageUrls as string[] };
  }

  async function latestRegisterNo(userNo: number): Promise<number> {
    const rows = await t.app.ctx.db.select().from(ownerApplications).where(eq(ownerApplications.userNo, userNo));
    return rows.at(-1)!.registerNo;
  }

  beforeAll(async () => {
    s3 = await startS3StandIn();
    t = await createTestApp({ env: s3Env(s3.url) });
    member = await createUser(t.app);
    storeNo = (await createStore(t.app, { name: 'S3 식당' })).storeNo;
    photo = await pngImage(120, 90);
  });

  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  it('puts a review photo and its thumbnail in the bucket as WebP with a year-long immutable cache header', async () => {
    const { imageUrls } = await writeReview(1);
    expect(imageUrls).toHaveLength(1);
    const url = imageUrls[0] as string;
    expect(url).toMatch(REVIEW_URL);
    for (const key of [keyOf(url), thumbKeyOf(keyOf(url))]) {
      const object = s3.objects.get(key);
      expect(object).toMatchObject({ contentType: 'image/webp', cacheControl: IMMUTABLE });
      expect((await sharp(object?.body).metadata()).format).toBe('webp');
    }
    // Read back through the S3 API, as a CDN in front of the bucket would.
    const reader = s3TestReader();
    const objectUrl = `${s3.url}/${S3_TEST_BUCKET}/${keyOf(url)}`;
    const head = await reader.fetch(objectUrl, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('cache-control')).toBe(IMMUTABLE);
    const got = await reader.fetch(objectUrl);
    expect(got.headers.get('content-type')).toBe('image/webp');
    expect(Buffer.from(await got.arrayBuffer()).equals(s3.objects.get(keyOf(url))?.body as Buffer)).toBe(true);
    // Nothing lands on the local disk, and the server does not serve /uploads/ itself.
    expect(existsSync(join(t.dataDir, 'uploads', keyOf(url)))).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: `/uploads/${keyOf(url)}` })).statusCode).toBe(404);
  });

  it('shows the bucket URLs on the store page', async () => {
    const { imageUrls } = await writeReview(1);
    const reviews = (await t.app.inject({ method: 'GET', url: `/api/review/store/${storeNo}` })).json();
    const shown = JSON.stringify(reviews);
    expect(shown).toContain(imageUrls[0]);
    expect(shown).not.toContain('/uploads/');
  });

  it('replacing photos keeps the listed bucket URL and deletes the dropped objects', async () => {
    const { reviewNo, reservationNo, imageUrls } = await writeReview(2);
    const [kept, dropped] = imageUrls as [string, string];
    const res = await send(
      'PUT',
      `/api/review/${reviewNo}`,
      reviewForm({ reservationNo, storeNo, reviewContent: '한 장만 남겨요', storeGrade: 4, keepImageUrls: [kept] }, [
        { data: photo },
      ]),
    );
    expect(res.statusCode).toBe(200);
    const after = (await send('GET', `/api/review/myreview/detail/${reviewNo}`)).json()[0].imageUrls as string[];
    expect(after).toHaveLength(2);
    expect(after[0]).toBe(kept);
    expect(after[1]).toMatch(REVIEW_URL);
    expect(inBucket(kept)).toBe(true);
    expect(inBucket(after[1] as string)).toBe(true);
    expect(inBucket(dropped)).toBe(false);
    expect(s3.objects.has(thumbKeyOf(keyOf(dropped)))).toBe(false);
    expect(s3.log).toContain(`DELETE ${keyOf(dropped)} 204`);
  });

  it('deleting the review removes its objects from the bucket', async () => {
    const { reviewNo, imageUrls } = await writeReview(2);
    expect(imageUrls.every(inBucket)).toBe(true);
    const res = await send('DELETE', `/api/review/delete/${reviewNo}`);
    expect(res.json()).toEqual({ success: true, message: MESSAGES.reviewDeleted });
    for (const url of imageUrls) {
      expect(inBucket(url)).toBe(false);
      expect(s3.objects.has(thumbKeyOf(keyOf(url)))).toBe(false);
    }
  });

  it('keeps an owner-application document out of S3_PUBLIC_URL: under private/, streamed by the server to a signed URL', async () => {
    const applicant = await createUser(t.app);
    const admin = await createUser(t.app, { role: 'ROLE_ADMIN' });
    const form = applicationForm({ storeName: 'S3 분식', businessNo: businessNo() }, imagePart(photo));
    const applied = await t.app.inject({
      method: 'POST',
      url: '/api/mypage/registerOwner',
      headers: await authHeader(t.app, applicant),
      payload: form,
    });
    expect(applied.statusCode).toBe(201);
    const detail = await t.app.inject({
      method: 'POST',
      url: '/api/admin/manage/owner/detail',
      headers: await authHeader(t.app, admin),
      payload: { registerNo: String(await latestRegisterNo(applicant.userNo)) },
    });
    const url = detail.json().data.image as string;
    expect(url.startsWith(IMAGE_BASE)).toBe(false);
    const name = new URL(url).pathname.split('/').pop() as string;
    expect(url.startsWith(`${TEST_PUBLIC_URL}/api/owner-documents/${name}?`)).toBe(true);
    // Only under the private prefix, which the public URL must not serve; nothing under a public key.
    const stored = s3.objects.get(`private/documents/${name}`);
    expect(stored).toMatchObject({ contentType: 'image/webp', cacheControl: 'private, no-store' });
    expect([...s3.objects.keys()].filter((key) => key.includes(name))).toEqual([`private/documents/${name}`]);
    const image = await t.app.inject({ method: 'GET', url: url.slice(TEST_PUBLIC_URL.length) });
    expect(image.statusCode).toBe(200);
    expect(image.headers['cache-control']).toBe('private, no-store');
    expect(image.rawPayload.equals(stored?.body as Buffer)).toBe(true);
  });

  it('allows images from the bucket origin in the content security policy of pages', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.headers['content-security-policy']).toMatch(/img-src [^;]*https:\/\/img\.siktak\.test/);
  });

  it('the stand-in rejects unsigned requests and wrong secrets, so the signature it accepts is real', async () => {
    const unsigned = await fetch(`${s3.url}/${S3_TEST_BUCKET}/reviews/unsigned.webp`, { method: 'PUT', body: 'x' });
    expect(unsigned.status).toBe(403);
    const config = loadConfig({ ...s3Env(s3.url, 'not-the-secret'), DATA_DIR: t.dataDir });
    const forged = s3Storage(config.s3!);
    await expect(forged.put('reviews/forged.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(
      'S3 PUT reviews/forged.webp failed with HTTP 403',
    );
    expect(s3.objects.has('reviews/forged.webp')).toBe(false);
  });
});

describe('S3 configuration', () => {
  it('needs both keys with a bucket', () => {
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k', JWT_SECRET: 'x' })).toThrow(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set when S3_BUCKET is set.',
    );
  });

  it('defaults to AWS in ap-northeast-2 with virtual-hosted URLs served from the bucket', () => {
    const config = loadConfig({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's', JWT_SECRET: 'x' });
    expect(config.s3).toMatchObject({
      endpoint: 'https://s3.ap-northeast-2.amazonaws.com',
      region: 'ap-northeast-2',
      forcePathStyle: false,
      bucketUrl: 'https://b.s3.ap-northeast-2.amazonaws.com',
      publicUrl: 'https://b.s3.ap-northeast-2.amazonaws.com',
    });
    expect(loadConfig({ JWT_SECRET: 'x' }).s3).toBeNull();
  });
});
