import { DEFAULT_DEPOSIT_POLICY, type StoreDetail, type StoreListItem, seoulDateTime } from '@siktak/contract';
import type { ImageUrls } from '../../platform/storage.js';
import type { StoreRow, cardColumns } from './queries.js';

/** Average score with one decimal; 0 for a store without reviews. */
export function averageGrade(gradeSum: number, reviewCount: number): number {
  return reviewCount > 0 ? Math.round((gradeSum / reviewCount) * 10) / 10 : 0;
}

/** A store's own columns that every store card shows. */
export type CardColumns = Pick<StoreRow, keyof typeof cardColumns>;

/** The fields of a store card (a search card, a row of the admin's store list) from the store's columns. */
export function storeCardFields(row: CardColumns) {
  return {
    storeNo: row.storeNo,
    storeName: row.name,
    categoryAddress: row.district,
    categoryFoodtype: row.foodType,
    storeGrade: averageGrade(row.gradeSum, row.reviewCount),
    reviewCount: row.reviewCount,
  };
}

export function toStoreListItem(row: StoreRow, urls: ImageUrls): StoreListItem {
  return {
    storeNo: row.storeNo,
    storeName: row.name,
    storeAddress1: row.address1,
    storeAddress2: row.address2,
    categoryAddress: row.district,
    categoryFoodtype: row.foodType,
    imageList: row.images.map((key) => urls.url(key)),
    thumbnailList: row.images.map((key) => urls.thumb(key)),
    storeGrade: averageGrade(row.gradeSum, row.reviewCount),
    reviewCount: row.reviewCount,
  };
}

/**
 * The list item with the page's fields added to it (`Object.assign`): a spread followed by more
 * fields makes V8 build every store page far more slowly.
 */
export function toStoreDetail(row: StoreRow, urls: ImageUrls): StoreDetail {
  return Object.assign(toStoreListItem(row, urls), {
    storePhone: row.phone,
    openTime: row.openTime,
    closeTime: row.closeTime,
    categoryConvenience: row.amenities,
    menuList: row.menu,
    menuItems: row.menuItems,
    priceRange: {
      lunchMin: row.lunchPriceMin,
      lunchMax: row.lunchPriceMax,
      dinnerMin: row.dinnerPriceMin,
      dinnerMax: row.dinnerPriceMax,
    },
    intro: row.intro,
    depositPolicy: row.depositPolicy ?? DEFAULT_DEPOSIT_POLICY,
    dayOff: row.dayOff,
    startDate: row.closureStart,
    endDate: row.closureEnd,
    count: row.capacity,
    maxPersonCount: row.maxParty,
    createDate: seoulDateTime(row.createdAt),
    isDeleted: row.deletedAt ? ('Y' as const) : ('N' as const),
  });
}
