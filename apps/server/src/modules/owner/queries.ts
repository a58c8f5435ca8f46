import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import type { MenuItem, StoreForm } from '@siktak/contract';
import type { Queryable, Tx } from '../../db/client.js';
import { storeImages, stores } from '../../db/schema.js';
import { choseongOf } from '../stores/index.js';

/** The owner's most recently deleted store (an admin deleted it), or undefined. */
export async function findLastRemovedStore(
  db: Queryable,
  ownerNo: number,
): Promise<{ storeNo: number; name: string; deletedAt: Date } | undefined> {
  const [row] = await db
    .select({ storeNo: stores.storeNo, name: stores.name, deletedAt: stores.deletedAt })
    .from(stores)
    .where(and(eq(stores.ownerNo, ownerNo), isNotNull(stores.deletedAt)))
    .orderBy(desc(stores.deletedAt))
    .limit(1);
  return row ? { ...row, deletedAt: row.deletedAt as Date } : undefined;
}

/**
 * Locks a store's row for the rest of the transaction, so two edits of one store apply one after the
 * other and each sees the images the one before left. Answers undefined for a missing store.
 */
export async function lockStore(tx: Tx, storeNo: number) {
  const [row] = await tx
    .select({ storeNo: stores.storeNo, ownerNo: stores.ownerNo, deletedAt: stores.deletedAt })
    .from(stores)
    .where(eq(stores.storeNo, storeNo))
    .for('update');
  return row;
}

export async function imageKeysOf(db: Queryable, storeNo: number): Promise<string[]> {
  const rows = await db
    .select({ imageKey: storeImages.imageKey })
    .from(storeImages)
    .where(eq(storeImages.storeNo, storeNo))
    .orderBy(asc(storeImages.position), asc(storeImages.id));
  return rows.map((row) => row.imageKey);
}

/** The store's images become exactly `keys`, in this order. */
export async function replaceImages(tx: Tx, storeNo: number, keys: string[]): Promise<void> {
  await tx.delete(storeImages).where(eq(storeImages.storeNo, storeNo));
  if (keys.length > 0) {
    await tx.insert(storeImages).values(keys.map((imageKey, position) => ({ storeNo, imageKey, position })));
  }
}

/** A store form with its menu rows settled (the service's `menuItemsOf`); `menuList` holds their names. */
export type SavedStoreForm = StoreForm & { menuItems: MenuItem[] };

/**
 * The columns a store form sets; the name's initial consonants follow the name (store search). A form
 * without the largest party, 가격대 or 소개 (the existing client's) leaves them as they are: the columns'
 * defaults for a new store.
 */
function storeColumnsOf(form: SavedStoreForm) {
  return {
    name: form.storeName,
    nameChoseong: choseongOf(form.storeName),
    district: form.categoryAddress,
    foodType: form.categoryFoodtype,
    phone: form.storePhone,
    address1: form.storeAddress1,
    address2: form.storeAddress2,
    openTime: form.openTime,
    closeTime: form.closeTime,
    dayOff: [...form.dayOff],
    closureStart: form.startDate,
    closureEnd: form.endDate,
    menu: form.menuList,
    menuItems: form.menuItems,
    ...(form.priceRange && {
      lunchPriceMin: form.priceRange.lunchMin,
      lunchPriceMax: form.priceRange.lunchMax,
      dinnerPriceMin: form.priceRange.dinnerMin,
      dinnerPriceMax: form.priceRange.dinnerMax,
    }),
    ...(form.intro === undefined ? {} : { intro: form.intro }),
    ...(form.depositPolicy === undefined ? {} : { depositPolicy: form.depositPolicy }),
    amenities: [...form.categoryConvenience],
    capacity: form.count,
    ...(form.maxPersonCount === null ? {} : { maxParty: form.maxPersonCount }),
  };
}

export async function insertStore(tx: Tx, ownerNo: number | null, form: SavedStoreForm, now: Date): Promise<number> {
  const [row] = await tx
    .insert(stores)
    .values({ ownerNo, ...storeColumnsOf(form), createdAt: now, updatedAt: now })
    .returning({ storeNo: stores.storeNo });
  return row!.storeNo;
}

export async function updateStore(tx: Tx, storeNo: number, form: SavedStoreForm, now: Date): Promise<void> {
  await tx
    .update(stores)
    .set({ ...storeColumnsOf(form), updatedAt: now })
    .where(eq(stores.storeNo, storeNo));
}
