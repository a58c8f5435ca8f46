import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { connectRedis } from '../../src/platform/redis.js';

/** Every key under `prefix` (a prefix without glob characters). */
export async function keysUnder(redis: Redis, prefix: string): Promise<string[]> {
  const found: string[] = [];
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
    found.push(...keys);
    cursor = next;
  } while (cursor !== '0');
  return found;
}

/**
 * Lets `ms` pass for the keys under `prefix` as Redis would: each expiry moves `ms` closer and a key
 * whose expiry it reaches is gone. Real sleeps made expiry tests fail on a loaded machine (a wait that
 * overran expired a key the test still needed); this clock moves exactly.
 */
export async function advanceExpiries(redis: Redis, prefix: string, ms: number): Promise<void> {
  for (const key of await keysUnder(redis, prefix)) {
    const left = await redis.pttl(key);
    if (left < 0) continue;
    if (left > ms) await redis.pexpire(key, left - ms);
    else await redis.del(key);
  }
}

/**
 * A client for `REDIS_URL` and a key prefix no other test run uses; `close` deletes every key under
 * it (including those written by apps built with `REDIS_PREFIX` set to it) and disconnects.
 */
export function testRedis(): { redis: Redis; prefix: string; close: () => Promise<void> } {
  const url = process.env.REDIS_URL;
  if (!url) throw new Error('needs REDIS_URL');
  const redis = connectRedis(url);
  const prefix = `siktak-test:${randomBytes(6).toString('hex')}:`;
  return {
    redis,
    prefix,
    close: async () => {
      const keys = await keysUnder(redis, prefix);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
    },
  };
}
