import { randomUUID } from 'node:crypto';
import { createSigner, createVerifier } from 'fast-jwt';
import type { Role } from '@siktak/contract';
import type { Clock } from './clock.js';

const ISSUER = 'siktak';
/**
 * The compact form of every token this server signs: the header exactly fast-jwt's
 * `{"alg":"HS256","typ":"JWT"}` and a 32-byte signature in canonical base64url (its last character
 * carries no padding bits). fast-jwt checks the signature; this keeps out other spellings of the same
 * token (another header, a padded or re-encoded signature), so one token has one string.
 */
const OUR_FORM = /^eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9\.[\w-]+\.[\w-]{42}[AEIMQUYcgkosw048]$/;

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
 * Short-lived HS256 access tokens with `sub`, `role`, `sid` and `jti`, and signed tickets for other
 * purposes, signed and verified with fast-jwt (node's own HMAC, synchronous: ADR-0011). Times come from
 * the app's clock: `iat` and `exp` are written from it, and `exp` is checked against it here. The role
 * in the token is informative only: every protected request reads the member's current role from the
 * database.
 */
export class AccessTokens {
  private readonly signer: (payload: Record<string, unknown>) => string;
  /** Signature, algorithm and issuer; `exp` (required) is compared with the app's clock below. */
  private readonly verifier: (token: string) => Record<string, unknown>;

  constructor(
    secret: Uint8Array,
    private readonly ttlSeconds: number,
    private readonly clock: Clock,
  ) {
    const key = Buffer.from(secret);
    this.signer = createSigner({ key, algorithm: 'HS256', iss: ISSUER });
    this.verifier = createVerifier({
      key,
      algorithms: ['HS256'],
      allowedIss: ISSUER,
      requiredClaims: ['exp'],
      ignoreExpiration: true,
    });
  }

  private signed(payload: Record<string, unknown>, ttlSeconds: number): string {
    const now = Math.floor(this.clock.now().getTime() / 1000);
    return this.signer({ ...payload, jti: randomUUID(), iat: now, exp: now + ttlSeconds });
  }

  sign(claims: AccessClaims): string {
    return this.signed(
      { sub: String(claims.userNo), role: claims.role, typ: 'access', sid: claims.sessionId },
      this.ttlSeconds,
    );
  }

  /**
   * The claims of a valid access token, or null for anything else: not in our form, a bad signature,
   * another issuer or type, expired (`exp` is required), not yet valid (`nbf`), or claims of the wrong
   * shape.
   */
  verify(token: string): AccessClaims | null {
    const payload = this.verified(token);
    if (payload?.typ !== 'access') return null;
    const { sub, sid, role } = payload;
    const userNo = Number(sub);
    if (typeof sub !== 'string' || !Number.isSafeInteger(userNo) || userNo <= 0) return null;
    if (typeof sid !== 'string' || sid === '' || typeof role !== 'string') return null;
    return { userNo, role: role as Role, sessionId: sid };
  }

  /** A short-lived signed ticket for another purpose (Kakao sign-up, OAuth state). */
  signTicket(purpose: string, data: Record<string, string>, ttlSeconds: number): string {
    return this.signed({ ...data, typ: purpose }, ttlSeconds);
  }

  verifyTicket(purpose: string, token: string): Record<string, unknown> | null {
    const payload = this.verified(token);
    return payload?.typ === purpose ? payload : null;
  }

  /** The payload of an HS256 token of ours that is valid now by the app's clock (`exp` required), or null. */
  private verified(token: string): Record<string, unknown> | null {
    if (!OUR_FORM.test(token)) return null;
    let payload: Record<string, unknown>;
    try {
      payload = this.verifier(token);
    } catch {
      return null;
    }
    const now = this.clock.now().getTime() / 1000;
    const { exp, nbf } = payload;
    if (typeof exp !== 'number' || exp <= now) return null;
    if (nbf !== undefined && (typeof nbf !== 'number' || nbf > now)) return null;
    return payload;
  }
}
