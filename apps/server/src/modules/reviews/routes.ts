import type { FastifyPluginAsync } from 'fastify';
import { reviewEndpoints as calls } from '@siktak/contract';
import { currentUser } from '../../platform/auth-guard.js';
import type { AppContext } from '../../platform/context.js';
import { route } from '../../platform/endpoint-route.js';
import { httpCaching } from '../../platform/http-cache.js';
import { CACHED_ANSWER_ROUTE, precompressedAnswers } from '../../platform/precompressed.js';
import { ownerReviewService } from './owner-service.js';
import { reviewService } from './service.js';

export function reviewRoutes(ctx: AppContext): FastifyPluginAsync {
  const reviews = reviewService(ctx);
  const ownerReviews = ownerReviewService(ctx);
  return async (app) => {
    // The public review list: a cached answer sent as kept, with an ETag and 304 (platform/http-cache.ts).
    const send = precompressedAnswers();
    await app.register(async (cached) => {
      await cached.register(httpCaching);
      route(cached, calls.ofStore, CACHED_ANSWER_ROUTE, async (request, reply) =>
        send(request, reply, await reviews.ofStore(request.params.storeNo)),
      );
    });
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
    route(app, calls.reply, (request) =>
      ownerReviews.reply(currentUser(request), request.params.reviewNo, request.body),
    );
    route(app, calls.removeReply, (request) => ownerReviews.removeReply(currentUser(request), request.params.reviewNo));
  };
}
