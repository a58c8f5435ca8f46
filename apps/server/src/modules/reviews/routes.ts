import type { FastifyPluginAsync } from 'fastify';
import { reviewEndpoints as calls } from '@siktak/contract';
import { currentUser } from '../../platform/auth-guard.js';
import type { AppContext } from '../../platform/context.js';
import { route } from '../../platform/endpoint-route.js';
import { CACHED_JSON_ROUTE, sendCachedJson } from '../../platform/json-cache.js';
import { ownerReviewService } from './owner-service.js';
import { reviewService } from './service.js';

export function reviewRoutes(ctx: AppContext): FastifyPluginAsync {
  const reviews = reviewService(ctx);
  const ownerReviews = ownerReviewService(ctx);
  return async (app) => {
    route(app, calls.ofStore, CACHED_JSON_ROUTE, (request, reply) =>
      sendCachedJson(request, reply, reviews.ofStore(request.params.storeNo)),
    );
    route(app, calls.write, (request, _reply, form) =>
      reviews.write(currentUser(request), form.fields, form.files.files),
    );
    route(app, calls.edit, (request, _reply, form) =>
      reviews.edit(currentUser(request), request.params.reviewNo, form.fields, form.files.files),
    );
    route(app, calls.mine, (request) => reviews.mine(currentUser(request)));
    route(app, calls.mineDetail, (request) => reviews.mineDetail(currentUser(request), request.params.reviewNo));
    route(app, calls.remove, (request) => reviews.remove(currentUser(request), request.params.reviewNo));
    route(app, calls.ownerList, (request) => ownerReviews.list(currentUser(request), request.query.page));
    route(app, calls.ownerDetail, (request) => ownerReviews.detail(currentUser(request), request.params.reviewNo));
    route(app, calls.report, (request) =>
      ownerReviews.report(currentUser(request), request.params.reviewNo, request.body),
    );
  };
}
