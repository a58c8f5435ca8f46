import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Role } from '@siktak/contract';
import type { Queryable } from '../../db/client.js';
import { violatedUniqueConstraint } from '../../db/errors.js';
import { users } from '../../db/schema.js';
import { AppError } from '../../platform/errors.js';

export interface UserRow {
  userNo: number;
  email: string;
  passwordHash: string | null;
  name: string;
  nickname: string;
  phone: string;
  role: Role;
  profileImage: string | null;
  kakaoId: string | null;
  deletedAt: Date | null;
}

const userColumns = {
  userNo: users.userNo,
  email: users.email,
  passwordHash: users.passwordHash,
  name: users.name,
  nickname: users.nickname,
  phone: users.phone,
  role: users.role,
  profileImage: users.profileImage,
  kakaoId: users.kakaoId,
  deletedAt: users.deletedAt,
};

async function findUser(db: Queryable, where: ReturnType<typeof eq>, lock = false): Promise<UserRow | null> {
  const query = db.select(userColumns).from(users).where(where);
  const [row] = lock ? await query.for('update') : await query;
  return row ? { ...row, role: row.role as Role } : null;
}

/** Withdrawn members included: their e-mail stays taken. */
export function findUserByEmail(db: Queryable, email: string): Promise<UserRow | null> {
  return findUser(db, eq(users.email, email));
}

/** `lock` takes the row for the rest of the transaction (password change, withdrawal). */
export function findUserByNo(db: Queryable, userNo: number, lock = false): Promise<UserRow | null> {
  return findUser(db, eq(users.userNo, userNo), lock);
}

export function findUserByKakaoId(db: Queryable, kakaoId: string): Promise<UserRow | null> {
  return findUser(db, eq(users.kakaoId, kakaoId));
}

/** True when another member (withdrawn ones included) already uses the nickname. */
export async function isNicknameTaken(db: Queryable, nickname: string, exceptUserNo?: number): Promise<boolean> {
  const [row] = await db
    .select({ userNo: users.userNo })
    .from(users)
    .where(
      exceptUserNo === undefined
        ? eq(users.nickname, nickname)
        : and(eq(users.nickname, nickname), ne(users.userNo, exceptUserNo)),
    )
    .limit(1);
  return Boolean(row);
}

/** The nicknames among `candidates` that are taken. */
export async function takenNicknames(db: Queryable, candidates: string[]): Promise<Set<string>> {
  const rows = await db.select({ nickname: users.nickname }).from(users).where(inArray(users.nickname, candidates));
  return new Set(rows.map((r) => r.nickname));
}

/**
 * Turns a unique-index violation on users (two sign-ups racing for one e-mail or nickname) into the
 * answer the earlier check would have given; any other error is returned unchanged.
 */
export function duplicateUserError(err: unknown): unknown {
  const constraint = violatedUniqueConstraint(err);
  if (constraint === 'users_email_key' || constraint === 'users_kakao_id_key') return new AppError('E100');
  if (constraint === 'users_nickname_key') return new AppError('E101');
  return err;
}
