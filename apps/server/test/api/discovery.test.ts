import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNaverStandIn, NAVER_TEST_ID, NAVER_TEST_SECRET, type NaverStandIn } from '@siktak/e2e/stand-ins/naver';
import { eq } from 'drizzle-orm';
import { stores } from '../../src/db/schema.js';
import { STORE_CACHE_PREFIX } from '../../src/modules/stores/index.js';
import { type TestApp, TEST_PUBLIC_URL, createTestApp } from '../helpers/app.js';
import { authHeader, createReservation, createReview, createStore, createUser } from '../helpers/factories.js';

const ABSOLUTE_UPLOAD = new RegExp(`^${TEST_PUBLIC_URL}/uploads/stores/[0-9a-f-]+\\.webp$`);

describe('discovery API', () => {
  let t: TestApp;
  let naver: NaverStandIn;
  let pasta: { storeNo: number };
  let gukbap: { storeNo: number };
  let deleted: { storeNo: number };

  beforeAll(async () => {
    naver = await startNaverStandIn();
    t = await createTestApp({
      env: {
        NAVER_CLIENT_ID: NAVER_TEST_ID,
        NAVER_CLIENT_SECRET: NAVER_TEST_SECRET,
        NAVER_API_URL: naver.url,
        NAVER_TIMEOUT_MS: '300',
      },
    });
    const base = Date.parse('2026-11-01T00:00:00Z');
    gukbap = await createStore(t.app, {
      name: '을지로 골뱅이 국밥',
      district: '중구',
      foodType: '한식',
      images: 2,
      dayOff: ['일', '월'],
      createdAt: new Date(base),
    });
    pasta = await createStore(t.app, {
      name: 'Pasta House 연남',
      district: '마포구',
      foodType: '양식',
      images: 3,
      createdAt: new Date(base + 1000),
    });
    for (let i = 0; i < 6; i++) {
      await createStore(t.app, {
        name: `강남 스시 ${i}`,
        district: '강남구',
        foodType: '일식',
        createdAt: new Date(base + 2000 + i),
      });
    }
    deleted = await createStore(t.app, { name: '문 닫은 집', createdAt: new Date(base + 9000) });
    await t.app.ctx.db.update(stores).set({ deletedAt: new Date() }).where(eq(stores.storeNo, deleted.storeNo));
  });

  afterAll(async () => {
    await t?.close();
    await naver?.close();
  });

  describe('GET /api/store/latest', () => {
    it('answers a bare array of the newest stores with storeNo, storeName and an absolute storeImg', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/store/latest' });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(Array.isArray(body)).toBe(true);
      expect(body[0].storeName).toBe('강남 스시 5');
      expect(body.map((s: { storeNo: number }) => s.storeNo)).not.toContain(deleted.storeNo);
      for (const store of body) {
        expect(typeof store.storeNo).toBe('number');
        expect(store.storeImg).toMatch(ABSOLUTE_UPLOAD);
      }
    });

    it('ignores a stale or forged token on a public call', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/store/latest',
        headers: { authorization: 'Bearer not-a-token' },
      });
      expect(res.statusCode).toBe(200);
    });
  });

  describe('GET /api/store/list', () => {
    it('puts every match in content with no default page size (`?search=`)', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/store/list?search=' });
      expect(res.statusCode).toBe(200);
      const { content } = res.json();
      expect(content).toHaveLength(8);
      const item = content.find((s: { storeNo: number }) => s.storeNo === pasta.storeNo);
      expect(item).toMatchObject({
        storeName: 'Pasta House 연남',
        storeAddress1: '서울 강남구 테헤란로 1',
        storeAddress2: '1층',
        categoryAddress: '마포구',
        categoryFoodtype: '양식',
      });
      expect(item.imageList).toHaveLength(3);
      for (const url of item.imageList) expect(url).toMatch(ABSOLUTE_UPLOAD);
    });

    it('matches names case-insensitively, with spaces encoded as +', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/store/list?search=pasta+house' });
      expect(res.json().content.map((s: { storeNo: number }) => s.storeNo)).toEqual([pasta.storeNo]);
    });

    it('matches initial consonants (초성) such as ㄱㅂ', async () => {
      const res = await t.app.inject({ method: 'GET', url: `/api/store/list?search=${encodeURIComponent('ㄱㅂ')}` });
      expect(res.json().content.map((s: { storeNo: number }) => s.storeNo)).toEqual([gukbap.storeNo]);
    });

    it('also matches menu items, district, food type and amenity labels (the existing client’s call too)', async () => {
      const trattoria = await createStore(t.app, {
        name: '트라토리아 검색',
        district: '마포구',
        menu: ['까르보나라 파스타'],
        amenities: ['WIFI'],
        createdAt: new Date('2026-11-01T00:00:05Z'),
      });
      const found = async (text: string) =>
        (await t.app.inject({ method: 'GET', url: `/api/store/list?search=${encodeURIComponent(text)}` }))
          .json()
          .content.map((s: { storeNo: number }) => s.storeNo);
      // A name with the word is found as before, a menu item with it now as well.
      expect(await found('pasta')).toEqual([pasta.storeNo]);
      expect(await found('파스타')).toEqual([trattoria.storeNo]);
      expect(await found('마포 인터넷')).toEqual([trattoria.storeNo]);
      expect(await found('중구 한식')).toEqual([gukbap.storeNo]);
      await t.app.ctx.db.update(stores).set({ deletedAt: new Date() }).where(eq(stores.storeNo, trattoria.storeNo));
      await t.app.ctx.cache.invalidate(STORE_CACHE_PREFIX);
    });

    it('treats LIKE wildcards in the search text literally', async () => {
      const res = await t.app.inject({ method: 'GET', url: `/api/store/list?search=${encodeURIComponent('%')}` });
      expect(res.json().content).toEqual([]);
    });

    it('pages and filters on the server when page is given, clamping page=-1 to the first page', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/store/list?search=&district=${encodeURIComponent('강남구')}&page=-1&size=5`,
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.content).toHaveLength(5);
      expect(body).toMatchObject({ totalPages: 2, totalElements: 6, page: 0, size: 5 });
      const second = (
        await t.app.inject({
          method: 'GET',
          url: `/api/store/list?district=${encodeURIComponent('강남구')}&page=1&size=5`,
        })
      ).json();
      expect(second.content).toHaveLength(1);
      // Each part of the query is its own cached answer: the same page in another size, and the whole list.
      const smaller = (
        await t.app.inject({
          method: 'GET',
          url: `/api/store/list?district=${encodeURIComponent('강남구')}&page=0&size=2`,
        })
      ).json();
      expect(smaller).toMatchObject({ totalPages: 3, totalElements: 6, page: 0, size: 2 });
      expect(smaller.content).toHaveLength(2);
      const whole = (
        await t.app.inject({ method: 'GET', url: `/api/store/list?district=${encodeURIComponent('강남구')}` })
      ).json();
      expect(whole.totalElements).toBeGreaterThan(6);
      const food = (
        await t.app.inject({ method: 'GET', url: `/api/store/list?foodType=${encodeURIComponent('양식')}&page=0` })
      ).json();
      expect(food.content.map((s: { storeNo: number }) => s.storeNo)).toEqual([pasta.storeNo]);
    });

    it('refuses a district that is not one of the 25 with a Korean 400 envelope', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/store/list?district=Gangnam&page=0' });
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body).toMatchObject({ success: false, code: '400' });
      expect(body.message).toMatch(/[가-힣]/);
    });
  });

  describe('GET /api/store/detail/{storeNo}', () => {
    it('answers the raw store with HH:mm times, Korean weekday letters and arrays', async () => {
      const res = await t.app.inject({ method: 'GET', url: `/api/store/detail/${gukbap.storeNo}` });
      expect(res.statusCode).toBe(200);
      const store = res.json();
      expect(store).toMatchObject({
        storeNo: gukbap.storeNo,
        storeName: '을지로 골뱅이 국밥',
        storePhone: '02-123-4567',
        openTime: '11:00',
        closeTime: '21:00',
        categoryAddress: '중구',
        categoryFoodtype: '한식',
        categoryConvenience: ['PARKING'],
        menuList: ['김치찌개', '제육볶음'],
        dayOff: ['일', '월'],
        startDate: null,
        endDate: null,
        count: 10,
        storeGrade: 0,
        reviewCount: 0,
      });
      expect(store.imageList).toHaveLength(2);
      for (const url of store.imageList) expect(url).toMatch(ABSOLUTE_UPLOAD);
    });

    it('answers the 404 envelope for a missing or deleted store', async () => {
      for (const storeNo of [999_999, deleted.storeNo]) {
        const res = await t.app.inject({ method: 'GET', url: `/api/store/detail/${storeNo}` });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ success: false, code: '404', message: '가게 정보를 찾을 수 없습니다.' });
      }
    });

    it('answers with an ETag and 304 for a client that already holds the same answer', async () => {
      const first = await t.app.inject({ method: 'GET', url: `/api/store/detail/${gukbap.storeNo}` });
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^"[\w-]+"$/);
      expect(first.headers['cache-control']).toBe('public, no-cache');
      const again = await t.app.inject({
        method: 'GET',
        url: `/api/store/detail/${gukbap.storeNo}`,
        headers: { 'if-none-match': etag },
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      const other = await t.app.inject({
        method: 'GET',
        url: `/api/store/detail/${pasta.storeNo}`,
        headers: { 'if-none-match': etag },
      });
      expect(other.statusCode).toBe(200);
    });

    it('sends the whole store list compressed to clients that accept it once it outgrows 8 KB, the same JSON underneath', async () => {
      const small = await t.app.inject({
        method: 'GET',
        url: '/api/store/list?search=',
        headers: { 'accept-encoding': 'br' },
      });
      expect(small.rawPayload.length).toBeLessThan(8 * 1024);
      expect(small.headers['content-encoding']).toBeUndefined();
      expect(small.headers.vary).toContain('accept-encoding');
      for (let i = 0; i < 24; i++) {
        await createStore(t.app, { name: `목동 큰 목록 ${i}`, district: '양천구', foodType: '한식', images: 2 });
      }
      const url = `/api/store/list?search=${encodeURIComponent('목동 큰 목록')}`;
      const plain = await t.app.inject({ method: 'GET', url });
      expect(plain.rawPayload.length).toBeGreaterThan(8 * 1024);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toContain('accept-encoding');
      const decoders = { br: brotliDecompressSync, gzip: gunzipSync } as const;
      for (const [accept, encoding] of [
        ['gzip, deflate, br', 'br'],
        ['gzip', 'gzip'],
        ['br;q=0, gzip;q=0.8', 'gzip'],
      ] as const) {
        const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': accept } });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(res.headers.etag).toBe(plain.headers.etag);
        expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length);
        expect(decoders[encoding](res.rawPayload).toString('utf8')).toBe(plain.body);
      }
      const identity = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
      expect(identity.headers['content-encoding']).toBeUndefined();
      expect(identity.body).toBe(plain.body);
    });

    it('sends an answer computed per request compressed once it outgrows the first round trip (8 KB), the same JSON underneath', async () => {
      const decoders = { br: brotliDecompressSync, gzip: gunzipSync } as const;
      const small = '/api/availability/stores?date=2030-01-01&time=19:00&size=20';
      const smallPlain = await t.app.inject({ method: 'GET', url: small });
      expect(smallPlain.rawPayload.length).toBeGreaterThan(1024);
      expect(smallPlain.rawPayload.length).toBeLessThan(8 * 1024);
      const smallBr = await t.app.inject({ method: 'GET', url: small, headers: { 'accept-encoding': 'br' } });
      expect(smallBr.headers['content-encoding']).toBeUndefined();
      expect(smallBr.body).toBe(smallPlain.body);

      for (let i = 0; i < 40; i++) {
        await createStore(t.app, {
          name: `노원 사진 많은 고깃집 ${i}`,
          district: '노원구',
          foodType: '한식',
          images: 1,
        });
      }
      const url = '/api/availability/stores?date=2030-01-01&time=19:00&district=노원구&size=50';
      const plain = await t.app.inject({ method: 'GET', url });
      expect(plain.statusCode).toBe(200);
      expect(plain.rawPayload.length).toBeGreaterThan(8 * 1024);
      expect(plain.headers['content-encoding']).toBeUndefined();
      for (const [accept, encoding] of [
        ['gzip, deflate, br', 'br'],
        ['gzip', 'gzip'],
      ] as const) {
        const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': accept } });
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(res.headers.vary).toContain('accept-encoding');
        expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
        expect(decoders[encoding](res.rawPayload).toString('utf8')).toBe(plain.body);
      }
    });

    it('answers 404 for a store number that is not a number (no store can have it)', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/store/detail/abc' });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('404');
    });
  });

  describe('GET /api/review/store/{storeNo}', () => {
    it('answers a bare array of visible reviews, newest first, with yyyy-MM-dd dates and absolute image URLs', async () => {
      const member = await createUser(t.app, { nickname: '맛집헌터' });
      const first = await createReservation(t.app, {
        userNo: member.userNo,
        storeNo: pasta.storeNo,
        date: '2026-11-10',
        time: '12:00',
      });
      const second = await createReservation(t.app, {
        userNo: member.userNo,
        storeNo: pasta.storeNo,
        date: '2026-11-12',
        time: '12:00',
      });
      const third = await createReservation(t.app, {
        userNo: member.userNo,
        storeNo: pasta.storeNo,
        date: '2026-11-13',
        time: '12:00',
      });
      await createReview(t.app, {
        ...first,
        userNo: member.userNo,
        storeNo: pasta.storeNo,
        grade: 5,
        images: 2,
        createdAt: new Date('2026-11-10T05:00:00Z'),
      });
      await createReview(t.app, {
        ...second,
        userNo: member.userNo,
        storeNo: pasta.storeNo,
        grade: 4,
        createdAt: new Date('2026-11-12T05:00:00Z'),
      });
      await createReview(t.app, { ...third, userNo: member.userNo, storeNo: pasta.storeNo, grade: 1, hidden: true });

      const res = await t.app.inject({
        method: 'GET',
        url: `/api/review/store/${pasta.storeNo}`,
        headers: await authHeader(t.app, member),
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toHaveLength(2);
      expect(body[0]).toMatchObject({ storeGrade: 4, userName: '맛집헌터', imageUrls: [], reviewContent: '맛있어요' });
      expect(body[0].createDate).toMatch(/^2026-11-12T/);
      expect(body[1].imageUrls).toHaveLength(2);
      for (const url of body[1].imageUrls) expect(url).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/uploads/reviews/`));

      const detail = (await t.app.inject({ method: 'GET', url: `/api/store/detail/${pasta.storeNo}` })).json();
      expect(detail).toMatchObject({ storeGrade: 4.5, reviewCount: 2 });
    });

    it('answers an empty array for a store without reviews and 404 for a missing store', async () => {
      expect((await t.app.inject({ method: 'GET', url: `/api/review/store/${gukbap.storeNo}` })).json()).toEqual([]);
      expect((await t.app.inject({ method: 'GET', url: '/api/review/store/424242' })).statusCode).toBe(404);
    });
  });

  describe('GET /api/store/{storeName}/naver-blog', () => {
    it('decodes a name with spaces and Hangul from the path, strips tags and decodes entities', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/store/${encodeURI('을지로 골뱅이 국밥')}/naver-blog`,
      });
      expect(res.statusCode).toBe(200);
      const { items } = res.json();
      expect(naver.queries).toContain('을지로 골뱅이 국밥');
      expect(items).toHaveLength(3);
      expect(items[0]).toEqual({
        title: '을지로 골뱅이 국밥 방문 후기 1 & 솔직 리뷰',
        description: '오늘은 을지로 골뱅이 국밥에 다녀왔어요. 분위기 "최고", 재방문 의사 있어요!',
        link: 'https://blog.naver.com/foodie1/22330',
      });
    });

    it('caches answers per name', async () => {
      const before = naver.queries.length;
      await t.app.inject({ method: 'GET', url: `/api/store/${encodeURI('을지로 골뱅이 국밥')}/naver-blog` });
      expect(naver.queries.length).toBe(before);
    });

    // A hang that were not cut short would hold this test until vitest's own time-out fails it.
    it('answers {items: []} when Naver fails or hangs', async () => {
      naver.failWith(500);
      const failed = await t.app.inject({ method: 'GET', url: '/api/store/failing-name/naver-blog' });
      expect(failed.json()).toEqual({ items: [] });
      naver.failWith('hang');
      const hung = await t.app.inject({ method: 'GET', url: '/api/store/hanging-name/naver-blog' });
      expect(hung.json()).toEqual({ items: [] });
      naver.failWith(null);
    });

    it('answers {items: []} without calling anyone when Naver is not configured', async () => {
      const bare = await createTestApp();
      try {
        const before = naver.queries.length;
        const res = await bare.app.inject({ method: 'GET', url: '/api/store/아무거나/naver-blog' });
        expect(res.json()).toEqual({ items: [] });
        expect(naver.queries.length).toBe(before);
        // And says so, for our store page to hide its blog section.
        expect((await bare.app.inject({ method: 'GET', url: '/api/blog-search' })).json()).toEqual({
          available: false,
        });
      } finally {
        await bare.close();
      }
    });

    it('says blog search is available when Naver is configured', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/blog-search' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ available: true });
    });
  });

  describe('transport', () => {
    it('answers unknown API paths with a JSON 404 envelope carrying CORS headers', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here', headers: { origin: TEST_PUBLIC_URL } });
      expect(res.statusCode).toBe(404);
      expect(res.headers['access-control-allow-origin']).toBe(TEST_PUBLIC_URL);
      expect(res.json()).toMatchObject({ success: false, code: '404' });
    });

    it('answers a preflight from an allowed origin and refuses an unknown one', async () => {
      const preflight = (origin: string) =>
        t.app.inject({
          method: 'OPTIONS',
          url: '/api/store/list',
          headers: {
            origin,
            'access-control-request-method': 'PUT',
            'access-control-request-headers': 'authorization,content-type',
          },
        });
      const allowed = await preflight(TEST_PUBLIC_URL);
      expect(allowed.statusCode).toBe(204);
      expect(allowed.body).toBe('');
      expect(allowed.headers).toMatchObject({
        'access-control-allow-origin': TEST_PUBLIC_URL,
        'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
        'access-control-allow-headers': 'Authorization, Content-Type, X-Request-Id',
        'access-control-max-age': '600',
        vary: 'Origin',
      });
      const unknown = await preflight('http://evil.example');
      expect(unknown.statusCode).toBe(204);
      for (const name of [
        'access-control-allow-origin',
        'access-control-allow-methods',
        'access-control-allow-headers',
      ]) {
        expect(unknown.headers[name]).toBeUndefined();
      }
    });

    it('names an allowed origin on every answer, cached ones too, and always varies by Origin', async () => {
      const get = (url: string, origin?: string) =>
        t.app.inject({
          method: 'GET',
          url,
          headers: { 'accept-encoding': 'br', ...(origin ? { origin } : {}) },
        });
      // A cached answer varies by Accept-Encoding too; a shared cache must not give one origin's answer to another.
      for (const url of ['/api/store/latest', '/api/store/list?page=0&size=5', '/api/notice', '/api/nothing-here']) {
        const allowed = await get(url, TEST_PUBLIC_URL);
        expect(allowed.headers['access-control-allow-origin']).toBe(TEST_PUBLIC_URL);
        expect(allowed.headers['access-control-expose-headers']).toBe('Retry-After, X-Request-Id');
        expect(String(allowed.headers.vary).split(/,\s*/)).toContain('Origin');
        for (const origin of ['http://evil.example', undefined]) {
          const other = await get(url, origin);
          expect(other.headers['access-control-allow-origin']).toBeUndefined();
          expect(other.headers['access-control-expose-headers']).toBeUndefined();
          expect(String(other.headers.vary).split(/,\s*/)).toContain('Origin');
        }
      }
      const latest = await get('/api/store/latest', TEST_PUBLIC_URL);
      // Each field once; their order means nothing (RFC 9110 §12.5.5).
      expect(String(latest.headers.vary).toLowerCase().split(/,\s*/).sort()).toEqual(['accept-encoding', 'origin']);
    });

    it('answers malformed JSON with a 400 envelope and no stack trace', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/store/list',
        headers: { 'content-type': 'application/json' },
        payload: '{"broken":',
      });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.body).not.toMatch(/at .*\.(js|ts):\d+/);
      expect(res.json().success).toBe(false);
    });

    it('reports liveness and readiness', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
      const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json().status).toBe('ready');
    });

    it('publishes the OpenAPI document generated from the contract schemas', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
      expect(res.statusCode).toBe(200);
      const doc = res.json();
      expect(doc.paths['/api/store/list'].get.parameters.map((p: { name: string }) => p.name)).toContain('search');
    });
  });
});
