import { createHash } from 'node:crypto';
import type { AccessTokens } from '../../platform/access-token.js';

/**
 * The device cookie (OWASP's "device cookies" against lock-out): a browser that signed in to an
 * account holds a signed token naming the account (a hash of its e-mail) and a nonce (the token's
 * `jti`). A login that shows it is paced on that device's own failures only, never locked by others'
 * (login-throttle.ts). It is sent to the login call alone, and only adds a `Set-Cookie` to its answer.
 */
export const DEVICE_COOKIE = 'siktak_device';
export const DEVICE_COOKIE_PATH = '/api/auth/login';
export const DEVICE_TTL_SECONDS = 365 * 24 * 60 * 60;
const PURPOSE = 'device';

const accountHash = (account: string) => createHash('sha256').update(account).digest('base64url');

export function deviceCookies(tokens: AccessTokens) {
  return {
    /** A new device token for the account, given on each successful login. */
    issue: (account: string) => tokens.signTicket(PURPOSE, { acct: accountHash(account) }, DEVICE_TTL_SECONDS),

    /** The nonce of `token` when it is a valid device token of this account; null otherwise. */
    deviceOf(token: string | undefined, account: string): string | null {
      if (!token) return null;
      const payload = tokens.verifyTicket(PURPOSE, token);
      return payload?.acct === accountHash(account) && typeof payload.jti === 'string' ? payload.jti : null;
    },
  };
}
