import { lazyRoute, pendingRoute } from '../../shared/lib/routing';

export const miscRoutes = [pendingRoute('/test', '테스트'), lazyRoute('*', () => import('./not-found-page'))];
