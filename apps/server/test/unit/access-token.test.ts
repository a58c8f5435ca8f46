import { describe, expect, it } from 'vitest';
import { AccessTokens } from '../../src/platform/access-token.js';
import { ManualClock } from '../../src/platform/clock.js';

const secret = new TextEncoder().encode('unit-test-secret-that-is-long-enough');
const claims = { userNo: 7, role: 'ROLE_USER' as const, sessionId: 'family-1' };

/** Access tokens remember what they verified (access-token.ts); a remembered token must still end on time. */
describe('access tokens', () => {
  it('verifies a token again from memory until its expiry, and not a moment after', async () => {
    const clock = new ManualClock('2026-11-24T00:00:00.000Z');
    const tokens = new AccessTokens(secret, 60, clock);
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    clock.advance(59_999);
    expect(await tokens.verify(token)).toEqual(claims);
    clock.advance(1);
    expect(await tokens.verify(token)).toBeNull();
  });

  it('refuses a remembered token whose signature or payload was changed, and one signed with another key', async () => {
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
});
