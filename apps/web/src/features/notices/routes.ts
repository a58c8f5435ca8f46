import { lazyRoute } from '../../shared/lib/routing';

export const noticeRoutes = [
  lazyRoute('/notice', () => import('./notice-list-page')),
  lazyRoute('/notice-detail', () => import('./notice-detail-page')),
  lazyRoute('/notice-write', () => import('./notice-write-page')),
];
