import { lazyRoute } from '../../shared/lib/routing';

export const storeRoutes = [
  lazyRoute('/stores', () => import('./store-list-page')),
  lazyRoute('/store-detail/:storeNo', () => import('./store-detail-page')),
];
