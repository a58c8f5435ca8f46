import { randomUUID, webcrypto } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { LRUCache } from 'lru-cache';
import type { Role } from '@siktak/contract';
import type { Clock } from './clock.js';

const ISSUER = 'siktak';
/**
 * The compact form of every access token this server signs: the header exactly `{"alg":"HS256"}` and a
 * 32-byte signature in canonical base64url (its last character carries no padding bits). jose checks
 * the signature; this keeps out other spellings of the same token (another header, a padded or
 * re-encoded signature), so one token has one string.
 */
const OUR_FORM = /^eyJhbGciOiJIUzI1NiJ9\.[\w-]+\.[\w-]{42}[AEIMQUYcgkosw048]$/;
/** Verified tokens kept: about one per member active within a token's lifetime on a busy instance. */
const VERIFIED_KEPT_MAX = 10_000;

export interface AccessClaims {
  userNo: number;
  role: Role;
  /**
   * The session (refresh-token family) the token was issued with (`sid`): every authenticated request
   * checks it is still live, so logout and revocation end the token at once.
   */
  sessionId: string;
}

/**
 * Short-lived HS256 access tokens with `sub`, `role`, `sid` and `jti`, signed and verified with jose.
 * The role in the token is informative only: every protected request reads the member's current role
 * from the database.
 */
export class AccessTokens {
  /** The secret imported once as an HMAC key (given raw bytes, jose would import them on every call). */
  private readonly secret: Promise<webcrypto.CryptoKey>;
  /**
   * The claims of tokens already verified, with their expiry (lru-cache): a member's every request
   * carries the same token, and checking its HMAC again would say the same. An entry is used only
   * while its token is unexpired; whether its session is still live is asked of the database on
   * every request (platform/auth-guard.ts), so logout and revocation end a kept token at once.
   */
  private readonly verifiedTokens = new LRUCache<string, { claims: AccessClaims; exp: number }>({
    max: VERIFIED_KEPT_MAX,
  });

  constructor(
    secret: Uint8Array,
    private readonly ttlSeconds: number,
    private readonly clock: Clock,
  ) {
    this.secret = webcrypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
  }

  sign(claims: AccessClaims): Promise<string> {
    const payload = { sub: String(claims.userNo), role: claims.role, typ: 'access', sid: claims.sessionId };
    return this.signed(payload, this.ttlSeconds);
  }

  /**
   * The claims of a valid access token, or null for anything else: not in our form, a bad signature,
   * another issuer or type, expired (`exp` is required), not yet valid (`nbf`), or claims of the wrong
   * shape.
   */
  async verify(token: string): Promise<AccessClaims | null> {
    const kept = this.verifiedTokens.get(token);
    if (kept) return kept.exp > this.clock.now().getTime() / 1000 ? kept.claims : null;
    if (!OUR_FORM.test(token)) return null;
    const payload = await this.verified(token);
    if (payload?.typ !== 'access') return null;
    const { sub, sid, role, exp } = payload;
    const userNo = Number(sub);
    if (typeof sub !== 'string' || !Number.isSafeInteger(userNo) || userNo <= 0) return null;
    if (typeof sid !== 'string' || sid === '' || typeof role !== 'string' || typeof exp !== 'number') return null;
    const claims: AccessClaims = { userNo, role: role as Role, sessionId: sid };
    this.verifiedTokens.set(token, { claims, exp });
    return claims;
  }

  /** A short-lived signed ticket for another purpose (Kakao sign-up, OAuth state). */
  signTicket(purpose: string, data: Record<string, string>, ttlSeconds: number): Promise<string> {
    return this.signed({ ...data, typ: purpose }, ttlSeconds);
  }

  async verifyTicket(purpose: string, token: string): Promise<Record<string, unknown> | null> {
    const payload = await this.verified(token);
    return payload?.typ === purpose ? payload : null;
  }

  /** An HS256 token of ours with `payload`, a fresh `jti`, and valid for `ttlSeconds` from now. */
  private async signed(payload: Record<string, string>, ttlSeconds: number): Promise<string> {
    const now = Math.floor(this.clock.now().getTime() / 1000);
    return new SignJWT(payload)
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(ISSUER)
      .setJti(randomUUID())
      .setIssuedAt(now)
      .setExpirationTime(now + ttlSeconds)
      .sign(await this.secret);
  }

  /** The payload of an HS256 token of ours that is valid now (`exp` required), or null. */
  private async verified(token: string): Promise<Record<string, unknown> | null> {
    try {
      const { payload } = await jwtVerify(token, await this.secret, {
        issuer: ISSUER,
        algorithms: ['HS256'],
        requiredClaims: ['exp'],
        currentDate: this.clock.now(),
      });
      return payload;
    } catch {
      return null;
    }
  }
}
