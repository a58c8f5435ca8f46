import type { FastifyPluginAsync } from 'fastify';
import { storeEndpoints as calls } from '@siktak/contract';
import type { AppContext } from '../../platform/context.js';
import { route } from '../../platform/endpoint-route.js';
import { httpCaching } from '../../platform/http-cache.js';
import { precompressedAnswers } from '../../platform/precompressed.js';
import { storeService } from './service.js';

/** Public store reads: cached answers with an ETag and 304 (platform/http-cache.ts). */
export function storeRoutes(ctx: AppContext): FastifyPluginAsync {
  const stores = storeService(ctx);
  const sendPrecompressed = precompressedAnswers();
  return async (app) => {
    await app.register(httpCaching);
    route(app, calls.latest, () => stores.latest());
    route(app, calls.list, async (request, reply) => {
      const { page, ...query } = request.query;
      if (page !== undefined) return stores.list({ ...query, page });
      return sendPrecompressed(request, reply, await stores.wholeList(query.search));
    });
    route(app, calls.detail, (request) => stores.detail(request.params.storeNo));
  };
}
