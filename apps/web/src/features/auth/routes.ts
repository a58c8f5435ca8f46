import { lazyRoute } from '../../shared/lib/routing';

export const authRoutes = [
  lazyRoute('/login', () => import('./login-page')),
  lazyRoute('/login/result', () => import('./login-result-page')),
  lazyRoute('/signup', () => import('./signup-page')),
  lazyRoute('/signup/kakao', () => import('./kakao-signup-page')),
  lazyRoute('/password-reset', () => import('./password-reset-page')),
  lazyRoute('/password-reset/new', () => import('./password-reset-new-page')),
];
