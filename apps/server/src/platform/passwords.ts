import { hash, verify } from '@node-rs/argon2';
import PQueue from 'p-queue';

/** argon2id (algorithm 2) with OWASP's minimum memory/time settings (19 MiB, t=2, p=1). */
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Hashes at once unless PASSWORD_HASH_CONCURRENCY says otherwise (`configurePasswordHashing`). */
export const DEFAULT_HASH_CONCURRENCY = 2;

/**
 * Every argon2 hash and verification of this process goes through one line (docs/security.md): each
 * costs 19 MiB and holds a thread of libuv's small pool (shared with file and
 * compression work), so a flood of sign-ups must neither take every core nor sit in front of a login.
 * At most `limit` run at once (p-queue). In line, a login from a device known to the account (its device
 * cookie, modules/auth/devices.ts) goes first, then the other verifications, then new hashes.
 */
const line = new PQueue({ concurrency: DEFAULT_HASH_CONCURRENCY });
/**
 * Logins from any other client — where wrong passwords come from — hold at most all slots but one
 * (at least one), so a flood of them always leaves a slot to the known devices (ADR-0036).
 */
const otherLogins = new PQueue({ concurrency: otherLoginsLimit(DEFAULT_HASH_CONCURRENCY) });
const PRIORITY = { hash: 0, verify: 1, knownDevice: 2 } as const;
let hashesComputed = 0;
let hashesVerified = 0;

function otherLoginsLimit(concurrency: number): number {
  return Math.max(1, concurrency - 1);
}

export function configurePasswordHashing(concurrency: number): void {
  line.concurrency = concurrency;
  otherLogins.concurrency = otherLoginsLimit(concurrency);
}

/** Tasks of a queue running now and waiting for a slot. */
const statsOf = (queue: PQueue) => ({ running: queue.pending, waiting: queue.size });

/**
 * Hashes running and waiting in the line now, and how many hashes this process has computed and
 * verified; `otherLogins`: logins of clients without a device cookie holding or awaiting their share.
 */
export function passwordHashingStats() {
  return {
    ...statsOf(line),
    limit: line.concurrency,
    otherLogins: statsOf(otherLogins),
    hashed: hashesComputed,
    verified: hashesVerified,
  };
}

export function hashPassword(password: string): Promise<string> {
  return line.add(
    async () => {
      const result = await hash(password, OPTIONS);
      hashesComputed++;
      return result;
    },
    { priority: PRIORITY.hash },
  );
}

/**
 * Who asks decides the place in line: `check` (a signed-in member's password), `login` (a login from
 * a client without the account's device cookie, within its share), `known-device login`.
 */
export type Verification = 'check' | 'login' | 'known-device login';

export async function verifyPassword(
  hashed: string | null,
  password: string,
  asker: Verification = 'check',
): Promise<boolean> {
  if (!hashed) return false;
  const verifyInLine = () =>
    line.add(
      () => {
        hashesVerified++;
        return verify(hashed, password);
      },
      { priority: asker === 'known-device login' ? PRIORITY.knownDevice : PRIORITY.verify },
    );
  try {
    return await (asker === 'login' ? otherLogins.add(verifyInLine) : verifyInLine());
  } catch {
    return false;
  }
}
