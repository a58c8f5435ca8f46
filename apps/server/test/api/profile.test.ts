import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, MESSAGES } from '@siktak/contract';
import { ownerApplications, refreshTokens, reservations, users } from '../../src/db/schema.js';
import { bookedSeats } from '../../src/modules/reservations/seats.js';
import { verifyPassword } from '../../src/platform/passwords.js';
import { TEST_PUBLIC_URL, type TestApp, createTestApp } from '../helpers/app.js';
import {
  type TestUser,
  authHeader,
  createReservation,
  createStore,
  createUser,
  pngImage,
} from '../helpers/factories.js';

const PROFILE_IMAGE = new RegExp(`^${TEST_PUBLIC_URL}/uploads/(profiles/[0-9a-f-]+\\.webp)$`);

describe('profile and account API', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t?.close();
  });

  async function call(member: TestUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
    return t.app.inject({ method, url, headers: await authHeader(t.app, member), ...(payload ? { payload } : {}) });
  }

  async function login(member: { email: string }, password: string) {
    return t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { userId: member.email, userPw: password },
    });
  }

  function profileForm(values: Record<string, string>, image?: { data: Buffer; name: string; type: string }) {
    const form = new FormData();
    for (const [name, value] of Object.entries(values)) form.append(name, value);
    if (image) form.append('profileImage', new Blob([new Uint8Array(image.data)], { type: image.type }), image.name);
    return form;
  }

  async function update(member: TestUser, form: FormData) {
    return t.app.inject({
      method: 'PUT',
      url: '/api/profile/update',
      headers: await authHeader(t.app, member),
      payload: form,
    });
  }

  const uploaded = (key: string) => existsSync(join(t.dataDir, 'uploads', key));

  describe('GET /api/profile/form', () => {
    it('answers the raw profile of the caller', async () => {
      const member = await createUser(t.app, { nickname: '프로필회원', phone: '010-9876-5432' });
      const res = await call(member, 'GET', '/api/profile/form');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        userNo: member.userNo,
        userId: member.email,
        userName: member.name,
        userNickname: '프로필회원',
        userPhone: '010-9876-5432',
        profileImage: null,
        userRole: 'ROLE_USER',
        loginType: 'EMAIL',
        ownerApplication: null,
      });
    });

    it("carries the member's latest owner application", async () => {
      const member = await createUser(t.app);
      await t.app.ctx.db.insert(ownerApplications).values([
        {
          userNo: member.userNo,
          storeName: '첫 가게',
          businessNo: '220-81-62517',
          imageKey: 'applications/a.webp',
          status: 'R',
          requestDate: new Date('2026-11-01T03:00:00Z'),
        },
        {
          userNo: member.userNo,
          storeName: '두 번째 가게',
          businessNo: '220-81-62517',
          imageKey: 'applications/b.webp',
          status: 'N',
          requestDate: new Date('2026-11-10T03:00:00Z'),
        },
      ]);
      const res = await call(member, 'GET', '/api/profile/form');
      expect(res.json().ownerApplication).toEqual({
        registerNo: expect.any(Number),
        status: 'N',
        storeName: '두 번째 가게',
        requestDate: '2026-11-10T12:00:00',
      });
    });

    it('answers 401 "401" without a token', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/profile/form' });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('401');
    });
  });

  describe('PUT /api/profile/update', () => {
    it('updates the fields and stores a re-encoded profile image, replacing the old one', async () => {
      const member = await createUser(t.app);
      const first = await update(
        member,
        profileForm(
          { userName: '  새이름 ', userNickname: '새닉네임', userPhone: '010-3333-4444' },
          { data: await pngImage(200, 200), name: 'me.png', type: 'image/png' },
        ),
      );
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ success: true, message: MESSAGES.profileUpdated });

      const profile = (await call(member, 'GET', '/api/profile/form')).json();
      expect(profile).toMatchObject({ userName: '새이름', userNickname: '새닉네임', userPhone: '010-3333-4444' });
      const firstKey = PROFILE_IMAGE.exec(profile.profileImage)?.[1];
      expect(firstKey).toBeDefined();
      expect(uploaded(firstKey!)).toBe(true);
      const served = await t.app.inject({ method: 'GET', url: `/uploads/${firstKey}` });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');

      const second = await update(
        member,
        profileForm(
          { userName: '새이름', userNickname: '새닉네임', userPhone: '010-3333-4444' },
          { data: await pngImage(80, 80, '#3366cc'), name: 'me2.png', type: 'image/png' },
        ),
      );
      expect(second.statusCode).toBe(200);
      const secondKey = PROFILE_IMAGE.exec((await call(member, 'GET', '/api/profile/form')).json().profileImage)?.[1];
      expect(secondKey).not.toBe(firstKey);
      expect(uploaded(secondKey!)).toBe(true);
      expect(uploaded(firstKey!)).toBe(false);

      // Without a file part the image stays.
      await update(member, profileForm({ userName: '또다른이름', userNickname: '새닉네임', userPhone: '01033334444' }));
      const kept = (await call(member, 'GET', '/api/profile/form')).json();
      expect(kept.profileImage).toBe(`${TEST_PUBLIC_URL}/uploads/${secondKey}`);
      expect(kept.userName).toBe('또다른이름');
    });

    it('refuses a text file named .jpg with E200 and changes nothing', async () => {
      const member = await createUser(t.app, { name: '원래이름' });
      const res = await update(
        member,
        profileForm(
          { userName: '바뀐이름', userNickname: '가짜사진', userPhone: '010-3333-4444' },
          { data: Buffer.from('this is not an image'), name: 'photo.jpg', type: 'image/jpeg' },
        ),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, code: 'E200', message: ERRORS.E200.message });
      const profile = (await call(member, 'GET', '/api/profile/form')).json();
      expect(profile).toMatchObject({ userName: '원래이름', profileImage: null });
    });

    it("answers E101 for another member's nickname and accepts the caller's own", async () => {
      await createUser(t.app, { nickname: '선점닉네임' });
      const member = await createUser(t.app, { nickname: '내닉네임' });
      const taken = await update(
        member,
        profileForm({ userName: '홍길동', userNickname: '선점닉네임', userPhone: '010-3333-4444' }),
      );
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toEqual({ success: false, code: 'E101', message: ERRORS.E101.message });
      const own = await update(
        member,
        profileForm({ userName: '홍길동', userNickname: '내닉네임', userPhone: '010-3333-4444' }),
      );
      expect(own.statusCode).toBe(200);
    });

    it('answers E101 for a look-alike of a taken nickname and stores its own one clean and composed', async () => {
      await createUser(t.app, { nickname: '김철수' });
      const member = await createUser(t.app);
      for (const lookAlike of ['김\u200B철수', '김철\u200D수\u200E', '\uFFA0김철수', '김철수'.normalize('NFD')]) {
        const res = await update(
          member,
          profileForm({ userName: '홍길동', userNickname: lookAlike, userPhone: '010-3333-4444' }),
        );
        expect(res.statusCode, JSON.stringify(lookAlike)).toBe(409);
        expect(res.json()).toEqual({ success: false, code: 'E101', message: ERRORS.E101.message });
      }
      const blank = await update(
        member,
        profileForm({ userName: '홍길동', userNickname: '\u2066\u2069\u115F', userPhone: '010-3333-4444' }),
      );
      expect(blank.json()).toMatchObject({ code: '400', message: MESSAGES.nicknameRule });
      const own = await update(
        member,
        profileForm({ userName: '홍길동', userNickname: '\u200B이영희'.normalize('NFD'), userPhone: '010-3333-4444' }),
      );
      expect(own.statusCode).toBe(200);
      const [row] = await t.app.ctx.db.select().from(users).where(eq(users.userNo, member.userNo));
      expect(row!.nickname).toBe('이영희');
    });

    it('refuses invalid fields with the Korean message of the product spec', async () => {
      const member = await createUser(t.app);
      const cases: [Record<string, string>, string][] = [
        [{ userName: '홍', userNickname: '닉네임', userPhone: '010-3333-4444' }, MESSAGES.nameRule],
        [{ userName: '홍길동', userNickname: 'ㄱ', userPhone: '010-3333-4444' }, MESSAGES.nicknameRule],
        [{ userName: '홍길동', userNickname: '닉네임', userPhone: '02-123-4567' }, MESSAGES.userPhoneRule],
      ];
      for (const [values, message] of cases) {
        const res = await update(member, profileForm(values));
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ success: false, code: '400', message });
      }
    });

    it('answers 415 to a JSON body', async () => {
      const member = await createUser(t.app);
      const res = await call(member, 'PUT', '/api/profile/update', {
        userName: '홍길동',
        userNickname: '닉네임',
        userPhone: '010-3333-4444',
      });
      expect(res.statusCode).toBe(415);
    });
  });

  describe('POST /api/mypage/verify-password', () => {
    it('answers 200 for the right password', async () => {
      const member = await createUser(t.app);
      const res = await call(member, 'POST', '/api/mypage/verify-password', { password: member.password });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: MESSAGES.passwordVerified });
    });

    it('answers a mismatch with HTTP 401 and E119, never code "401"', async () => {
      const member = await createUser(t.app);
      const res = await call(member, 'POST', '/api/mypage/verify-password', { password: 'Wrong!pass1' });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        success: false,
        code: 'E119',
        errorType: 'E119',
        message: MESSAGES.passwordWrong,
      });
    });
  });

  describe('PUT /api/profile/password', () => {
    it('answers a wrong current password with HTTP 400 E119 (code and errorType)', async () => {
      const member = await createUser(t.app);
      const res = await call(member, 'PUT', '/api/profile/password', { currentPw: 'Wrong!pass1', newPw: 'Brand!new1' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        code: 'E119',
        errorType: 'E119',
        message: MESSAGES.currentPasswordWrong,
      });
    });

    it('refuses a new password that breaks the rule', async () => {
      const member = await createUser(t.app);
      const res = await call(member, 'PUT', '/api/profile/password', { currentPw: member.password, newPw: 'short' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: '400', message: MESSAGES.passwordRule });
    });

    it("changes the password and signs out the member's other sessions only", async () => {
      const member = await createUser(t.app);
      const here = (await login(member, member.password)).json().data;
      const elsewhere = (await login(member, member.password)).json().data;
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/profile/password',
        headers: { authorization: `Bearer ${here.accessToken}` },
        payload: { currentPw: member.password, newPw: 'Brand!new1' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: MESSAGES.passwordChanged });

      const refresh = (refreshToken: string) =>
        t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken } });
      expect((await refresh(elsewhere.refreshToken)).json().code).toBe('401');
      expect((await refresh(here.refreshToken)).json().code).toBe('S212');

      expect((await login(member, member.password)).json().code).toBe('E105');
      expect((await login(member, 'Brand!new1')).json().code).toBe('S203');
      const [row] = await t.app.ctx.db.select().from(users).where(eq(users.userNo, member.userNo));
      expect(await verifyPassword(row!.passwordHash, 'Brand!new1')).toBe(true);
    });
  });

  describe('PUT /api/profile/delete', () => {
    it('answers a wrong password with HTTP 400 E119 and keeps the account', async () => {
      const member = await createUser(t.app);
      const res = await call(member, 'PUT', '/api/profile/delete', { userPw: 'Wrong!pass1' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        code: 'E119',
        errorType: 'E119',
        message: MESSAGES.passwordWrong,
      });
      expect((await call(member, 'GET', '/api/profile/form')).statusCode).toBe(200);
    });

    it('withdraws: soft delete, sessions revoked, upcoming bookings cancelled and their seats freed', async () => {
      const member = await createUser(t.app);
      const neighbour = await createUser(t.app);
      const { storeNo } = await createStore(t.app, { openTime: '08:00', closeTime: '22:00', capacity: 10 });
      const book = (userNo: number, date: string, time: string, personCount: number, status?: 'Y' | 'N') =>
        createReservation(t.app, { userNo, storeNo, date, time, personCount, ...(status ? { status } : {}) });
      // Now is Tue 2026-11-17 10:00 in Seoul.
      const tomorrow = await book(member.userNo, '2026-11-18', '12:00', 2);
      const laterToday = await book(member.userNo, '2026-11-17', '12:00', 3);
      const startedToday = await book(member.userNo, '2026-11-17', '09:00', 2);
      const startsNow = await book(member.userNo, '2026-11-17', '10:00', 1);
      const lastWeek = await book(member.userNo, '2026-11-10', '12:00', 2);
      const alreadyCancelled = await book(member.userNo, '2026-11-19', '12:00', 2, 'N');
      const neighbours = await book(neighbour.userNo, '2026-11-18', '12:00', 4);

      const session = (await login(member, member.password)).json().data;
      const headers = { authorization: `Bearer ${session.accessToken}` };
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/profile/delete',
        headers,
        payload: { userPw: member.password },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: MESSAGES.accountDeleted });

      const [row] = await t.app.ctx.db.select().from(users).where(eq(users.userNo, member.userNo));
      expect(row!.deletedAt).not.toBeNull();

      const status = async (r: { reservationNo: number }) => {
        const [found] = await t.app.ctx.db
          .select({
            status: reservations.status,
            cancelReason: reservations.cancelReason,
            cancelledBy: reservations.cancelledBy,
          })
          .from(reservations)
          .where(eq(reservations.reservationNo, r.reservationNo));
        return found;
      };
      for (const cancelled of [tomorrow, laterToday]) {
        expect(await status(cancelled)).toEqual({ status: 'N', cancelReason: '회원 탈퇴', cancelledBy: 'SYSTEM' });
      }
      for (const kept of [startedToday, startsNow, lastWeek, neighbours]) {
        expect((await status(kept))!.status).toBe('Y');
      }
      expect(await status(alreadyCancelled)).toEqual({ status: 'N', cancelReason: null, cancelledBy: null });

      const seats = (date: string, time: string) => bookedSeats(t.app.ctx.db, { storeNo, date, time });
      expect(await seats('2026-11-18', '12:00')).toBe(4);
      expect(await seats('2026-11-17', '12:00')).toBe(0);
      expect(await seats('2026-11-17', '09:00')).toBe(2);
      expect(await seats('2026-11-17', '10:00')).toBe(1);

      // The existing access token, every refresh token and the password all stop working.
      const after = await t.app.inject({ method: 'GET', url: '/api/profile/form', headers });
      expect(after.statusCode).toBe(401);
      expect(after.json().code).toBe('401');
      const tokens = await t.app.ctx.db
        .select({ revokedAt: refreshTokens.revokedAt })
        .from(refreshTokens)
        .where(eq(refreshTokens.userNo, member.userNo));
      expect(tokens.length).toBeGreaterThan(0);
      expect(tokens.every((token) => token.revokedAt !== null)).toBe(true);
      const refreshed = await t.app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        payload: { refreshToken: session.refreshToken },
      });
      expect(refreshed.json().code).toBe('401');
      expect((await login(member, member.password)).json().code).toBe('E111');
    });

    it('lets a Kakao member, who has no password, withdraw with the session alone', async () => {
      const member = await createUser(t.app);
      await t.app.ctx.db
        .update(users)
        .set({ passwordHash: null, kakaoId: `k-${member.userNo}` })
        .where(eq(users.userNo, member.userNo));
      expect((await call(member, 'GET', '/api/profile/form')).json().loginType).toBe('KAKAO');
      const verify = await call(member, 'POST', '/api/mypage/verify-password', { password: 'Anything!1' });
      expect(verify.statusCode).toBe(401);
      expect(verify.json().code).toBe('E119');
      const res = await call(member, 'PUT', '/api/profile/delete', {});
      expect(res.statusCode).toBe(200);
    });

    it('asks for the password of a password member', async () => {
      const member = await createUser(t.app);
      const res = await call(member, 'PUT', '/api/profile/delete', {});
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: '400', message: MESSAGES.required });
    });
  });
});
