import { kakaoEnv, type KakaoStandIn, startKakaoStandIn } from '@siktak/e2e/stand-ins/kakao';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, LIMITS, MESSAGES } from '@siktak/contract';
import { TEST_PUBLIC_URL, type TestApp, createTestApp } from '../helpers/app.js';
import { JSON_HEADERS } from '../helpers/security-headers.js';
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
import {
  adminStoreEdit,
  applicationForm,
  businessNo,
  flatStoreForm,
  photos,
  storeDto,
  storeDtoForm,
} from '../helpers/owners.js';

// Every call of the existing client as it (axios 1.x in a browser) puts it on the wire.
// "Now" is Tuesday 2026-11-17 10:00 in Seoul (TEST_NOW).

/** axios's default `Accept`, sent on every call of the shared instance and of the bare import. */
const ACCEPT = 'application/json, text/plain, */*';
/**
 * What was seen on the client's body-less PATCH: no body, yet a form content type (axios's own
 * xhr adapter drops the header when `data` is undefined; browsers, extensions and proxies differ).
 */
const FORM_TYPE = 'application/x-www-form-urlencoded';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

describe('the existing web client, call by call', () => {
  let t: TestApp;
  let kakao: KakaoStandIn;
  let admin: TestUser;

  beforeAll(async () => {
    kakao = await startKakaoStandIn();
    t = await createTestApp({
      env: kakaoEnv(kakao),
    });
    admin = await createUser(t.app, { role: 'ROLE_ADMIN' });
  });

  afterAll(async () => {
    await t?.close();
    await kakao?.close();
  });

  /**
   * One request as axios 1.x sends it: `Accept` always; `Authorization` when the caller is logged
   * in ([B]); a plain object as `application/json`; a FormData as the browser encodes it
   * (`multipart/form-data; boundary=…`); no data → no body, with `Content-Type` `bodyless`.
   */
  async function client(
    method: Method,
    url: string,
    as: TestUser | null,
    data?: Record<string, unknown> | FormData,
    bodyless: string = FORM_TYPE,
  ) {
    const headers: Record<string, string> = { accept: ACCEPT, ...(as ? await authHeader(t.app, as) : {}) };
    let payload: Buffer | string | undefined;
    if (data instanceof FormData) {
      const encoded = new Request(`${TEST_PUBLIC_URL}/`, { method: 'POST', body: data });
      headers['content-type'] = encoded.headers.get('content-type') as string;
      payload = Buffer.from(await encoded.arrayBuffer());
    } else if (data) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(data);
    } else if (method !== 'GET') {
      headers['content-type'] = bodyless;
    }
    const res = await t.app.inject({ method, url, headers, ...(payload !== undefined ? { payload } : {}) });
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeGreaterThanOrEqual(200);
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
    return res;
  }

  it('sign-up by e-mail code, then login ([B-off], JSON bodies)', async () => {
    const email = `wire-${Date.now()}@example.com`;
    const sent = await client('POST', '/api/auth/send-code', null, { userId: email });
    expect(sent.json().code).toBe('S200');
    const mail = t.mails.findLast((m) => m.to === email);
    const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1] as string;
    const verified = await client('POST', '/api/auth/verify-code', null, { email, code });
    expect(verified.json().code).toBe('S201');
    await client('POST', '/api/auth/signup', null, {
      userId: email,
      userPw: 'Wire!pass1',
      userName: '김와이어',
      userNickName: '와이어',
      userPhone: '010-1234-5678',
    });
    const login = await client('POST', '/api/auth/login', null, { userId: email, userPw: 'Wire!pass1' });
    expect(login.json().code).toBe('S203');
    expect(Object.keys(login.json().data)).toEqual(
      expect.arrayContaining(['accessToken', 'refreshToken', 'userNo', 'userName', 'userNickName', 'userRole']),
    );
  });

  it('Kakao: the browser redirect, then the sign-up POST ([B] without a token)', async () => {
    kakao.signInAs({ id: 990_001, email: 'wire@kakao.test', nickname: '카카오와이어' });
    const start = await t.app.inject({ method: 'GET', url: '/api/auth/login/kakao/start' });
    const provider = await fetch(start.headers.location as string, { redirect: 'manual' });
    const callback = new URL(provider.headers.get('location') as string);
    const back = await t.app.inject({
      method: 'GET',
      url: `${callback.pathname}${callback.search}`,
      headers: { cookie: String(start.headers['set-cookie']).split(';')[0] as string },
    });
    expect(back.statusCode).toBe(302);
    const ticket = new URL(back.headers.location as string).searchParams.get('accessToken');
    const signed = await client('POST', '/api/auth/signup/kakao', null, {
      accessToken: ticket,
      userName: '카카오김',
      userPhone: '01055556666',
    });
    expect(signed.json().code).toBe('S211');
  });

  it('profile and my-page: form, multipart update, password, verify, owner application, delete', async () => {
    const member = await createUser(t.app);
    const form = await client('GET', '/api/profile/form', member);
    expect(Object.keys(form.json())).toEqual(
      expect.arrayContaining(['userNo', 'userId', 'userName', 'userNickname', 'userPhone', 'profileImage']),
    );
    const update = new FormData();
    update.append('userName', '이와이어');
    update.append('userNickname', '새닉네임');
    update.append('userPhone', '010-2222-3333');
    update.append('profileImage', new File([new Uint8Array(await pngImage())], 'me.png', { type: 'image/png' }));
    expect((await client('PUT', '/api/profile/update', member, update)).json().success).toBe(true);
    await client('POST', '/api/mypage/verify-password', member, { password: member.password });
    await client('PUT', '/api/profile/password', member, { currentPw: member.password, newPw: 'Changed!pw2' });
    const [file] = await photos(1);
    const applied = await client(
      'POST',
      '/api/mypage/registerOwner',
      member,
      applicationForm({ storeName: '와이어 식당', businessNo: businessNo() }, file),
    );
    expect(applied.json().message).toBeTruthy();
    await client('PUT', '/api/profile/delete', member, { userPw: 'Changed!pw2' });
  });

  it('booking, then the reservation list journey: body-less PATCH (form type), list, detail, cancel', async () => {
    const member = await createUser(t.app);
    const store = await createStore(t.app, { openTime: '09:00', closeTime: '21:00' });
    const info = await client('GET', `/api/reservation/store/${store.storeNo}`, member);
    expect(Array.isArray(info.json().dayOff)).toBe(true);
    const seats = await client(
      'GET',
      `/api/reservation/available-person?storeNo=${store.storeNo}&reservationDate=2026-11-20&reservationTime=13:00`,
      member,
    );
    expect(typeof seats.json()).toBe('number');
    await client('POST', '/api/reservation', member, {
      userNo: member.userNo,
      storeNo: store.storeNo,
      reservationDate: '2026-11-20',
      reservationTime: '13:00',
      personCount: 2,
    });

    await client('PATCH', '/api/reservation/review/status-update', member);
    const list = await client('GET', `/api/reservation/mypage/${member.userNo}?page=0`, member);
    const [row] = list.json().reservationList;
    expect(row).toMatchObject({ storeNo: store.storeNo, reservationDate: '2026-11-20', reservationTime: '13:00' });
    expect(typeof list.json().totalPages).toBe('number');

    const detail = await client('GET', `/api/reservation/mypage/detail/${row.reservationNo}`, member);
    expect(detail.json()).toMatchObject({ status: 'Y', storeName: store.name, personCount: 2 });
    await client('PATCH', '/api/reservation/mypage/cancel', member, {
      reservationNo: row.reservationNo,
      cancelReason: '단순 변심',
    });
  });

  it('the owner side: list, detail, cancel with the number as a string', async () => {
    const owner = await createUser(t.app, { role: 'ROLE_OWNER' });
    const guest = await createUser(t.app);
    const store = await createStore(t.app, { ownerNo: owner.userNo });
    const { reservationNo } = await createReservation(t.app, {
      userNo: guest.userNo,
      storeNo: store.storeNo,
      date: '2026-11-21',
      time: '12:00',
    });
    const list = await client('GET', `/api/reservation/owner/${store.storeNo}?page=0`, owner);
    expect(list.json().reservationList[0]).toMatchObject({ reservationNo, status: 'Y' });
    const detail = await client('GET', `/api/reservation/owner/detail/${reservationNo}`, owner);
    expect(detail.json()).toMatchObject({ userName: guest.name, status: 'Y' });
    await client('PATCH', '/api/reservation/owner/cancel', owner, {
      reservationNo: String(reservationNo),
      cancelReason: '재료 소진',
    });
  });

  it('reviews: multipart write and edit, my list and detail, store list, body-less DELETE', async () => {
    const member = await createUser(t.app);
    const store = await createStore(t.app);
    const { reservationNo } = await createReservation(t.app, {
      userNo: member.userNo,
      storeNo: store.storeNo,
      date: '2026-11-10',
      time: '12:00',
    });
    const photo = { data: await pngImage() };
    const fields = { reservationNo, storeNo: store.storeNo, reviewContent: '맛있어요', storeGrade: '5' };
    const written = await client('POST', '/api/review/write', member, reviewForm(fields, [photo, photo]));
    const { reviewNo } = written.json();
    await client('PUT', `/api/review/${reviewNo}`, member, reviewForm({ ...fields, reviewContent: '또 갈래요' }));
    const mine = await client('GET', '/api/review/myreview', member);
    expect(mine.json().content[0]).toMatchObject({ reviewNo, reviewContent: '또 갈래요', storeName: store.name });
    const detail = await client('GET', `/api/review/myreview/detail/${reviewNo}`, member);
    expect(detail.json()[0]).toMatchObject({ reviewNo, reservationNo, storeNo: store.storeNo });
    expect(detail.json()[0].imageUrls).toHaveLength(2);
    for (const url of detail.json()[0].imageUrls) expect(url).toMatch(/^https?:\/\//);
    const ofStore = await client('GET', `/api/review/store/${store.storeNo}`, member);
    expect(ofStore.json()[0].createDate).toMatch(/^\d{4}-\d{2}-\d{2}/);
    await client('DELETE', `/api/review/delete/${reviewNo}`, member);
  });

  it('public store pages, the Naver blog call as [plain] on a Hangul name', async () => {
    const visitor = await createUser(t.app);
    const store = await createStore(t.app, { name: '와이어 국밥' });
    const latest = await client('GET', '/api/store/latest', visitor);
    expect(latest.json().find((s: { storeNo: number }) => s.storeNo === store.storeNo)).toHaveProperty('storeImg');
    const all = await client('GET', '/api/store/list?search=', visitor);
    expect(all.json().content.length).toBeGreaterThan(0);
    const found = await client('GET', '/api/store/list?search=%EC%99%80%EC%9D%B4%EC%96%B4+%EA%B5%AD%EB%B0%A5', null);
    expect(found.json().content.map((s: { storeNo: number }) => s.storeNo)).toContain(store.storeNo);
    const detail = await client('GET', `/api/store/detail/${store.storeNo}`, visitor);
    expect(Array.isArray(detail.json().imageList)).toBe(true);
    const blog = await client('GET', `/api/store/${encodeURI(store.name)}/naver-blog`, null);
    expect(Array.isArray(blog.json().items)).toBe(true);
  });

  it('notices: write, list with the role, detail, edit, body-less DELETE', async () => {
    const body = { noticeTitle: '와이어 공지', noticeContent: '첫 줄\n둘째 줄' };
    await client('POST', '/api/notice/write', admin, body);
    const list = await client('GET', '/api/notice?page=0&size=5', admin);
    expect(list.json().currentUserRole).toBe('ROLE_ADMIN');
    const { noticeNo } = list.json().noticeList[0];
    const one = await client('GET', `/api/notice/${noticeNo}`, null);
    expect(one.json()[0]).toMatchObject({ noticeNo, noticeTitle: '와이어 공지' });
    await client('PUT', `/api/notice/${noticeNo}`, admin, { ...body, noticeTitle: '고친 공지' });
    await client('DELETE', `/api/notice/${noticeNo}`, admin);
  });

  it('the owner store form (storeDto Blob parts), and the admin flat variant', async () => {
    const owner = await createUser(t.app, { role: 'ROLE_OWNER' });
    const noStore = await t.app.inject({
      method: 'GET',
      url: '/api/owner/stores',
      headers: { accept: ACCEPT, ...(await authHeader(t.app, owner)) },
    });
    expect(noStore.statusCode).toBe(404); // the client's "no store yet" → create mode
    await client('POST', '/api/owner/stores/write', owner, storeDtoForm(storeDto(), [], await photos(2)));
    const mine = (await client('GET', '/api/owner/stores', owner)).json();
    const [kept, dropped] = mine.imageList;
    await client(
      'PUT',
      '/api/owner/stores/update',
      owner,
      storeDtoForm(storeDto({ storeNo: mine.storeNo, imageList: [kept] }), [dropped], await photos(1)),
    );
    const flat = await client(
      'PUT',
      '/api/owner/stores/update',
      admin,
      flatStoreForm(
        adminStoreEdit(mine.storeNo, { menuList: ['초밥', '우동'], dayOff: ['일'], categoryConvenience: ['WIFI'] }),
      ),
    );
    expect(flat.json().storeName).toBe('관리자가 고친 식당');
  });

  it('admin: members, owner applications, stores and reviews', async () => {
    const member = await createUser(t.app);
    const users = await client('GET', '/api/admin/manage/userList?page=0', admin);
    expect(Array.isArray(users.json().userList)).toBe(true);
    const userDetail = await client('POST', '/api/admin/manage/user/detail', admin, { userNo: String(member.userNo) });
    expect(userDetail.json().data).toHaveProperty('userNickName');
    await client('POST', '/api/admin/manage/user/delete', admin, { userNo: String(member.userNo) });

    const applicants: string[] = [];
    for (const name of ['승인될 식당', '반려될 식당']) {
      const applicant = await createUser(t.app);
      applicants.push(applicant.email);
      const [file] = await photos(1);
      await client(
        'POST',
        '/api/mypage/registerOwner',
        applicant,
        applicationForm({ storeName: name, businessNo: businessNo() }, file),
      );
    }
    const owners = await client('GET', '/api/admin/manage/ownerList?page=0', admin);
    const registerNo = (email: string) =>
      String(owners.json().ownerList.find((o: { userId: string }) => o.userId === email).registerNo);
    const [approve, reject] = applicants.map(registerNo) as [string, string];
    const ownerDetail = await client('POST', '/api/admin/manage/owner/detail', admin, { registerNo: approve });
    expect(Object.keys(ownerDetail.json().data)).toEqual(
      expect.arrayContaining(['userName', 'storeName', 'businessNo', 'image']),
    );
    const approved = await client('POST', '/api/admin/manage/owner/approve', admin, { registerNo: approve });
    expect(approved.json().message).toBeTruthy();
    await client('POST', '/api/admin/manage/owner/reject', admin, { registerNo: reject });

    const guest = await createUser(t.app);
    const store = await createStore(t.app);
    const visit = await createReservation(t.app, {
      userNo: guest.userNo,
      storeNo: store.storeNo,
      date: '2026-11-09',
      time: '12:00',
    });
    await createReview(t.app, { ...visit, userNo: guest.userNo, storeNo: store.storeNo, grade: 4 });
    const stores = await client('GET', '/api/admin/manage/stores?page=0', admin);
    expect(Array.isArray(stores.json().storeList)).toBe(true);
    const storeDetail = await client('GET', `/api/admin/manage/stores/detail/${store.storeNo}`, admin);
    expect(Array.isArray(storeDetail.json().dayOff)).toBe(true);
    const reviews = await client('GET', '/api/admin/manage/reviews?page=0', admin);
    expect(reviews.json().reviewList[0]).toHaveProperty('userNickname');
    await client('DELETE', `/api/admin/manage/stores/${store.storeNo}`, admin);
  });

  it('the /test page hello', async () => {
    expect((await client('GET', '/api', null)).json()).toHaveProperty('message');
  });

  describe('calls that read no body take any content type and ignore any small body', () => {
    const variants: [string, string | undefined, string | undefined][] = [
      ['no content type', undefined, undefined],
      ['a form type, no body', FORM_TYPE, undefined],
      ['a form type with a body', FORM_TYPE, 'a=1&b=2'],
      ['JSON, empty body', 'application/json', ''],
      ['JSON with a body', 'application/json', '{"ignored":true}'],
      ['text/plain with a body', 'text/plain', 'hello'],
      ['a garbage type', 'not a media type;;', 'zzz'],
      ['no content type, with a body', undefined, 'stray bytes'],
    ];

    it.each(variants)('PATCH status-update, then the list — %s', async (_name, type, body) => {
      const member = await createUser(t.app);
      const store = await createStore(t.app);
      await createReservation(t.app, {
        userNo: member.userNo,
        storeNo: store.storeNo,
        date: '2026-11-12',
        time: '12:00',
      });
      const res = await t.app.inject({
        method: 'PATCH',
        url: '/api/reservation/review/status-update',
        headers: { accept: ACCEPT, ...(await authHeader(t.app, member)), ...(type ? { 'content-type': type } : {}) },
        ...(body !== undefined ? { payload: body } : {}),
      });
      expect(res.statusCode, res.body).toBe(200);
      const list = await client('GET', `/api/reservation/mypage/${member.userNo}?page=0`, member);
      expect(list.json().reservationList).toEqual([
        expect.objectContaining({ storeNo: store.storeNo, isReview: 'YET' }),
      ]);
    });

    it.each(variants)('every body-less DELETE — %s', async (_name, type, body) => {
      const member = await createUser(t.app);
      const store = await createStore(t.app);
      const visit = await createReservation(t.app, {
        userNo: member.userNo,
        storeNo: store.storeNo,
        date: '2026-11-11',
        time: '12:00',
      });
      const mine = await createReview(t.app, { ...visit, userNo: member.userNo, storeNo: store.storeNo, grade: 3 });
      const other = await createUser(t.app);
      const otherVisit = await createReservation(t.app, {
        userNo: other.userNo,
        storeNo: store.storeNo,
        date: '2026-11-11',
        time: '13:00',
      });
      const hidden = await createReview(t.app, {
        ...otherVisit,
        userNo: other.userNo,
        storeNo: store.storeNo,
        grade: 2,
      });
      const notice = await t.app.inject({
        method: 'POST',
        url: '/api/notice/write',
        headers: await authHeader(t.app, admin),
        payload: { noticeTitle: '지울 공지', noticeContent: '곧 지워요' },
      });
      const calls: [TestUser, string][] = [
        [member, `/api/review/delete/${mine.reviewNo}`],
        [admin, `/api/notice/${notice.json().noticeNo}`],
        [admin, `/api/admin/manage/reviews/${hidden.reviewNo}`],
        [admin, `/api/admin/manage/stores/${store.storeNo}`],
      ];
      for (const [as, url] of calls) {
        const res = await t.app.inject({
          method: 'DELETE',
          url,
          headers: { accept: ACCEPT, ...(await authHeader(t.app, as)), ...(type ? { 'content-type': type } : {}) },
          ...(body !== undefined ? { payload: body } : {}),
        });
        expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      }
    });

    it('still refuses a body over the limit on a call that reads none, with the body-size message', async () => {
      const member = await createUser(t.app);
      const res = await t.app.inject({
        method: 'PATCH',
        url: '/api/reservation/review/status-update',
        headers: { ...(await authHeader(t.app, member)), 'content-type': FORM_TYPE },
        payload: 'a'.repeat(LIMITS.requestBodyMaxBytes + 1),
      });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ success: false, code: '413', message: MESSAGES.requestBodyTooLarge });
    });
  });

  describe('calls that read a body keep to their type', () => {
    it.each([
      ['a form type', FORM_TYPE, 'storeNo=1&personCount=2'],
      ['text/plain', 'text/plain', '{"personCount":2}'],
      ['a garbage type', 'not a media type;;', '{}'],
      ['no content type', undefined, '{"personCount":2}'],
      [
        'a multipart form (only the upload calls read one)',
        'multipart/form-data; boundary=x',
        '--x\r\nContent-Disposition: form-data; name="personCount"\r\n\r\n2\r\n--x--\r\n',
      ],
    ])('a JSON call sent %s answers 415 with the envelope', async (_name, type, body) => {
      const member = await createUser(t.app);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/reservation',
        headers: { ...(await authHeader(t.app, member)), ...(type ? { 'content-type': type } : {}) },
        payload: body,
      });
      expect(res.statusCode, res.body).toBe(415);
      expect(res.json()).toEqual({ success: false, code: '415', message: ERRORS['415'].message });
    });

    it('a call whose body is optional takes an empty JSON body as none (logout)', async () => {
      const member = await createUser(t.app);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { ...(await authHeader(t.app, member)), 'content-type': 'application/json' },
        payload: '',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ success: true, code: 'S204' });
    });

    it.each([
      ['an empty JSON body', ''],
      ['a prototype-poisoning body', '{"__proto__":{"storeNo":1}}'],
      ['broken JSON', '{"storeNo":'],
    ])('a JSON call sent %s answers 400 with the Korean envelope', async (_name, payload) => {
      const member = await createUser(t.app);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/reservation',
        headers: { ...(await authHeader(t.app, member)), 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: '400' });
      expect(res.json().message).toMatch(/[가-힣]/);
    });

    it('a query carrying __proto__ or constructor is read as plain data, and the app stays whole', async () => {
      const plain = await t.app.inject({ method: 'GET', url: '/api/store/list?page=0&size=5' });
      for (const query of [
        '__proto__=x&page=0&size=5',
        '__proto__[size]=50&page=0&size=5',
        'constructor=x&page=0&size=5',
      ]) {
        const res = await t.app.inject({ method: 'GET', url: `/api/store/list?${query}` });
        expect(res.statusCode, query).toBe(200);
        expect(res.json(), query).toEqual(plain.json());
      }
      expect(({} as Record<string, unknown>).size).toBeUndefined();
      expect((await t.app.inject({ method: 'GET', url: '/api/store/list?page=0&size=5' })).json()).toEqual(
        plain.json(),
      );
    });

    it('a multipart call sent JSON or a form type answers 415', async () => {
      const member = await createUser(t.app);
      for (const [type, payload] of [
        ['application/json', '{"userName":"김"}'],
        [FORM_TYPE, 'userName=%EA%B9%80'],
      ] as const) {
        const res = await t.app.inject({
          method: 'PUT',
          url: '/api/profile/update',
          headers: { ...(await authHeader(t.app, member)), 'content-type': type },
          payload,
        });
        expect(res.statusCode, res.body).toBe(415);
        expect(res.json().code).toBe('415');
      }
    });

    it('a JSON body over the 1 MB limit answers 413 with the body-size message, not the file message', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ userId: 'a'.repeat(LIMITS.requestBodyMaxBytes), userPw: 'x' }),
      });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ success: false, code: '413', message: MESSAGES.requestBodyTooLarge });
      expect(MESSAGES.requestBodyTooLarge).not.toBe(ERRORS['413'].message);
    });
  });

  describe('paths that are not valid percent-encoding', () => {
    it.each(['/api/store/detail/%E0%A4%A', '/api/store/%ZZ/naver-blog', '/api/reservation/mypage/%C0%AF'])(
      'GET %s answers 400 with the Korean envelope, the request id, CORS and the security headers of JSON',
      async (url) => {
        const res = await t.app.inject({ method: 'GET', url, headers: { origin: TEST_PUBLIC_URL } });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ success: false, code: '400', message: MESSAGES.badUrl });
        expect(res.headers['x-request-id']).toBeTruthy();
        expect(res.headers['access-control-allow-origin']).toBe(TEST_PUBLIC_URL);
        expect(String(res.headers.vary).split(/,\s*/)).toContain('Origin');
        expect(res.headers).toMatchObject(JSON_HEADERS);
      },
    );
  });
});
