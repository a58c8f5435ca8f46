import type { FastifyPluginAsync } from 'fastify';
import { waitlistEndpoints as calls } from '@siktak/contract';
import { currentUser } from '../../platform/auth-guard.js';
import type { AppContext } from '../../platform/context.js';
import { route } from '../../platform/endpoint-route.js';
import { SEATS_RELEASED } from '../reservations/index.js';
import { waitlistNotifyHandler } from './notify.js';
import { waitlistService } from './service.js';
import { WAITLIST_NOTIFY } from './topic.js';

/** The waitlist (빈자리 알림) of the signed-in member — docs/api-additions.md. */
export function waitlistRoutes(ctx: AppContext): FastifyPluginAsync {
  const waitlist = waitlistService(ctx);
  // Seats a cancellation gave back, and seats an owner's change gave back: one reaction to both.
  const notify = waitlistNotifyHandler(ctx);
  ctx.outbox.handle(SEATS_RELEASED, notify);
  ctx.outbox.handle(WAITLIST_NOTIFY, notify);
  return async (app) => {
    route(app, calls.list, (request) => waitlist.list(currentUser(request)));
    route(app, calls.join, (request) => waitlist.join(currentUser(request), request.body));
    route(app, calls.leave, (request) => waitlist.leave(currentUser(request), request.params.waitNo));
  };
}
