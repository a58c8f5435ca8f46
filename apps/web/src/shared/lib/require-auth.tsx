import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { ButtonLink } from '../ui/button';
import { EmptyState } from '../ui/states';
import { useSession } from './use-session';

/**
 * What the login page is told by a page that sent the visitor there: where to come back to, and
 * whether to say that the page needs a login (spec §5 "로그인이 필요합니다.").
 */
export interface LoginState {
  from?: string;
  loginRequired?: boolean;
}

/**
 * Keeps visitors out of member pages in our app (the server enforces every rule anyway): without a
 * session it goes to /login, which says a login is needed, and comes back after; with the wrong role
 * it says so.
 */
export function RequireAuth({ roles, children }: { roles?: readonly string[]; children: ReactNode }) {
  const { loggedIn, role } = useSession();
  const location = useLocation();
  if (!loggedIn) {
    const state: LoginState = { from: `${location.pathname}${location.search}`, loginRequired: true };
    return <Navigate to="/login" replace state={state} />;
  }
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
