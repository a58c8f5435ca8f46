import { ROLE_LABELS, type Role } from '@siktak/contract/enums';

/** 관리자, 사장님, and 사용자 for any other role. */
export function roleLabel(role: string): string {
  return ROLE_LABELS[role as Role] ?? ROLE_LABELS.ROLE_USER;
}
