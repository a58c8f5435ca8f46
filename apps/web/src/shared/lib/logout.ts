import { useNavigate } from 'react-router';
import { api } from '../api/client';
import { queryClient } from '../api/query-client';
import { useConfirm } from '../ui/dialog';
import { session } from './session';

/**
 * Logout as spec §2 describes it: asks first, revokes the refresh token, clears the session and
 * every cached answer, and goes home. Used by the header and the my-page screens.
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const confirm = useConfirm();
  return async () => {
    if (!(await confirm({ title: '로그아웃 하시겠어요?', confirmText: '로그아웃' }))) return;
    const refreshToken = session.tokens()?.refreshToken;
    try {
      await api('/api/auth/logout', { method: 'POST', body: refreshToken ? { refreshToken } : {} });
    } catch {
      // The session is cleared locally either way.
    }
    // Leave first: a member-only page still on screen would see the cleared session and send the
    // person to /login instead of home.
    await navigate('/');
    session.clear();
    queryClient.clear();
  };
}
