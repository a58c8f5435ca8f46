import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import type { RedisConnection } from '../../platform/redis.js';

const status = z.object({ status: z.string(), database: z.string().optional(), redis: z.string().optional() });

export function healthRoutes(database: Database, redis?: RedisConnection): FastifyPluginAsyncZod {
  return async (app) => {
    /**
     * Liveness: the process answers. With REDIS_URL it also says whether Redis is in use: `degraded`
     * while the instance goes on without it (still 200: restarting would not bring Redis back).
     */
    app.get('/healthz', { schema: { hide: true, response: { 200: status } } }, () => {
      if (!redis) return { status: 'ok' };
      return redis.available ? { status: 'ok', redis: 'ok' } : { status: 'degraded', redis: 'unavailable' };
    });

    /** Readiness: the database answers too. */
    app.get('/readyz', { schema: { hide: true, response: { 200: status, 503: status } } }, async (_request, reply) => {
      const ok = await database.ping();
      return reply.code(ok ? 200 : 503).send({ status: ok ? 'ready' : 'unavailable', database: database.kind });
    });
  };
}
