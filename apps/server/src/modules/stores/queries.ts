import { type SQL, and, desc, eq, isNull, sql } from 'drizzle-orm';
import { MESSAGES } from '@siktak/contract';
import type { Queryable } from '../../db/client.js';
import { stores } from '../../db/schema.js';
import { notFound } from '../../platform/errors.js';
import { type KeywordQuery, keywordCondition } from './search.js';

/** Image keys of a store in display order, as one array column. */
export const imageKeys = sql<string[]>`coalesce((
  select array_agg(si.image_key order by si.position, si.id)
  from store_images si where si.store_no = "stores"."store_no"
), '{}'::text[])`;

/** A store's own columns that every store card shows (`storeCardFields`). */
export const cardColumns = {
  storeNo: stores.storeNo,
  name: stores.name,
  district: stores.district,
  foodType: stores.foodType,
  gradeSum: stores.gradeSum,
  reviewCount: stores.reviewCount,
};

export const storeColumns = {
  ...cardColumns,
  ownerNo: stores.ownerNo,
  phone: stores.phone,
  address1: stores.address1,
  address2: stores.address2,
  openTime: stores.openTime,
  closeTime: stores.closeTime,
  dayOff: stores.dayOff,
  closureStart: stores.closureStart,
  closureEnd: stores.closureEnd,
  menu: stores.menu,
  menuItems: stores.menuItems,
  lunchPriceMin: stores.lunchPriceMin,
  lunchPriceMax: stores.lunchPriceMax,
  dinnerPriceMin: stores.dinnerPriceMin,
  dinnerPriceMax: stores.dinnerPriceMax,
  intro: stores.intro,
  depositPolicy: stores.depositPolicy,
  amenities: stores.amenities,
  capacity: stores.capacity,
  maxParty: stores.maxParty,
  createdAt: stores.createdAt,
  deletedAt: stores.deletedAt,
  images: imageKeys,
};

/** A store as `storeColumns` reads it. */
export type StoreRow = NonNullable<Awaited<ReturnType<typeof findStore>>>;

export interface StoreFilter {
  /** The search box's words (name, menu, district, food type, amenities) or 초성 of the name. */
  keywords: KeywordQuery;
  district?: string | undefined;
  foodType?: string | undefined;
}

/** The stores a filter selects: not deleted, by keywords (or 초성 of the name), district and food type. */
export function storeFilterCondition(filter: StoreFilter): SQL | undefined {
  return and(
    isNull(stores.deletedAt),
    keywordCondition(filter.keywords),
    filter.district ? eq(stores.district, filter.district) : undefined,
    filter.foodType ? eq(stores.foodType, filter.foodType) : undefined,
  );
}

export async function findStores(
  db: Queryable,
  filter: StoreFilter,
  page?: { offset: number; limit: number },
): Promise<StoreRow[]> {
  const query = db
    .select(storeColumns)
    .from(stores)
    .where(storeFilterCondition(filter))
    .orderBy(desc(stores.createdAt), desc(stores.storeNo));
  return page ? await query.limit(page.limit).offset(page.offset) : await query;
}

export async function countStores(db: Queryable, filter: StoreFilter): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(stores).where(storeFilterCondition(filter));
  return row?.n ?? 0;
}

export async function findLatestStores(db: Queryable, limit: number): Promise<StoreRow[]> {
  return findStores(db, { keywords: { kind: 'all' } }, { offset: 0, limit });
}

export async function findStore(db: Queryable, storeNo: number) {
  const [row] = await db.select(storeColumns).from(stores).where(eq(stores.storeNo, storeNo));
  return row;
}

/** The store registered to an owner (deleted stores no longer count). */
export async function findOwnedStore(db: Queryable, ownerNo: number): Promise<StoreRow | undefined> {
  const [row] = await db
    .select(storeColumns)
    .from(stores)
    .where(and(eq(stores.ownerNo, ownerNo), isNull(stores.deletedAt)));
  return row;
}

/** What an owner without a store hears (GET /api/owner/stores and the owner-page calls): 404. */
export const noStore = () => notFound(MESSAGES.noStoreYet);

/** The owner's store, or 404 "등록된 가게가 없습니다." while they have none (or an admin deleted it). */
export async function requireOwnedStore(db: Queryable, ownerNo: number): Promise<StoreRow> {
  const row = await findOwnedStore(db, ownerNo);
  if (!row) throw noStore();
  return row;
}
