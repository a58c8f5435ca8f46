import type { FastifyPluginAsync } from 'fastify';
import { storeEndpoints as calls } from '@siktak/contract';
import type { AppContext } from '../../platform/context.js';
import { route } from '../../platform/endpoint-route.js';
import { httpCaching } from '../../platform/http-cache.js';
import { CACHED_ANSWER_ROUTE, precompressedAnswers } from '../../platform/precompressed.js';
import { storeService } from './service.js';

/** Public store reads: cached answers sent as kept, with an ETag and 304 (platform/http-cache.ts). */
export function storeRoutes(ctx: AppContext): FastifyPluginAsync {
  const stores = storeService(ctx);
  const send = precompressedAnswers();
  return async (app) => {
    await app.register(httpCaching);
    route(app, calls.latest, CACHED_ANSWER_ROUTE, async (request, reply) =>
      send(request, reply, await stores.latest()),
    );
    route(app, calls.list, CACHED_ANSWER_ROUTE, async (request, reply) => {
      const { search, district, foodType, page, size } = request.query;
      const answer =
        page === undefined
          ? await stores.wholeList(search)
          : await stores.list({ search, district, foodType, page, size });
      return send(request, reply, answer);
    });
    route(app, calls.detail, CACHED_ANSWER_ROUTE, async (request, reply) =>
      send(request, reply, await stores.detail(request.params.storeNo)),
    );
  };
}
