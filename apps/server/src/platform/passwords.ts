import { hash, verify } from '@node-rs/argon2';
import { Semaphore } from './semaphore.js';

/** argon2id (algorithm 2) with OWASP's minimum memory/time settings (19 MiB, t=2, p=1). */
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Hashes at once unless PASSWORD_HASH_CONCURRENCY says otherwise (`configurePasswordHashing`). */
export const DEFAULT_HASH_CONCURRENCY = 2;

/**
 * Every argon2 hash and verification of this process goes through one line (docs/security.md): each
 * costs 19 MiB and holds a thread of libuv's small pool (shared with file and
 * compression work), so a flood of sign-ups must neither take every core nor sit in front of a login.
 * At most `limit` run at once; verifications (logins, password checks) go ahead of new hashes.
 */
const line = new Semaphore(DEFAULT_HASH_CONCURRENCY);
let hashesComputed = 0;
let hashesVerified = 0;

export function configurePasswordHashing(concurrency: number): void {
  line.limit = concurrency;
}

/** Hashes running and waiting now, and how many hashes this process has computed and verified. */
export function passwordHashingStats(): { running: number; waiting: number; hashed: number; verified: number } {
  return { ...line.stats(), hashed: hashesComputed, verified: hashesVerified };
}

export function hashPassword(password: string): Promise<string> {
  return line.run(async () => {
    const result = await hash(password, OPTIONS);
    hashesComputed++;
    return result;
  });
}

export async function verifyPassword(hashed: string | null, password: string): Promise<boolean> {
  if (!hashed) return false;
  try {
    return await line.run(
      () => {
        hashesVerified++;
        return verify(hashed, password);
      },
      { urgent: true },
    );
  } catch {
    return false;
  }
}

/**
 * A hash nobody's password matches, verified against unknown ids so both failures take as long. It was
 * made with OPTIONS (their cost is in the string), so a change of OPTIONS needs a new one.
 */
export const DECOY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$03j57OnwhAtRecx5kA1SAA$skN0+WV5a+9qs+UVEE6dg3URVI/r5keTEjTh+9z2Pm8';
