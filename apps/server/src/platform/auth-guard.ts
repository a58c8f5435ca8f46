import { and, eq, exists, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Access, Role } from '@siktak/contract';
import type { Db } from '../db/client.js';
import { refreshTokens, users } from '../db/schema.js';
import type { AccessTokens } from './access-token.js';
import { AppError } from './errors.js';
import { addRouteHook } from './route-hooks.js';

export interface AuthUser {
  userNo: number;
  role: Role;
  email: string;
  name: string;
  nickname: string;
  /** The session (refresh-token family) the access token was issued with. */
  sessionId: string;
}

/** Who may call a route: the contract's `Access` of its endpoint entry. */
export type { Access };

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in member for `optional` and protected routes; null otherwise. */
    user: AuthUser | null;
  }
  interface FastifyContextConfig {
    access?: Access;
  }
}

function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match?.[1]?.trim() || null;
}

/** Requires `request.user` in a handler of a protected route. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new AppError('401');
  return request.user;
}

async function plugin(app: FastifyInstance, opts: { db: Db; tokens: AccessTokens }) {
  app.decorateRequest('user', null);

  /**
   * The member's current role and withdrawn flag, and whether the token's session is still live (not
   * logged out, not revoked by reuse detection, a password change or a withdrawal), in one query built
   * once and prepared (named) on each connection. The database is the one every instance shares, so a
   * revocation holds everywhere from its commit on.
   */
  const liveSession = opts.db
    .select({ one: sql`1` })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.familyId, sql.placeholder('sessionId')),
        eq(refreshTokens.userNo, users.userNo),
        isNull(refreshTokens.revokedAt),
      ),
    );
  const memberOfSession = opts.db
    .select({
      userNo: users.userNo,
      role: users.role,
      email: users.email,
      name: users.name,
      nickname: users.nickname,
    })
    .from(users)
    .where(and(eq(users.userNo, sql.placeholder('userNo')), isNull(users.deletedAt), exists(liveSession)))
    .prepare('auth_member_of_session');

  /** Verifies the token, then asks the database who it belongs to now. */
  async function resolveUser(request: FastifyRequest): Promise<AuthUser | null> {
    const token = bearerOf(request);
    if (!token) return null;
    const claims = opts.tokens.verify(token);
    if (!claims) return null;
    const [row] = await memberOfSession.execute({ userNo: claims.userNo, sessionId: claims.sessionId });
    if (!row) return null;
    return { ...row, role: row.role as Role, sessionId: claims.sessionId };
  }

  async function authorise(request: FastifyRequest, access: Exclude<Access, 'public'>): Promise<void> {
    request.user = await resolveUser(request);
    if (access === 'optional') return;
    if (!request.user) throw new AppError('401');
    if (access !== 'member' && !access.includes(request.user.role)) throw new AppError('403');
  }

  // onRequest of each route that is not public: the token, its live session and the role are checked
  // before the body is read or validated and before the handler, so a missing, revoked or logged-out
  // token gets 401 first on every protected route. Attached as the routes are added (first of their
  // own hooks, so before a rate limit), so a public route (most requests: the store pages) runs no hook.
  app.addHook('onRoute', (route) => {
    const access = route.config?.access ?? 'public';
    if (access === 'public') return;
    const guard: onRequestHookHandler = (request, _reply, done) => {
      authorise(request, access).then(() => done(), done);
    };
    addRouteHook(route, 'onRequest', guard, true);
  });
}

export const authGuard = fp(plugin, { name: 'auth-guard' });
