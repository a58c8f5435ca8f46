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
 * At most `limit` run at once. In line, a trusted verification (a login from a device that signed in to
 * the account before, modules/auth/devices.ts) goes first, then the other verifications (logins,
 * password checks), then new hashes: so however many wrong logins wait, a trusted login waits only for
 * the hashes already running (ADR-0035).
 */
const line = new Semaphore(DEFAULT_HASH_CONCURRENCY);
const PRIORITY = { hash: 0, verify: 1, trusted: 2 } as const;
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
  return line.run(
    async () => {
      const result = await hash(password, OPTIONS);
      hashesComputed++;
      return result;
    },
    { priority: PRIORITY.hash },
  );
}

/** `trusted`: the login comes from a device known to the account, so it goes ahead of every other in line. */
export async function verifyPassword(
  hashed: string | null,
  password: string,
  options: { trusted?: boolean } = {},
): Promise<boolean> {
  if (!hashed) return false;
  try {
    return await line.run(
      () => {
        hashesVerified++;
        return verify(hashed, password);
      },
      { priority: options.trusted ? PRIORITY.trusted : PRIORITY.verify },
    );
  } catch {
    return false;
  }
}
