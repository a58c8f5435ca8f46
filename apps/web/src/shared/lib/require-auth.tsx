import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { ButtonLink } from '../ui/button';
import { EmptyState } from '../ui/states';
import { useSession } from './use-session';

/**
 * Keeps visitors out of member pages in our app (the server enforces every rule anyway): without a
 * session it goes to /login and comes back after; with the wrong role it says so.
 */
export function RequireAuth({ roles, children }: { roles?: readonly string[]; children: ReactNode }) {
  const { loggedIn, role } = useSession();
  const location = useLocation();
  if (!loggedIn) return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
  if (roles && !roles.includes(role ?? '')) {
    return (
      <div className="container-page py-16">
        <EmptyState
          title="접근 권한이 없어요."
          description="이 화면을 볼 수 있는 계정으로 로그인해주세요."
          action={<ButtonLink to="/">홈으로</ButtonLink>}
        />
      </div>
    );
  }
  return <>{children}</>;
}
