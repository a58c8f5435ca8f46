import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../src/platform/clock.js';
import { MemoryCounters } from '../../src/platform/counters.js';
import { counterCases } from '../helpers/counter-cases.js';

describe('MemoryCounters', () => {
  for (const [name, run] of counterCases) {
    it(name, async () => {
      const clock = new ManualClock('2026-11-17T01:00:00Z');
      await run({ counters: new MemoryCounters(clock), wait: async (ms) => clock.advance(ms), slack: 0 });
    });
  }

  it('drops the least recently written key when full', async () => {
    const counters = new MemoryCounters(new ManualClock('2026-11-17T01:00:00Z'), 2);
    await counters.increment('first', 1000);
    await counters.increment('second', 1000);
    await counters.increment('first', 1000);
    await counters.increment('third', 1000);
    expect(await counters.ttl('second')).toBe(0);
    expect(await counters.ttl('first')).toBe(1000);
    expect(await counters.ttl('third')).toBe(1000);
  });
});
