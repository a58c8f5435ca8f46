import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { joinWaitBody, joinWaitResponse, leaveWaitResponse, waitList, waitNoParam } from '@siktak/contract';
import { currentUser } from '../../platform/auth-guard.js';
import type { AppContext } from '../../platform/context.js';
import { waitlistNotifyHandler } from './notify.js';
import { waitlistService } from './service.js';
import { WAITLIST_NOTIFY } from './topic.js';

/** The waitlist (빈자리 알림) of the signed-in member — docs/api-additions.md. */
export function waitlistRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const waitlist = waitlistService(ctx);
  const tags = ['waitlist'];
  const config = { access: 'member' as const };
  ctx.outbox.handle(WAITLIST_NOTIFY, waitlistNotifyHandler(ctx));
  return async (app) => {
    app.get('/api/waitlist', { schema: { tags, response: { 200: waitList } }, config }, (request) =>
      waitlist.list(currentUser(request)),
    );

    app.post(
      '/api/waitlist',
      { schema: { tags, body: joinWaitBody, response: { 201: joinWaitResponse } }, config },
      async (request, reply) => reply.code(201).send(await waitlist.join(currentUser(request), request.body)),
    );

    app.delete(
      '/api/waitlist/:waitNo',
      { schema: { tags, params: waitNoParam, response: { 200: leaveWaitResponse } }, config },
      (request) => waitlist.leave(currentUser(request), request.params.waitNo),
    );
  };
}
