import { lazyRoute } from '../../shared/lib/routing';

export const ownerRoutes = [
  lazyRoute('/my-register-owner', () => import('./register-owner-page')),
  lazyRoute('/owner-page', () => import('./owner-page')),
  lazyRoute('/register-store', () => import('./register-store-page')),
];
