import { expect } from 'vitest';
import type { Counters } from '../../src/platform/counters.js';

/**
 * What every `Counters` implementation must do, written once and run against each of them: the
 * in-process one on a manual clock (exact), the Redis one with its expiries moved by the test (`ttl` may lag by `slack` ms between commands).
 */
export interface CounterHarness {
  counters: Counters;
  /** Lets `ms` pass: moves the manual clock, or every expiry in Redis. */
  wait(ms: number): Promise<void>;
  /** How far a real-time ttl may be below the exact value. */
  slack: number;
}

async function expectTtl(h: CounterHarness, key: string, expected: number): Promise<void> {
  const ttl = await h.counters.ttl(key);
  expect(ttl).toBeLessThanOrEqual(expected);
  expect(ttl).toBeGreaterThanOrEqual(Math.max(0, expected - h.slack));
}

export const counterCases: [string, (h: CounterHarness) => Promise<void>][] = [
  [
    'counts, slides the expiry on each increment and forgets expired keys',
    async (h) => {
      expect(await h.counters.increment('a', 400)).toBe(1);
      await h.wait(300);
      expect(await h.counters.increment('a', 400)).toBe(2);
      await expectTtl(h, 'a', 400);
      await h.wait(450);
      expect(await h.counters.ttl('a')).toBe(0);
      expect(await h.counters.increment('a', 400)).toBe(1);
    },
  ],
  [
    'sets and deletes keys',
    async (h) => {
      await h.counters.set('pause', 7, 30_000);
      await expectTtl(h, 'pause', 30_000);
      expect(await h.counters.increment('pause', 30_000)).toBe(8);
      await h.counters.delete('pause', 'missing');
      expect(await h.counters.ttl('pause')).toBe(0);
      expect(await h.counters.increment('pause', 30_000)).toBe(1);
    },
  ],
  [
    'keeps keys apart and answers 0 for a key never written',
    async (h) => {
      expect(await h.counters.ttl('never')).toBe(0);
      await h.counters.delete();
      expect(await h.counters.increment('x', 10_000)).toBe(1);
      expect(await h.counters.increment('x', 10_000)).toBe(2);
      expect(await h.counters.increment('y', 10_000)).toBe(1);
      await h.counters.delete('x');
      expect(await h.counters.ttl('x')).toBe(0);
      await expectTtl(h, 'y', 10_000);
    },
  ],
  [
    'a set value expires after its own ttl',
    async (h) => {
      await h.counters.set('short', 3, 200);
      await h.wait(250);
      expect(await h.counters.ttl('short')).toBe(0);
      expect(await h.counters.increment('short', 1000)).toBe(1);
    },
  ],
];
