import { session } from '../src/shared/lib/session';

/** The member the component tests log in as, in the login answer's shape. */
export const MEMBER = {
  accessToken: 'member-access',
  refreshToken: 'member-refresh',
  userNo: 7,
  userName: '김식탁',
  userNickName: '식탁이',
  userRole: 'ROLE_USER',
} as const;

/** A tab where the member has logged in. */
export function signInMember(): void {
  session.login(MEMBER);
}
