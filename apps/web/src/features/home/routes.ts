import { lazyRoute } from '../../shared/lib/routing';

export const homeRoutes = [lazyRoute('/', () => import('./home-page'))];
