import { type Role, SESSION_COOKIE } from '@siktak/contract/enums';

/**
 * Session storage keys exactly as the existing client writes them, so both
 * clients can share a tab's session.
 */
const KEYS = {
  tokens: 'tokens',
  refreshToken: 'refreshToken',
  userNo: 'userNo',
  userRole: 'userRole',
  user: 'user',
  storeNo: 'storeNo',
} as const;

export interface Tokens {
  accessToken: string;
  refreshToken?: string;
}

export interface SessionUser {
  userNo: number;
  userName: string;
  userNickName: string;
  userRole: Role;
}

const CHANGE_EVENT = 'siktak:session';

function readJson<T>(key: string): T | null {
  try {
    const raw = sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function changed(): void {
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export const session = {
  tokens: () => readJson<Tokens>(KEYS.tokens),
  user: () => readJson<SessionUser>(KEYS.user),
  role: () => sessionStorage.getItem(KEYS.userRole),
  storeNo: () => sessionStorage.getItem(KEYS.storeNo),
  isLoggedIn: () => sessionStorage.getItem(KEYS.tokens) !== null,

  /** The member this tab is signed in as: `user.userNo`, or the plain `userNo` a Kakao login writes. */
  memberNo(): number | null {
    return readJson<SessionUser>(KEYS.user)?.userNo ?? (Number(sessionStorage.getItem(KEYS.userNo)) || null);
  },

  /** Whether the browser keeps a session that a tab without one can take up (the server's mark, ADR-0040). */
  browserHasSession: () => document.cookie.split('; ').includes(`${SESSION_COOKIE.signedIn}=1`),

  /** After e-mail login, and when a tab takes up the browser's session: tokens, user and role. */
  login(data: Tokens & SessionUser): void {
    sessionStorage.setItem(
      KEYS.tokens,
      JSON.stringify({ accessToken: data.accessToken, refreshToken: data.refreshToken }),
    );
    sessionStorage.setItem(
      KEYS.user,
      JSON.stringify({
        userNo: data.userNo,
        userName: data.userName,
        userNickName: data.userNickName,
        userRole: data.userRole,
      }),
    );
    sessionStorage.setItem(KEYS.userRole, data.userRole);
    changed();
  },

  /** After Kakao login (`/login/result`): the plain keys that page writes. */
  socialLogin(data: {
    accessToken: string;
    refreshToken: string | null;
    userNo: string;
    userRole: string | null;
  }): void {
    sessionStorage.setItem(
      KEYS.tokens,
      JSON.stringify({
        accessToken: data.accessToken,
        ...(data.refreshToken ? { refreshToken: data.refreshToken } : {}),
      }),
    );
    if (data.refreshToken) sessionStorage.setItem(KEYS.refreshToken, data.refreshToken);
    sessionStorage.setItem(KEYS.userNo, data.userNo);
    if (data.userRole) sessionStorage.setItem(KEYS.userRole, data.userRole);
    changed();
  },

  /** Fills in `user` from the profile when a social login left it out. */
  rememberUser(user: SessionUser): void {
    sessionStorage.setItem(KEYS.user, JSON.stringify(user));
    sessionStorage.setItem(KEYS.userRole, user.userRole);
    changed();
  },

  setTokens(tokens: Tokens): void {
    sessionStorage.setItem(KEYS.tokens, JSON.stringify(tokens));
    if (tokens.refreshToken && sessionStorage.getItem(KEYS.refreshToken))
      sessionStorage.setItem(KEYS.refreshToken, tokens.refreshToken);
  },

  setRole(role: string | null): void {
    if (role) sessionStorage.setItem(KEYS.userRole, role);
    else sessionStorage.removeItem(KEYS.userRole);
    changed();
  },

  setStoreNo(storeNo: number | null): void {
    if (storeNo) sessionStorage.setItem(KEYS.storeNo, String(storeNo));
    else sessionStorage.removeItem(KEYS.storeNo);
  },

  /**
   * Forgets the session. `quiet` tells no page of it: for a tab that is about to load another
   * document, where a page reacting to it would navigate on its own (see `expireSession`).
   */
  clear({ quiet = false }: { quiet?: boolean } = {}): void {
    sessionStorage.clear();
    if (!quiet) changed();
  },

  subscribe(listener: () => void): () => void {
    window.addEventListener(CHANGE_EVENT, listener);
    window.addEventListener('storage', listener);
    return () => {
      window.removeEventListener(CHANGE_EVENT, listener);
      window.removeEventListener('storage', listener);
    };
  },
};

/** The page a member's my-page button and login land on, by role (spec §6). */
export function homeOfRole(role: string | null): string {
  if (role === 'ROLE_OWNER') return '/owner-page';
  if (role === 'ROLE_ADMIN') return '/admin';
  return '/my-page';
}
