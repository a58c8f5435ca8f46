import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router';
import { RequireAuth } from '../../shared/lib/require-auth';
import { PageHeader } from '../../shared/ui/page';

export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="-ml-2 mb-3 inline-flex min-h-11 items-center gap-1 rounded-lg px-2 text-[15px] font-medium text-ink-600 hover:bg-ink-100 hover:text-ink-900"
    >
      <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <path d="M15 18l-6-6 6-6" />
      </svg>
      {children}
    </Link>
  );
}

/**
 * An admin screen's route component: only admins get past the gate, so the page's own queries never
 * run for anyone else.
 */
export function adminOnly(Page: ComponentType): ComponentType {
  return function AdminOnly() {
    return (
      <RequireAuth roles={['ROLE_ADMIN']}>
        <Page />
      </RequireAuth>
    );
  };
}

/** Every admin screen's frame: a way back and the page heading. */
export function AdminPage({
  title,
  description,
  back,
  actions,
  children,
}: {
  title: string;
  description?: ReactNode;
  back?: { to: string; label: string };
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="container-page py-8">
      {back && <BackLink to={back.to}>{back.label}</BackLink>}
      <PageHeader title={title} description={description} actions={actions} />
      {children}
    </div>
  );
}
