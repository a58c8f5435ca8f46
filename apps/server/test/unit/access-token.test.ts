import { createHmac } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { AccessTokens } from '../../src/platform/access-token.js';
import { ManualClock } from '../../src/platform/clock.js';

const secret = new TextEncoder().encode('unit-test-secret-that-is-long-enough');
const claims = { userNo: 7, role: 'ROLE_USER' as const, sessionId: 'family-1' };

describe('access tokens', () => {
  it('verifies a token until its expiry, and not a moment after', async () => {
    const clock = new ManualClock('2026-11-24T00:00:00.000Z');
    const tokens = new AccessTokens(secret, 60, clock);
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    clock.advance(59_999);
    expect(await tokens.verify(token)).toEqual(claims);
    clock.advance(1);
    expect(await tokens.verify(token)).toBeNull();
  });

  it('refuses a token whose signature or payload was changed, and one signed with another key', async () => {
    const clock = new ManualClock('2026-11-24T00:00:00.000Z');
    const tokens = new AccessTokens(secret, 60, clock);
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    // A character in the middle: the last one of a 43-character HS256 signature also carries 2 padding
    // bits, so changing only those (A ↔ B) can leave the same signature bytes.
    const flipped = `${signature.slice(0, 10)}${signature[10] === 'A' ? 'B' : 'A'}${signature.slice(11)}`;
    expect(await tokens.verify(`${header}.${payload}.${flipped}`)).toBeNull();
    const otherPayload = Buffer.from(
      JSON.stringify({ sub: '8', role: 'ROLE_ADMIN', typ: 'access', sid: 'x' }),
    ).toString('base64url');
    expect(await tokens.verify(`${header}.${otherPayload}.${signature}`)).toBeNull();
    const stranger = new AccessTokens(new TextEncoder().encode('another-secret-that-is-long-enough!'), 60, clock);
    expect(await stranger.verify(token)).toBeNull();
  });

  it('accepts only its own HS256 header, issuer, type and canonical signature, and only within nbf–exp', async () => {
    // jose signs the tokens of this test: another library, so the check does not lean on fast-jwt's writer.
    const clock = new ManualClock('2026-11-24T00:00:00.000Z');
    const tokens = new AccessTokens(secret, 60, clock);
    const now = Math.floor(clock.now().getTime() / 1000);
    const base = { role: 'ROLE_USER', typ: 'access', sid: 'family-1' };
    const jws = (header: Record<string, unknown>, payload: Record<string, unknown>, alg = 'HS256') =>
      new SignJWT(payload)
        .setProtectedHeader({ alg, ...header })
        .setSubject('7')
        .setIssuer('siktak')
        .setIssuedAt(now)
        .setExpirationTime(now + 60)
        .sign(secret);
    // The control: a token with the server's header and claims verifies.
    expect(await tokens.verify(await jws({ typ: 'JWT' }, base))).toEqual(claims);
    // Another header (even a harmless one), another algorithm, or no signature at all.
    expect(await tokens.verify(await jws({}, base))).toBeNull();
    expect(await tokens.verify(await jws({ typ: 'JWT', kid: '1' }, base))).toBeNull();
    expect(await tokens.verify(await jws({}, base, 'HS512'))).toBeNull();
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${(await jws({ typ: 'JWT' }, base)).split('.')[1]}.`;
    expect(await tokens.verify(none)).toBeNull();
    // Another issuer, another type, a missing subject or session, not yet valid.
    const signedAs = (payload: Record<string, unknown>) =>
      new SignJWT(payload)
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setExpirationTime(now + 60)
        .sign(secret);
    expect(await tokens.verify(await signedAs({ ...base, sub: '7', iss: 'other' }))).toBeNull();
    expect(await tokens.verify(await signedAs({ ...base, sub: '7', iss: 'siktak', typ: 'kakao-signup' }))).toBeNull();
    expect(await tokens.verify(await signedAs({ ...base, iss: 'siktak' }))).toBeNull();
    expect(
      await tokens.verify(await signedAs({ role: 'ROLE_USER', typ: 'access', sub: '7', iss: 'siktak' })),
    ).toBeNull();
    expect(await tokens.verify(await signedAs({ ...base, sub: '7', iss: 'siktak', nbf: now + 10 }))).toBeNull();
    // Without an expiry, or with an expiry that is not a number: signed by hand.
    const header = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9';
    const unsigned = `${header}.${Buffer.from(JSON.stringify({ ...base, sub: '7', iss: 'siktak' })).toString('base64url')}`;
    const sign = (text: string) => `${text}.${createHmac('sha256', secret).update(text).digest('base64url')}`;
    expect(await tokens.verify(sign(unsigned))).toBeNull();
    const textExpiry = { ...base, sub: '7', iss: 'siktak', exp: String(now + 60) };
    expect(
      await tokens.verify(sign(`${header}.${Buffer.from(JSON.stringify(textExpiry)).toString('base64url')}`)),
    ).toBeNull();
    // A payload that is not a JSON object, correctly signed.
    expect(await tokens.verify(sign(`${header}.${Buffer.from('[1]').toString('base64url')}`))).toBeNull();
    expect(await tokens.verify(sign(`${header}.bm90IGpzb24`))).toBeNull();
    // The same signature bytes written differently (its last character's padding bits), or padded.
    const token = await tokens.sign(claims);
    const signature = token.slice(token.lastIndexOf('.') + 1);
    // 32 bytes are 43 characters, the last carrying 2 padding bits: its index is a multiple of 4, and the next character decodes alike.
    const last = signature.at(-1) as string;
    expect('AEIMQUYcgkosw048').toContain(last);
    expect(await tokens.verify(`${token.slice(0, -1)}${String.fromCharCode(last.charCodeAt(0) + 1)}`)).toBeNull();
    expect(await tokens.verify(`${token}=`)).toBeNull();
    expect(await tokens.verify(`${token}.x`)).toBeNull();
    expect(await tokens.verify(token)).toEqual(claims);
  });
});
