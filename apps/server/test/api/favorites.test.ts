import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@siktak/contract';
import { favorites } from '../../src/db/schema.js';
import { type TestApp, createTestApp } from '../helpers/app.js';
import { type TestUser, authHeader, createStore, createUser } from '../helpers/factories.js';

describe('favourites (찜)', () => {
  let t: TestApp;
  let member: TestUser;
  let other: TestUser;
  let admin: TestUser;

  const call = async (method: 'GET' | 'PUT' | 'DELETE', url: string, user: TestUser | null) =>
    t.app.inject({ method, url, headers: user ? await authHeader(t.app, user) : {} });
  const add = (user: TestUser | null, storeNo: number | string) => call('PUT', `/api/favorites/${storeNo}`, user);
  const remove = (user: TestUser | null, storeNo: number | string) => call('DELETE', `/api/favorites/${storeNo}`, user);
  const list = async (user: TestUser) =>
    (await call('GET', '/api/favorites', user)).json().favoriteList as { storeNo: number; imageList: string[] }[];
  const numbersOf = async (user: TestUser) => (await list(user)).map((item) => item.storeNo);

  beforeAll(async () => {
    t = await createTestApp();
    member = await createUser(t.app);
    other = await createUser(t.app);
    admin = await createUser(t.app, { role: 'ROLE_ADMIN' });
  });

  afterAll(async () => {
    await t?.close();
  });

  it('adds a store once however often it is added, lists it with its photo, and removes it once', async () => {
    const store = await createStore(t.app, { name: '을지로 골뱅이', district: '중구', foodType: '한식' });
    const first = await add(member, store.storeNo);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      success: true,
      message: '찜한 가게에 담았어요.',
      storeNo: store.storeNo,
      favorite: true,
    });
    t.clock.advance(60_000);
    expect((await add(member, String(store.storeNo))).statusCode).toBe(200);

    const items = await list(member);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      storeNo: store.storeNo,
      storeName: '을지로 골뱅이',
      categoryAddress: '중구',
      categoryFoodtype: '한식',
      isDeleted: 'N',
      // The first add's time: the second one changed nothing.
      favoritedAt: '2026-11-17T10:00:00',
    });
    expect(items[0]?.imageList[0]).toMatch(/^http:\/\/siktak\.test\/uploads\//);

    const removed = await remove(member, store.storeNo);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ storeNo: store.storeNo, favorite: false });
    expect((await remove(member, store.storeNo)).statusCode).toBe(200);
    expect(await list(member)).toEqual([]);
  });

  it("lists only the caller's own favourites, newest first, and one member's removal leaves another's", async () => {
    const a = await createStore(t.app);
    const b = await createStore(t.app);
    await add(member, a.storeNo);
    t.clock.advance(60_000);
    await add(member, b.storeNo);
    await add(other, b.storeNo);
    expect(await numbersOf(member)).toEqual([b.storeNo, a.storeNo]);
    expect(await numbersOf(other)).toEqual([b.storeNo]);
    await remove(other, b.storeNo);
    expect(await numbersOf(member)).toEqual([b.storeNo, a.storeNo]);
    expect(await numbersOf(other)).toEqual([]);
    await remove(member, a.storeNo);
    await remove(member, b.storeNo);
  });

  it('keeps a favourite whose store an admin deleted, marked deleted and removable; a deleted store cannot be added', async () => {
    const store = await createStore(t.app);
    await add(member, store.storeNo);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/manage/stores/${store.storeNo}`,
      headers: await authHeader(t.app, admin),
    });
    expect(deleted.statusCode).toBe(200);
    expect(await list(member)).toEqual([expect.objectContaining({ storeNo: store.storeNo, isDeleted: 'Y' })]);

    const refused = await add(other, store.storeNo);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ success: false, code: '404', message: '가게 정보를 찾을 수 없습니다.' });
    // Adding it again as the member who has it is refused the same way, and changes nothing.
    expect((await add(member, store.storeNo)).statusCode).toBe(404);
    expect((await remove(member, store.storeNo)).statusCode).toBe(200);
    expect(await list(member)).toEqual([]);
  });

  it('answers 404 for a store that does not exist or a number that cannot name one', async () => {
    expect((await add(member, 999_999)).statusCode).toBe(404);
    expect((await add(member, 'abc')).statusCode).toBe(404);
    expect((await remove(member, 'abc')).statusCode).toBe(404);
  });

  it('needs a signed-in member: 401 with code "401" for visitors and bad tokens, owners and admins may keep favourites', async () => {
    const store = await createStore(t.app);
    for (const res of [
      await add(null, store.storeNo),
      await remove(null, store.storeNo),
      await t.app.inject({ method: 'GET', url: '/api/favorites' }),
      await t.app.inject({ method: 'GET', url: '/api/favorites', headers: { authorization: 'Bearer nope' } }),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, code: '401' });
    }
    expect((await add(admin, store.storeNo)).statusCode).toBe(200);
    expect(await numbersOf(admin)).toEqual([store.storeNo]);
  });

  it(`stops at ${LIMITS.favoritesMax} favourites with E140; a store already kept may still be added again`, async () => {
    const collector = await createUser(t.app);
    const stores = [await createStore(t.app), await createStore(t.app)];
    // One below the limit, written straight into the table.
    const filler = await Promise.all(
      Array.from({ length: LIMITS.favoritesMax - 1 }, () => createStore(t.app, { images: 0 })),
    );
    await t.app.ctx.db
      .insert(favorites)
      .values(filler.map((store) => ({ userNo: collector.userNo, storeNo: store.storeNo })));
    expect((await add(collector, stores[0]!.storeNo)).statusCode).toBe(200);
    const full = await add(collector, stores[1]!.storeNo);
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({
      code: 'E140',
      message: `찜은 최대 ${LIMITS.favoritesMax}곳까지 할 수 있어요. 찜한 가게를 정리한 뒤 다시 시도해주세요.`,
    });
    expect((await add(collector, stores[0]!.storeNo)).statusCode).toBe(200);
    await remove(collector, stores[0]!.storeNo);
    expect((await add(collector, stores[1]!.storeNo)).statusCode).toBe(200);
  });
});
