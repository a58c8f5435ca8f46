import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { RequireAuth } from '../../shared/lib/require-auth';
import { PageHeader } from '../../shared/ui/page';

/** A member-only form page under my-page: sign-in required, a way back, a narrow column. */
export function MypageFrame({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <RequireAuth>
      <div className="container-page py-8 sm:py-12">
        <div className="mx-auto flex max-w-md flex-col">
          <Link
            to="/my-page"
            className="-ml-2 mb-2 inline-flex min-h-11 items-center gap-1 self-start rounded-lg px-2 text-[15px] font-semibold text-ink-600 hover:bg-ink-100"
          >
            <svg
              viewBox="0 0 24 24"
              className="size-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              aria-hidden="true"
            >
              <path d="M15 6l-6 6 6 6" />
            </svg>
            마이페이지
          </Link>
          <PageHeader title={title} description={description} />
          {children}
        </div>
      </div>
    </RequireAuth>
  );
}
