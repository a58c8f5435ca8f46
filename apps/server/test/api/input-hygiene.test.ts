import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, MESSAGES, addDays } from '@siktak/contract';
import * as schema from '../../src/db/schema.js';
import { TEST_NOW, type TestApp, createTestApp } from '../helpers/app.js';
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
import { applicationForm, businessNo, imagePart, storeDto, storeDtoForm } from '../helpers/owners.js';

/**
 * No input reaches the database that it would refuse. Control characters in any text
 * field and ids outside PostgreSQL's `integer` are answered 400 (404 for ids in paths) with the
 * error envelope, and nothing in the database or the upload directory changes.
 */
describe('input the database would refuse', () => {
  let t: TestApp;
  let member: TestUser;
  let owner: TestUser;
  let newOwner: TestUser;
  let admin: TestUser;
  let store: { storeNo: number };
  let reviewNo: number;
  let photo: Buffer;
  let visitDay = 0;

  const TODAY = TEST_NOW.slice(0, 10);
  const TABLES = [
    schema.users,
    schema.emailVerifications,
    schema.refreshTokens,
    schema.ownerApplications,
    schema.stores,
    schema.storeImages,
    schema.reservations,
    schema.slotLoads,
    schema.reviews,
    schema.reviewImages,
    schema.reviewReports,
    schema.notices,
    schema.auditLogs,
  ];

  /** Every row of every table, and every file under the upload directory. */
  async function snapshot(): Promise<string> {
    const rows = await Promise.all(TABLES.map((table) => t.app.ctx.db.select().from(table)));
    const sorted = rows.map((list) => list.map((row) => JSON.stringify(row)).sort());
    const uploads = join(t.dataDir, 'uploads');
    const files = existsSync(uploads) ? readdirSync(uploads, { recursive: true }).map(String).sort() : [];
    return JSON.stringify({ sorted, files });
  }

  type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

  /** One session per user, started in `beforeAll`: a login is a row too, and must not count as a change. */
  const sessions = new Map<number, { authorization: string }>();

  async function send(user: TestUser | null, method: Method, url: string, payload?: FormData | object) {
    return t.app.inject({
      method,
      url,
      headers: user ? (sessions.get(user.userNo) ?? {}) : {},
      ...(payload ? { payload: payload as Record<string, unknown> } : {}),
    });
  }

  /** A visit of `member` to `store` that a review may follow. */
  async function pastVisit(): Promise<number> {
    visitDay++;
    const { reservationNo } = await createReservation(t.app, {
      userNo: member.userNo,
      storeNo: store.storeNo,
      date: addDays(TODAY, -visitDay),
      time: '12:00',
    });
    return reservationNo;
  }

  async function upcomingVisit(): Promise<number> {
    visitDay++;
    const { reservationNo } = await createReservation(t.app, {
      userNo: member.userNo,
      storeNo: store.storeNo,
      date: addDays(TODAY, 1 + (visitDay % 20)),
      time: `${String(11 + (visitDay % 9)).padStart(2, '0')}:00`,
      personCount: 1,
    });
    return reservationNo;
  }

  beforeAll(async () => {
    t = await createTestApp();
    member = await createUser(t.app, { nickname: '입력검사회원' });
    owner = await createUser(t.app, { role: 'ROLE_OWNER' });
    newOwner = await createUser(t.app, { role: 'ROLE_OWNER' });
    admin = await createUser(t.app, { role: 'ROLE_ADMIN' });
    for (const user of [member, owner, newOwner, admin]) sessions.set(user.userNo, await authHeader(t.app, user));
    store = await createStore(t.app, { name: '입력 검사 식당', ownerNo: owner.userNo, capacity: 50 });
    photo = await pngImage();
    const visited = await pastVisit();
    ({ reviewNo } = await createReview(t.app, {
      reservationNo: visited,
      userNo: member.userNo,
      storeNo: store.storeNo,
      grade: 4,
    }));
  });

  afterAll(async () => {
    await t?.close();
  });

  interface TextField {
    name: string;
    /** Tabs, newlines and CRLF are allowed in it. */
    multiLine?: boolean;
    /**
     * Sent as a multipart text part: FormData turns a lone CR into CRLF there (HTML's form encoding),
     * so it arrives as a line break, not as a CR.
     */
    multipart?: boolean;
    /** The status-4xx code a refusal answers with (the store form answers E300). */
    code?: string;
    request(
      value: string,
    ): Promise<{ user: TestUser | null; method: Method; url: string; payload?: FormData | object }>;
  }

  const fieldValue = (value: string) => `가나${value}다라`;

  /** The 13 fields that answered 500 before, each sending `value` where the text goes. */
  const TEXT_FIELDS: TextField[] = [
    {
      name: 'store search',
      request: async (v) => ({
        user: null,
        method: 'GET',
        url: `/api/store/list?search=${encodeURIComponent(fieldValue(v))}`,
      }),
    },
    {
      name: 'login id',
      request: async (v) => ({
        user: null,
        method: 'POST',
        url: '/api/auth/login',
        payload: { userId: `member${v}@example.com`, userPw: 'Password!1' },
      }),
    },
    {
      name: 'sign-up nickname',
      request: async (v) => ({
        user: null,
        method: 'POST',
        url: '/api/auth/signup',
        payload: {
          userId: 'newcomer@example.com',
          userPw: 'Password!1',
          userName: '새회원',
          userNickName: fieldValue(v),
          userPhone: '010-5555-6666',
        },
      }),
    },
    {
      name: 'review content',
      multiLine: true,
      multipart: true,
      request: async (v) => ({
        user: member,
        method: 'POST',
        url: '/api/review/write',
        payload: reviewForm(
          { reservationNo: await pastVisit(), storeNo: store.storeNo, reviewContent: fieldValue(v), storeGrade: 5 },
          [{ data: photo }],
        ),
      }),
    },
    {
      name: 'profile nickname',
      request: async (v) => ({
        user: member,
        method: 'PUT',
        url: '/api/profile/update',
        payload: multipart({ userName: '검사회원', userNickname: fieldValue(v), userPhone: '010-2222-3333' }),
      }),
    },
    {
      name: 'profile name',
      request: async (v) => ({
        user: member,
        method: 'PUT',
        url: '/api/profile/update',
        payload: multipart({ userName: fieldValue(v), userNickname: '입력검사회원', userPhone: '010-2222-3333' }),
      }),
    },
    {
      name: 'cancel reason',
      multiLine: true,
      request: async (v) => ({
        user: member,
        method: 'PATCH',
        url: '/api/reservation/mypage/cancel',
        payload: { reservationNo: await upcomingVisit(), cancelReason: fieldValue(v) },
      }),
    },
    {
      name: 'store name',
      code: 'E300',
      request: async (v) => ({
        user: newOwner,
        method: 'POST',
        url: '/api/owner/stores/write',
        payload: storeDtoForm(storeDto({ storeName: fieldValue(v) }), [], [imagePart(photo)]),
      }),
    },
    {
      name: 'review report',
      multiLine: true,
      request: async (v) => ({
        user: owner,
        method: 'POST',
        url: `/api/owner/reviews/${reviewNo}/report`,
        payload: { reason: '기타', detail: fieldValue(v) },
      }),
    },
    {
      name: 'owner application',
      request: async (v) => ({
        user: member,
        method: 'POST',
        url: '/api/mypage/registerOwner',
        payload: applicationForm({ storeName: fieldValue(v), businessNo: businessNo() }, imagePart(photo)),
      }),
    },
    {
      name: 'notice title',
      request: async (v) => ({
        user: admin,
        method: 'POST',
        url: '/api/notice/write',
        payload: { noticeTitle: fieldValue(v), noticeContent: '공지 내용' },
      }),
    },
    {
      name: 'notice content',
      multiLine: true,
      request: async (v) => ({
        user: admin,
        method: 'POST',
        url: '/api/notice/write',
        payload: { noticeTitle: '공지 제목', noticeContent: fieldValue(v) },
      }),
    },
    {
      name: 'blog search store name (path)',
      request: async (v) => ({
        user: null,
        method: 'GET',
        url: `/api/store/${encodeURIComponent(fieldValue(v))}/naver-blog`,
      }),
    },
  ];

  function multipart(values: Record<string, string>): FormData {
    const form = new FormData();
    for (const [name, value] of Object.entries(values)) form.append(name, value);
    return form;
  }

  const ALWAYS_REFUSED = ['\u0000', '\u0001', '\u0007', '\u001b', '\u001f', '\u007f', '\u000b', '\u000c', '\r'];
  const LINE_BREAKS = ['\t', '\n', '\r\n'];

  describe.each(TEXT_FIELDS)('$name', (field) => {
    const refused = (field.multiLine ? ALWAYS_REFUSED : [...ALWAYS_REFUSED, ...LINE_BREAKS]).filter(
      (c) => !(field.multipart && c === '\r'),
    );

    it.each(refused.map((c) => [JSON.stringify(c), c]))(
      'refuses %s with 400, the envelope and a Korean message, changing nothing',
      async (_label, char) => {
        const request = await field.request(char);
        const before = await snapshot();
        const res = await send(request.user, request.method, request.url, request.payload);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({
          success: false,
          code: field.code ?? '400',
          message: MESSAGES.controlChars,
        });
        expect(await snapshot()).toBe(before);
      },
    );

    if (field.multiLine) {
      it('accepts tabs, newlines and CRLF', async () => {
        const request = await field.request(LINE_BREAKS.join(''));
        const res = await send(request.user, request.method, request.url, request.payload);
        expect(res.statusCode, res.body).toBeLessThan(300);
      });
    }
  });

  const OUT_OF_RANGE = ['2147483648', '99999999999999999999999', '-1', '1.5', '1e3', '0', '0x10', '%20'];

  /** Every route with an id in its path, with whatever else it needs to get that far. */
  const PATH_ID_ROUTES: {
    user: () => TestUser | null;
    method: Method;
    url: (n: string) => string;
    body?: () => object;
  }[] = [
    { user: () => null, method: 'GET', url: (n) => `/api/store/detail/${n}` },
    { user: () => null, method: 'GET', url: (n) => `/api/review/store/${n}` },
    { user: () => null, method: 'GET', url: (n) => `/api/reservation/store/${n}` },
    { user: () => null, method: 'GET', url: (n) => `/api/notice/${n}` },
    {
      user: () => admin,
      method: 'PUT',
      url: (n) => `/api/notice/${n}`,
      body: () => ({ noticeTitle: '제목', noticeContent: '내용' }),
    },
    { user: () => admin, method: 'DELETE', url: (n) => `/api/notice/${n}` },
    { user: () => member, method: 'GET', url: (n) => `/api/reservation/mypage/${n}` },
    { user: () => member, method: 'GET', url: (n) => `/api/reservation/mypage/detail/${n}` },
    { user: () => owner, method: 'GET', url: (n) => `/api/reservation/owner/${n}` },
    { user: () => owner, method: 'GET', url: (n) => `/api/reservation/owner/detail/${n}` },
    {
      user: () => member,
      method: 'PUT',
      url: (n) => `/api/review/${n}`,
      body: () => reviewForm({ reviewContent: '수정', storeGrade: 3 }),
    },
    { user: () => member, method: 'GET', url: (n) => `/api/review/myreview/detail/${n}` },
    { user: () => member, method: 'DELETE', url: (n) => `/api/review/delete/${n}` },
    { user: () => owner, method: 'GET', url: (n) => `/api/owner/reviews/${n}` },
    {
      user: () => owner,
      method: 'POST',
      url: (n) => `/api/owner/reviews/${n}/report`,
      body: () => ({ reason: '허위 정보' }),
    },
    { user: () => admin, method: 'GET', url: (n) => `/api/admin/manage/stores/detail/${n}` },
    { user: () => admin, method: 'DELETE', url: (n) => `/api/admin/manage/stores/${n}` },
    { user: () => admin, method: 'GET', url: (n) => `/api/admin/manage/reviews/${n}` },
    {
      user: () => admin,
      method: 'PATCH',
      url: (n) => `/api/admin/manage/reviews/${n}/visibility`,
      body: () => ({ hidden: true }),
    },
    { user: () => admin, method: 'DELETE', url: (n) => `/api/admin/manage/reviews/${n}` },
  ];

  it.each(PATH_ID_ROUTES.map((route) => [`${route.method} ${route.url('{n}')}`, route]))(
    '%s answers an id no row can have with 404 and the envelope, changing nothing',
    async (_label, route) => {
      for (const n of OUT_OF_RANGE) {
        const before = await snapshot();
        const res = await send(route.user(), route.method, route.url(n), route.body?.());
        expect(res.statusCode, `${route.url(n)}: ${res.body}`).toBe(404);
        expect(res.json()).toEqual({ success: false, code: '404', message: ERRORS['404'].message });
        expect(await snapshot()).toBe(before);
      }
    },
  );

  /** Every call taking an id in its query or body; `n` goes where the id does. */
  const VALUE_ID_ROUTES: {
    name: string;
    user: () => TestUser | null;
    method: Method;
    code?: string;
    request: (n: string | number) => { url: string; payload?: FormData | object };
  }[] = [
    {
      name: 'available-person storeNo',
      user: () => null,
      method: 'GET',
      request: (n) => ({
        url: `/api/reservation/available-person?storeNo=${n}&reservationDate=${addDays(TODAY, 3)}&reservationTime=12:00`,
      }),
    },
    {
      name: 'slots storeNo',
      user: () => null,
      method: 'GET',
      request: (n) => ({ url: `/api/reservation/slots?storeNo=${n}&reservationDate=${addDays(TODAY, 3)}` }),
    },
    {
      name: 'booking storeNo',
      user: () => member,
      method: 'POST',
      request: (n) => ({
        url: '/api/reservation',
        payload: { storeNo: n, reservationDate: addDays(TODAY, 3), reservationTime: '12:00', personCount: 2 },
      }),
    },
    {
      name: 'booking userNo',
      user: () => member,
      method: 'POST',
      request: (n) => ({
        url: '/api/reservation',
        payload: {
          userNo: n,
          storeNo: store.storeNo,
          reservationDate: addDays(TODAY, 3),
          reservationTime: '12:00',
          personCount: 2,
        },
      }),
    },
    {
      name: 'member cancel reservationNo',
      user: () => member,
      method: 'PATCH',
      request: (n) => ({ url: '/api/reservation/mypage/cancel', payload: { reservationNo: n, cancelReason: '사정' } }),
    },
    {
      name: 'owner cancel reservationNo',
      user: () => owner,
      method: 'PATCH',
      request: (n) => ({ url: '/api/reservation/owner/cancel', payload: { reservationNo: n, cancelReason: '사정' } }),
    },
    ...(['user/detail', 'user/delete'] as const).map((call) => ({
      name: `admin ${call} userNo`,
      user: () => admin,
      method: 'POST' as const,
      request: (n: string | number) => ({ url: `/api/admin/manage/${call}`, payload: { userNo: n } }),
    })),
    ...(['owner/detail', 'owner/approve', 'owner/reject'] as const).map((call) => ({
      name: `admin ${call} registerNo`,
      user: () => admin,
      method: 'POST' as const,
      request: (n: string | number) => ({ url: `/api/admin/manage/${call}`, payload: { registerNo: n } }),
    })),
    {
      name: 'review write reservationNo',
      user: () => member,
      method: 'POST',
      request: (n) => ({
        url: '/api/review/write',
        payload: reviewForm(
          { reservationNo: String(n), storeNo: store.storeNo, reviewContent: '맛있어요', storeGrade: 5 },
          [{ data: photo }],
        ),
      }),
    },
    {
      name: 'store update storeNo',
      user: () => owner,
      method: 'PUT',
      code: 'E300',
      request: (n) => ({ url: '/api/owner/stores/update', payload: storeDtoForm(storeDto({ storeNo: n })) }),
    },
  ];

  const OUT_OF_RANGE_VALUES: (string | number)[] = [...OUT_OF_RANGE, 2_147_483_648, -1, 1.5, 1e21];

  it.each(VALUE_ID_ROUTES.map((route) => [route.name, route]))(
    '%s: an id outside PostgreSQL integer is 400 with the envelope, changing nothing',
    async (_label, route) => {
      for (const n of OUT_OF_RANGE_VALUES) {
        const { url, payload } = route.request(n);
        const before = await snapshot();
        const res = await send(route.user(), route.method, url, payload);
        expect(res.statusCode, `${JSON.stringify(n)}: ${res.body}`).toBe(400);
        expect(res.json()).toMatchObject({ success: false, code: route.code ?? '400', message: expect.any(String) });
        expect(res.json().message).toMatch(/[가-힣]/);
        expect(await snapshot()).toBe(before);
      }
    },
  );
});
