import { type APIRequestContext, expect } from '@playwright/test';
import { DEMO, businessNo, signUpMember } from './accounts.js';
import { pngFile } from './images.js';

/** `Authorization` header of a fresh API login. */
export async function bearer(request: APIRequestContext, account: { email: string; password: string }) {
  const response = await request.post('/api/auth/login', { data: { userId: account.email, userPw: account.password } });
  expect(response.ok()).toBe(true);
  return { authorization: `Bearer ${(await response.json()).data.accessToken}` };
}

/** A new member who applied with `storeName`, approved by the admin: an owner without a store yet. */
export async function approvedOwner(request: APIRequestContext, storeName: string) {
  const member = await signUpMember(request);
  const auth = await bearer(request, member);
  const applied = await request.post('/api/mypage/registerOwner', {
    headers: auth,
    multipart: { storeName, businessNo: businessNo(), file: pngFile('license.png', [220, 220, 220]) },
  });
  expect(applied.status()).toBe(201);
  const { registerNo } = await (await request.get('/api/mypage/owner-application', { headers: auth })).json();
  const admin = await bearer(request, DEMO.admin);
  expect((await request.post('/api/admin/manage/owner/approve', { headers: admin, data: { registerNo } })).ok()).toBe(
    true,
  );
  return { member, auth, admin };
}

/** Registers a store for the owner through the existing client's multipart call; answers its number. */
export async function registerStore(
  request: APIRequestContext,
  auth: Record<string, string>,
  storeName: string,
  hours = { openTime: '11:00', closeTime: '21:00' },
) {
  const form = new FormData();
  const dto = {
    storeNo: null,
    storeName,
    categoryAddress: '마포구',
    categoryFoodtype: '한식',
    storePhone: '02-333-4444',
    storeAddress1: '서울 마포구 망원로 1',
    storeAddress2: '1층',
    ...hours,
    menuList: ['떡볶이'],
    categoryConvenience: ['WIFI'],
    dayOff: [],
    startDate: null,
    endDate: null,
    count: 8,
    imageList: [],
  };
  form.append('storeDto', new Blob([JSON.stringify(dto)], { type: 'application/json' }), 'blob');
  form.append('deletedImagePaths', new Blob(['[]'], { type: 'application/json' }), 'blob');
  const photo = pngFile('store.png', [201, 63, 20]);
  form.append('images', new Blob([photo.buffer], { type: photo.mimeType }), photo.name);
  const response = await request.post('/api/owner/stores/write', { headers: auth, multipart: form });
  expect(response.status()).toBe(201);
  return (await response.json()).storeNo as number;
}
