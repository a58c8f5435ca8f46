/** The Korean title and description of a store's page, as search engines and link previews show them. */

const SITE_NAME = '식탁';

export const STORE_PAGE = {
  title: (store: { name: string; district: string; foodType: string }) =>
    `${store.name} - ${store.district} ${store.foodType} | ${SITE_NAME}`,
  /** `grade` is the rating part (` · ★ 4.5 (12)`) or empty; `menu` and `amenities` are lists, or empty. */
  description: (
    store: { name: string; district: string; foodType: string; openTime: string; closeTime: string },
    parts: { grade: string; menu: string; amenities: string },
  ) =>
    [
      `${store.district} ${store.foodType} ${store.name}${parts.grade}.`,
      parts.menu && `대표 메뉴 ${parts.menu}.`,
      `영업시간 ${store.openTime}-${store.closeTime}.`,
      parts.amenities && `${parts.amenities}.`,
      '식탁에서 바로 예약하세요.',
    ]
      .filter(Boolean)
      .join(' '),
};
