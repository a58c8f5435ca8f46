import type { FastifyPluginAsync } from 'fastify';
import { availabilityEndpoints as calls } from '@siktak/contract';
import type { AppContext } from '../../platform/context.js';
import { route } from '../../platform/endpoint-route.js';
import { availabilityService } from './service.js';

/**
 * Discovery by free tables (docs/api-additions.md, "Availability"). Never cached as a whole: the
 * seats are read on every request, so a booking or cancellation shows at once.
 */
export function availabilityRoutes(ctx: AppContext): FastifyPluginAsync {
  const availability = availabilityService(ctx);
  return async (app) => {
    route(app, calls.search, (request) => availability.search(request.query));
    route(app, calls.nextTimes, (request) => availability.nextTimes(request.params.storeNo, request.query));
    route(app, calls.hours, () => availability.hours());
  };
}
