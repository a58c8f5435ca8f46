import { lazyRoute } from '../../shared/lib/routing';

export const legalRoutes = [
  lazyRoute('/privacy', () => import('./privacy-page')),
  lazyRoute('/terms', () => import('./terms-page')),
  lazyRoute('/email-policy', () => import('./email-policy-page')),
  lazyRoute('/marketing-consent', () => import('./marketing-consent-page')),
];
