import { lazyRoute } from '../../shared/lib/routing';

export const reservationRoutes = [
  lazyRoute('/reservation/:storeNo', () => import('./reservation-page')),
  lazyRoute('/reservation-change/:reservationNo', () => import('./reservation-change-page')),
  lazyRoute('/my-reservation-list', () => import('./my-reservation-list-page')),
  lazyRoute('/reservation-complete/:reservationNo', () => import('./reservation-complete-page')),
  lazyRoute('/my-reservation-detail', () => import('./my-reservation-detail-page')),
  lazyRoute('/my-reservation-detail/:reservationNo', () => import('./my-reservation-detail-page')),
  lazyRoute('/store-reservation', () => import('./store-reservation-list-page')),
  lazyRoute('/store-reservation-book', () => import('./store-reservation-book-page')),
  lazyRoute('/store-reservation-detail/:reservationNo', () => import('./store-reservation-detail-page')),
];
