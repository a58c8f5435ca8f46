import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../src/platform/clock.js';
import { MemoryCounters } from '../../src/platform/counters.js';

describe('MemoryCounters', () => {
  it('counts, slides the expiry on each increment and forgets expired keys', async () => {
    const clock = new ManualClock('2026-11-17T01:00:00Z');
    const counters = new MemoryCounters(clock);
    expect(await counters.increment('a', 1000)).toBe(1);
    clock.advance(800);
    expect(await counters.increment('a', 1000)).toBe(2);
    expect(await counters.ttl('a')).toBe(1000);
    clock.advance(999);
    expect(await counters.ttl('a')).toBe(1);
    clock.advance(1);
    expect(await counters.ttl('a')).toBe(0);
    expect(await counters.increment('a', 1000)).toBe(1);
  });

  it('sets and deletes keys', async () => {
    const counters = new MemoryCounters(new ManualClock('2026-11-17T01:00:00Z'));
    await counters.set('pause', 7, 30_000);
    expect(await counters.ttl('pause')).toBe(30_000);
    expect(await counters.increment('pause', 30_000)).toBe(8);
    await counters.delete('pause', 'missing');
    expect(await counters.ttl('pause')).toBe(0);
  });

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
