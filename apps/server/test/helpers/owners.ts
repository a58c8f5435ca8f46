import type { App } from '../../src/app.js';
import { type TestUser, authHeader, pngImage } from './factories.js';

let sequence = 0;

/**
 * A business registration number with a correct check digit (weights 1,3,7,1,3,7,1,3,5), different
 * on every call unless `head` is given.
 */
export function businessNo(head?: string): string {
  const digits = (
    head ?? `${String(Date.now() % 1_000_000).padStart(6, '0')}${String(++sequence % 1000).padStart(3, '0')}`
  )
    .split('')
    .map(Number);
  const weights = [1, 3, 7, 1, 3, 7, 1, 3, 5];
  let sum = digits.reduce((acc, d, i) => acc + d * (weights[i] as number), 0);
  sum += Math.floor(((digits[8] as number) * 5) / 10);
  const all = [...digits, (10 - (sum % 10)) % 10].join('');
  return `${all.slice(0, 3)}-${all.slice(3, 5)}-${all.slice(5)}`;
}

/** The same number with a wrong check digit. */
export function withWrongCheckDigit(valid: string): string {
  const last = Number(valid.at(-1));
  return `${valid.slice(0, -1)}${(last + 1) % 10}`;
}

export function imagePart(data: Buffer, name = 'photo.png', type = 'image/png'): File {
  return new File([new Uint8Array(data)], name, { type });
}

export async function photos(count: number): Promise<File[]> {
  const colors = ['#ff6a3d', '#3366cc', '#22aa55', '#aa22aa', '#ccaa00', '#00aaaa', '#444444'];
  return Promise.all(
    Array.from({ length: count }, async (_, i) =>
      imagePart(await pngImage(80, 60, colors[i % colors.length]), `p${i}.png`),
    ),
  );
}

/** POST /api/mypage/registerOwner as the existing client sends it. */
export function applicationForm(values: Record<string, string>, file?: File): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.append(name, value);
  if (file) form.append('file', file);
  return form;
}

/** The `storeDto` of a complete, valid store form. */
export function storeDto(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    storeNo: null,
    storeName: '성수 국밥집',
    categoryAddress: '성동구',
    categoryFoodtype: '한식',
    storePhone: '02-1234-5678',
    storeAddress1: '서울 성동구 성수이로 1',
    storeAddress2: '1층',
    openTime: '11:00',
    closeTime: '21:00',
    menuList: ['순대국', '수육'],
    categoryConvenience: ['PARKING', 'BABY_FACILIIES'],
    dayOff: ['월'],
    startDate: null,
    endDate: null,
    count: 8,
    imageList: [],
    ...overrides,
  };
}

/**
 * The existing client's store form: `storeDto` and `deletedImagePaths` as JSON Blob parts (which
 * arrive as files named `blob` with `application/json`), then one `images` part per new photo.
 */
export function storeDtoForm(dto: Record<string, unknown>, deletedImagePaths: string[] = [], images: File[] = []) {
  const form = new FormData();
  form.append('storeDto', new Blob([JSON.stringify(dto)], { type: 'application/json' }));
  form.append('deletedImagePaths', new Blob([JSON.stringify(deletedImagePaths)], { type: 'application/json' }));
  for (const image of images) form.append('images', image);
  return form;
}

/**
 * The admin editor's flat variant: one text part per value, `"null"` for null,
 * repeated parts for lists, closure dates as `Date#toString()` text.
 */
/**
 * The admin store page's flat parts for an edit of `storeNo`: a store in 마포구
 * named '관리자가 고친 식당', no closure (the page sends the text 'null'); `extra` adds or replaces parts.
 */
export function adminStoreEdit(storeNo: number, extra: Record<string, string | string[]> = {}) {
  return {
    storeNo: String(storeNo),
    storeName: '관리자가 고친 식당',
    categoryAddress: '마포구',
    categoryFoodtype: '일식',
    storePhone: '031-123-4567',
    storeAddress1: '서울 마포구 월드컵로 1',
    storeAddress2: '2층',
    openTime: '17:00',
    closeTime: '23:00',
    count: '20',
    startDate: 'null',
    endDate: 'null',
    ...extra,
  };
}

export function flatStoreForm(values: Record<string, string | string[]>, images: File[] = []) {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) {
    for (const item of Array.isArray(value) ? value : [value]) form.append(name, item);
  }
  for (const image of images) form.append('images', image);
  return form;
}

export async function send(
  app: App,
  user: TestUser | null,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: FormData | Record<string, unknown>,
) {
  return app.inject({
    method,
    url,
    headers: user ? await authHeader(app, user) : {},
    ...(payload ? { payload } : {}),
  });
}
