import { lazyRoute } from '../../shared/lib/routing';

export const miscRoutes = [
  lazyRoute('/test', () => import('./test-page')),
  lazyRoute('*', () => import('./not-found-page')),
];
