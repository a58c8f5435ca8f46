import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { freePort } from './processes.js';

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
  // A plain client: the tests' own commands wait for the connection, unlike the app's (platform/redis.ts).
  const redis = new Redis(url);
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

/**
 * A `redis-server` of a test's own (no persistence) on a spare port, which the test can hang
 * (`pause`: SIGSTOP, connections stay open and nothing answers), `resume`, `kill` (connections
 * refused) and `start` again on the same port.
 */
export interface RedisServer {
  url: string;
  pause(): void;
  resume(): void;
  kill(): Promise<void>;
  start(): Promise<void>;
}

export async function startRedisServer(): Promise<RedisServer> {
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  const server: RedisServer = {
    url,
    pause: () => void child?.kill('SIGSTOP'),
    resume: () => void child?.kill('SIGCONT'),
    async kill() {
      const running = child;
      child = undefined;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGCONT');
      running.kill('SIGKILL');
      await exited;
    },
    async start() {
      child = spawn(
        '/usr/bin/redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        { stdio: 'ignore' },
      );
      const probe = new Redis(url, { lazyConnect: true, retryStrategy: () => null, maxRetriesPerRequest: 0 });
      probe.on('error', () => {}); // refused until the server listens
      const deadline = Date.now() + 10_000;
      for (;;) {
        try {
          await probe.connect();
          await probe.ping();
          probe.disconnect();
          return;
        } catch (err) {
          probe.disconnect();
          if (Date.now() > deadline) throw err;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      }
    },
  };
  await server.start();
  return server;
}
