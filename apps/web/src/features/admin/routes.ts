import { lazyRoute, pendingRoute } from '../../shared/lib/routing';

export const adminRoutes = [
  lazyRoute('/admin', () => import('./admin-home-page')),
  lazyRoute('/admin/user-list', () => import('./user-list-page')),
  lazyRoute('/admin/user/:userNo', () => import('./user-detail-page')),
  pendingRoute('/admin/owner-list', '사장님 권한 관리'),
  pendingRoute('/admin/owner/:registerNo', '사장님 신청 상세'),
  lazyRoute('/admin/store-list', () => import('./store-list-page')),
  lazyRoute('/admin/store/:storeNo', () => import('./store-detail-page')),
  lazyRoute('/admin/review-list', () => import('./review-list-page')),
  lazyRoute('/admin/review/:reivewNo', () => import('./review-detail-page')),
];
