import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SUCCESS,
  codeResponse,
  kakaoCallbackQuery,
  kakaoSignupBody,
  loginBody,
  loginResponse,
  logoutBody,
  providersResponse,
  refreshBody,
  refreshResponse,
  sendCodeBody,
  signupBody,
  verifyCodeBody,
} from '@siktak/contract';
import type { AppContext } from '../../platform/context.js';
import { emailCodes } from './email-codes.js';
import { STATE_COOKIE, STATE_COOKIE_PATH, STATE_TTL_SECONDS, kakaoLogin } from './kakao.js';
import { accountService } from './service.js';
import { sessionStore } from './sessions.js';

const MINUTE = 60_000;
/** Per-IP limits of the guessable or costly calls (docs/security.md); off with RATE_LIMIT=false. */
export const AUTH_RATE_LIMITS = {
  login: { max: 20, timeWindow: MINUTE },
  sendCode: { max: 5, timeWindow: MINUTE },
  // Each sign-up needs its own verified address, and send-code allows five a minute.
  signup: { max: 10, timeWindow: MINUTE },
  verifyCode: { max: 10, timeWindow: MINUTE },
  refresh: { max: 30, timeWindow: MINUTE },
  kakao: { max: 30, timeWindow: MINUTE },
} as const;

const ok = (code: keyof typeof SUCCESS) => ({ success: true, code, message: SUCCESS[code] });

export function authRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const sessions = sessionStore(ctx);
  const codes = emailCodes(ctx);
  const accounts = accountService(ctx, codes, sessions);
  const kakao = kakaoLogin(ctx, sessions);
  const tags = ['auth'];

  return async (app) => {
    app.post(
      '/api/auth/send-code',
      {
        schema: { tags, body: sendCodeBody, response: { 200: codeResponse } },
        config: { rateLimit: AUTH_RATE_LIMITS.sendCode },
      },
      async (request) => {
        await codes.send(request.body.userId);
        return ok('S200');
      },
    );

    app.post(
      '/api/auth/verify-code',
      {
        schema: { tags, body: verifyCodeBody, response: { 200: codeResponse } },
        config: { rateLimit: AUTH_RATE_LIMITS.verifyCode },
      },
      async (request) => {
        await codes.verify(request.body.email, request.body.code);
        return ok('S201');
      },
    );

    app.post(
      '/api/auth/signup',
      {
        schema: { tags, body: signupBody, response: { 201: codeResponse } },
        config: { rateLimit: AUTH_RATE_LIMITS.signup },
      },
      async (request, reply) => {
        await accounts.signup(request.body);
        return reply.code(201).send(ok('S202'));
      },
    );

    app.post(
      '/api/auth/login',
      {
        schema: { tags, body: loginBody, response: { 200: loginResponse } },
        config: { rateLimit: AUTH_RATE_LIMITS.login },
      },
      async (request) => ({
        ...ok('S203'),
        data: await accounts.login(request.body.userId, request.body.userPw),
      }),
    );

    app.post(
      '/api/auth/refresh',
      {
        schema: { tags, body: refreshBody, response: { 200: refreshResponse } },
        config: { rateLimit: AUTH_RATE_LIMITS.refresh },
      },
      async (request) => ({ ...ok('S212'), data: await accounts.refresh(request.body.refreshToken) }),
    );

    app.post(
      '/api/auth/logout',
      {
        schema: { tags, body: logoutBody.nullish(), response: { 200: codeResponse } },
        config: { access: 'optional' },
      },
      async (request) => {
        await accounts.logout(request.body?.refreshToken, request.user);
        return ok('S204');
      },
    );

    app.get('/api/auth/providers', { schema: { tags, response: { 200: providersResponse } } }, () => ({
      kakao: ctx.config.kakao !== null,
    }));

    app.get(
      '/api/auth/login/kakao/start',
      { schema: { tags }, config: { rateLimit: AUTH_RATE_LIMITS.kakao } },
      async (_request, reply) => {
        const { location, nonce } = await kakao.start();
        if (nonce) {
          reply.setCookie(STATE_COOKIE, nonce, {
            path: STATE_COOKIE_PATH,
            httpOnly: true,
            sameSite: 'lax',
            secure: ctx.config.publicUrl.startsWith('https:'),
            maxAge: STATE_TTL_SECONDS,
          });
        }
        return reply.redirect(location, 302);
      },
    );

    app.get(
      '/api/auth/login/kakao',
      { schema: { tags, querystring: kakaoCallbackQuery }, config: { rateLimit: AUTH_RATE_LIMITS.kakao } },
      async (request, reply) => {
        const location = await kakao.finish(request.query, request.cookies[STATE_COOKIE]);
        reply.clearCookie(STATE_COOKIE, { path: STATE_COOKIE_PATH });
        return reply.redirect(location, 302);
      },
    );

    app.post(
      '/api/auth/signup/kakao',
      { schema: { tags, body: kakaoSignupBody, response: { 201: codeResponse } } },
      async (request, reply) => {
        await kakao.signup(request.body);
        return reply.code(201).send(ok('S211'));
      },
    );
  };
}
