import { and, count, desc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { favorites, stores } from '../../db/schema.js';
import { type StoreRow, storeColumns } from '../stores/index.js';

/** The member's favourite stores, deleted ones included, newest favourite first. */
export async function findFavorites(db: Queryable, userNo: number): Promise<(StoreRow & { favoritedAt: Date })[]> {
  const rows = await db
    .select({ ...storeColumns, favoritedAt: favorites.createdAt })
    .from(favorites)
    .innerJoin(stores, eq(stores.storeNo, favorites.storeNo))
    .where(eq(favorites.userNo, userNo))
    .orderBy(desc(favorites.createdAt), desc(favorites.storeNo));
  return rows as (StoreRow & { favoritedAt: Date })[];
}

export async function countFavorites(db: Queryable, userNo: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(favorites).where(eq(favorites.userNo, userNo));
  return row?.n ?? 0;
}

/** Adds the favourite; a second add of the same store leaves the first one (and its time) as it was. */
export async function insertFavorite(db: Queryable, userNo: number, storeNo: number, at: Date): Promise<void> {
  await db.insert(favorites).values({ userNo, storeNo, createdAt: at }).onConflictDoNothing();
}

export async function hasFavorite(db: Queryable, userNo: number, storeNo: number): Promise<boolean> {
  const [row] = await db
    .select({ storeNo: favorites.storeNo })
    .from(favorites)
    .where(and(eq(favorites.userNo, userNo), eq(favorites.storeNo, storeNo)));
  return row !== undefined;
}

export async function deleteFavorite(db: Queryable, userNo: number, storeNo: number): Promise<void> {
  await db.delete(favorites).where(and(eq(favorites.userNo, userNo), eq(favorites.storeNo, storeNo)));
}
