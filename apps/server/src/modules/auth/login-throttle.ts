import type { Counters } from '../../platform/counters.js';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
/** Failures are forgotten this long after the last one (or after the last pause ended). */
const FAILURE_MEMORY_MS = 15 * MINUTE;
const FIRST_PAUSE_MS = 30 * SECOND;

/** How one kind of failure count slows its key down (docs/security.md, "Failed logins"). */
interface Pacing {
  /** Failures that cost nothing; the pause starts with the one that reaches this count. */
  free: number;
  /** The longest pause; each failure after a pause doubles it from 30 s up to this. */
  maxPauseMs: number;
  /**
   * After a pause, this long in which attempts are checked whatever the count: failures then are
   * counted but start no pause until it is over. It makes the pause a bound on the wait of anyone
   * retrying when told, however often others fail meanwhile.
   */
  openMs: number;
}

/** Per client: a device that signed in before, or else an (account, address) pair. */
export const CLIENT_PACING: Pacing = { free: 10, maxPauseMs: 15 * MINUTE, openMs: 0 };
/** Per address, over every account, for clients without the device cookie of the account they try. */
export const ADDRESS_PACING: Pacing = { free: 100, maxPauseMs: 15 * MINUTE, openMs: 0 };
/**
 * Per account, for clients without the account's device cookie. Its pause is what a member's new
 * device can be made to wait while others guess from many addresses: at most 5 minutes, and then
 * 30 seconds in which every attempt is checked.
 */
export const ACCOUNT_PACING: Pacing = { free: 10, maxPauseMs: 5 * MINUTE, openMs: 30 * SECOND };

/** One escalating pause per key: attempts during a pause are refused unchecked and do not count. */
function pacedKey(counters: Counters, name: string, pacing: Pacing) {
  const failures = (key: string) => `login:${name}:failures:${key}`;
  const pause = (key: string) => `login:${name}:pause:${key}`;
  // The pause and its open time after it; a failure starts a new pause only once this has expired.
  const cycle = (key: string) => `login:${name}:cycle:${key}`;
  return {
    waitMs: (key: string) => counters.ttl(pause(key)),

    async fail(key: string): Promise<void> {
      const count = await counters.increment(failures(key), FAILURE_MEMORY_MS);
      if (count < pacing.free) return;
      if (pacing.openMs > 0 && (await counters.ttl(cycle(key))) > 0) return;
      const pauseMs = Math.min(FIRST_PAUSE_MS * 2 ** (count - pacing.free), pacing.maxPauseMs);
      await counters.set(pause(key), count, pauseMs);
      if (pacing.openMs > 0) await counters.set(cycle(key), count, pauseMs + pacing.openMs);
      // The count must outlive the pause, or the next failure after it would start from zero again.
      await counters.set(failures(key), count, pauseMs + FAILURE_MEMORY_MS);
    },

    forget: (key: string) => counters.delete(failures(key), pause(key), cycle(key)),
  };
}

/**
 * Who is trying to log in: the submitted id (counted whether or not such an account exists), the
 * client's address, and the nonce of a valid device cookie of this account when it sent one.
 */
export interface LoginClient {
  account: string;
  address: string;
  device: string | null;
}

/**
 * Slows password guessing down without locking the rightful member out (OWASP's device cookies).
 * A device that signed in to the account before is paced on its own failures alone. Any other client
 * is paced per (account, address), per address, and per account; the account's pause is bounded by
 * `ACCOUNT_PACING`, so a new device waits at most its longest pause however many addresses guess.
 */
export function loginThrottle(counters: Counters) {
  const perClient = pacedKey(counters, 'client', CLIENT_PACING);
  const perAddress = pacedKey(counters, 'address', ADDRESS_PACING);
  const perAccount = pacedKey(counters, 'account', ACCOUNT_PACING);
  const clientKey = (c: LoginClient) => (c.device ? `device:${c.device}` : `${c.account}|${c.address}`);

  return {
    /** Seconds the client must wait before its next attempt; 0 when it may try now. */
    async retryAfterSeconds(client: LoginClient): Promise<number> {
      const waits = await Promise.all([
        perClient.waitMs(clientKey(client)),
        ...(client.device ? [] : [perAddress.waitMs(client.address), perAccount.waitMs(client.account)]),
      ]);
      return Math.ceil(Math.max(...waits) / 1000);
    },

    async recordFailure(client: LoginClient): Promise<void> {
      await perClient.fail(clientKey(client));
      if (client.device) return;
      await perAddress.fail(client.address);
      await perAccount.fail(client.account);
    },

    /**
     * A success clears the client's own count and the account's, not the address's: one address
     * signing in to its own account must not wipe the failures it made against others.
     */
    async reset(client: LoginClient): Promise<void> {
      await perClient.forget(clientKey(client));
      await perAccount.forget(client.account);
    },
  };
}
