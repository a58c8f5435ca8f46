import type { FastifyPluginAsync } from 'fastify';
import { storeEndpoints as calls } from '@siktak/contract';
import type { AppContext } from '../../platform/context.js';
import { route } from '../../platform/endpoint-route.js';
import { CACHED_JSON_ROUTE, sendCachedJson } from '../../platform/json-cache.js';
import { storeService } from './service.js';

/** Public store reads; answers are cached JSON with an ETag (platform/json-cache.ts). */
export function storeRoutes(ctx: AppContext): FastifyPluginAsync {
  const stores = storeService(ctx);
  return async (app) => {
    route(app, calls.latest, CACHED_JSON_ROUTE, (request, reply) => sendCachedJson(request, reply, stores.latest()));
    route(app, calls.list, CACHED_JSON_ROUTE, (request, reply) =>
      sendCachedJson(request, reply, stores.list(request.query)),
    );
    route(app, calls.detail, CACHED_JSON_ROUTE, (request, reply) =>
      sendCachedJson(request, reply, stores.detail(request.params.storeNo)),
    );
  };
}
