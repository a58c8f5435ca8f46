import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';

const status = z.object({ status: z.string(), database: z.string().optional() });

export function healthRoutes(database: Database): FastifyPluginAsyncZod {
  return async (app) => {
    /** Liveness: the process answers. */
    app.get('/healthz', { schema: { hide: true, response: { 200: status } } }, () => ({ status: 'ok' }));

    /** Readiness: the database answers too. */
    app.get('/readyz', { schema: { hide: true, response: { 200: status, 503: status } } }, async (_request, reply) => {
      const ok = await database.ping();
      return reply.code(ok ? 200 : 503).send({ status: ok ? 'ready' : 'unavailable', database: database.kind });
    });
  };
}
