import { describe, expect, it } from 'vitest';
import { DECOY_HASH, hashPassword, verifyPassword } from '../../src/platform/passwords.js';

describe('the decoy hash', () => {
  it('has the cost of a real hash and matches no password', async () => {
    const real = await hashPassword('any-password-1');
    const params = (h: string) => h.split('$').slice(1, 4).join('$');
    expect(params(DECOY_HASH)).toBe(params(real));
    expect(await verifyPassword(DECOY_HASH, 'any-password-1')).toBe(false);
  });
});
