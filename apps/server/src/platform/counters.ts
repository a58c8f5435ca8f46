import type { Clock } from './clock.js';

/**
 * Short-lived counters for abuse limits (failed logins and the like). Each operation maps onto one
 * Redis command (INCR + PEXPIRE, SET PX, PTTL, DEL), so a Redis implementation can replace the
 * in-process one when several instances must share the limits.
 */
export interface Counters {
  /** Adds one to the counter at `key`, which then lives `ttlMs` from now; answers the new count. */
  increment(key: string, ttlMs: number): Promise<number>;
  /** Sets `key` to `value` for `ttlMs`. */
  set(key: string, value: number, ttlMs: number): Promise<void>;
  /** Milliseconds until `key` expires; 0 when it does not exist. */
  ttl(key: string): Promise<number>;
  delete(...keys: string[]): Promise<void>;
}

/**
 * Counters in this process's memory, timed by the app clock (tests move it). The number of keys is
 * capped — the oldest go first — so a flood of made-up ids cannot grow memory without bound.
 */
export class MemoryCounters implements Counters {
  private readonly entries = new Map<string, { value: number; expires: number }>();

  constructor(
    private readonly clock: Clock,
    private readonly maxEntries = 100_000,
  ) {}

  private live(key: string) {
    const entry = this.entries.get(key);
    if (entry && entry.expires <= this.clock.now().getTime()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private put(key: string, value: number, ttlMs: number): void {
    // Re-inserting moves the key to the end, so the map stays ordered by last write.
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { value, expires: this.clock.now().getTime() + ttlMs });
  }

  async increment(key: string, ttlMs: number): Promise<number> {
    const value = (this.live(key)?.value ?? 0) + 1;
    this.put(key, value, ttlMs);
    return value;
  }

  async set(key: string, value: number, ttlMs: number): Promise<void> {
    this.put(key, value, ttlMs);
  }

  async ttl(key: string): Promise<number> {
    const entry = this.live(key);
    return entry ? entry.expires - this.clock.now().getTime() : 0;
  }

  async delete(...keys: string[]): Promise<void> {
    for (const key of keys) this.entries.delete(key);
  }
}
