import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Role } from '@siktak/contract';
import type { App } from '../../src/app.js';
import { reservations, reviewImages, reviews, storeImages, stores, users } from '../../src/db/schema.js';
import { storeImage } from '../../src/platform/images.js';
import { hashPassword } from '../../src/platform/passwords.js';
import { sessionStore } from '../../src/modules/auth/sessions.js';
import { takeSeats } from '../../src/modules/reservations/seats.js';
import { applyRatingChange, forgetCachedRatings } from '../../src/modules/reviews/rating.js';
import { choseongOf } from '../../src/modules/stores/search.js';
import { STORE_CACHE_PREFIX } from '../../src/modules/stores/service.js';

let sequence = 0;
const next = () => ++sequence;

export const TEST_PASSWORD = 'Password!1';
let passwordHash: Promise<string> | null = null;

export interface TestUser {
  userNo: number;
  email: string;
  nickname: string;
  name: string;
  role: Role;
  password: string;
}

export async function createUser(
  app: App,
  values: Partial<{ role: Role; email: string; nickname: string; name: string; phone: string }> = {},
): Promise<TestUser> {
  const n = next();
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const row = {
    email: values.email ?? `user${n}-${Date.now()}@example.com`,
    nickname: values.nickname ?? `회원${n}`,
    name: values.name ?? `홍길동${n}`,
    phone: values.phone ?? `010-1234-${String(1000 + n).slice(-4)}`,
    role: values.role ?? 'ROLE_USER',
  };
  const [inserted] = await app.ctx.db
    .insert(users)
    .values({ ...row, passwordHash: await passwordHash })
    .returning({ userNo: users.userNo });
  return { userNo: inserted!.userNo, ...row, password: TEST_PASSWORD };
}

/** `Authorization` header of the access token of a new session (what a login hands out). */
export async function authHeader(app: App, user: { userNo: number; role: Role }): Promise<{ authorization: string }> {
  const { accessToken } = await sessionStore(app.ctx).start(app.ctx.db, user);
  return { authorization: `Bearer ${accessToken}` };
}

/** A small real PNG of a solid colour. */
export async function pngImage(width = 64, height = 48, color = '#ff6a3d'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
}

export interface StoreValues {
  name: string;
  district: string;
  foodType: string;
  openTime: string;
  closeTime: string;
  dayOff: string[];
  closureStart: string | null;
  closureEnd: string | null;
  capacity: number;
  /** The largest party per online booking (E133); the column's default when left out. */
  maxParty: number;
  ownerNo: number | null;
  images: number;
  createdAt: Date;
  amenities: string[];
  menu: string[];
}

export async function createStore(app: App, values: Partial<StoreValues> = {}) {
  const n = next();
  const name = values.name ?? `테스트 식당 ${n}`;
  const menu = values.menu ?? ['김치찌개', '제육볶음'];
  const [row] = await app.ctx.db
    .insert(stores)
    .values({
      ownerNo: values.ownerNo ?? null,
      name,
      nameChoseong: choseongOf(name),
      district: values.district ?? '강남구',
      foodType: values.foodType ?? '한식',
      phone: '02-123-4567',
      address1: '서울 강남구 테헤란로 1',
      address2: '1층',
      openTime: values.openTime ?? '11:00',
      closeTime: values.closeTime ?? '21:00',
      dayOff: values.dayOff ?? [],
      closureStart: values.closureStart ?? null,
      closureEnd: values.closureEnd ?? null,
      menu,
      menuItems: menu.map((item) => ({ name: item, price: null, signature: false })),
      amenities: values.amenities ?? ['PARKING'],
      capacity: values.capacity ?? 10,
      ...(values.maxParty ? { maxParty: values.maxParty } : {}),
      ...(values.createdAt ? { createdAt: values.createdAt } : {}),
    })
    .returning({ storeNo: stores.storeNo });
  const storeNo = row!.storeNo;
  const keys: string[] = [];
  for (let i = 0; i < (values.images ?? 1); i++) {
    const key = await storeImage(app.ctx.storage, 'stores', await pngImage(64, 48, i % 2 ? '#3366cc' : '#ff6a3d'));
    keys.push(key);
    await app.ctx.db.insert(storeImages).values({ storeNo, imageKey: key, position: i });
  }
  // As a store registration does: the public store caches drop every store write.
  await app.ctx.cache.invalidate(STORE_CACHE_PREFIX);
  return { storeNo, name, imageKeys: keys };
}

export async function createReservation(
  app: App,
  values: {
    userNo: number;
    storeNo: number;
    date: string;
    time: string;
    personCount?: number;
    status?: 'Y' | 'N';
    capacity?: number;
  },
) {
  const personCount = values.personCount ?? 2;
  if ((values.status ?? 'Y') === 'Y') {
    const [store] = await app.ctx.db
      .select({ capacity: stores.capacity })
      .from(stores)
      .where(eq(stores.storeNo, values.storeNo));
    const ok = await takeSeats(
      app.ctx.db,
      { storeNo: values.storeNo, date: values.date, time: values.time },
      personCount,
      store!.capacity,
    );
    if (!ok) throw new Error('test reservation exceeds capacity');
  }
  const [row] = await app.ctx.db
    .insert(reservations)
    .values({
      userNo: values.userNo,
      storeNo: values.storeNo,
      date: values.date,
      time: values.time,
      personCount,
      status: values.status ?? 'Y',
    })
    .returning({ reservationNo: reservations.reservationNo });
  return { reservationNo: row!.reservationNo };
}

export async function createReview(
  app: App,
  values: {
    reservationNo: number;
    userNo: number;
    storeNo: number;
    grade: number;
    content?: string;
    images?: number;
    createdAt?: Date;
    hidden?: boolean;
  },
) {
  const [row] = await app.ctx.db
    .insert(reviews)
    .values({
      reservationNo: values.reservationNo,
      userNo: values.userNo,
      storeNo: values.storeNo,
      grade: values.grade,
      content: values.content ?? '맛있어요',
      ...(values.createdAt ? { createdAt: values.createdAt } : {}),
      ...(values.hidden ? { hiddenAt: new Date() } : {}),
    })
    .returning({ reviewNo: reviews.reviewNo });
  for (let i = 0; i < (values.images ?? 0); i++) {
    const key = await storeImage(app.ctx.storage, 'reviews', await pngImage());
    await app.ctx.db.insert(reviewImages).values({ reviewNo: row!.reviewNo, imageKey: key, position: i });
  }
  if (!values.hidden) {
    // As the review module does on a write: the store's counters, then the cached answers carrying them.
    await applyRatingChange(app.ctx.db, values.storeNo, { addGrade: values.grade });
    await forgetCachedRatings(app.ctx.cache);
  }
  return { reviewNo: row!.reviewNo };
}

export interface Upload {
  data: Buffer;
  name?: string;
  type?: string;
}

/** The multipart body the review form sends: text parts, repeated `files`. */
export function reviewForm(fields: Record<string, string | number | string[]>, files: Upload[] = []): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) form.append(name, String(item));
  }
  for (const file of files) {
    form.append(
      'files',
      new Blob([new Uint8Array(file.data)], { type: file.type ?? 'image/png' }),
      file.name ?? 'a.png',
    );
  }
  return form;
}
