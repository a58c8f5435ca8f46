import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { blogParams, blogResponse } from '@siktak/contract';
import type { AppContext } from '../../platform/context.js';
import { blogService } from './service.js';

export function blogRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const blog = blogService(ctx);
  return async (app) => {
    // The existing client puts the name in the path unencoded; Fastify decodes the segment (spaces, Hangul).
    app.get(
      '/api/store/:storeName/naver-blog',
      { schema: { tags: ['stores'], params: blogParams, response: { 200: blogResponse } } },
      (request) => blog.search(request.params.storeName),
    );
  };
}
