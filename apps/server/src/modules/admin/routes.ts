import type { FastifyPluginAsync } from 'fastify';
import { adminEndpoints as calls } from '@siktak/contract';
import { currentUser } from '../../platform/auth-guard.js';
import { BackgroundTasks } from '../../platform/background.js';
import type { AppContext } from '../../platform/context.js';
import { route } from '../../platform/endpoint-route.js';
import { sessionStore } from '../auth/index.js';
import { memberAdminService } from './members.js';
import { paymentAdminService } from './payments.js';
import { reviewAdminService } from './reviews.js';
import { storeAdminService } from './stores.js';

/** The admin console's members, stores, reviews and payments; owner applications live beside it. */
export function adminRoutes(ctx: AppContext): FastifyPluginAsync {
  const mails = new BackgroundTasks(ctx.log);
  const members = memberAdminService(ctx, sessionStore(ctx), mails);
  const stores = storeAdminService(ctx);
  const reviews = reviewAdminService(ctx);
  const payments = paymentAdminService(ctx);

  return async (app) => {
    app.addHook('onClose', () => mails.drain());

    route(app, calls.users, (request) => members.list(request.query.page, request.query.q));
    route(app, calls.user, (request) => members.detail(request.body.userNo));
    route(app, calls.withdrawUser, (request) => members.withdraw(currentUser(request), request.body.userNo));
    route(app, calls.stores, (request) => stores.list(request.query.page, request.query.q));
    route(app, calls.store, (request) => stores.detail(request.params.storeNo));
    route(app, calls.removeStore, (request) => stores.remove(currentUser(request), request.params.storeNo));
    route(app, calls.reviews, (request) => reviews.list(request.query.page, request.query.q));
    route(app, calls.review, (request) => reviews.detail(request.params.reviewNo));
    route(app, calls.setReviewHidden, (request) =>
      reviews.setHidden(currentUser(request), request.params.reviewNo, request.body.hidden),
    );
    route(app, calls.removeReview, (request) => reviews.remove(currentUser(request), request.params.reviewNo));
    route(app, calls.payments, ({ query }) =>
      payments.list(query.page, { search: query.q || undefined, status: query.status }),
    );
    route(app, calls.payment, (request) => payments.detail(request.params.orderId));
  };
}
