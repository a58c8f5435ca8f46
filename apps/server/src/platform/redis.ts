import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { Cache } from './cache.js';
import type { Counters } from './counters.js';

/** A client for `REDIS_URL`; commands wait (and retry) while it reconnects instead of failing at once. */
export function connectRedis(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: 3, enableAutoPipelining: true });
}

/**
 * Counters shared by every instance. Keys expire on the Redis server's clock, so a
 * test that moves the app clock cannot move these; production uses the system clock for both.
 */
export class RedisCounters implements Counters {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async increment(key: string, ttlMs: number): Promise<number> {
    const k = this.prefix + key;
    // MULTI/EXEC: nothing runs between the INCR and its PEXPIRE, so no counter is left without expiry.
    const results = await this.redis.multi().incr(k).pexpire(k, ttlMs).exec();
    const [err, value] = results?.[0] ?? [new Error('MULTI was discarded'), null];
    if (err) throw err;
    return Number(value);
  }

  async set(key: string, value: number, ttlMs: number): Promise<void> {
    await this.redis.set(this.prefix + key, value, 'PX', ttlMs);
  }

  async ttl(key: string): Promise<number> {
    // -2: no such key; -1: no expiry (never written by this class).
    return Math.max(0, await this.redis.pttl(this.prefix + key));
  }

  async delete(...keys: string[]): Promise<void> {
    if (keys.length > 0) await this.redis.del(...keys.map((key) => this.prefix + key));
  }
}

/** `*`, `?`, `[`, `]` and `\` matched literally in a SCAN MATCH pattern. */
function globLiteral(text: string): string {
  return text.replace(/[*?[\]\\]/g, '\\$&');
}

/**
 * Stores KEYS[2..] = ARGV[3..] with a PX expiry of ARGV[2] when the generation counter KEYS[1] still
 * reads ARGV[1] (a missing counter reads 0); answers 1 when stored.
 */
const SET_UNLESS_INVALIDATED = `
if (redis.call('GET', KEYS[1]) or '0') ~= ARGV[1] then return 0 end
for i = 2, #KEYS do redis.call('SET', KEYS[i], ARGV[i + 1], 'PX', ARGV[2]) end
return 1`;

/**
 * The cache shared by every instance, values stored as JSON with a PX expiry. `invalidate` counts up a
 * generation counter and then walks the keys under the prefix with SCAN and deletes them
 * (ADR 0020, ADR 0025): writes are rare, and every
 * reader keeps the plain one-GET path. A cache is an aid, so Redis failures are logged and read as a
 * miss: the answer then comes from the database, and a write whose invalidation failed is seen once
 * the entries expire.
 */
export class RedisCache implements Cache {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
  ) {}

  private async tryRedis<T>(what: string, key: string, fallback: T, command: () => Promise<T>): Promise<T> {
    try {
      return await command();
    } catch (err) {
      this.log.warn({ err: (err as Error).message, key }, `redis cache ${what} failed`);
      return fallback;
    }
  }

  get<T>(key: string): Promise<T | undefined> {
    return this.tryRedis('get', key, undefined, async () => {
      const text = await this.redis.get(this.prefix + key);
      return text === null ? undefined : (JSON.parse(text) as T);
    });
  }

  async set<T>(key: string, value: T, ttlMs: number): Promise<void> {
    await this.tryRedis('set', key, undefined, async () => {
      await this.redis.set(this.prefix + key, JSON.stringify(value), 'PX', ttlMs);
    });
  }

  private get generationKey(): string {
    return `${this.prefix}generation`;
  }

  async invalidate(prefix: string): Promise<void> {
    const match = `${globLiteral(this.prefix + prefix)}*`;
    await this.tryRedis('invalidate', prefix, undefined, async () => {
      // First the counter, so an answer computed before this write can no longer be stored; then the
      // entries stored before (SCAN returns every key that exists throughout the walk).
      await this.redis.incr(this.generationKey);
      let cursor = '0';
      do {
        const [next, found] = await this.redis.scan(cursor, 'MATCH', match, 'COUNT', 500);
        const keys = found.filter((key) => key !== this.generationKey);
        if (keys.length > 0) await this.redis.unlink(...keys);
        cursor = next;
      } while (cursor !== '0');
    });
  }

  mark(): Promise<string> {
    return this.tryRedis('mark', 'generation', '', async () => (await this.redis.get(this.generationKey)) ?? '0');
  }

  async setUnlessInvalidated(mark: string, entries: [string, unknown][], ttlMs: number): Promise<boolean> {
    const keys = [this.generationKey, ...entries.map(([key]) => this.prefix + key)];
    const values = entries.map(([, value]) => JSON.stringify(value));
    return this.tryRedis('set', entries[0]?.[0] ?? '', false, async () => {
      const stored = await this.redis.eval(SET_UNLESS_INVALIDATED, keys.length, ...keys, mark, ttlMs, ...values);
      return stored === 1;
    });
  }
}
