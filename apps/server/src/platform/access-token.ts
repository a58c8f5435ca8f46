import { type KeyObject, createHmac, createSecretKey, randomUUID, timingSafeEqual, webcrypto } from 'node:crypto';
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
/** The protected header of every token this server signs, as it appears in the token. */
const HS256_HEADER = Buffer.from(JSON.stringify({ alg: 'HS256' })).toString('base64url');

/**
 * The payload of a compact HS256 JWS whose header is exactly ours and whose signature is the canonical
 * base64url HMAC-SHA256 of its first two segments under `key` (compared in constant time), or null.
 */
function verifiedPayload(token: string, key: KeyObject): Record<string, unknown> | null {
  const dot = token.indexOf('.');
  const last = token.lastIndexOf('.');
  if (dot <= 0 || last === dot || token.slice(0, dot) !== HS256_HEADER) return null;
  const signed = token.slice(0, last);
  const given = Buffer.from(token.slice(last + 1));
  const expected = Buffer.from(createHmac('sha256', key).update(signed).digest('base64url'));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const payload: unknown = JSON.parse(Buffer.from(token.slice(dot + 1, last), 'base64url').toString('utf8'));
    return payload !== null && typeof payload === 'object' && !Array.isArray(payload)
      ? (payload as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

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
  /**
   * The same secret for verifying access tokens with node's HMAC directly: jose's verification goes
   * through WebCrypto (~140 µs a token on this machine against ~14 µs), and an access token is verified
   * on every authenticated call whose token this process has not seen yet.
   */
  private readonly hmacKey: KeyObject;

  constructor(
    secret: Uint8Array,
    private readonly ttlSeconds: number,
    private readonly clock: Clock,
  ) {
    this.hmacKey = createSecretKey(secret);
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

  /**
   * The claims of a valid access token, or null for anything else: a header other than the one we sign
   * with, a bad signature, another issuer or type, expired (`exp` is required), not yet valid (`nbf`),
   * or claims of the wrong shape.
   */
  async verify(token: string): Promise<AccessClaims | null> {
    const now = this.clock.now().getTime();
    const known = this.verified.get(token);
    if (known && now < known.expiresAtMs) return known.claims;
    const payload = verifiedPayload(token, this.hmacKey);
    if (!payload || payload.iss !== ISSUER || payload.typ !== 'access') return null;
    const { exp, nbf, iat, sid, role } = payload;
    if (typeof exp !== 'number' || exp <= Math.floor(now / 1000)) return null;
    if (nbf !== undefined && (typeof nbf !== 'number' || nbf > Math.floor(now / 1000))) return null;
    if (iat !== undefined && typeof iat !== 'number') return null;
    const userNo = Number(payload.sub);
    if (typeof payload.sub !== 'string' || !Number.isSafeInteger(userNo) || userNo <= 0) return null;
    if (typeof sid !== 'string' || sid === '' || typeof role !== 'string') return null;
    const claims: AccessClaims = { userNo, role: role as Role, sessionId: sid };
    if (this.verified.size >= VERIFIED_MAX) this.verified.delete(this.verified.keys().next().value as string);
    this.verified.set(token, { claims, expiresAtMs: exp * 1000 });
    return claims;
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
