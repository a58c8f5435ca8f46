import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, MESSAGES, SUCCESS } from '@siktak/contract';
import { auditLogs, ownerApplications, users } from '../../src/db/schema.js';
import { TEST_PUBLIC_URL, type TestApp, createTestApp, appWithSmtp } from '../helpers/app.js';
import { TEST_PASSWORD, type TestUser, createUser, pngImage } from '../helpers/factories.js';
import {
  applicationForm,
  businessNo,
  imagePart,
  photos,
  send,
  storeDto,
  storeDtoForm,
  withWrongCheckDigit,
} from '../helpers/owners.js';

describe('owner applications', () => {
  const run = appWithSmtp({ MAIL_FROM: '식탁 <no-reply@siktak.test>' });
  let admin: TestUser;
  let document: File;

  beforeAll(async () => {
    admin = await createUser(run.t.app, { role: 'ROLE_ADMIN', name: '관리자' });
    document = imagePart(await pngImage(120, 90, '#eeeeee'), '사업자등록증.png');
  });

  /** `file` null sends no file part. */
  const apply = (member: TestUser | null, values: Record<string, string>, file: File | null = document) =>
    send(run.t.app, member, 'POST', '/api/mypage/registerOwner', applicationForm(values, file ?? undefined));

  async function applied(member: TestUser, storeName = '망원 떡볶이'): Promise<number> {
    const res = await apply(member, { storeName, businessNo: businessNo() });
    expect(res.statusCode).toBe(201);
    return (await latestApplication(member.userNo))!.registerNo;
  }

  async function latestApplication(userNo: number) {
    const rows = await run.t.app.ctx.db
      .select()
      .from(ownerApplications)
      .where(eq(ownerApplications.userNo, userNo))
      .orderBy(ownerApplications.registerNo);
    return rows.at(-1);
  }

  const decide = (
    decision: 'approve' | 'reject' | 'detail',
    registerNo: number | string,
    as: TestUser | null = admin,
  ) => send(run.t.app, as, 'POST', `/api/admin/manage/owner/${decision}`, { registerNo: String(registerNo) });

  async function roleOf(userNo: number) {
    const [row] = await run.t.app.ctx.db.select({ role: users.role }).from(users).where(eq(users.userNo, userNo));
    return row?.role;
  }

  describe('POST /api/mypage/registerOwner', () => {
    it('files a waiting application with the document stored as WebP, answering 201 S207', async () => {
      const member = await createUser(run.t.app);
      const number = businessNo();
      const res = await apply(member, { storeName: '  망원 떡볶이 ', businessNo: number.replaceAll('-', '') });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ success: true, code: 'S207', message: SUCCESS.S207 });
      const row = await latestApplication(member.userNo);
      expect(row).toMatchObject({ storeName: '망원 떡볶이', businessNo: number, status: 'N' });
      // In the private storage, outside the public upload directory (owner-documents.test.ts).
      expect(row?.imageKey).toMatch(/^documents\/[0-9a-f-]+\.webp$/);
      expect(existsSync(join(run.t.dataDir, 'private', row!.imageKey))).toBe(true);
      expect(existsSync(join(run.t.dataDir, 'uploads', row!.imageKey))).toBe(false);
      expect(row?.requestDate.toISOString()).toBe('2026-11-17T01:00:00.000Z');
    });

    it('needs the store name, the business number and the file: "모든 필수 항목을 입력해주세요."', async () => {
      const member = await createUser(run.t.app);
      for (const [values, file] of [
        [{ businessNo: businessNo() }, document],
        [{ storeName: '가게', businessNo: '' }, document],
        [{ storeName: '   ', businessNo: businessNo() }, document],
        [{ storeName: '가게', businessNo: businessNo() }, null],
      ] as const) {
        const res = await apply(member, values, file);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ success: false, code: '400', message: MESSAGES.required });
      }
      expect(await latestApplication(member.userNo)).toBeUndefined();
    });

    it('refuses a malformed business number (400) and a wrong check digit (E115)', async () => {
      const member = await createUser(run.t.app);
      for (const malformed of ['123-45-6789', '123-45-678901', '12a-45-67890', '1234-5-67890']) {
        const res = await apply(member, { storeName: '가게', businessNo: malformed });
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(MESSAGES.businessNoFormat);
      }
      const res = await apply(member, { storeName: '가게', businessNo: withWrongCheckDigit(businessNo()) });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'E115', message: ERRORS.E115.message });
      expect(await latestApplication(member.userNo)).toBeUndefined();
    });

    it('judges the file by its content: a text file named .png is refused (E200)', async () => {
      const member = await createUser(run.t.app);
      const fake = imagePart(Buffer.from('not an image at all'), 'license.png', 'image/png');
      const res = await apply(member, { storeName: '가게', businessNo: businessNo() }, fake);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('E200');
      expect(await latestApplication(member.userNo)).toBeUndefined();
    });

    it('allows one waiting or approved application per member (E112), again after a rejection', async () => {
      const member = await createUser(run.t.app);
      const first = await applied(member);
      const again = await apply(member, { storeName: '두 번째', businessNo: businessNo() });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'E112', message: ERRORS.E112.message });

      expect((await decide('reject', first)).statusCode).toBe(200);
      const afterRejection = await apply(member, { storeName: '다시 신청', businessNo: businessNo() });
      expect(afterRejection.statusCode).toBe(201);
    });

    it('refuses owners and admins (E112): they have nothing to apply for', async () => {
      for (const role of ['ROLE_OWNER', 'ROLE_ADMIN'] as const) {
        const user = await createUser(run.t.app, { role });
        const res = await apply(user, { storeName: '가게', businessNo: businessNo() });
        expect(res.statusCode).toBe(409);
        expect(res.json().code).toBe('E112');
      }
    });

    it('refuses a business number another waiting or approved application holds (E113), not a rejected one', async () => {
      const number = businessNo();
      const first = await createUser(run.t.app);
      expect((await apply(first, { storeName: '가게', businessNo: number })).statusCode).toBe(201);
      const second = await createUser(run.t.app);
      const taken = await apply(second, { storeName: '가게', businessNo: number.replaceAll('-', '') });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toMatchObject({ code: 'E113', message: ERRORS.E113.message });

      await decide('reject', (await latestApplication(first.userNo))!.registerNo);
      expect((await apply(second, { storeName: '가게', businessNo: number })).statusCode).toBe(201);
    });

    it('lets only one of two racing applications of a member through (partial unique index → E112)', async () => {
      const member = await createUser(run.t.app);
      const documents = () => readdirSync(join(run.t.dataDir, 'private', 'documents'));
      const before = documents().length;
      const results = await Promise.all([
        apply(member, { storeName: '가게 1', businessNo: businessNo() }),
        apply(member, { storeName: '가게 2', businessNo: businessNo() }),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      expect(results.find((r) => r.statusCode === 409)?.json().code).toBe('E112');
      const rows = await run.t.app.ctx.db
        .select()
        .from(ownerApplications)
        .where(eq(ownerApplications.userNo, member.userNo));
      expect(rows).toHaveLength(1);
      // A document stored by the loser is removed again: one new file, the winner's.
      expect(documents()).toHaveLength(before + 1);
      expect(documents()).toContain(rows[0]!.imageKey.slice('documents/'.length));
    });

    it('needs a signed-in member: a visitor gets 401 with code "401"', async () => {
      const res = await apply(null, { storeName: '가게', businessNo: businessNo() });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('401');
    });
  });

  describe('admin: list and detail', () => {
    describe('paging, on a database of its own', () => {
      let fresh: TestApp;
      beforeAll(async () => {
        fresh = await createTestApp();
      });
      afterAll(async () => {
        await fresh?.close();
      });

      it('lists applications newest first, 10 a page, with totalPages ≥ 1 and page=-1 read as 0', async () => {
        const boss = await createUser(fresh.app, { role: 'ROLE_ADMIN' });
        const empty = await send(fresh.app, boss, 'GET', '/api/admin/manage/ownerList?page=-1');
        expect(empty.statusCode).toBe(200);
        expect(empty.json()).toEqual({ ownerList: [], totalPages: 1 });

        const members: TestUser[] = [];
        for (let i = 0; i < 11; i++) {
          const member = await createUser(fresh.app, { name: `신청자${i}` });
          members.push(member);
          await fresh.app.ctx.db.insert(ownerApplications).values({
            userNo: member.userNo,
            storeName: `가게 ${i}`,
            businessNo: businessNo(),
            imageKey: 'applications/document.webp',
            // 10:00 Seoul plus i minutes; the newest comes first.
            requestDate: new Date(Date.parse('2026-11-17T01:00:00.000Z') + i * 60_000),
          });
        }
        const first = (await send(fresh.app, boss, 'GET', '/api/admin/manage/ownerList?page=0')).json();
        expect(first.totalPages).toBe(2);
        expect(first.ownerList).toHaveLength(10);
        expect(first.ownerList[0]).toEqual({
          registerNo: expect.any(Number),
          userName: '신청자10',
          userId: members[10]!.email,
          storeName: '가게 10',
          requestDate: '2026-11-17T10:10:00',
          status: 'N',
        });
        const second = (await send(fresh.app, boss, 'GET', '/api/admin/manage/ownerList?page=1')).json();
        expect(second.ownerList.map((r: { userName: string }) => r.userName)).toEqual(['신청자0']);
      });
    });

    it('answers the detail as an S208 envelope with an absolute, signed image URL', async () => {
      const member = await createUser(run.t.app, { name: '김사장' });
      const number = businessNo();
      await apply(member, { storeName: '을지로 국수', businessNo: number });
      const registerNo = (await latestApplication(member.userNo))!.registerNo;
      const res = await decide('detail', registerNo);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ success: true, code: 'S208', message: SUCCESS.S208 });
      expect(body.data).toMatchObject({
        registerNo,
        userNo: member.userNo,
        userName: '김사장',
        userId: member.email,
        storeName: '을지로 국수',
        businessNo: number,
        status: 'N',
        requestDate: '2026-11-17T10:00:00',
      });
      expect(body.data.image).toMatch(
        new RegExp(`^${TEST_PUBLIC_URL}/api/owner-documents/[0-9a-f-]+\\.webp\\?exp=\\d+&sig=[\\w-]+$`),
      );
      const image = await run.t.app.inject({ method: 'GET', url: body.data.image.slice(TEST_PUBLIC_URL.length) });
      expect(image.statusCode).toBe(200);

      const missing = await decide('detail', 999_999);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ success: false, code: '404' });
    });

    it('is for admins only: visitors 401 "401", members and owners 403', async () => {
      const member = await createUser(run.t.app);
      const owner = await createUser(run.t.app, { role: 'ROLE_OWNER' });
      const visitor = await send(run.t.app, null, 'GET', '/api/admin/manage/ownerList?page=0');
      expect(visitor.statusCode).toBe(401);
      expect(visitor.json().code).toBe('401');
      for (const user of [member, owner]) {
        expect((await send(run.t.app, user, 'GET', '/api/admin/manage/ownerList?page=0')).statusCode).toBe(403);
        for (const action of ['detail', 'approve', 'reject'] as const) {
          const res = await decide(action, 1, user);
          expect(res.statusCode).toBe(403);
          expect(res.json().code).toBe('403');
        }
      }
      expect((await decide('approve', 1, null)).json().code).toBe('401');
    });
  });

  describe('admin: approve and reject', () => {
    it("approves: status Y, the applicant's very next request with the SAME token is an owner's, audit and e-mail", async () => {
      const member = await createUser(run.t.app, { name: '이승인', email: 'approve.me@example.com' });
      const login = await run.t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { userId: member.email, userPw: TEST_PASSWORD },
      });
      const token = { authorization: `Bearer ${login.json().data.accessToken}` };
      const registerNo = await applied(member, '승인 식당');
      const before = await run.t.app.inject({ method: 'GET', url: '/api/owner/stores', headers: token });
      expect(before.statusCode).toBe(403);

      const res = await decide('approve', registerNo);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, code: 'S209', message: SUCCESS.S209 });
      expect(await roleOf(member.userNo)).toBe('ROLE_OWNER');
      expect(await latestApplication(member.userNo)).toMatchObject({ status: 'Y', processedBy: admin.userNo });

      // No new login: the guard reads the role from the database on every request.
      const profile = await run.t.app.inject({ method: 'GET', url: '/api/profile/form', headers: token });
      expect(profile.json()).toMatchObject({
        userRole: 'ROLE_OWNER',
        ownerApplication: { registerNo, status: 'Y', storeName: '승인 식당' },
      });
      const noStoreYet = await run.t.app.inject({ method: 'GET', url: '/api/owner/stores', headers: token });
      expect(noStoreYet.statusCode).toBe(404);
      const write = await run.t.app.inject({
        method: 'POST',
        url: '/api/owner/stores/write',
        headers: token,
        payload: storeDtoForm(storeDto({ storeName: '승인 식당' }), [], await photos(1)),
      });
      expect(write.statusCode).toBe(201);

      const [audit] = await run.t.app.ctx.db.select().from(auditLogs).where(eq(auditLogs.targetId, registerNo));
      expect(audit).toMatchObject({ actorNo: admin.userNo, action: 'OWNER_APPROVE', targetType: 'OWNER_APPLICATION' });
      expect(audit?.detail).toMatchObject({ summary: '사장님 신청 승인: 승인 식당 (이승인)' });

      const mail = await run.smtp.waitFor(member.email, /승인/);
      expect(mail.subject).toBe('[식탁] 사장님 신청이 승인되었습니다');
      expect(mail.from).toBe('no-reply@siktak.test');
      expect(mail.text).toContain("이승인님, '승인 식당' 사장님 신청이 승인되었습니다.");
      expect(mail.text).toContain(`${TEST_PUBLIC_URL}/owner-page`);
    });

    it('rejects: status R (never Y), the role stays, audit and a Korean e-mail', async () => {
      const member = await createUser(run.t.app, { name: '박반려', email: 'reject.me@example.com' });
      const registerNo = await applied(member, '반려 식당');
      const res = await decide('reject', registerNo);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, code: 'S210', message: MESSAGES.adminRejectDone });
      expect(await latestApplication(member.userNo)).toMatchObject({ status: 'R', processedBy: admin.userNo });
      expect(await roleOf(member.userNo)).toBe('ROLE_USER');
      const list = (await send(run.t.app, admin, 'GET', '/api/admin/manage/ownerList?page=0')).json();
      expect(list.ownerList.find((r: { registerNo: number }) => r.registerNo === registerNo)?.status).toBe('R');

      const [audit] = await run.t.app.ctx.db.select().from(auditLogs).where(eq(auditLogs.targetId, registerNo));
      expect(audit).toMatchObject({ action: 'OWNER_REJECT', targetType: 'OWNER_APPLICATION' });

      const mail = await run.smtp.waitFor(member.email, /반려/);
      expect(mail.subject).toBe('[식탁] 사장님 신청이 반려되었습니다');
      expect(mail.text).toContain("박반려님, '반려 식당' 사장님 신청이 반려되었습니다.");
      expect(mail.text).toContain(`${TEST_PUBLIC_URL}/my-register-owner`);
    });

    it('answers E114 for an application already processed, also when two decisions race', async () => {
      const member = await createUser(run.t.app);
      const registerNo = await applied(member);
      expect((await decide('approve', registerNo)).statusCode).toBe(200);
      for (const action of ['approve', 'reject'] as const) {
        const again = await decide(action, registerNo);
        expect(again.statusCode).toBe(409);
        expect(again.json()).toMatchObject({ code: 'E114', message: ERRORS.E114.message });
      }
      expect(await latestApplication(member.userNo)).toMatchObject({ status: 'Y' });

      const racer = await createUser(run.t.app);
      const raced = await applied(racer);
      const results = await Promise.all([decide('approve', raced), decide('reject', raced)]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const status = (await latestApplication(racer.userNo))?.status;
      expect(await roleOf(racer.userNo)).toBe(status === 'Y' ? 'ROLE_OWNER' : 'ROLE_USER');
      const audits = await run.t.app.ctx.db.select().from(auditLogs).where(eq(auditLogs.targetId, raced));
      expect(audits).toHaveLength(1);

      expect((await decide('approve', 999_999)).statusCode).toBe(404);
    });

    it('does not make a withdrawn member an owner (E111); the application stays waiting', async () => {
      const member = await createUser(run.t.app);
      const registerNo = await applied(member);
      await run.t.app.ctx.db.update(users).set({ deletedAt: new Date() }).where(eq(users.userNo, member.userNo));
      const res = await decide('approve', registerNo);
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('E111');
      expect(await roleOf(member.userNo)).toBe('ROLE_USER');
      expect(await latestApplication(member.userNo)).toMatchObject({ status: 'N' });
    });
  });
});
