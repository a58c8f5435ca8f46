import { lazyRoute, pendingRoute } from '../../shared/lib/routing';

export const adminRoutes = [
  pendingRoute('/admin', '관리자'),
  pendingRoute('/admin/user-list', '회원 관리'),
  pendingRoute('/admin/user/:userNo', '회원 상세'),
  lazyRoute('/admin/owner-list', () => import('./owner-list-page')),
  lazyRoute('/admin/owner/:registerNo', () => import('./owner-detail-page')),
  pendingRoute('/admin/store-list', '가게 관리'),
  pendingRoute('/admin/store/:storeNo', '가게 상세'),
  pendingRoute('/admin/review-list', '리뷰 관리'),
  pendingRoute('/admin/review/:reivewNo', '리뷰 상세'),
];
