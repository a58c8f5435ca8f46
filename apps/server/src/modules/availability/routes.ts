import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  availabilitySearchQuery,
  availabilitySearchResponse,
  nextTimesQuery,
  storeNextTimes,
  storeNoParam,
} from '@siktak/contract';
import type { AppContext } from '../../platform/context.js';
import { availabilityService } from './service.js';

const tags = ['availability'];

/**
 * Discovery by free tables (docs/api-additions.md, "Availability"). Never cached as a whole: the
 * seats are read on every request, so a booking or cancellation shows at once.
 */
export function availabilityRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const availability = availabilityService(ctx);
  return async (app) => {
    app.get(
      '/api/availability/stores',
      { schema: { tags, querystring: availabilitySearchQuery, response: { 200: availabilitySearchResponse } } },
      (request) => availability.search(request.query),
    );

    app.get(
      '/api/availability/stores/:storeNo',
      { schema: { tags, params: storeNoParam, querystring: nextTimesQuery, response: { 200: storeNextTimes } } },
      (request) => availability.nextTimes(request.params.storeNo, request.query),
    );
  };
}
