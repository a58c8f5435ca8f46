import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { type RouteObject, RouterProvider, createMemoryRouter } from 'react-router';
import { AppProviders } from '../src/app/app';

/**
 * Renders pages inside the app's providers at `entry`, with a fresh query cache and no retries, and
 * answers the router so a test can read where the page went.
 */
export function renderRoutes(
  routes: RouteObject[],
  entry: string | { pathname: string; search?: string; state?: unknown },
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  const view = render(
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router };
}
