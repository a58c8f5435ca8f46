import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { storeNoParam, storeReviews } from '@siktak/contract';
import type { AppContext } from '../../platform/context.js';
import { reviewService } from './service.js';

export function reviewRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const reviews = reviewService(ctx);
  return async (app) => {
    app.get(
      '/api/review/store/:storeNo',
      { schema: { tags: ['reviews'], params: storeNoParam, response: { 200: storeReviews } } },
      (request) => reviews.ofStore(request.params.storeNo),
    );
  };
}
