import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { Cache } from './cache.js';
import type { Counters } from './counters.js';

/** A client for `REDIS_URL`; commands wait (and retry) while it reconnects instead of failing at once. */
export function connectRedis(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: 3, enableAutoPipelining: true });
}

/**
 * Counters shared by every instance (DESIGN.md §5). Keys expire on the Redis server's clock, so a
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
 * The cache shared by every instance, values stored as JSON with a PX expiry. `invalidate` walks the
 * keys under the prefix with SCAN and deletes them (docs/decisions.md, "Shared state through Redis"):
 * the cached store reads are few and live seconds, so the walk is short, and every reader keeps the
 * plain one-GET path. A cache is an aid, so Redis failures are logged and read as a miss: the answer
 * then comes from the database, and a write whose invalidation failed is seen once the entries expire.
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

  async invalidate(prefix: string): Promise<void> {
    const match = `${globLiteral(this.prefix + prefix)}*`;
    await this.tryRedis('invalidate', prefix, undefined, async () => {
      let cursor = '0';
      do {
        const [next, keys] = await this.redis.scan(cursor, 'MATCH', match, 'COUNT', 500);
        if (keys.length > 0) await this.redis.unlink(...keys);
        cursor = next;
      } while (cursor !== '0');
    });
  }
}
