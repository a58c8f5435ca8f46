import { authCalls } from '@siktak/contract';
import { useNavigate } from 'react-router';
import { api } from '../api/client';
import { queryClient } from '../api/query-client';
import { useConfirm } from '../ui/dialog';
import { session } from './session';

/** Forgets the session in this tab: session storage and every cached answer of the last member. */
export function forgetSession(): void {
  session.clear();
  queryClient.clear();
}

/**
 * Ends the member's sessions on the server through the session cookie (every device, and no tab of
 * this browser can take the session up again, ADR-0040), then forgets the session here.
 */
async function signOut(): Promise<void> {
  try {
    await api.call(authCalls.logout, { body: {} });
  } catch {
    // The session is forgotten locally either way.
  }
  forgetSession();
}

/**
 * The logout of the header and my-page (spec §2): asks first, then goes home and ends the session.
 * Home comes first: a member-only page that loses its session would otherwise send the person to /login.
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const confirm = useConfirm();
  return async () => {
    if (!(await confirm({ title: '로그아웃 하시겠어요?', confirmText: '로그아웃' }))) return;
    await navigate('/');
    await signOut();
  };
}
