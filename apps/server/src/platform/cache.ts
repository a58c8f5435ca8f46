/**
 * A small time-bounded cache for hot public reads and provider answers. In-process by default;
 * entries carry their own expiry and the size is capped so memory stays bounded.
 */
export interface Cache {
  get<T>(key: string): Promise<T | undefined>;
  /**
   * The entry at once, when this cache keeps its entries in this process (undefined when it has none
   * or only another process could say): hot reads answered without a turn of the event loop.
   */
  peek?<T>(key: string): T | undefined;
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
   * invalidation (docs/decisions.md, "Public reads"). Answers whether they were stored.
   */
  setUnlessInvalidated(mark: string, entries: [key: string, value: unknown][], ttlMs: number): Promise<boolean>;
}

/**
 * Entries for the whole catalogue's hot reads: a store's detail and its reviews are two keys each
 * (current ETag and body), so 50,000 cover 12,500 stores. Expired entries are dropped as new ones
 * come in, so memory follows what was read within the TTL, up to this cap.
 */
const DEFAULT_MAX_ENTRIES = 50_000;

export class MemoryCache implements Cache {
  /** In the order they were set (a set moves its key to the end), so the oldest come first. */
  private readonly entries = new Map<string, { value: unknown; expires: number }>();
  private generation = 0;

  constructor(
    private readonly maxEntries = DEFAULT_MAX_ENTRIES,
    private readonly now: () => number = Date.now,
  ) {}

  async get<T>(key: string): Promise<T | undefined> {
    return this.peek(key);
  }

  peek<T>(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value as T;
  }

  async set<T>(key: string, value: T, ttlMs: number): Promise<void> {
    this.put(key, value, ttlMs);
  }

  async invalidate(prefix: string): Promise<void> {
    this.generation++;
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
  }

  async mark(): Promise<string> {
    return String(this.generation);
  }

  async setUnlessInvalidated(mark: string, entries: [string, unknown][], ttlMs: number): Promise<boolean> {
    if (mark !== String(this.generation)) return false;
    for (const [key, value] of entries) this.put(key, value, ttlMs);
    return true;
  }

  private put(key: string, value: unknown, ttlMs: number): void {
    const now = this.now();
    this.entries.delete(key);
    this.entries.set(key, { value, expires: now + ttlMs });
    // From the oldest: drop what has expired, and the oldest beyond the cap.
    for (const [oldKey, entry] of this.entries) {
      if (this.entries.size <= this.maxEntries && entry.expires > now) break;
      this.entries.delete(oldKey);
    }
  }
}
