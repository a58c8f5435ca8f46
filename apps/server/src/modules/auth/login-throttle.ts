import type { Counters } from '../../platform/counters.js';

/** Failures an account may have before it is slowed down (docs/security.md). */
export const FREE_LOGIN_FAILURES = 10;
/** Failures are forgotten this long after the last one (or after the last pause ended). */
const FAILURE_MEMORY_MS = 15 * 60 * 1000;
const FIRST_PAUSE_MS = 30 * 1000;
const MAX_PAUSE_MS = 15 * 60 * 1000;

/**
 * Slows down password guessing against one account, whoever sends the guesses: from the tenth
 * failure on, the account answers 429 for a pause that doubles with each further failure (30 s,
 * 1 min, 2 min … capped at 15 min). Attempts during a pause are not checked and do not count, so
 * hammering does not lengthen it; a successful login clears everything. The real owner therefore
 * waits at most 15 minutes, while a guesser gets about four tries an hour.
 */
export function loginThrottle(counters: Counters) {
  const failuresKey = (account: string) => `login:failures:${account}`;
  const pauseKey = (account: string) => `login:pause:${account}`;

  return {
    /** Seconds the account must wait before the next attempt; 0 when it may try now. */
    async retryAfterSeconds(account: string): Promise<number> {
      return Math.ceil((await counters.ttl(pauseKey(account))) / 1000);
    },

    async recordFailure(account: string): Promise<void> {
      const failures = await counters.increment(failuresKey(account), FAILURE_MEMORY_MS);
      if (failures < FREE_LOGIN_FAILURES) return;
      const pause = Math.min(FIRST_PAUSE_MS * 2 ** (failures - FREE_LOGIN_FAILURES), MAX_PAUSE_MS);
      await counters.set(pauseKey(account), failures, pause);
      // The count must outlive the pause, or the next failure after it would start from zero again.
      await counters.set(failuresKey(account), failures, pause + FAILURE_MEMORY_MS);
    },

    async reset(account: string): Promise<void> {
      await counters.delete(failuresKey(account), pauseKey(account));
    },
  };
}
