import { lazyRoute } from '../../shared/lib/routing';

export const mypageRoutes = [
  lazyRoute('/my-password', () => import('./password-check-page')),
  lazyRoute('/password', () => import('./password-check-page')),
  lazyRoute('/new-password', () => import('./new-password-page')),
  lazyRoute('/my-info', () => import('./my-info-page')),
  lazyRoute('/account-delete', () => import('./account-delete-page')),
];
