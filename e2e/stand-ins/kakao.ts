import { randomBytes } from 'node:crypto';
import { type RunningServer, listen, readBody, sendJson } from './http.js';

export const KAKAO_TEST_CLIENT_ID = 'kakao-test-client';
export const KAKAO_TEST_CLIENT_SECRET = 'kakao-test-secret';

export interface KakaoAccount {
  id: number;
  email: string;
  nickname: string;
}

export interface KakaoStandIn extends RunningServer {
  /** The account the next authorization signs in as. */
  signInAs(account: KakaoAccount): void;
}

/** The server settings that point Kakao login at the stand-in at `url`, with its test client. */
export function kakaoEnv(standIn: { url: string }): Record<string, string> {
  return {
    KAKAO_CLIENT_ID: KAKAO_TEST_CLIENT_ID,
    KAKAO_CLIENT_SECRET: KAKAO_TEST_CLIENT_SECRET,
    KAKAO_AUTH_URL: standIn.url,
    KAKAO_API_URL: standIn.url,
  };
}

/**
 * A stand-in for Kakao Login's REST protocol: `GET /oauth/authorize` redirects back to the
 * `redirect_uri` with a one-time `code` and the caller's `state`; `POST /oauth/token` exchanges
 * the code (form-encoded, checking client id, secret and redirect_uri) for an access token;
 * `GET /v2/user/me` answers the account for a bearer token — the same shapes Kakao answers.
 * `PUT /test/account` (JSON KakaoAccount) is the stand-in's own control: browser-test workers run in
 * another process than the stand-in and choose who the next authorization signs in as through it.
 */
export async function startKakaoStandIn(): Promise<KakaoStandIn> {
  let account: KakaoAccount = { id: 900_001, email: 'kakao.user@kakao.test', nickname: '카카오회원' };
  const codes = new Map<string, { account: KakaoAccount; redirectUri: string }>();
  const tokens = new Map<string, KakaoAccount>();

  const server = await listen(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.method === 'PUT' && url.pathname === '/test/account') {
      const next = JSON.parse(await readBody(req)) as Partial<KakaoAccount>;
      if (typeof next.id !== 'number' || typeof next.email !== 'string' || typeof next.nickname !== 'string') {
        return sendJson(res, 400, { error: 'id, email and nickname are required' });
      }
      account = { id: next.id, email: next.email, nickname: next.nickname };
      return sendJson(res, 200, account);
    }
    if (req.method === 'GET' && url.pathname === '/oauth/authorize') {
      const redirectUri = url.searchParams.get('redirect_uri');
      if (
        url.searchParams.get('client_id') !== KAKAO_TEST_CLIENT_ID ||
        !redirectUri ||
        url.searchParams.get('response_type') !== 'code'
      ) {
        return sendJson(res, 400, { error: 'invalid_request', error_description: 'bad authorize request' });
      }
      const code = randomBytes(12).toString('hex');
      codes.set(code, { account, redirectUri });
      const target = new URL(redirectUri);
      target.searchParams.set('code', code);
      const state = url.searchParams.get('state');
      if (state) target.searchParams.set('state', state);
      res.writeHead(302, { location: target.toString() });
      res.end();
      return;
    }
    if (req.method === 'POST' && url.pathname === '/oauth/token') {
      const form = new URLSearchParams(await readBody(req));
      const grant = codes.get(form.get('code') ?? '');
      if (
        form.get('grant_type') !== 'authorization_code' ||
        form.get('client_id') !== KAKAO_TEST_CLIENT_ID ||
        form.get('client_secret') !== KAKAO_TEST_CLIENT_SECRET ||
        !grant ||
        grant.redirectUri !== form.get('redirect_uri')
      ) {
        return sendJson(res, 400, {
          error: 'invalid_grant',
          error_code: 'KOE320',
          error_description: 'authorization code not found',
        });
      }
      codes.delete(form.get('code') ?? '');
      const accessToken = randomBytes(16).toString('hex');
      tokens.set(accessToken, grant.account);
      return sendJson(res, 200, {
        token_type: 'bearer',
        access_token: accessToken,
        expires_in: 21599,
        refresh_token: randomBytes(16).toString('hex'),
        refresh_token_expires_in: 5183999,
        scope: 'account_email profile_nickname',
      });
    }
    if (req.method === 'GET' && url.pathname === '/v2/user/me') {
      const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      const who = token ? tokens.get(token) : undefined;
      if (!who) return sendJson(res, 401, { msg: 'this access token does not exist', code: -401 });
      return sendJson(res, 200, {
        id: who.id,
        connected_at: new Date().toISOString(),
        properties: { nickname: who.nickname },
        kakao_account: {
          profile_nickname_needs_agreement: false,
          profile: { nickname: who.nickname, is_default_nickname: false },
          has_email: true,
          email_needs_agreement: false,
          is_email_valid: true,
          is_email_verified: true,
          email: who.email,
        },
      });
    }
    return sendJson(res, 404, { msg: 'not found', code: -404 });
  });
  return {
    ...server,
    signInAs: (next) => {
      account = next;
    },
  };
}
