import { useSyncExternalStore } from 'react';
import { session } from './session';

function snapshot(): string {
  return `${session.isLoggedIn() ? 1 : 0}|${session.role() ?? ''}`;
}

/** Login state and role, re-rendered when they change (login, logout, role refresh). */
export function useSession(): { loggedIn: boolean; role: string | null } {
  const value = useSyncExternalStore(session.subscribe, snapshot, () => '0|');
  const [flag, role] = value.split('|');
  return { loggedIn: flag === '1', role: role || null };
}
