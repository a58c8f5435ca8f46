import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Role } from '@siktak/contract';
import type { Queryable } from '../../db/client.js';
import { refreshTokens } from '../../db/schema.js';
import type { AppContext } from '../../platform/context.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

/**
 * The stored form of a random token of ours (refresh tokens, password-reset links): they are 256 random
 * bits, so a plain SHA-256 is enough to make a stolen table useless.
 */
export function hashOf(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/**
 * Sessions: a short-lived access JWT plus an opaque refresh token stored hashed. Each login starts a
 * family; every refresh retires the presented token and issues the next one of the same family
 * (rotation), so a retired token coming back means it was copied and the whole family is revoked.
 */
export function sessionStore(ctx: AppContext) {
  async function issue(db: Queryable, user: { userNo: number; role: Role }, familyId: string): Promise<TokenPair> {
    const now = ctx.clock.now();
    const refreshToken = randomBytes(32).toString('base64url');
    await db.insert(refreshTokens).values({
      userNo: user.userNo,
      tokenHash: hashOf(refreshToken),
      familyId,
      expiresAt: new Date(now.getTime() + ctx.config.refreshTokenTtlDays * DAY_MS),
      createdAt: now,
    });
    const accessToken = ctx.tokens.sign({ userNo: user.userNo, role: user.role, sessionId: familyId });
    return { accessToken, refreshToken };
  }

  async function revokeFamily(db: Queryable, familyId: string): Promise<void> {
    await db
      .update(refreshTokens)
      .set({ revokedAt: ctx.clock.now() })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  }

  return {
    /** A new session (login). */
    start(db: Queryable, user: { userNo: number; role: Role }): Promise<TokenPair> {
      return issue(db, user, randomUUID());
    },

    /** The stored token a refresh token names, locked for the rest of the transaction. */
    async find(db: Queryable, refreshToken: string) {
      const [row] = await db
        .select({
          userNo: refreshTokens.userNo,
          familyId: refreshTokens.familyId,
          expiresAt: refreshTokens.expiresAt,
          rotatedAt: refreshTokens.rotatedAt,
          revokedAt: refreshTokens.revokedAt,
        })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashOf(refreshToken)))
        .for('update');
      return row ?? null;
    },

    /** Retires `refreshToken` and issues the next token of its family. */
    async rotate(db: Queryable, refreshToken: string, user: { userNo: number; role: Role }, familyId: string) {
      await db
        .update(refreshTokens)
        .set({ rotatedAt: ctx.clock.now() })
        .where(eq(refreshTokens.tokenHash, hashOf(refreshToken)));
      return issue(db, user, familyId);
    },

    revokeFamily,

    /** Revokes every session of a member, or every one but `exceptFamilyId` (the caller's own). */
    async revokeAll(db: Queryable, userNo: number, exceptFamilyId?: string | null): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: ctx.clock.now() })
        .where(
          and(
            eq(refreshTokens.userNo, userNo),
            isNull(refreshTokens.revokedAt),
            exceptFamilyId ? ne(refreshTokens.familyId, exceptFamilyId) : undefined,
          ),
        );
    },
  };
}

export type SessionStore = ReturnType<typeof sessionStore>;
