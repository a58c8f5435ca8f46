import { randomUUID, webcrypto } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { Role } from '@siktak/contract';
import type { Clock } from './clock.js';

const ISSUER = 'siktak';
/**
 * Verified tokens remembered per process (a member's page makes many calls with one token): enough for
 * every member active within a token's 15 minutes at a rush's scale (a token and its claims take a few
 * hundred bytes, so at most ~25 MB). With 10,000, a 20,000-member booking run verified every token again
 * (jose, 26 % of a booking's CPU).
 */
const VERIFIED_MAX = 50_000;

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
 * Short-lived HS256 access tokens with `sub`, `role` and `jti` (DESIGN.md §3). The role in the
 * token is informative only: every protected request reads the member's current role from the database.
 */
export class AccessTokens {
  /**
   * Tokens whose signature and claims were checked, with their expiry: the same string verifies the
   * same way until it expires, so a repeat skips the HMAC and the JSON parsing (13 % of a booking's CPU
   * before). Whether the session is still live is asked of the database on every request regardless.
   */
  private readonly verified = new Map<string, { claims: AccessClaims; expiresAtMs: number }>();
  /**
   * The secret imported once as an HMAC key: given the raw bytes, jose imports them again for every
   * token it signs or verifies (most of its 18 % of a booking's CPU in a run where each member books once).
   */
  private readonly secret: Promise<webcrypto.CryptoKey>;

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

  async sign(claims: AccessClaims): Promise<string> {
    const now = Math.floor(this.clock.now().getTime() / 1000);
    return new SignJWT({ role: claims.role, typ: 'access', sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(claims.userNo))
      .setIssuer(ISSUER)
      .setJti(randomUUID())
      .setIssuedAt(now)
      .setExpirationTime(now + this.ttlSeconds)
      .sign(await this.secret);
  }

  /** The claims of a valid token, or null for anything else (bad signature, expired, malformed). */
  async verify(token: string): Promise<AccessClaims | null> {
    const now = this.clock.now();
    const known = this.verified.get(token);
    if (known && now.getTime() < known.expiresAtMs) return known.claims;
    try {
      const { payload } = await jwtVerify(token, await this.secret, {
        issuer: ISSUER,
        algorithms: ['HS256'],
        currentDate: now,
      });
      const userNo = Number(payload.sub);
      if (payload.typ !== 'access' || !Number.isSafeInteger(userNo) || userNo <= 0) return null;
      if (typeof payload.sid !== 'string' || payload.sid === '' || typeof payload.exp !== 'number') return null;
      const claims: AccessClaims = { userNo, role: payload.role as Role, sessionId: payload.sid };
      if (this.verified.size >= VERIFIED_MAX) this.verified.delete(this.verified.keys().next().value as string);
      this.verified.set(token, { claims, expiresAtMs: payload.exp * 1000 });
      return claims;
    } catch {
      return null;
    }
  }

  /** A short-lived signed ticket for another purpose (Kakao sign-up, OAuth state). */
  async signTicket(purpose: string, data: Record<string, string>, ttlSeconds: number): Promise<string> {
    const now = Math.floor(this.clock.now().getTime() / 1000);
    return new SignJWT({ ...data, typ: purpose })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(ISSUER)
      .setJti(randomUUID())
      .setIssuedAt(now)
      .setExpirationTime(now + ttlSeconds)
      .sign(await this.secret);
  }

  async verifyTicket(purpose: string, token: string): Promise<Record<string, unknown> | null> {
    try {
      const { payload } = await jwtVerify(token, await this.secret, {
        issuer: ISSUER,
        algorithms: ['HS256'],
        currentDate: this.clock.now(),
      });
      return payload.typ === purpose ? payload : null;
    } catch {
      return null;
    }
  }
}
