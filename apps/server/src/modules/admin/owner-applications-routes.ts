import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOwnerDetail, adminOwnerList, messageBody, pageQuery, registerNoBody } from '@siktak/contract';
import { currentUser } from '../../platform/auth-guard.js';
import { BackgroundTasks } from '../../platform/background.js';
import type { AppContext } from '../../platform/context.js';
import { ownerApplicationAdminService } from './owner-applications-service.js';

export function ownerApplicationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const background = new BackgroundTasks(ctx.log);
  const applications = ownerApplicationAdminService(ctx, background);
  const tags = ['admin'];
  const config = { access: ['ROLE_ADMIN'] } as const;

  return async (app) => {
    app.addHook('onClose', () => background.drain());

    app.get(
      '/api/admin/manage/ownerList',
      { schema: { tags, querystring: pageQuery, response: { 200: adminOwnerList } }, config },
      (request) => applications.list(request.query.page),
    );

    app.post(
      '/api/admin/manage/owner/detail',
      { schema: { tags, body: registerNoBody, response: { 200: adminOwnerDetail } }, config },
      (request) => applications.detail(request.body.registerNo),
    );

    app.post(
      '/api/admin/manage/owner/approve',
      { schema: { tags, body: registerNoBody, response: { 200: messageBody } }, config },
      (request) => applications.approve(currentUser(request), request.body.registerNo),
    );

    app.post(
      '/api/admin/manage/owner/reject',
      { schema: { tags, body: registerNoBody, response: { 200: messageBody } }, config },
      (request) => applications.reject(currentUser(request), request.body.registerNo),
    );
  };
}
