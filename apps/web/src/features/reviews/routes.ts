import { lazyRoute } from '../../shared/lib/routing';

export const reviewRoutes = [
  lazyRoute('/my-review-list', () => import('./my-review-list-page')),
  lazyRoute('/my-review-detail', () => import('./my-review-detail-page')),
  lazyRoute('/review-form', () => import('./review-form-page')),
  lazyRoute('/store-review', () => import('./store-review-list-page')),
  lazyRoute('/store-review-detail', () => import('./store-review-detail-page')),
];
