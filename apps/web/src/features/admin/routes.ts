import { lazyRoute } from '../../shared/lib/routing';

export const adminRoutes = [
  lazyRoute('/admin', () => import('./admin-home-page')),
  lazyRoute('/admin/user-list', () => import('./user-list-page')),
  lazyRoute('/admin/user/:userNo', () => import('./user-detail-page')),
  lazyRoute('/admin/owner-list', () => import('./owner-list-page')),
  lazyRoute('/admin/owner/:registerNo', () => import('./owner-detail-page')),
  lazyRoute('/admin/store-list', () => import('./store-list-page')),
  lazyRoute('/admin/store/:storeNo', () => import('./store-detail-page')),
  lazyRoute('/admin/review-list', () => import('./review-list-page')),
  lazyRoute('/admin/review/:reivewNo', () => import('./review-detail-page')),
  lazyRoute('/admin/payments', () => import('./payment-list-page')),
  lazyRoute('/admin/payments/:orderId', () => import('./payment-detail-page')),
];
