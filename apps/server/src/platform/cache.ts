import { LRUCache } from 'lru-cache';

/**
 * A small time-bounded cache for hot public reads and provider answers: in-process (`MemoryCache`) by
 * default, shared by every instance with REDIS_URL (`RedisCache`, platform/redis.ts).
 */
export interface Cache {
  get<T>(key: string): Promise<T | undefined>;
  set<T>(key: string, value: T, ttlMs: number): Promise<void>;
  /** Drops every key that starts with `prefix`. */
  invalidate(prefix: string): Promise<void>;
  /**
   * The count of invalidations so far (of any prefix), as an opaque mark: read it before reading what
   * an entry is computed from, and store the entry with `setUnlessInvalidated`.
   */
  mark(): Promise<string>;
  /**
   * Stores `entries` at once, unless an invalidation happened since `mark` was read: an answer
   * computed from data read before a write committed is then never cached after the write's
   * invalidation. Answers whether they were stored.
   */
  setUnlessInvalidated(mark: string, entries: [key: string, value: unknown][], ttlMs: number): Promise<boolean>;
}

/**
 * The entry under `key`, or what `read` answers, kept for `ttlMs` unless a write invalidated the cache
 * while it was being read (`mark`, `setUnlessInvalidated`).
 */
export async function readThrough<T>(cache: Cache, key: string, ttlMs: number, read: () => Promise<T>): Promise<T> {
  const cached = await cache.get<T>(key);
  if (cached !== undefined) return cached;
  const mark = await cache.mark();
  const value = await read();
  await cache.setUnlessInvalidated(mark, [[key, value]], ttlMs);
  return value;
}

/**
 * Entries kept in process: a store's detail and its reviews are one key each, so 50,000 cover the hot
 * reads of a large catalogue; the least recently used go first beyond it, and expired ones are not read.
 */
const DEFAULT_MAX_ENTRIES = 50_000;

export class MemoryCache implements Cache {
  private readonly entries: LRUCache<string, { value: unknown }>;
  private generation = 0;

  constructor(maxEntries = DEFAULT_MAX_ENTRIES, now: () => number = Date.now) {
    // ttlResolution 0: expiry is read from `now` on each get, not from a time kept for a millisecond.
    this.entries = new LRUCache({ max: maxEntries, ttlResolution: 0, perf: { now } });
  }

  async get<T>(key: string): Promise<T | undefined> {
    return this.entries.get(key)?.value as T | undefined;
  }

  async set<T>(key: string, value: T, ttlMs: number): Promise<void> {
    this.entries.set(key, { value }, { ttl: ttlMs });
  }

  async invalidate(prefix: string): Promise<void> {
    this.generation++;
    for (const key of [...this.entries.keys()]) if (key.startsWith(prefix)) this.entries.delete(key);
  }

  async mark(): Promise<string> {
    return String(this.generation);
  }

  async setUnlessInvalidated(mark: string, entries: [string, unknown][], ttlMs: number): Promise<boolean> {
    if (mark !== String(this.generation)) return false;
    for (const [key, value] of entries) this.entries.set(key, { value }, { ttl: ttlMs });
    return true;
  }
}
