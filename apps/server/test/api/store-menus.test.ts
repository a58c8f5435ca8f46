import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@siktak/contract';
import { type TestApp, createTestApp } from '../helpers/app.js';
import { type TestUser, createUser } from '../helpers/factories.js';
import { adminStoreEdit, flatStoreForm, photos, send, storeDto, storeDtoForm } from '../helpers/owners.js';

type Store = {
  storeNo: number;
  storeName: string;
  menuList: string[];
  menuItems: { name: string; price: number | null; signature: boolean }[];
  priceRange: Record<string, number | null>;
  intro: string;
  imageList: string[];
};

const MENU = [
  { name: '평양냉면', price: 16000, signature: true },
  { name: '제육 반 접시', price: 19000, signature: false },
  { name: '녹두전', price: 0, signature: true },
  { name: '공기밥', price: null, signature: false },
];

const RANGE = { lunchMin: 15000, lunchMax: 25000, dinnerMin: 40000, dinnerMax: null };

describe('store menus with prices, 가격대 and 소개 (ADR-0047)', () => {
  let t: TestApp;
  let admin: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t.app, { role: 'ROLE_ADMIN' });
  });

  afterAll(async () => {
    await t?.close();
  });

  const owner = () => createUser(t.app, { role: 'ROLE_OWNER' });
  const write = (user: TestUser, form: FormData) => send(t.app, user, 'POST', '/api/owner/stores/write', form);
  const update = (user: TestUser, form: FormData) => send(t.app, user, 'PUT', '/api/owner/stores/update', form);
  const detail = async (storeNo: number): Promise<Store> => {
    const res = await t.app.inject({ method: 'GET', url: `/api/store/detail/${storeNo}` });
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  async function registered(user: TestUser, dto: Record<string, unknown>): Promise<Store> {
    const res = await write(user, storeDtoForm(storeDto(dto), [], await photos(1)));
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  }

  it('stores the rows in their order, derives menuList from them and answers them on the store page', async () => {
    const boss = await owner();
    const created = await registered(boss, {
      menuList: ['무시되는 이름'],
      menuItems: MENU,
      priceRange: RANGE,
      intro: '  메밀을 매일 아침 직접 뽑아요.\n여름엔 줄이 길어요.  ',
    });
    const page = await detail(created.storeNo);
    expect(page.menuList).toEqual(['평양냉면', '제육 반 접시', '녹두전', '공기밥']);
    expect(page.menuItems).toEqual(MENU);
    expect(page.priceRange).toEqual(RANGE);
    expect(page.intro).toBe('메밀을 매일 아침 직접 뽑아요.\n여름엔 줄이 길어요.');

    // Reordered and one removed: the page shows the new order at once (the detail cache is invalidated).
    const res = await update(
      boss,
      storeDtoForm(
        storeDto({
          storeNo: created.storeNo,
          imageList: created.imageList,
          menuItems: [MENU[2], MENU[0]],
          priceRange: { lunchMin: null, lunchMax: null, dinnerMin: 30000, dinnerMax: 30000 },
          intro: '',
        }),
      ),
    );
    expect(res.statusCode, res.body).toBe(200);
    const after = await detail(created.storeNo);
    expect(after.menuList).toEqual(['녹두전', '평양냉면']);
    expect(after.menuItems).toEqual([MENU[2], MENU[0]]);
    expect(after.priceRange).toEqual({ lunchMin: null, lunchMax: null, dinnerMin: 30000, dinnerMax: 30000 });
    expect(after.intro).toBe('');
  });

  it('takes the existing client’s names alone: items without prices, and an edit keeps the prices of kept names', async () => {
    const boss = await owner();
    const created = await registered(boss, { menuList: ['칼국수, 수제비', '만두'] });
    expect(created.menuList).toEqual(['칼국수', '수제비', '만두']);
    expect(created.menuItems).toEqual([
      { name: '칼국수', price: null, signature: false },
      { name: '수제비', price: null, signature: false },
      { name: '만두', price: null, signature: false },
    ]);
    expect(created.priceRange).toEqual({ lunchMin: null, lunchMax: null, dinnerMin: null, dinnerMax: null });
    expect(created.intro).toBe('');

    // Our app prices them, then the existing client's form (names only, no 가격대 or 소개) edits the store.
    await update(
      boss,
      storeDtoForm(
        storeDto({
          storeNo: created.storeNo,
          imageList: created.imageList,
          menuItems: [
            { name: '칼국수', price: 9000, signature: true },
            { name: '만두', price: 7000, signature: false },
          ],
          priceRange: RANGE,
          intro: '손칼국수 집이에요.',
        }),
      ),
    );
    const res = await update(
      boss,
      storeDtoForm(
        storeDto({ storeNo: created.storeNo, imageList: created.imageList, menuList: ['만두', '칼국수', '전'] }),
      ),
    );
    expect(res.statusCode, res.body).toBe(200);
    const after = await detail(created.storeNo);
    expect(after.menuList).toEqual(['만두', '칼국수', '전']);
    expect(after.menuItems).toEqual([
      { name: '만두', price: 7000, signature: false },
      { name: '칼국수', price: 9000, signature: true },
      { name: '전', price: null, signature: false },
    ]);
    expect(after.priceRange).toEqual(RANGE);
    expect(after.intro).toBe('손칼국수 집이에요.');

    // The admin editor's flat parts (repeated menuList parts) work the same way.
    const flat = await send(
      t.app,
      admin,
      'PUT',
      '/api/owner/stores/update',
      flatStoreForm(
        adminStoreEdit(created.storeNo, {
          menuList: ['전', '만두'],
          dayOff: [],
          categoryConvenience: ['PARKING'],
          deletedImagePaths: [],
        }),
      ),
    );
    expect(flat.statusCode, flat.body).toBe(200);
    expect((await detail(created.storeNo)).menuItems).toEqual([
      { name: '전', price: null, signature: false },
      { name: '만두', price: 7000, signature: false },
    ]);
  });

  it('reads our app’s flat parts: the rows and 가격대 as JSON text parts, a broken one refused in Korean', async () => {
    const boss = await owner();
    const flat = (extra: Record<string, string | string[]>) =>
      flatStoreForm({
        ...adminStoreEdit(0, { storeNo: 'null', menuList: ['평양냉면'], dayOff: [], categoryConvenience: ['PARKING'] }),
        ...extra,
      });
    const broken = await write(boss, flat({ menuItems: '[{"name": "평양냉면"' }));
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe(MESSAGES.recheckInput);
    const form = flat({ menuItems: JSON.stringify(MENU), priceRange: JSON.stringify(RANGE), intro: '냉면 전문점' });
    for (const image of await photos(1)) form.append('images', image);
    const res = await write(boss, form);
    expect(res.statusCode, res.body).toBe(201);
    const page = await detail(res.json().storeNo);
    expect(page.menuList).toEqual(MENU.map((item) => item.name));
    expect(page.menuItems).toEqual(MENU);
    expect(page.priceRange).toEqual(RANGE);
    expect(page.intro).toBe('냉면 전문점');
  });

  it.each([
    [
      '31 items',
      { menuItems: Array.from({ length: 31 }, (_, i) => ({ name: `메뉴 ${i}`, price: 1000 })) },
      MESSAGES.menuItemsMax,
    ],
    [
      '31 names from the existing client',
      { menuList: Array.from({ length: 31 }, (_, i) => `메뉴 ${i}`) },
      MESSAGES.menuItemsMax,
    ],
    ['a negative price', { menuItems: [{ name: '냉면', price: -1 }] }, MESSAGES.menuPriceRule],
    ['a price over 10,000,000원', { menuItems: [{ name: '냉면', price: 10_000_001 }] }, MESSAGES.menuPriceRule],
    ['a fractional price', { menuItems: [{ name: '냉면', price: 1000.5 }] }, MESSAGES.menuPriceRule],
    ['a price in words', { menuItems: [{ name: '냉면', price: '만원' }] }, MESSAGES.menuPriceRule],
    ['a blank name', { menuItems: [{ name: '  ', price: 1000 }] }, MESSAGES.menuNameRule],
    ['a 51-character name', { menuItems: [{ name: '가'.repeat(51), price: 1000 }] }, MESSAGES.menuNameRule],
    [
      'a 가격대 upside down',
      { priceRange: { ...RANGE, dinnerMin: 50000, dinnerMax: 40000 } },
      MESSAGES.priceRangeOrder,
    ],
    ['a 301-character 소개', { intro: '가'.repeat(301) }, MESSAGES.storeIntroMax],
  ])('refuses %s with a Korean message and stores nothing', async (_, dto, message) => {
    const boss = await owner();
    const res = await write(boss, storeDtoForm(storeDto(dto), [], await photos(1)));
    expect(res.statusCode).toBe(400);
    expect(Object.values(res.json().fields ?? {}).concat(res.json().message)).toContain(message);
    expect((await send(t.app, boss, 'GET', '/api/owner/stores')).statusCode).toBe(404);
  });

  it('accepts exactly 30 items, 10,000,000원 and a 300-character 소개', async () => {
    const boss = await owner();
    const items = Array.from({ length: 30 }, (_, i) => ({ name: `메뉴 ${i}`, price: 10_000_000, signature: false }));
    const created = await registered(boss, { menuItems: items, intro: '가'.repeat(300) });
    expect(created.menuItems).toHaveLength(30);
    expect(created.intro).toHaveLength(300);
  });

  it('finds a store by a menu item’s name in both searches', async () => {
    const boss = await owner();
    const created = await registered(boss, {
      storeName: '메뉴 검색 식당',
      categoryAddress: '도봉구',
      menuItems: [{ name: '들기름 막국수', price: 11000, signature: true }],
    });
    const list = await t.app.inject({ method: 'GET', url: `/api/store/list?search=${encodeURIComponent('들기름')}` });
    expect(list.json().content.map((s: Store) => s.storeNo)).toEqual([created.storeNo]);
    const available = await t.app.inject({
      method: 'GET',
      url: '/api/availability/stores',
      query: { search: '막국수', district: '도봉구', sort: 'latest' },
    });
    expect(available.statusCode, available.body).toBe(200);
    expect(available.json().content.map((s: Store) => s.storeNo)).toEqual([created.storeNo]);
  });

  it('refuses another owner’s edit of the menu (403) and leaves it as it was', async () => {
    const boss = await owner();
    const created = await registered(boss, { menuItems: MENU });
    const other = await owner();
    await registered(other, { storeName: '옆 가게' });
    const res = await update(
      other,
      storeDtoForm(storeDto({ storeNo: created.storeNo, menuItems: [{ name: '가로챈 메뉴', price: 1 }] })),
    );
    expect(res.statusCode).toBe(403);
    expect((await detail(created.storeNo)).menuItems).toEqual(MENU);
  });
});
