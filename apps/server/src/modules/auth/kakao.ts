import { randomBytes, randomInt } from 'node:crypto';
import { LIMITS, MESSAGES, type SignupConsents, authEndpoints, normalizeNickname } from '@siktak/contract';
import { users } from '../../db/schema.js';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { recordSignupConsents, requireConsents } from './consents.js';
import { duplicateUserError, findUserByEmail, findUserByKakaoId, takenNicknames } from './queries.js';
import type { SessionStore } from './sessions.js';
import { KAKAO_DEFAULT_NICKNAME } from './texts.js';

const STATE_PURPOSE = 'kakao-state';
const SIGNUP_PURPOSE = 'kakao-signup';
/** Time to get through Kakao's login page. */
export const STATE_TTL_SECONDS = 10 * 60;
const SIGNUP_TICKET_TTL_SECONDS = 15 * 60;
const PROVIDER_TIMEOUT_MS = 5000;
/** Path of the browser-binding cookie: the start and the callback URLs, nothing else. */
export const STATE_COOKIE = 'siktak_kakao_state';
export const STATE_COOKIE_PATH = authEndpoints.kakaoCallback.path;

interface KakaoProfile {
  id: string;
  email: string | null;
  nickname: string | null;
}

/** Why a Kakao login ends back on `/login?error=…`. */
type LoginFailure = 'kakao_state' | 'kakao_failed' | 'kakao_email' | 'kakao_unavailable' | 'withdrawn';

/**
 * A Kakao nickname as ours: without control or invisible characters (`normalizeNickname`), 2–20
 * characters, and a fallback for blank or one-letter names.
 */
function nicknameBase(raw: string | null): string {
  const cleaned = normalizeNickname(raw ?? '')
    .replace(/[\s\p{Cc}]+/gu, ' ')
    .trim()
    .slice(0, LIMITS.nicknameMax);
  return cleaned.length >= LIMITS.nicknameMin ? cleaned : KAKAO_DEFAULT_NICKNAME;
}

/**
 * Kakao login as a server-side authorization-code flow. `state` is a signed
 * short-lived ticket carrying a nonce that must match an httpOnly cookie set on the same browser,
 * so a callback cannot be replayed into someone else's browser (login CSRF). New Kakao accounts get a
 * 15-minute signed sign-up ticket of ours, never Kakao's own token.
 */
export function kakaoLogin(ctx: AppContext, sessions: SessionStore) {
  const front = (path: string, query: Record<string, string>) =>
    `${ctx.config.publicUrl}${path}?${new URLSearchParams(query).toString()}`;
  const failure = (reason: LoginFailure) => front('/login', { error: reason });

  async function fetchProvider(url: string, init: RequestInit): Promise<Record<string, unknown>> {
    const response = await ctx.fetch(url, { ...init, signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`Kakao answered ${response.status} for ${new URL(url).pathname}`);
    return (await response.json()) as Record<string, unknown>;
  }

  async function profileFor(code: string): Promise<KakaoProfile> {
    const kakao = ctx.config.kakao!;
    const form = new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: kakao.clientId,
      redirect_uri: kakao.redirectUri,
      code,
    });
    if (kakao.clientSecret) form.set('client_secret', kakao.clientSecret);
    const token = await fetchProvider(`${kakao.authUrl}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' },
      body: form.toString(),
    });
    if (typeof token.access_token !== 'string') throw new Error('Kakao token answer without access_token');
    const me = await fetchProvider(`${kakao.apiUrl}/v2/user/me`, {
      headers: { authorization: `Bearer ${token.access_token}` },
    });
    if (typeof me.id !== 'number' && typeof me.id !== 'string') throw new Error('Kakao profile without id');
    const account = (me.kakao_account ?? {}) as {
      email?: unknown;
      is_email_valid?: unknown;
      is_email_verified?: unknown;
      profile?: { nickname?: unknown };
    };
    const properties = (me.properties ?? {}) as { nickname?: unknown };
    const nickname = account.profile?.nickname ?? properties.nickname;
    // Only an address Kakao has verified may become a login id here, or anyone could claim one.
    const email =
      typeof account.email === 'string' && account.is_email_valid !== false && account.is_email_verified === true
        ? account.email.trim().toLowerCase()
        : null;
    return { id: String(me.id), email, nickname: typeof nickname === 'string' ? nickname : null };
  }

  return {
    /** Where to send the browser to log in with Kakao, and the nonce for the binding cookie. */
    async start(): Promise<{ location: string; nonce: string | null }> {
      const kakao = ctx.config.kakao;
      if (!kakao) return { location: failure('kakao_unavailable'), nonce: null };
      const nonce = randomBytes(18).toString('base64url');
      const state = ctx.tokens.signTicket(STATE_PURPOSE, { nonce }, STATE_TTL_SECONDS);
      const query = new URLSearchParams({
        response_type: 'code',
        client_id: kakao.clientId,
        redirect_uri: kakao.redirectUri,
        state,
      });
      return { location: `${kakao.authUrl}/oauth/authorize?${query.toString()}`, nonce };
    },

    /**
     * Handles Kakao's redirect back; answers where the browser goes next, and the refresh token of the
     * session it started, if any (for the session cookie).
     */
    async finish(
      query: { code?: string | undefined; state?: string | undefined; error?: string | undefined },
      cookieNonce: string | undefined,
    ): Promise<{ location: string; refreshToken?: string }> {
      if (!ctx.config.kakao) return { location: failure('kakao_unavailable') };
      const state = query.state ? ctx.tokens.verifyTicket(STATE_PURPOSE, query.state) : null;
      if (!state || !cookieNonce || state.nonce !== cookieNonce) return { location: failure('kakao_state') };
      if (query.error || !query.code) return { location: failure('kakao_failed') };
      let profile: KakaoProfile;
      try {
        profile = await profileFor(query.code);
      } catch (err) {
        ctx.log.warn({ err: (err as Error).message }, 'kakao login failed');
        return { location: failure('kakao_failed') };
      }
      const member = await findUserByKakaoId(ctx.db, profile.id);
      if (member) {
        if (member.deletedAt) return { location: failure('withdrawn') };
        const tokens = await sessions.start(ctx.db, member);
        const location = front('/login/result', {
          accessToken: tokens.accessToken,
          refreshToken: tokens.refreshToken,
          userNo: String(member.userNo),
          userRole: member.role,
        });
        return { location, refreshToken: tokens.refreshToken };
      }
      if (!profile.email) return { location: failure('kakao_email') };
      const ticket = ctx.tokens.signTicket(
        SIGNUP_PURPOSE,
        { kakaoId: profile.id, email: profile.email, nickname: nicknameBase(profile.nickname) },
        SIGNUP_TICKET_TTL_SECONDS,
      );
      return { location: front('/signup/kakao', { accessToken: ticket }) };
    },

    /** Creates the member a sign-up ticket names, with the name and phone the person typed, and their consents. */
    async signup(body: {
      accessToken: string;
      userName: string;
      userPhone: string;
      consents?: SignupConsents | undefined;
    }): Promise<void> {
      requireConsents(body.consents);
      const ticket = ctx.tokens.verifyTicket(SIGNUP_PURPOSE, body.accessToken);
      const { kakaoId, email, nickname } = ticket ?? {};
      if (typeof kakaoId !== 'string' || typeof email !== 'string' || typeof nickname !== 'string') {
        throw new AppError('E108', { message: MESSAGES.kakaoInfoMissing });
      }
      try {
        await ctx.db.transaction(async (tx) => {
          if (await findUserByKakaoId(tx, kakaoId))
            throw new AppError('E100', { message: MESSAGES.kakaoAlreadyLinked });
          if (await findUserByEmail(tx, email)) throw new AppError('E100');
          // Kakao nicknames collide often; a free one gets four random digits appended.
          const candidates = [
            nickname,
            ...Array.from(
              { length: 8 },
              () => `${nickname.slice(0, LIMITS.nicknameMax - 4)}${randomInt(1000, 10_000)}`,
            ),
          ];
          const taken = await takenNicknames(tx, candidates);
          const free = candidates.find((c) => !taken.has(c));
          if (!free) throw new AppError('E101');
          const now = ctx.clock.now();
          const [member] = await tx
            .insert(users)
            .values({
              email,
              passwordHash: null,
              name: body.userName,
              nickname: free,
              phone: body.userPhone,
              kakaoId,
              createdAt: now,
            })
            .returning({ userNo: users.userNo });
          await recordSignupConsents(tx, member!.userNo, body.consents, 'kakao-signup', now);
        });
      } catch (err) {
        throw duplicateUserError(err);
      }
    },
  };
}
