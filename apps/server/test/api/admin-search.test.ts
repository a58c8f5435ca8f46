import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_EXCERPT_LENGTH } from '@siktak/contract';
import { reviewReports } from '../../src/db/schema.js';
import { type TestApp, createTestApp } from '../helpers/app.js';
import {
  type TestUser,
  authHeader,
  createReservation,
  createReview,
  createStore,
  createUser,
} from '../helpers/factories.js';

/** The `?q=` search of the admin's member, store and review lists (docs/api-additions.md). */
describe('admin list search', () => {
  let t: TestApp;
  let admin: TestUser;
  // A word no other row of a shared database holds, so each search's answer is exactly what the test made.
  const tag = `t${randomBytes(4).toString('hex')}`;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t.app, { role: 'ROLE_ADMIN' });
  });

  afterAll(async () => {
    await t?.close();
  });

  async function list(path: string, query: Record<string, string>) {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/manage/${path}?${new URLSearchParams(query)}`,
      headers: await authHeader(t.app, admin),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }
  const userNos = (body: { userList: { userNo: number }[] }) => body.userList.map((u) => u.userNo);
  const storeNos = (body: { storeList: { storeNo: number }[] }) => body.storeList.map((s) => s.storeNo);

  it('finds members by name, nickname or e-mail: trimmed, case-insensitive, a part is enough', async () => {
    const byName = await createUser(t.app, { name: `김${tag}`, email: `kim.${tag}@example.com` });
    const byMail = await createUser(t.app, { name: '이영희', email: `Lee.${tag.toUpperCase()}@Example.com` });
    const byNick = await createUser(t.app, { nickname: `닉${tag}`, email: `nick.${tag}@example.com` });

    expect(userNos(await list('userList', { page: '0', q: `김${tag}` }))).toEqual([byName.userNo]);
    expect(userNos(await list('userList', { page: '0', q: `  LEE.${tag}@EXAMPLE  ` }))).toEqual([byMail.userNo]);
    expect(userNos(await list('userList', { page: '0', q: `닉${tag}` }))).toEqual([byNick.userNo]);
    // Newest sign-up first, as the whole list.
    expect(userNos(await list('userList', { page: '0', q: tag }))).toEqual([
      byNick.userNo,
      byMail.userNo,
      byName.userNo,
    ]);
    const found = await list('userList', { page: '0', q: `kim.${tag}` });
    expect(found).toEqual({
      userList: [
        {
          userNo: byName.userNo,
          userName: `김${tag}`,
          userId: `kim.${tag}@example.com`,
          userNickName: byName.nickname,
          userRole: 'ROLE_USER',
          enrollDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
          isDeleted: 'N',
        },
      ],
      totalPages: 1,
    });
    expect(await list('userList', { page: '0', q: `없는${tag}` })).toEqual({ userList: [], totalPages: 1 });
  });

  it('takes % and _ as the characters they are, not as LIKE wildcards', async () => {
    const underscore = await createUser(t.app, { name: `${tag}_x` });
    await createUser(t.app, { name: `${tag}Yx` });
    const percent = await createUser(t.app, { name: `${tag}%z` });
    await createUser(t.app, { name: `${tag}abcz` });
    const backslash = await createUser(t.app, { name: `${tag}\\w` });

    expect(userNos(await list('userList', { page: '0', q: `${tag}_x` }))).toEqual([underscore.userNo]);
    expect(userNos(await list('userList', { page: '0', q: `${tag}%z` }))).toEqual([percent.userNo]);
    expect(userNos(await list('userList', { page: '0', q: `${tag}\\w` }))).toEqual([backslash.userNo]);
    expect(userNos(await list('userList', { page: '0', q: '%' }))).not.toContain(underscore.userNo);

    const { storeNo } = await createStore(t.app, { name: `${tag} 100%_가게`, images: 0 });
    await createStore(t.app, { name: `${tag} 1000 가게`, images: 0 });
    expect(storeNos(await list('stores', { page: '0', q: '100%_' }))).toEqual([storeNo]);
  });

  it('pages a search 10 at a time with its own totalPages', async () => {
    const made: number[] = [];
    for (let i = 0; i < 12; i++) {
      const { storeNo } = await createStore(t.app, { name: `페이지 ${tag} ${i}`, images: 0 });
      made.push(storeNo);
    }
    const first = await list('stores', { page: '0', q: `페이지 ${tag}` });
    const second = await list('stores', { page: '1', q: `페이지 ${tag}` });
    expect(first.totalPages).toBe(2);
    expect(second.totalPages).toBe(2);
    expect(storeNos(first)).toHaveLength(10);
    expect([...storeNos(first), ...storeNos(second)].sort((a, b) => a - b)).toEqual(made);
    expect(first.storeList[0]).toMatchObject({ storeName: expect.stringContaining(tag), isDeleted: 'N' });
    expect((await list('stores', { page: '2', q: `페이지 ${tag}` })).storeList).toEqual([]);
  });

  it('answers the whole list, as before, without q or with a blank q', async () => {
    for (const path of ['userList', 'stores', 'reviews']) {
      const whole = await list(path, { page: '0' });
      expect(await list(path, { page: '0', q: '' })).toEqual(whole);
      expect(await list(path, { page: '0', q: '   ' })).toEqual(whole);
    }
  });

  it('refuses a search text over 100 characters with a Korean message', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/manage/stores?page=0&q=${'가'.repeat(101)}`,
      headers: await authHeader(t.app, admin),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: '입력값을 다시 확인해주세요.' });
  });

  it("finds reviews by store name and shows each review's text and the reasons of its reports", async () => {
    const member = await createUser(t.app, { nickname: `리뷰어${tag}` });
    const owners = [await createUser(t.app, { role: 'ROLE_OWNER' }), await createUser(t.app, { role: 'ROLE_OWNER' })];
    const { storeNo } = await createStore(t.app, { name: `리뷰집 ${tag}`, images: 0 });
    const other = await createStore(t.app, { name: `다른집 ${tag}`, images: 0 });
    const long = '정말 맛있었어요. '.repeat(20);
    const write = async (store: number, day: string, content: string) => {
      const { reservationNo } = await createReservation(t.app, {
        userNo: member.userNo,
        storeNo: store,
        date: day,
        time: '12:00',
      });
      return (await createReview(t.app, { reservationNo, userNo: member.userNo, storeNo: store, grade: 3, content }))
        .reviewNo;
    };
    const reported = await write(storeNo, '2026-10-01', long);
    const elsewhere = await write(other.storeNo, '2026-10-02', '무난해요');
    await t.app.ctx.db.insert(reviewReports).values([
      { reviewNo: reported, reporterNo: owners[0]!.userNo, reason: '허위 정보', detail: '방문 기록이 없어요' },
      { reviewNo: reported, reporterNo: owners[1]!.userNo, reason: '욕설/비방' },
    ]);

    const body = await list('reviews', { page: '0', q: `리뷰집 ${tag.toUpperCase()}` });
    expect(body).toEqual({
      reviewList: [
        {
          reviewNo: reported,
          storeName: `리뷰집 ${tag}`,
          userNickname: `리뷰어${tag}`,
          storeGrade: 3,
          reviewDate: expect.any(String),
          isHidden: 'N',
          reportCount: 2,
          reviewExcerpt: long.slice(0, REVIEW_EXCERPT_LENGTH),
          reports: [
            { reason: '허위 정보', detail: '방문 기록이 없어요' },
            { reason: '욕설/비방', detail: '' },
          ],
        },
      ],
      totalPages: 1,
    });
    expect(
      (await list('reviews', { page: '0', q: tag })).reviewList.map((r: { reviewNo: number }) => r.reviewNo),
    ).toEqual(expect.arrayContaining([reported, elsewhere]));
    const plain = (await list('reviews', { page: '0', q: `다른집 ${tag}` })).reviewList;
    expect(plain).toEqual([expect.objectContaining({ reviewNo: elsewhere, reviewExcerpt: '무난해요', reports: [] })]);
  });
});
