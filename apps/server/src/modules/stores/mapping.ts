import { type StoreDetail, type StoreListItem, seoulDateTime } from '@siktak/contract';
import type { ImageUrls } from '../../platform/storage.js';
import type { StoreRow } from './queries.js';

/** Average score with one decimal; 0 for a store without reviews. */
export function averageGrade(gradeSum: number, reviewCount: number): number {
  return reviewCount > 0 ? Math.round((gradeSum / reviewCount) * 10) / 10 : 0;
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

export function toStoreDetail(row: StoreRow, urls: ImageUrls): StoreDetail {
  return {
    ...toStoreListItem(row, urls),
    storePhone: row.phone,
    openTime: row.openTime,
    closeTime: row.closeTime,
    categoryConvenience: row.amenities,
    menuList: row.menu,
    dayOff: row.dayOff,
    startDate: row.closureStart,
    endDate: row.closureEnd,
    count: row.capacity,
    createDate: seoulDateTime(row.createdAt),
    isDeleted: row.deletedAt ? 'Y' : 'N',
  };
}
