import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '@siktak/contract';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';

const DAY_SECONDS = 24 * 60 * 60;

/**
 * What every cookie of the auth calls says: out of scripts' reach, not sent with other sites' forms and
 * fetches (Lax), and over https only when the request came so or the site is served so.
 */
export function cookieBase(ctx: AppContext, request: FastifyRequest) {
  return {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https' || ctx.config.publicUrl.startsWith('https:'),
  } as const;
}

/**
 * The session cookie (ADR-0040): login, refresh and the Kakao sign-in hand the refresh token to the
 * browser too, so a new tab or a restarted browser, whose session storage is empty, can take the
 * session up again; the mark `siktak_signed_in` (no secret) lets the web app know there is one to take.
 * Both live as long as the refresh token and are cleared by a logout or a refused refresh.
 */
export function sessionCookies(ctx: AppContext) {
  const ownOrigins = new Set(ctx.config.corsOrigins);
  const maxAge = ctx.config.refreshTokenTtlDays * DAY_SECONDS;
  const tokenCookie = (request: FastifyRequest) => ({
    ...cookieBase(ctx, request),
    path: SESSION_COOKIE.refreshTokenPath,
  });
  const markCookie = (request: FastifyRequest) => ({ ...cookieBase(ctx, request), httpOnly: false, path: '/' });

  return {
    /**
     * The refresh token of the cookie, undefined without one. The browser sends the cookie with any
     * request to the auth calls, so it counts only from a page of our own origins (PUBLIC_URL's and
     * CORS_ORIGINS): another Origin, or none, is refused with E155 before anything changes.
     */
    fromOwnPage(request: FastifyRequest): string | undefined {
      const token = request.cookies[SESSION_COOKIE.refreshToken];
      if (!token) return undefined;
      const origin = request.headers.origin;
      if (!origin || !ownOrigins.has(origin)) throw new AppError('E155');
      return token;
    },

    set(request: FastifyRequest, reply: FastifyReply, refreshToken: string): void {
      reply.setCookie(SESSION_COOKIE.refreshToken, refreshToken, { ...tokenCookie(request), maxAge });
      reply.setCookie(SESSION_COOKIE.signedIn, '1', { ...markCookie(request), maxAge });
    },

    clear(request: FastifyRequest, reply: FastifyReply): void {
      reply.clearCookie(SESSION_COOKIE.refreshToken, tokenCookie(request));
      reply.clearCookie(SESSION_COOKIE.signedIn, markCookie(request));
    },
  };
}
