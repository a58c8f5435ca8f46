import type { FastifyPluginAsync } from 'fastify';
import { adminEndpoints as calls } from '@siktak/contract';
import { currentUser } from '../../platform/auth-guard.js';
import { BackgroundTasks } from '../../platform/background.js';
import type { AppContext } from '../../platform/context.js';
import { route } from '../../platform/endpoint-route.js';
import { ownerApplicationAdminService } from './owner-applications-service.js';

export function ownerApplicationRoutes(ctx: AppContext): FastifyPluginAsync {
  const background = new BackgroundTasks(ctx.log);
  const applications = ownerApplicationAdminService(ctx, background);

  return async (app) => {
    app.addHook('onClose', () => background.drain());

    route(app, calls.owners, (request) => applications.list(request.query.page));
    route(app, calls.owner, (request) => applications.detail(request.body.registerNo));
    route(app, calls.approveOwner, (request) => applications.approve(currentUser(request), request.body.registerNo));
    route(app, calls.rejectOwner, (request) => applications.reject(currentUser(request), request.body.registerNo));
  };
}
