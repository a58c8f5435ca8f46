import { DISTRICTS, FOOD_TYPES } from '@siktak/contract';
import type { Db } from '../src/db/client.js';
import { storeImages, stores, users } from '../src/db/schema.js';
import { choseongOf } from '../src/modules/stores/search.js';
import { hashPassword } from '../src/platform/passwords.js';

/** Every generated member logs in with `bench{i}@siktak.test` and this password (the login scenario). */
export const BENCH_PASSWORD = 'Bench!pass1';

const PREFIXES = [
  '을지로',
  '연남',
  '성수',
  '한남',
  '서촌',
  '익선동',
  '망원',
  '문래',
  '잠실',
  '청담',
  '합정',
  '이태원',
  '신촌',
  '건대',
  '여의도',
];
const DISHES: Record<string, string[]> = {
  한식: ['국밥', '칼국수', '갈비', '한정식', '솥밥', '닭갈비', '빈대떡', '김밥'],
  중식: ['짬뽕', '딤섬', '마라탕', '양꼬치', '훠궈', '만두'],
  양식: ['파스타', '비스트로', '스테이크', '피자', '브런치', '타코'],
  일식: ['스시', '라멘', '우동', '돈카츠', '이자카야', '오코노미야키'],
};
const SUFFIXES = ['', ' 본점', ' 2호점', ' 하우스', ' 식당', ' 연구소', ' 공방'];

/**
 * A generated data set for load figures: `count` open stores (no days off, hours 10:00–22:00, the given
 * hourly capacity) over all districts and food types, each with two image rows, plus `members` members
 * who share one argon2id hash of BENCH_PASSWORD (hashed once, so generating them stays fast).
 */
export async function generateDataset(db: Db, options: { stores: number; members: number; capacity: number }) {
  const imageKeys = ['stores/bench-a.webp', 'stores/bench-b.webp'];
  for (let start = 0; start < options.stores; start += 500) {
    const batch = Array.from({ length: Math.min(500, options.stores - start) }, (_, k) => {
      const i = start + k;
      const foodType = FOOD_TYPES[i % FOOD_TYPES.length] as string;
      const dishes = DISHES[foodType] as string[];
      const name = `${PREFIXES[i % PREFIXES.length]} ${dishes[Math.floor(i / 4) % dishes.length]}${SUFFIXES[i % SUFFIXES.length]} ${i}`;
      return {
        name,
        nameChoseong: choseongOf(name),
        district: DISTRICTS[i % DISTRICTS.length] as string,
        foodType,
        phone: `02-${String(100 + (i % 900)).padStart(3, '0')}-${String(1000 + (i % 9000)).padStart(4, '0')}`,
        address1: `서울 ${DISTRICTS[i % DISTRICTS.length]} 테스트로 ${i}`,
        address2: `${(i % 5) + 1}층`,
        openTime: '10:00',
        closeTime: '22:00',
        menu: dishes.slice(0, 3),
        amenities: ['PARKING', 'WIFI'],
        capacity: options.capacity,
        gradeSum: 3 + (i % 5) * 3,
        reviewCount: 3,
        createdAt: new Date(Date.now() - i * 60_000),
      };
    });
    const inserted = await db.insert(stores).values(batch).returning({ storeNo: stores.storeNo });
    await db
      .insert(storeImages)
      .values(
        inserted.flatMap(({ storeNo }) => imageKeys.map((imageKey, position) => ({ storeNo, imageKey, position }))),
      );
  }
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const memberNos: number[] = [];
  for (let start = 0; start < options.members; start += 500) {
    const batch = Array.from({ length: Math.min(500, options.members - start) }, (_, k) => {
      const i = start + k;
      return {
        email: `bench${i}@siktak.test`,
        name: `벤치${i}`,
        nickname: `벤치회원${i}`,
        phone: '010-0000-0000',
        passwordHash,
      };
    });
    const inserted = await db.insert(users).values(batch).returning({ userNo: users.userNo });
    memberNos.push(...inserted.map((r) => r.userNo));
  }
  return { memberNos };
}
