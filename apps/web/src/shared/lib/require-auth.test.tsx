import { screen } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, route } from '../../../test/fake-api';
import { signInMember } from '../../../test/member';
import { renderRoutes } from '../../../test/render';
import { api } from '../api/client';
import { RequireAuth } from './require-auth';
import { session } from './session';

const tokenFailure = { status: 401, body: { success: false, code: '401', message: '인증이 필요합니다.' } };

/** A member page that reads two calls at once, as my-page does. */
function MemberPage() {
  const first = useQuery({ queryKey: ['a'], queryFn: () => api('/api/user/info') });
  const second = useQuery({ queryKey: ['b'], queryFn: () => api('/api/reservation/mypage/upcoming') });
  return <p>{first.isPending || second.isPending ? '불러오는 중' : '내 정보'}</p>;
}

describe('an expired session on a member page', () => {
  it('loads /login?error=expired and does not move to /login inside the app first (which would lose the reason)', async () => {
    signInMember();
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    fakeApi({
      'GET /api/user/info': route({ handle: () => tokenFailure }),
      'GET /api/reservation/mypage/upcoming': route({ handle: () => tokenFailure }),
      'POST /api/auth/refresh': route({ handle: () => tokenFailure }),
    });
    const { router } = renderRoutes(
      [
        {
          path: '/my-page',
          element: (
            <RequireAuth>
              <MemberPage />
            </RequireAuth>
          ),
        },
        { path: '/login', element: <p>로그인 화면</p> },
      ],
      '/my-page',
    );
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/login?error=expired'));
    expect(session.isLoggedIn()).toBe(false);
    // Give React every chance to react to the cleared session: the app must stay where it was.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(router.state.location.pathname).toBe('/my-page');
    expect(screen.queryByText('로그인 화면')).not.toBeInTheDocument();
  });
});
