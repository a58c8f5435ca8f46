import { createBrowserRouter } from 'react-router';
import { adminRoutes } from '../features/admin/routes';
import { authRoutes } from '../features/auth/routes';
import { homeRoutes } from '../features/home/routes';
import { legalRoutes } from '../features/legal/routes';
import { miscRoutes } from '../features/misc/routes';
import { mypageRoutes } from '../features/mypage/routes';
import { noticeRoutes } from '../features/notices/routes';
import { ownerRoutes } from '../features/owner/routes';
import { reservationRoutes } from '../features/reservations/routes';
import { reviewRoutes } from '../features/reviews/routes';
import { storeRoutes } from '../features/stores/routes';
import { lazyRoute } from '../shared/lib/routing';
import { RootHydrateFallback, RootLayout } from './layout/root-layout';
import { RouteError } from './layout/route-error';

/** Every route of spec §2, lazily loaded per feature so the home page ships only its own code. */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    // Shown while the first page's code loads (React Router renders nothing and warns without it).
    HydrateFallback: RootHydrateFallback,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          ...homeRoutes,
          ...storeRoutes,
          ...reservationRoutes,
          ...authRoutes,
          ...mypageRoutes,
          // A page made of several features is put together in app/pages (features never import each other).
          lazyRoute('/my-page', () => import('./pages/my-page')),
          ...reviewRoutes,
          ...ownerRoutes,
          ...adminRoutes,
          ...noticeRoutes,
          ...legalRoutes,
          ...miscRoutes,
        ],
      },
    ],
  },
]);
