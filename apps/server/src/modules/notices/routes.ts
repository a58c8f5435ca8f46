import type { FastifyPluginAsync } from 'fastify';
import { noticeEndpoints as calls } from '@siktak/contract';
import { currentUser } from '../../platform/auth-guard.js';
import type { AppContext } from '../../platform/context.js';
import { route } from '../../platform/endpoint-route.js';
import { noticeService } from './service.js';

export function noticeRoutes(ctx: AppContext): FastifyPluginAsync {
  const notices = noticeService(ctx);
  return async (app) => {
    // The token is read when valid and ignored otherwise: a stale token never fails this public list.
    route(app, calls.list, (request) => notices.list(request.user, request.query.page, request.query.size));
    route(app, calls.detail, (request) => notices.detail(request.params.noticeNo));
    route(app, calls.write, (request) => notices.write(currentUser(request), request.body));
    route(app, calls.update, (request) => notices.update(currentUser(request), request.params.noticeNo, request.body));
    route(app, calls.remove, (request) => notices.remove(currentUser(request), request.params.noticeNo));
  };
}
