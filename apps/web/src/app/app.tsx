import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { RouterProvider } from 'react-router';
import { queryClient } from '../shared/api/query-client';
import { ConfirmProvider } from '../shared/ui/dialog';
import { ToastProvider } from '../shared/ui/toast';
import { router } from './router';

/** What every page runs inside: the query cache, toasts and confirm dialogs (component tests use it too). */
export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <ToastProvider>
        <ConfirmProvider>{children}</ConfirmProvider>
      </ToastProvider>
    </QueryClientProvider>
  );
}

export function App() {
  return (
    <AppProviders client={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
