import { eq, sql } from 'drizzle-orm';
import { type Occasion, addDays, buildSlots, isClosedOn, seoulDate, seoulInstant } from '@siktak/contract';
import type { AppContext } from '../platform/context.js';
import { storeDocument, storeImage } from '../platform/images.js';
import { hashPassword } from '../platform/passwords.js';
import { recordSignupConsents } from '../modules/auth/index.js';
import { takeSeats } from '../modules/reservations/index.js';
import { choseongOf } from '../modules/stores/index.js';
import type { Tx } from '../db/client.js';
import {
  notices,
  ownerApplications,
  reservations,
  reviewImages,
  reviewReplies,
  reviews,
  storeImages,
  stores,
  users,
} from '../db/schema.js';
import { type Dish, documentSvg, foodSvg, renderPng } from './art.js';
import {
  DEMO_ACCOUNTS,
  DEMO_DINERS,
  DEMO_NOTICES,
  DEMO_DEPOSIT_POLICIES,
  DEMO_STORES,
  EVENING_RUSH,
  OWNER_REPLY_TEXTS,
  REVIEW_TEXTS,
} from './demo-data.js';

type AccountKey = keyof typeof DEMO_ACCOUNTS;

/** Runs `work` over `items` with at most `limit` in flight (image rendering is CPU-bound). */
async function mapLimited<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index] as T, index);
      }
    }),
  );
  return results;
}

async function foodImage(ctx: AppContext, folder: 'stores' | 'reviews', dish: Dish, variant: number) {
  return storeImage(ctx.storage, folder, await renderPng(foodSvg(dish, variant)));
}

export function logDemoAccounts(ctx: AppContext): void {
  const lines = Object.values(DEMO_ACCOUNTS).map((a) => `  ${a.name.padEnd(4, '　')} ${a.email} / ${a.password}`);
  ctx.log.info(`demo accounts:\n${lines.join('\n')}`);
}

/**
 * Fills an empty database with demo data on first start: accounts, 32 stores over 12 districts and
 * all food types with photos generated for what each serves, past bookings with reviews on the
 * store's dish, upcoming bookings, evening hours nearly full today and tomorrow, notices and a
 * waiting owner application. Does nothing when the demo admin already exists.
 */
export async function seedDemoData(ctx: AppContext): Promise<void> {
  const [existing] = await ctx.db
    .select({ n: users.userNo })
    .from(users)
    .where(eq(users.email, DEMO_ACCOUNTS.admin.email));
  if (existing) {
    logDemoAccounts(ctx);
    return;
  }
  const started = Date.now();
  const now = ctx.clock.now();
  const today = seoulDate(now);

  const keys = Object.keys(DEMO_ACCOUNTS) as AccountKey[];
  const hashes = await Promise.all(keys.map((k) => hashPassword(DEMO_ACCOUNTS[k].password)));
  const storeImageKeys = await mapLimited(DEMO_STORES, 2, async (store, i) => {
    const variants = Array.from({ length: store.images }, (_, v) => i * 5 + v);
    return Promise.all(variants.map((v) => foodImage(ctx, 'stores', store.dish, v)));
  });
  // Two review photos of every dish a demo store serves.
  const reviewedDishes = [...new Set(DEMO_STORES.map((store) => store.dish))];
  const reviewPhotos = await mapLimited(
    reviewedDishes.flatMap((dish) => [0, 1].map((v) => ({ dish, v }))),
    2,
    ({ dish, v }, i) => foodImage(ctx, 'reviews', dish, 100 + i + v),
  );
  const reviewPhotoKeys = Object.fromEntries(
    reviewedDishes.map((dish, i) => [dish, reviewPhotos.slice(i * 2, i * 2 + 2)]),
  ) as Record<Dish, string[]>;
  const documentKey = await storeDocument(ctx.documents, await renderPng(documentSvg(7)));

  await ctx.db.transaction(async (tx) => {
    const userNo = {} as Record<AccountKey, number>;
    for (const [i, key] of keys.entries()) {
      const { password, ...account } = DEMO_ACCOUNTS[key];
      const role = key === 'admin' ? 'ROLE_ADMIN' : key.startsWith('owner') ? 'ROLE_OWNER' : 'ROLE_USER';
      const createdAt = new Date(now.getTime() - (60 - i) * 86_400_000);
      const [row] = await tx
        .insert(users)
        .values({ ...account, passwordHash: hashes[i] as string, role, createdAt })
        .returning({ userNo: users.userNo });
      userNo[key] = row!.userNo;
      // The demo accounts agreed through our form to the texts in force; member1 also takes marketing
      // news. Recorded at seeding time, as no account can have agreed to a text before its 시행일.
      const consents = { terms: true, privacy: true, age14: true, marketing: key === 'member1' };
      await recordSignupConsents(tx, row!.userNo, consents, 'signup', now);
    }

    const storeNos: number[] = [];
    for (const [i, { dish, images, ...demo }] of DEMO_STORES.entries()) {
      const ownerNo = i === 0 ? userNo.owner1 : i === 2 ? userNo.owner2 : null;
      const closure = i === 5 ? { closureStart: addDays(today, 10), closureEnd: addDays(today, 12) } : {};
      const [row] = await tx
        .insert(stores)
        .values({
          ...demo,
          ...closure,
          depositPolicy: DEMO_DEPOSIT_POLICIES[demo.name] ?? null,
          ownerNo,
          nameChoseong: choseongOf(demo.name),
          createdAt: new Date(now.getTime() - (DEMO_STORES.length - i) * 3_600_000 * 7),
        })
        .returning({ storeNo: stores.storeNo });
      storeNos.push(row!.storeNo);
      const imageKeys = storeImageKeys[i] ?? [];
      if (imageKeys.length > 0) {
        await tx
          .insert(storeImages)
          .values(imageKeys.map((imageKey, position) => ({ storeNo: row!.storeNo, imageKey, position })));
      }
    }

    await seedVisits(tx, { today, userNo, storeNos, reviewPhotoKeys });
    await seedEveningRush(tx, { now, storeNos });

    await tx.insert(notices).values(
      DEMO_NOTICES.map((notice, i) => ({
        ...notice,
        authorNo: userNo.admin,
        createdAt: new Date(now.getTime() - (DEMO_NOTICES.length - i) * 5 * 86_400_000),
      })),
    );

    await tx.insert(ownerApplications).values({
      userNo: userNo.member3,
      storeName: '망원 떡볶이',
      businessNo: '220-81-62119', // its check digit is valid, as an application's must be
      imageKey: documentKey,
      requestDate: new Date(now.getTime() - 86_400_000),
    });
  });
  ctx.log.info({ ms: Date.now() - started, stores: DEMO_STORES.length }, 'demo data seeded');
  logDemoAccounts(ctx);
}

/** Past visits (most reviewed, some with photos), a cancelled one, and upcoming bookings. */
async function seedVisits(
  tx: Tx,
  seed: {
    today: string;
    userNo: Record<AccountKey, number>;
    storeNos: number[];
    reviewPhotoKeys: Record<Dish, string[]>;
  },
): Promise<void> {
  const members = [seed.userNo.member1, seed.userNo.member2, seed.userNo.member3];
  let visit = 0;

  async function book(
    storeIndex: number,
    userNo: number,
    daysFromToday: number,
    status: 'Y' | 'N',
    request: { occasion?: Occasion; requestNote?: string } = {},
  ) {
    const demo = DEMO_STORES[storeIndex]!;
    const storeNo = seed.storeNos[storeIndex]!;
    let date = addDays(seed.today, daysFromToday);
    const rule = { dayOff: demo.dayOff, startDate: null, endDate: null };
    while (isClosedOn(date, rule)) date = addDays(date, daysFromToday < 0 ? -1 : 1);
    const slots = buildSlots(demo.openTime, demo.closeTime);
    const time = slots[Math.min(slots.length - 1, 1 + (visit % 3))]!;
    const personCount = 2 + (visit % 3);
    visit++;
    if (status === 'Y') await takeSeats(tx, { storeNo, date, time }, personCount, demo.capacity);
    const [row] = await tx
      .insert(reservations)
      .values({
        userNo,
        storeNo,
        date,
        time,
        personCount,
        status,
        createdAt: seoulInstant(addDays(date, -3), '12:00'),
        ...request,
        ...(status === 'N'
          ? { cancelReason: '날짜 착오', cancelledBy: 'USER', cancelledAt: seoulInstant(addDays(date, -1), '09:00') }
          : {}),
      })
      .returning({ reservationNo: reservations.reservationNo });
    return { reservationNo: row!.reservationNo, storeNo, date, time };
  }

  const reviewed = [0, 1, 2, 3, 4, 6, 8, 9, 10, 12, 15, 16, 19, 22, 23, 25, 28, 29, 31];
  for (const [n, storeIndex] of reviewed.entries()) {
    const visitors = 1 + (n % 3);
    for (let v = 0; v < visitors; v++) {
      const userNo = members[(n + v) % members.length]!;
      const booking = await book(storeIndex, userNo, -(4 + n * 2 + v * 3), 'Y');
      const demo = DEMO_STORES[storeIndex]!;
      const texts = REVIEW_TEXTS[demo.dish];
      const grade = [5, 4, 5, 3, 4][(n + v) % 5]!;
      const [review] = await tx
        .insert(reviews)
        .values({
          reservationNo: booking.reservationNo,
          userNo,
          storeNo: booking.storeNo,
          grade,
          content: texts[(n + v) % texts.length]!,
          createdAt: seoulInstant(booking.date, '21:30'),
          updatedAt: seoulInstant(booking.date, '21:30'),
        })
        .returning({ reviewNo: reviews.reviewNo });
      // The demo owners have answered their stores' reviews the morning after.
      const replier = storeIndex === 0 ? seed.userNo.owner1 : storeIndex === 2 ? seed.userNo.owner2 : undefined;
      if (replier !== undefined) {
        const at = seoulInstant(addDays(booking.date, 1), '10:00');
        await tx.insert(reviewReplies).values({
          reviewNo: review!.reviewNo,
          authorNo: replier,
          content: OWNER_REPLY_TEXTS[(n + v) % OWNER_REPLY_TEXTS.length]!,
          createdAt: at,
          updatedAt: at,
        });
      }
      const photos = (n + v) % 3 === 0 ? 2 : (n + v) % 3 === 1 ? 1 : 0;
      for (let p = 0; p < photos; p++) {
        const imageKey = seed.reviewPhotoKeys[demo.dish][p]!;
        await tx.insert(reviewImages).values({ reviewNo: review!.reviewNo, imageKey, position: p });
      }
      await tx
        .update(stores)
        .set({ gradeSum: sql`${stores.gradeSum} + ${grade}`, reviewCount: sql`${stores.reviewCount} + 1` })
        .where(eq(stores.storeNo, booking.storeNo));
    }
  }

  // A past visit not yet reviewed, a cancelled booking, and upcoming bookings (two at owner1's store,
  // with what their diners told the store).
  await book(0, seed.userNo.member1, -2, 'Y');
  await book(3, seed.userNo.member1, -6, 'N');
  await book(0, seed.userNo.member1, 2, 'Y', { occasion: 'BIRTHDAY', requestNote: '땅콩 알레르기가 있어요.' });
  await book(0, seed.userNo.member2, 3, 'Y', {
    occasion: 'ANNIVERSARY',
    requestNote: '결혼기념일이에요. 조용한 창가 자리로 부탁드려요.\n케이크는 직접 가져갈게요.',
  });
  await book(2, seed.userNo.member2, 5, 'Y');
  await book(8, seed.userNo.member1, 7, 'Y', {
    occasion: 'BUSINESS',
    requestNote: '거래처 손님과 식사해요. 조용한 자리면 좋겠어요.',
  });
}

/**
 * The diners of DEMO_DINERS fill evening hours of today and tomorrow at the stores of EVENING_RUSH,
 * leaving the given seats free (0: the hour is full), so discovery shows "2석 남음" and full hours.
 * Hours that have begun, and closed days, are left alone.
 */
async function seedEveningRush(tx: Tx, seed: { now: Date; storeNos: number[] }): Promise<void> {
  const diners = await tx
    .insert(users)
    .values(DEMO_DINERS.map((diner) => ({ ...diner, createdAt: new Date(seed.now.getTime() - 90 * 86_400_000) })))
    .returning({ userNo: users.userNo });
  const today = seoulDate(seed.now);
  for (const rush of EVENING_RUSH) {
    const index = DEMO_STORES.findIndex((store) => store.name === rush.store);
    const demo = DEMO_STORES[index]!;
    const storeNo = seed.storeNos[index]!;
    for (const date of [today, addDays(today, 1)]) {
      if (isClosedOn(date, { dayOff: demo.dayOff, startDate: null, endDate: null })) continue;
      for (const [time, left] of Object.entries(rush.left)) {
        if (seoulInstant(date, time).getTime() <= seed.now.getTime()) continue;
        let seats = demo.capacity - left;
        for (const [i, diner] of diners.entries()) {
          if (seats <= 0) break;
          const personCount = Math.ceil(seats / (diners.length - i));
          await takeSeats(tx, { storeNo, date, time }, personCount, demo.capacity);
          await tx.insert(reservations).values({
            userNo: diner.userNo,
            storeNo,
            date,
            time,
            personCount,
            createdAt: new Date(seed.now.getTime() - (i + 1) * 3_600_000),
          });
          seats -= personCount;
        }
      }
    }
  }
}
