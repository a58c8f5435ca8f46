import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { latestStores, storeDetail, storeListQuery, storeListResponse, storeNoParam } from '@siktak/contract';
import type { AppContext } from '../../platform/context.js';
import { CACHED_JSON_ROUTE, sendCachedJson } from '../../platform/json-cache.js';
import { storeService } from './service.js';

/** Public store reads; answers are cached JSON with an ETag (platform/json-cache.ts). */
export function storeRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const stores = storeService(ctx);
  return async (app) => {
    app.get(
      '/api/store/latest',
      { ...CACHED_JSON_ROUTE, schema: { tags: ['stores'], response: { 200: latestStores } } },
      async (request, reply) => sendCachedJson(request, reply, await stores.latest()),
    );

    app.get(
      '/api/store/list',
      {
        ...CACHED_JSON_ROUTE,
        schema: { tags: ['stores'], querystring: storeListQuery, response: { 200: storeListResponse } },
      },
      async (request, reply) => sendCachedJson(request, reply, await stores.list(request.query)),
    );

    app.get(
      '/api/store/detail/:storeNo',
      { ...CACHED_JSON_ROUTE, schema: { tags: ['stores'], params: storeNoParam, response: { 200: storeDetail } } },
      async (request, reply) => sendCachedJson(request, reply, await stores.detail(request.params.storeNo)),
    );
  };
}
