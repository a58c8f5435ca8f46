import type { FastifyPluginAsync } from 'fastify';
import { storeEndpoints } from '@siktak/contract';
import type { AppContext } from '../../platform/context.js';
import { route } from '../../platform/endpoint-route.js';
import { blogService } from './service.js';

export function blogRoutes(ctx: AppContext): FastifyPluginAsync {
  const blog = blogService(ctx);
  return async (app) => {
    route(app, storeEndpoints.blog, (request) => blog.search(request.params.storeName));
    route(app, storeEndpoints.blogSearch, () => blog.status());
  };
}
