import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, MESSAGES } from '@siktak/contract';
import { reservations, stores } from '../../src/db/schema.js';
import { TEST_NOW, TEST_PUBLIC_URL, type TestApp, createTestApp } from '../helpers/app.js';
import { type TestUser, authHeader, createReservation, createStore, createUser } from '../helpers/factories.js';
import { adminStoreEdit, flatStoreForm, imagePart, photos, send, storeDto, storeDtoForm } from '../helpers/owners.js';
import { availability, book } from '../helpers/reservations.js';

type Store = Record<string, unknown> & { storeNo: number; imageList: string[]; thumbnailList: string[] };

describe('owner stores', () => {
  let t: TestApp;
  let admin: TestUser;
  let member: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t.app, { role: 'ROLE_ADMIN' });
    member = await createUser(t.app);
  });

  afterAll(async () => {
    await t?.close();
  });

  const owner = () => createUser(t.app, { role: 'ROLE_OWNER' });
  const write = (user: TestUser | null, form: FormData) => send(t.app, user, 'POST', '/api/owner/stores/write', form);
  const update = (user: TestUser | null, form: FormData) => send(t.app, user, 'PUT', '/api/owner/stores/update', form);
  const mine = (user: TestUser | null) => send(t.app, user, 'GET', '/api/owner/stores');
  const onDisk = (url: string) =>
    existsSync(join(t.dataDir, 'uploads', url.slice(`${TEST_PUBLIC_URL}/uploads/`.length)));

  async function registered(user: TestUser, dto: Record<string, unknown> = {}, images = 3): Promise<Store> {
    const res = await write(user, storeDtoForm(storeDto(dto), [], await photos(images)));
    expect(res.statusCode).toBe(201);
    return res.json();
  }

  async function storeRow(storeNo: number) {
    const [row] = await t.app.ctx.db.select().from(stores).where(eq(stores.storeNo, storeNo));
    return row!;
  }

  describe('GET /api/owner/stores', () => {
    it('answers 404 while the owner has no store, then the store as the detail shape', async () => {
      const boss = await owner();
      const none = await mine(boss);
      expect(none.statusCode).toBe(404);
      expect(none.json()).toMatchObject({ success: false, code: '404', message: '등록된 가게가 없습니다.' });
      const created = await registered(boss);
      const res = await mine(boss);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(created);
    });

    it('is for owners and admins: a member gets 403, a visitor 401 "401"', async () => {
      expect((await mine(member)).statusCode).toBe(403);
      expect((await mine(member)).json().code).toBe('403');
      const visitor = await mine(null);
      expect(visitor.statusCode).toBe(401);
      expect(visitor.json().code).toBe('401');
    });
  });

  describe('GET /api/owner/stores/removed', () => {
    const removed = (user: TestUser | null) => send(t.app, user, 'GET', '/api/owner/stores/removed');

    it('names the store an admin deleted while the owner has none, and nothing once they register again', async () => {
      const boss = await owner();
      expect((await removed(boss)).json()).toEqual({ removedStore: null });
      const first = await registered(boss, { storeName: '망원 떡볶이' });
      expect((await removed(boss)).json()).toEqual({ removedStore: null });

      t.clock.set('2026-11-17T03:30:00.000Z');
      const deleted = await t.app.inject({
        method: 'DELETE',
        url: `/api/admin/manage/stores/${first.storeNo}`,
        headers: await authHeader(t.app, admin),
      });
      t.clock.set(TEST_NOW);
      expect(deleted.statusCode).toBe(200);
      // The existing client's call still answers 404 ("create mode"); the new one says what happened.
      expect((await mine(boss)).statusCode).toBe(404);
      const res = await removed(boss);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        removedStore: { storeNo: first.storeNo, storeName: '망원 떡볶이', removedAt: '2026-11-17T12:30:00' },
      });

      await registered(boss, { storeName: '망원 떡볶이 2호점' });
      expect((await removed(boss)).json()).toEqual({ removedStore: null });
    });

    it('never tells of another owner\'s store; members get 403, visitors 401 "401"', async () => {
      expect((await removed(await owner())).json()).toEqual({ removedStore: null });
      expect((await removed(member)).statusCode).toBe(403);
      const visitor = await removed(null);
      expect(visitor.statusCode).toBe(401);
      expect(visitor.json()).toMatchObject({ code: '401' });
    });
  });

  describe('POST /api/owner/stores/write', () => {
    it("registers the owner's store from the storeDto and deletedImagePaths Blob parts and 3 photos", async () => {
      const boss = await owner();
      // Warm the public list cache first: the registration must invalidate it.
      expect((await send(t.app, null, 'GET', '/api/store/list?search=서촌')).json().content).toEqual([]);
      const res = await write(
        boss,
        storeDtoForm(
          storeDto({
            storeName: '서촌 순댓국',
            storePhone: '0212345678',
            menuList: ['순댓국, 수육 ', '', '모둠순대'],
            categoryConvenience: [' PARKING', 'BABY_FACILIIES', 'PARKING'],
            dayOff: ['일', '월'],
            startDate: '2026-12-24T15:00:00.000Z',
            endDate: '2026-12-26',
            count: '12',
          }),
          [],
          await photos(3),
        ),
      );
      expect(res.statusCode).toBe(201);
      const store: Store = res.json();
      expect(store).toMatchObject({
        storeName: '서촌 순댓국',
        categoryAddress: '성동구',
        categoryFoodtype: '한식',
        storePhone: '02-1234-5678',
        storeAddress1: '서울 성동구 성수이로 1',
        storeAddress2: '1층',
        openTime: '11:00',
        closeTime: '21:00',
        menuList: ['순댓국', '수육', '모둠순대'],
        categoryConvenience: ['PARKING', 'BABY_FACILIIES'],
        dayOff: ['월', '일'],
        // An ISO instant (KST midnight of the 25th in UTC) is the Seoul date.
        startDate: '2026-12-25',
        endDate: '2026-12-26',
        count: 12,
        storeGrade: 0,
        reviewCount: 0,
        isDeleted: 'N',
        createDate: '2026-11-17T10:00:00',
      });
      expect(store.imageList).toHaveLength(3);
      for (const url of [...store.imageList, ...store.thumbnailList]) {
        expect(url).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/uploads/stores/[0-9a-f-]+(_thumb)?\\.webp$`));
        expect(onDisk(url)).toBe(true);
      }
      const row = await storeRow(store.storeNo);
      expect(row.ownerNo).toBe(boss.userNo);
      expect(row.nameChoseong).toBe('ㅅㅊㅅㄷㄱ');

      const list = (await send(t.app, null, 'GET', '/api/store/list?search=서촌')).json().content;
      expect(list.map((s: Store) => s.storeNo)).toEqual([store.storeNo]);
      const byChoseong = (await send(t.app, null, 'GET', '/api/store/list?search=ㅅㅊㅅㄷ')).json().content;
      expect(byChoseong.map((s: Store) => s.storeNo)).toContain(store.storeNo);
      const detail = await send(t.app, null, 'GET', `/api/store/detail/${store.storeNo}`);
      expect(detail.json()).toEqual(store);
    });

    it('answers E301 when the owner already has a store, also when two registrations race', async () => {
      const boss = await owner();
      await registered(boss);
      const again = await write(boss, storeDtoForm(storeDto(), [], await photos(1)));
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'E301', message: ERRORS.E301.message });

      const racer = await owner();
      const results = await Promise.all([
        write(racer, storeDtoForm(storeDto({ storeName: '경주 1' }), [], await photos(1))),
        write(racer, storeDtoForm(storeDto({ storeName: '경주 2' }), [], await photos(1))),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      expect(results.find((r) => r.statusCode === 409)?.json().code).toBe('E301');
      const owned = await t.app.ctx.db.select().from(stores).where(eq(stores.ownerNo, racer.userNo));
      expect(owned).toHaveLength(1);
    });

    it('needs 1 to 5 new photos: "이미지는 최소 1장 이상, 최대 5장까지 등록 가능합니다."', async () => {
      const boss = await owner();
      for (const count of [0, 6]) {
        const res = await write(boss, storeDtoForm(storeDto(), [], await photos(count)));
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ code: 'E300', message: MESSAGES.storeImagesOnCreate });
      }
      const fake = imagePart(Buffer.from('%PDF-1.4 not an image'), 'menu.jpg', 'image/jpeg');
      const notImage = await write(boss, storeDtoForm(storeDto(), [], [fake]));
      expect(notImage.statusCode).toBe(400);
      expect(notImage.json().code).toBe('E200');
      expect((await mine(boss)).statusCode).toBe(404);
    });

    it('registers a store an admin enters as a store of no owner', async () => {
      const res = await write(admin, storeDtoForm(storeDto({ storeName: '관리자 등록 식당' }), [], await photos(1)));
      expect(res.statusCode).toBe(201);
      expect((await storeRow(res.json().storeNo)).ownerNo).toBeNull();
    });

    it('refuses members (403) and visitors (401 "401")', async () => {
      const form = async () => storeDtoForm(storeDto(), [], await photos(1));
      expect((await write(member, await form())).statusCode).toBe(403);
      const visitor = await write(null, await form());
      expect(visitor.statusCode).toBe(401);
      expect(visitor.json().code).toBe('401');
    });
  });

  describe('the cached public store page', () => {
    it("shows a new store, an owner's edit, an admin's edit and an admin's delete right after each", async () => {
      const page = (storeNo: number) => send(t.app, null, 'GET', `/api/store/detail/${storeNo}`);
      const boss = await owner();
      const first = await registered(boss, { storeName: '캐시 국밥' }, 1);
      // Every store page now comes from the cache (the catalogue of every store is built once).
      const before = await page(first.storeNo);
      expect(before.json()).toEqual(first);

      const other = await registered(await owner(), { storeName: '새로 연 식당' }, 1);
      expect((await page(other.storeNo)).json()).toEqual(other);

      const edited = await update(
        boss,
        storeDtoForm(storeDto({ storeNo: first.storeNo, storeName: '캐시 국밥 본점', imageList: first.imageList })),
      );
      expect(edited.statusCode).toBe(200);
      const afterOwner = await page(first.storeNo);
      expect(afterOwner.json()).toEqual(edited.json());
      expect(afterOwner.json().storeName).toBe('캐시 국밥 본점');
      expect(afterOwner.headers.etag).not.toBe(before.headers.etag);
      const revalidated = await t.app.inject({
        method: 'GET',
        url: `/api/store/detail/${first.storeNo}`,
        headers: { 'if-none-match': before.headers.etag as string },
      });
      expect(revalidated.statusCode).toBe(200);

      const byAdmin = await update(
        admin,
        flatStoreForm(adminStoreEdit(first.storeNo, { menuList: ['국밥'], categoryConvenience: ['WIFI'] })),
      );
      expect(byAdmin.statusCode).toBe(200);
      expect((await page(first.storeNo)).json()).toMatchObject({ storeName: '관리자가 고친 식당', count: 20 });

      const deleted = await t.app.inject({
        method: 'DELETE',
        url: `/api/admin/manage/stores/${first.storeNo}`,
        headers: await authHeader(t.app, admin),
      });
      expect(deleted.statusCode).toBe(200);
      expect((await page(first.storeNo)).statusCode).toBe(404);
      expect((await page(other.storeNo)).json()).toEqual(other);
    });
  });

  describe('store form rules (the product spec) — E300 with the exact Korean message, nothing saved', () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['no store name', { storeName: '  ' }, MESSAGES.required],
      ['no region', { categoryAddress: '' }, MESSAGES.required],
      ['a region outside Seoul', { categoryAddress: '수원시' }, MESSAGES.required],
      ['no food type', { categoryFoodtype: null }, MESSAGES.required],
      ['no convenience option', { categoryConvenience: [] }, MESSAGES.required],
      ['no phone', { storePhone: '' }, MESSAGES.required],
      ['no address 1', { storeAddress1: '' }, MESSAGES.required],
      ['no address 2', { storeAddress2: null }, MESSAGES.required],
      ['no open time', { openTime: '' }, MESSAGES.required],
      ['no close time', { closeTime: undefined }, MESSAGES.required],
      ['a phone without area code', { storePhone: '1234-5678' }, MESSAGES.storePhoneRule],
      ['a phone too short', { storePhone: '02-12-345' }, MESSAGES.storePhoneRule],
      ['an hour of 24', { openTime: '24:00' }, MESSAGES.hoursRule],
      ['minutes of 60', { closeTime: '21:60' }, MESSAGES.hoursRule],
      ['a time with seconds', { openTime: '11:00:00' }, MESSAGES.hoursRule],
      ['a one-digit hour', { openTime: '9:00' }, MESSAGES.hoursRule],
      ['no capacity', { count: null }, MESSAGES.capacityRule],
      ['a capacity of 0', { count: 0 }, MESSAGES.capacityRule],
      ['a negative capacity', { count: -3 }, MESSAGES.capacityRule],
      ['a capacity that is no number', { count: '많이' }, MESSAGES.capacityRule],
      ['a closure ending before it starts', { startDate: '2026-12-10', endDate: '2026-12-09' }, MESSAGES.closureRange],
      ['a close time before the open time', { openTime: '22:00', closeTime: '10:00' }, MESSAGES.hoursOrder],
    ];

    it.each(cases)('%s', async (_name, override, message) => {
      const boss = await owner();
      const res = await write(boss, storeDtoForm(storeDto(override), [], await photos(1)));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'E300', message });
      expect((await mine(boss)).statusCode).toBe(404);
    });

    it('checks the same rules on update', async () => {
      const boss = await owner();
      const store = await registered(boss, {}, 1);
      const res = await update(
        boss,
        storeDtoForm(storeDto({ storeNo: store.storeNo, imageList: store.imageList, openTime: '7시' })),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'E300',
        message: MESSAGES.hoursRule,
        fields: { openTime: MESSAGES.hoursRule },
      });
      expect((await storeRow(store.storeNo)).openTime).toBe('11:00');
    });
  });

  describe('PUT /api/owner/stores/update', () => {
    it('with storeDto: kept imageList + new photos in order, hours and days off changed, removed files deleted', async () => {
      const boss = await owner();
      const store = await registered(boss, { storeName: '망원 칼국수', dayOff: ['월'] }, 3);
      const [first, dropped, third] = store.imageList as [string, string, string];
      const droppedThumb = store.thumbnailList[1]!;
      const res = await update(
        boss,
        storeDtoForm(
          storeDto({
            storeNo: store.storeNo,
            storeName: '합정 칼국수',
            openTime: '10:30',
            closeTime: '22:00',
            dayOff: ['화', '수'],
            count: 6,
            imageList: [third, first],
          }),
          [dropped],
          await photos(1),
        ),
      );
      expect(res.statusCode).toBe(200);
      const edited: Store = res.json();
      expect(edited).toMatchObject({
        storeNo: store.storeNo,
        storeName: '합정 칼국수',
        openTime: '10:30',
        closeTime: '22:00',
        dayOff: ['화', '수'],
        count: 6,
      });
      expect(edited.imageList).toHaveLength(3);
      expect(edited.imageList.slice(0, 2)).toEqual([third, first]);
      expect(edited.imageList[2]).not.toBe(dropped);
      expect(onDisk(edited.imageList[2]!)).toBe(true);
      expect(onDisk(dropped)).toBe(false);
      expect(onDisk(droppedThumb)).toBe(false);
      expect(onDisk(first)).toBe(true);
      expect((await storeRow(store.storeNo)).nameChoseong).toBe('ㅎㅈㅋㄱㅅ');

      const detail = (await send(t.app, null, 'GET', `/api/store/detail/${store.storeNo}`)).json();
      expect(detail).toEqual(edited);
      const old = (await send(t.app, null, 'GET', '/api/store/list?search=망원 칼국수')).json().content;
      expect(old).toEqual([]);
      const renamed = (await send(t.app, null, 'GET', '/api/store/list?search=ㅎㅈㅋㄱ')).json().content;
      expect(renamed.map((s: Store) => s.storeNo)).toEqual([store.storeNo]);
    });

    it('with the admin\'s flat parts: "null" strings, Date#toString dates, repeated lists, deletedImagePaths', async () => {
      const boss = await owner();
      const store = await registered(boss, { startDate: '2026-12-01', endDate: '2026-12-02' }, 2);
      const [kept, dropped] = store.imageList as [string, string];
      const res = await update(
        admin,
        flatStoreForm(
          adminStoreEdit(store.storeNo, {
            startDate: 'Thu Dec 24 2026 00:00:00 GMT+0900 (Korean Standard Time)',
            endDate: 'Sat Dec 26 2026 00:00:00 GMT+0900 (한국 표준시)',
            menuList: ['초밥', '우동'],
            dayOff: ['일', '토'],
            categoryConvenience: ['WIFI', 'GROUP_SEAT'],
            deletedImagePaths: [dropped],
          }),
          await photos(2),
        ),
      );
      expect(res.statusCode).toBe(200);
      const edited: Store = res.json();
      expect(edited).toMatchObject({
        storeName: '관리자가 고친 식당',
        categoryAddress: '마포구',
        categoryFoodtype: '일식',
        storePhone: '031-123-4567',
        openTime: '17:00',
        closeTime: '23:00',
        count: 20,
        startDate: '2026-12-24',
        endDate: '2026-12-26',
        menuList: ['초밥', '우동'],
        dayOff: ['토', '일'],
        categoryConvenience: ['WIFI', 'GROUP_SEAT'],
      });
      expect(edited.imageList).toHaveLength(3);
      expect(edited.imageList[0]).toBe(kept);
      expect(onDisk(dropped)).toBe(false);
      expect((await storeRow(store.storeNo)).ownerNo).toBe(boss.userNo);

      const cleared = await update(
        admin,
        flatStoreForm(adminStoreEdit(store.storeNo, { menuList: '초밥', categoryConvenience: 'WIFI' })),
      );
      expect(cleared.statusCode).toBe(200);
      expect(cleared.json()).toMatchObject({ startDate: null, endDate: null, dayOff: [], menuList: ['초밥'] });
      expect(cleared.json().imageList).toEqual(edited.imageList);

      // Both admin edits are in the store's audit trail on the admin page.
      const detail = await t.app.inject({
        method: 'GET',
        url: `/api/admin/manage/stores/detail/${store.storeNo}`,
        headers: await authHeader(t.app, admin),
      });
      const audit = detail.json().audit as { action: string; summary: string }[];
      expect(audit.filter((entry) => entry.action === 'STORE_UPDATE')).toHaveLength(2);
      expect(audit[0]?.summary).toBe('가게 정보를 수정했습니다 (관리자가 고친 식당).');
    });

    it('an owner may edit only their own store (403); an admin must name the store', async () => {
      const boss = await owner();
      const store = await registered(boss, {}, 1);
      const rival = await owner();
      await registered(rival, { storeName: '경쟁 식당' }, 1);
      const res = await update(
        rival,
        storeDtoForm(storeDto({ storeNo: store.storeNo, storeName: '가로챈 식당', imageList: store.imageList })),
      );
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('403');
      expect((await storeRow(store.storeNo)).name).toBe('성수 국밥집');

      const storeless = await owner();
      const noStore = await update(storeless, storeDtoForm(storeDto({ imageList: [] }), [], await photos(1)));
      expect(noStore.statusCode).toBe(404);

      const unnamed = await update(admin, storeDtoForm(storeDto({ imageList: store.imageList })));
      expect(unnamed.statusCode).toBe(400);
      expect(unnamed.json()).toMatchObject({ code: 'E300', fields: { storeNo: expect.any(String) } });
      const missing = await update(admin, storeDtoForm(storeDto({ storeNo: 999_999, imageList: [] })));
      expect(missing.statusCode).toBe(404);

      // Without storeNo an owner edits their own store.
      const own = await update(boss, storeDtoForm(storeDto({ storeName: '내 가게', imageList: store.imageList })));
      expect(own.statusCode).toBe(200);
      expect(own.json()).toMatchObject({ storeNo: store.storeNo, storeName: '내 가게' });
    });

    it('answers 400 with a Korean message for a form of more than 100 text parts', async () => {
      const boss = await owner();
      const res = await update(boss, flatStoreForm({ menuList: Array.from({ length: 101 }, (_, i) => `메뉴 ${i}`) }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: '400', message: '입력 항목이 너무 많습니다.' });
    });

    it('refuses members (403) and visitors (401 "401")', async () => {
      const form = storeDtoForm(storeDto({ storeNo: 1 }));
      expect((await update(member, form)).statusCode).toBe(403);
      const visitor = await update(null, storeDtoForm(storeDto({ storeNo: 1 })));
      expect(visitor.statusCode).toBe(401);
      expect(visitor.json().code).toBe('401');
    });

    it('kept + new photos may not exceed 5: "이미지는 최대 5장까지 등록 가능합니다."; nothing changes', async () => {
      const boss = await owner();
      const store = await registered(boss, {}, 4);
      const res = await update(
        boss,
        storeDtoForm(storeDto({ storeNo: store.storeNo, imageList: store.imageList }), [], await photos(2)),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'E300', message: MESSAGES.storeImagesMax });
      const tooMany = await update(
        boss,
        storeDtoForm(storeDto({ storeNo: store.storeNo, imageList: [] }), store.imageList, await photos(6)),
      );
      expect(tooMany.json()).toMatchObject({ code: 'E300', message: MESSAGES.storeImagesMax });
      const none = await update(
        boss,
        storeDtoForm(storeDto({ storeNo: store.storeNo, imageList: [] }), store.imageList),
      );
      expect(none.json()).toMatchObject({ code: 'E300', message: MESSAGES.storeImagesOnCreate });
      expect((await mine(boss)).json().imageList).toEqual(store.imageList);
      for (const url of store.imageList) expect(onDisk(url)).toBe(true);
    });

    it('ignores image URLs of another store: they can be neither kept nor deleted', async () => {
      const boss = await owner();
      const store = await registered(boss, {}, 1);
      const other = await createStore(t.app, { images: 1 });
      const otherUrl = t.app.ctx.urls.url(other.imageKeys[0]!);
      const res = await update(
        boss,
        storeDtoForm(storeDto({ storeNo: store.storeNo, imageList: [...store.imageList, otherUrl] }), [otherUrl]),
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().imageList).toEqual(store.imageList);
      expect(onDisk(otherUrl)).toBe(true);
      const flat = await update(
        admin,
        storeDtoForm(
          storeDto({ storeNo: store.storeNo, imageList: undefined }),
          [otherUrl, store.imageList[0]!],
          await photos(1),
        ),
      );
      expect(flat.statusCode).toBe(200);
      expect(onDisk(otherUrl)).toBe(true);
      expect(onDisk(store.imageList[0]!)).toBe(false);
    });

    it('never cancels existing bookings when capacity, hours or days off change; new bookings follow the new values', async () => {
      const boss = await owner();
      const store = await registered(boss, { count: 10, openTime: '11:00', closeTime: '21:00', dayOff: [] }, 1);
      // Saturday 2026-11-21, 12:00, 6 people.
      const booking = await createReservation(t.app, {
        userNo: member.userNo,
        storeNo: store.storeNo,
        date: '2026-11-21',
        time: '12:00',
        personCount: 6,
      });
      const edit = (values: Record<string, unknown>) =>
        update(boss, storeDtoForm(storeDto({ storeNo: store.storeNo, imageList: store.imageList, ...values })));
      const status = async () => {
        const [row] = await t.app.ctx.db
          .select({ status: reservations.status })
          .from(reservations)
          .where(eq(reservations.reservationNo, booking.reservationNo));
        return row?.status;
      };

      expect((await edit({ count: 4, dayOff: ['토'] })).statusCode).toBe(200);
      expect(await status()).toBe('Y');
      expect((await edit({ count: 4, dayOff: [] })).statusCode).toBe(200);
      // 6 booked > 4 seats: nothing left in that slot, the other slots have the new 4.
      expect((await availability(t.app, store.storeNo, '2026-11-21', '12:00')).json()).toBe(0);
      expect((await availability(t.app, store.storeNo, '2026-11-21', '13:00')).json()).toBe(4);
      const refused = await book(t.app, member, {
        userNo: member.userNo,
        storeNo: store.storeNo,
        reservationDate: '2026-11-21',
        reservationTime: '12:00',
        personCount: 1,
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('E121');

      expect((await edit({ count: 4, openTime: '17:00', closeTime: '22:00' })).statusCode).toBe(200);
      expect(await status()).toBe('Y');
    });
  });
});
