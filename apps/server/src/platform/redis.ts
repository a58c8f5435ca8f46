import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { Cache } from './cache.js';
import type { Counters } from './counters.js';

/** How often each instance checks that Redis takes a write; a failed check starts the fallback, a passing one ends it. */
const HEALTH_CHECK_MS = 1000;

/**
 * While Redis is away the cache's mark (`Cache.mark`) is this process's own and changes this often, so
 * what a process keeps under a mark (availability/store-pages.ts) lives no longer than this, whichever
 * instance made the write that could not be published.
 */
export const DEGRADED_MARK_MS = 2000;

/**
 * A client for `url` whose commands fail fast instead of waiting: each is given up after
 * `commandTimeoutMs`, none is queued while the connection is down (no offline queue), one in flight
 * when the connection drops is retried once, and the client reconnects by itself.
 */
export function connectRedis(url: string, commandTimeoutMs: number): Redis {
  return new Redis(url, {
    commandTimeout: commandTimeoutMs,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    enableAutoPipelining: true,
  });
}

/**
 * The app's Redis client and whether Redis is usable: Redis speeds things up and shares them between
 * instances, but nothing waits for it. A command that fails or times out makes Redis count as away;
 * while away no command is sent and each caller takes its fallback at once (a cache miss, this
 * process's counters). A write is tried every HEALTH_CHECK_MS; the first that passes runs the
 * `onRecovery` tasks (invalidations that could not be published) and then ends the fallback. The
 * same check finds a Redis that stopped taking writes while no request used it.
 */
export class RedisConnection {
  private failing = false;
  private readonly recoveryTasks: (() => Promise<void>)[] = [];
  private timer: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    readonly client: Redis,
    private readonly healthKey: string,
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
  ) {
    // ioredis reconnects by itself; log the failures instead of crashing on an unhandled 'error'.
    client.on('error', (err: Error) => log.warn({ err: err.message }, 'redis connection error'));
    // A dropped connection ends the use of Redis until a health check passes after reconnecting.
    client.on('close', () => {
      if (!this.closed) this.fail('connection', new Error('connection closed'));
    });
    this.scheduleCheck();
  }

  /** Whether commands go to Redis: connected, and no command failed since the last passing check. */
  get available(): boolean {
    return this.client.status === 'ready' && !this.failing;
  }

  /** Runs `task` after Redis came back and before commands are sent again. */
  onRecovery(task: () => Promise<void>): void {
    this.recoveryTasks.push(task);
  }

  /** `command`'s answer, or `fallback`'s when Redis is away or the command fails. */
  async attempt<T>(what: string, command: (redis: Redis) => Promise<T>, fallback: () => T | Promise<T>): Promise<T> {
    if (!this.available) return fallback();
    try {
      return await command(this.client);
    } catch (err) {
      this.fail(what, err);
      return fallback();
    }
  }

  /** Resolves once connected, or after `ms`: an instance that starts while Redis is away starts without it. */
  whenConnected(ms: number): Promise<void> {
    if (this.client.status === 'ready') return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.client.off('ready', done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.client.on('ready', done);
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    await this.client.quit().catch(() => this.client.disconnect());
  }

  private fail(what: string, err: unknown): void {
    if (!this.failing) {
      this.log.warn(
        { err: (err as Error).message },
        `redis ${what} failed: going on without Redis (cache misses, limits counted in this process)`,
      );
    }
    this.failing = true;
  }

  private scheduleCheck(): void {
    if (this.closed) return;
    this.timer = setTimeout(() => void this.check().finally(() => this.scheduleCheck()), HEALTH_CHECK_MS);
    this.timer.unref();
  }

  private async check(): Promise<void> {
    try {
      await this.client.set(this.healthKey, '1', 'PX', HEALTH_CHECK_MS * 10);
      if (!this.failing) return;
      for (const task of this.recoveryTasks) await task();
      this.failing = false;
      this.log.warn({}, 'redis answers again: cache and shared limits back in use');
    } catch (err) {
      this.fail('health check', err);
    }
  }
}

/**
 * Counters shared by every instance, and this process's `local` counters while Redis is away: the
 * limits stay on, counted per instance, until Redis is back. Keys expire on the Redis server's clock,
 * so a test that moves the app clock cannot move these; production uses the system clock for both.
 */
export class RedisCounters implements Counters {
  constructor(
    private readonly redis: RedisConnection,
    private readonly prefix: string,
    private readonly local: Counters,
  ) {}

  increment(key: string, ttlMs: number): Promise<number> {
    const k = this.prefix + key;
    return this.redis.attempt(
      'counter',
      async (redis) => {
        // MULTI/EXEC: nothing runs between the INCR and its PEXPIRE, so no counter is left without expiry.
        const results = await redis.multi().incr(k).pexpire(k, ttlMs).exec();
        const [err, value] = results?.[0] ?? [new Error('MULTI was discarded'), null];
        if (err) throw err;
        return Number(value);
      },
      () => this.local.increment(key, ttlMs),
    );
  }

  async set(key: string, value: number, ttlMs: number): Promise<void> {
    await this.redis.attempt(
      'counter',
      async (redis) => void (await redis.set(this.prefix + key, value, 'PX', ttlMs)),
      () => this.local.set(key, value, ttlMs),
    );
  }

  ttl(key: string): Promise<number> {
    return this.redis.attempt(
      'counter',
      // -2: no such key; -1: no expiry (never written by this class).
      async (redis) => Math.max(0, await redis.pttl(this.prefix + key)),
      () => this.local.ttl(key),
    );
  }

  async delete(...keys: string[]): Promise<void> {
    if (keys.length === 0) return;
    await this.redis.attempt(
      'counter',
      async (redis) => void (await redis.del(...keys.map((key) => this.prefix + key))),
      () => this.local.delete(...keys),
    );
  }
}

type RateLimitResult = { current: number; ttl: number };
type RateLimitOptions = { continueExceeding?: boolean; exponentialBackoff?: boolean };

/**
 * @fastify/rate-limit's own stores, its Redis one while Redis answers and its in-process one while it is
 * away: the per-IP limits stay on through an outage, counted per instance.
 */
class RateLimitStore implements FastifyRateLimitStore {
  constructor(
    private readonly redis: RedisConnection,
    private readonly shared: FastifyRateLimitStore,
    private readonly local: FastifyRateLimitStore,
  ) {}

  incr(
    key: string,
    callback: (error: Error | null, result?: RateLimitResult) => void,
    timeWindow: number,
    max: number,
  ): void {
    const increment = (store: FastifyRateLimitStore) =>
      new Promise<RateLimitResult>((resolve, reject) =>
        store.incr(
          key,
          (err, result) => (result ? resolve(result) : reject(err ?? new Error('no rate-limit count'))),
          timeWindow,
          max,
        ),
      );
    this.redis
      .attempt(
        'rate limit',
        () => increment(this.shared),
        () => increment(this.local),
      )
      .then(
        (result) => callback(null, result),
        (err: Error) => callback(err),
      );
  }

  child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
    return new RateLimitStore(this.redis, this.shared.child(routeOptions), this.local.child(routeOptions));
  }
}

/** The `store` option of @fastify/rate-limit for keys under `nameSpace` in Redis. */
export function rateLimitStore(redis: RedisConnection, nameSpace: string): FastifyRateLimitStoreCtor {
  return class extends RateLimitStore {
    constructor(options: RateLimitOptions) {
      super(
        redis,
        new RedisStore(options.continueExceeding, options.exponentialBackoff, redis.client, nameSpace),
        new LocalStore(options.continueExceeding, options.exponentialBackoff),
      );
    }
  };
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
 * (ADR 0020, ADR 0025): writes are rare, and every reader keeps the plain one-GET path.
 *
 * A cache is an aid: while Redis is away (RedisConnection) a read is a miss, answered from the
 * database, and nothing is stored. An invalidation that could not reach Redis is kept and published
 * when Redis is back, before the cache is read again, so no entry written before it outlives the
 * outage; meanwhile the mark is this process's own (DEGRADED_MARK_MS).
 */
export class RedisCache implements Cache {
  /** Prefixes whose invalidation did not reach Redis. */
  private readonly unpublished = new Set<string>();
  /** Invalidations made in this process, part of the mark while Redis is away. */
  private localGeneration = 0;

  constructor(
    private readonly redis: RedisConnection,
    private readonly prefix: string,
    private readonly now: () => number = Date.now,
  ) {
    redis.onRecovery(() => this.publishInvalidations());
  }

  get<T>(key: string): Promise<T | undefined> {
    return this.redis.attempt(
      'cache read',
      async (redis) => {
        const text = await redis.get(this.prefix + key);
        return text === null ? undefined : (JSON.parse(text) as T);
      },
      () => undefined,
    );
  }

  async set<T>(key: string, value: T, ttlMs: number): Promise<void> {
    await this.redis.attempt(
      'cache write',
      async (redis) => void (await redis.set(this.prefix + key, JSON.stringify(value), 'PX', ttlMs)),
      () => undefined,
    );
  }

  private get generationKey(): string {
    return `${this.prefix}generation`;
  }

  async invalidate(prefix: string): Promise<void> {
    this.localGeneration++;
    await this.redis.attempt(
      'cache invalidation',
      (redis) => this.invalidateIn(redis, prefix),
      () => void this.unpublished.add(prefix),
    );
  }

  private async invalidateIn(redis: Redis, prefix: string): Promise<void> {
    const match = `${globLiteral(this.prefix + prefix)}*`;
    // First the counter, so an answer computed before this write can no longer be stored; then the
    // entries stored before (SCAN returns every key that exists throughout the walk).
    await redis.incr(this.generationKey);
    let cursor = '0';
    do {
      const [next, found] = await redis.scan(cursor, 'MATCH', match, 'COUNT', 500);
      const keys = found.filter((key) => key !== this.generationKey);
      if (keys.length > 0) await redis.unlink(...keys);
      cursor = next;
    } while (cursor !== '0');
  }

  private async publishInvalidations(): Promise<void> {
    for (const prefix of [...this.unpublished]) {
      await this.invalidateIn(this.redis.client, prefix);
      this.unpublished.delete(prefix);
    }
  }

  mark(): Promise<string> {
    return this.redis.attempt(
      'cache mark',
      async (redis) => (await redis.get(this.generationKey)) ?? '0',
      () => `local:${this.localGeneration}:${Math.floor(this.now() / DEGRADED_MARK_MS)}`,
    );
  }

  async setUnlessInvalidated(mark: string, entries: [string, unknown][], ttlMs: number): Promise<boolean> {
    const keys = [this.generationKey, ...entries.map(([key]) => this.prefix + key)];
    const values = entries.map(([, value]) => JSON.stringify(value));
    return this.redis.attempt(
      'cache write',
      async (redis) => (await redis.eval(SET_UNLESS_INVALIDATED, keys.length, ...keys, mark, ttlMs, ...values)) === 1,
      () => false,
    );
  }
}
