import type { FastifyPluginAsync } from 'fastify';
import cookie from '@fastify/cookie';
import { MESSAGES, SUCCESS, authEndpoints as calls } from '@siktak/contract';
import type { AppContext } from '../../platform/context.js';
import { route } from '../../platform/endpoint-route.js';
import { AppError } from '../../platform/errors.js';
import { DEVICE_COOKIE, DEVICE_COOKIE_PATH, DEVICE_TTL_SECONDS } from './devices.js';
import { emailCodes } from './email-codes.js';
import { STATE_COOKIE, STATE_COOKIE_PATH, STATE_TTL_SECONDS, kakaoLogin } from './kakao.js';
import { PASSWORD_RESET_MAIL, passwordResetService } from './password-reset.js';
import { accountService } from './service.js';
import { cookieBase, sessionCookies } from './session-cookie.js';
import { sessionStore } from './sessions.js';

const MINUTE = 60_000;
/** Calls that mail an address the caller types: a sign-up code, a password-reset link. */
const MAILING = { max: 5, timeWindow: MINUTE } as const;
/** Per-IP limits of the guessable or costly calls (docs/security.md); off with RATE_LIMIT=false. */
export const AUTH_RATE_LIMITS = {
  login: { max: 20, timeWindow: MINUTE },
  sendCode: MAILING,
  requestPasswordReset: MAILING,
  // A link is 256 random bits: the limit only bounds the argon2 work of its new passwords.
  resetPassword: { max: 10, timeWindow: MINUTE },
  // Each sign-up needs its own verified address, and send-code allows five a minute.
  signup: { max: 10, timeWindow: MINUTE },
  verifyCode: { max: 10, timeWindow: MINUTE },
  refresh: { max: 30, timeWindow: MINUTE },
  kakao: { max: 30, timeWindow: MINUTE },
} as const;

const ok = (code: keyof typeof SUCCESS) => ({ success: true, code, message: SUCCESS[code] });

export function authRoutes(ctx: AppContext): FastifyPluginAsync {
  const sessions = sessionStore(ctx);
  const codes = emailCodes(ctx);
  const accounts = accountService(ctx, codes, sessions);
  const kakao = kakaoLogin(ctx, sessions);
  const resets = passwordResetService(ctx, sessions);
  ctx.outbox.handle(PASSWORD_RESET_MAIL, resets.mailHandler);
  const cookies = sessionCookies(ctx);

  // `credentials`: answers that carry tokens, Kakao's state cookie or sign-up ticket, or take the ticket,
  // are never kept by a cache (platform/private-answers.ts).
  const kakaoSignIn = { rateLimit: AUTH_RATE_LIMITS.kakao, credentials: true } as const;
  return async (app) => {
    // Only the auth calls read and set cookies (the device cookie, Kakao's state, the session cookie),
    // so the parser runs for these routes alone.
    await app.register(cookie);
    route(app, calls.sendCode, { rateLimit: AUTH_RATE_LIMITS.sendCode }, async (request) => {
      await codes.send(request.body.userId);
      return ok('S200');
    });

    route(app, calls.verifyCode, { rateLimit: AUTH_RATE_LIMITS.verifyCode }, async (request) => {
      await codes.verify(request.body.email, request.body.code);
      return ok('S201');
    });

    route(app, calls.signup, { rateLimit: AUTH_RATE_LIMITS.signup }, async (request) => {
      await accounts.signup(request.body);
      return ok('S202');
    });

    route(app, calls.login, { rateLimit: AUTH_RATE_LIMITS.login, credentials: true }, async (request, reply) => {
      const { session, deviceToken } = await accounts.login({
        ...request.body,
        address: request.ip,
        deviceToken: request.cookies[DEVICE_COOKIE],
      });
      reply.setCookie(DEVICE_COOKIE, deviceToken, {
        ...cookieBase(ctx, request),
        path: DEVICE_COOKIE_PATH,
        maxAge: DEVICE_TTL_SECONDS,
      });
      cookies.set(request, reply, session.refreshToken);
      return { ...ok('S203'), data: session };
    });

    // The token in the body is the existing client's call, unchanged; without one, the session cookie.
    route(app, calls.refresh, { rateLimit: AUTH_RATE_LIMITS.refresh, credentials: true }, async (request, reply) => {
      const inBody = request.body?.refreshToken;
      const data = await accounts.refresh(inBody ?? cookies.fromOwnPage(request));
      if (!data) {
        // A cookie that no longer refreshes is dropped, so no page tries it again.
        if (!inBody) cookies.clear(request, reply);
        throw new AppError('401');
      }
      cookies.set(request, reply, data.refreshToken);
      return { ...ok('S212'), data };
    });

    route(app, calls.logout, async (request, reply) => {
      const refreshToken = request.body?.refreshToken;
      await accounts.logout({
        refreshToken,
        cookieToken: refreshToken ? undefined : cookies.fromOwnPage(request),
        caller: request.user,
      });
      cookies.clear(request, reply);
      return ok('S204');
    });

    route(app, calls.requestPasswordReset, { rateLimit: AUTH_RATE_LIMITS.requestPasswordReset }, async (request) => {
      await resets.request(request.body.userId);
      return { success: true, message: MESSAGES.passwordResetRequested };
    });

    route(app, calls.resetPassword, { rateLimit: AUTH_RATE_LIMITS.resetPassword }, async (request) => {
      await resets.reset(request.body.token, request.body.newPw);
      return { success: true, message: MESSAGES.passwordResetDone };
    });

    route(app, calls.providers, () => ({ kakao: ctx.config.kakao !== null }));

    route(app, calls.kakaoStart, kakaoSignIn, async (request, reply) => {
      const { location, nonce } = await kakao.start();
      if (nonce) {
        reply.setCookie(STATE_COOKIE, nonce, {
          ...cookieBase(ctx, request),
          path: STATE_COOKIE_PATH,
          maxAge: STATE_TTL_SECONDS,
        });
      }
      return reply.redirect(location, 302);
    });

    route(app, calls.kakaoCallback, kakaoSignIn, async (request, reply) => {
      const { location, refreshToken } = await kakao.finish(request.query, request.cookies[STATE_COOKIE]);
      reply.clearCookie(STATE_COOKIE, { path: STATE_COOKIE_PATH });
      if (refreshToken) cookies.set(request, reply, refreshToken);
      return reply.redirect(location, 302);
    });

    route(app, calls.kakaoSignup, { credentials: true }, async (request) => {
      await kakao.signup(request.body);
      return ok('S211');
    });
  };
}
