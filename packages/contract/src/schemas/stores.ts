import { z } from 'zod';
import { AMENITIES, DISTRICTS, FOOD_TYPES, WEEKDAYS } from '../enums.js';
import { LIMITS } from '../rules.js';
import { pageIndex, pathId, singleLineText } from './common.js';
import { depositPolicy } from './deposit.js';
import { ownerReplyField } from './reviews.js';

export const district = z.enum(DISTRICTS);
export const foodType = z.enum(FOOD_TYPES);
export const amenity = z.enum(AMENITIES);
export const weekday = z.enum(WEEKDAYS);

// GET /api/store/latest — bare array
export const latestStore = z.object({
  storeNo: z.number().int(),
  storeName: z.string(),
  storeImg: z.string().nullable(),
  /** Small version of `storeImg` for cards (our app uses it in `srcset`). */
  storeThumb: z.string().nullable(),
  categoryAddress: z.string(),
  categoryFoodtype: z.string(),
  storeGrade: z.number(),
  reviewCount: z.number().int(),
});
export const latestStores = z.array(latestStore);
export type LatestStore = z.infer<typeof latestStore>;

/**
 * GET /api/store/list?search= — without `page` the answer holds every match in `content` (the existing
 * client filters and pages locally). With `page` (our app) the server also filters by `district` and
 * `foodType` and answers one page of `size` plus `totalPages` and `totalElements`.
 */
export const storeListQuery = z.object({
  search: singleLineText().max(100).optional().default(''),
  district: z.union([district, z.literal('')]).optional(),
  foodType: z.union([foodType, z.literal('')]).optional(),
  page: pageIndex.optional(),
  size: z.coerce.number().int().min(1).max(50).optional(),
});
export const storeListItem = z.object({
  storeNo: z.number().int(),
  storeName: z.string(),
  storeAddress1: z.string(),
  storeAddress2: z.string(),
  categoryAddress: z.string(),
  categoryFoodtype: z.string(),
  imageList: z.array(z.string()),
  /** Thumbnails in the order of `imageList`. */
  thumbnailList: z.array(z.string()),
  storeGrade: z.number(),
  reviewCount: z.number().int(),
});
export type StoreListItem = z.infer<typeof storeListItem>;
export const storeListResponse = z.object({
  content: z.array(storeListItem),
  totalPages: z.number().int(),
  totalElements: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type StoreListResponse = z.infer<typeof storeListResponse>;

export const storeNoParam = z.object({ storeNo: pathId });

/** One row of a store's menu: `price` in 원, null when the form gave none (the existing client's names). */
export const menuItem = z.object({
  name: z.string(),
  price: z.number().int().nullable(),
  /** 대표 메뉴: shown first on the store page. */
  signature: z.boolean(),
});
export type MenuItem = z.infer<typeof menuItem>;

/**
 * 가격대 per person, in 원. Each meal has a lower and an upper figure; one of the two alone is shown as
 * "1인 약 …원", neither means the store did not say (docs/adr/0047-menus-with-prices.md).
 */
export const priceRange = z.object({
  lunchMin: z.number().int().nullable(),
  lunchMax: z.number().int().nullable(),
  dinnerMin: z.number().int().nullable(),
  dinnerMax: z.number().int().nullable(),
});
export type PriceRange = z.infer<typeof priceRange>;

/** The full store as the detail, owner and admin calls answer it. */
export const storeDetail = z.object({
  storeNo: z.number().int(),
  storeName: z.string(),
  storeAddress1: z.string(),
  storeAddress2: z.string(),
  storePhone: z.string(),
  openTime: z.string(),
  closeTime: z.string(),
  categoryAddress: z.string(),
  categoryFoodtype: z.string(),
  categoryConvenience: z.array(z.string()),
  menuList: z.array(z.string()),
  /** Our app's additions: the menu with prices in the owner's order, the 가격대 and the 소개 ('' when none). */
  menuItems: z.array(menuItem),
  priceRange,
  intro: z.string(),
  /** Our app's addition: the 예약금·취소 규정 (docs/adr/0051-deposit-policy.md); the default, off, when never set. */
  depositPolicy,
  imageList: z.array(z.string()),
  thumbnailList: z.array(z.string()),
  dayOff: z.array(z.string()),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  count: z.number().int(),
  /** The largest party one online booking may have (our app's addition; larger groups call the store). */
  maxPersonCount: z.number().int(),
  storeGrade: z.number(),
  reviewCount: z.number().int(),
  createDate: z.string(),
  isDeleted: z.enum(['Y', 'N']),
});
export type StoreDetail = z.infer<typeof storeDetail>;

// GET /api/review/store/{storeNo} — bare array
export const storeReview = z.object({
  reviewNo: z.number().int(),
  /** The reviewer's display name (nickname; real names are not shown publicly). */
  userName: z.string(),
  userNickname: z.string(),
  createDate: z.string(),
  imageUrls: z.array(z.string()),
  thumbnailUrls: z.array(z.string()),
  reviewContent: z.string(),
  storeGrade: z.number().int(),
  ...ownerReplyField,
});
export const storeReviews = z.array(storeReview);
export type StoreReview = z.infer<typeof storeReview>;

// GET /api/store/{storeName}/naver-blog
export const blogParams = z.object({
  storeName: singleLineText()
    .min(1)
    .max(LIMITS.storeNameMax * 2),
});
export const blogItem = z.object({ title: z.string(), description: z.string(), link: z.string() });
export const blogResponse = z.object({ items: z.array(blogItem) });
export type BlogItem = z.infer<typeof blogItem>;
/** GET /api/blog-search — `available`: the server has a blog search (Naver keys), so blog posts can be found. */
export const blogSearchStatus = z.object({ available: z.boolean() });
export type BlogSearchStatus = z.infer<typeof blogSearchStatus>;
