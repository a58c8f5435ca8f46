import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  messageBody,
  noticeBody,
  noticeDetail,
  noticeList,
  noticeListQuery,
  noticeNoParam,
  noticeSaved,
} from '@siktak/contract';
import { currentUser } from '../../platform/auth-guard.js';
import type { AppContext } from '../../platform/context.js';
import { noticeService } from './service.js';

const tags = ['notices'];
const adminOnly = { access: ['ROLE_ADMIN'] } as const;

export function noticeRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const notices = noticeService(ctx);
  return async (app) => {
    // The token is read when valid and ignored otherwise: a stale token never fails this public list.
    app.get(
      '/api/notice',
      { schema: { tags, querystring: noticeListQuery, response: { 200: noticeList } }, config: { access: 'optional' } },
      (request) => notices.list(request.user, request.query.page, request.query.size),
    );

    app.get(
      '/api/notice/:noticeNo',
      { schema: { tags, params: noticeNoParam, response: { 200: noticeDetail } } },
      (request) => notices.detail(request.params.noticeNo),
    );

    app.post(
      '/api/notice/write',
      { schema: { tags, body: noticeBody, response: { 201: noticeSaved } }, config: adminOnly },
      async (request, reply) => reply.code(201).send(await notices.write(currentUser(request), request.body)),
    );

    app.put(
      '/api/notice/:noticeNo',
      { schema: { tags, params: noticeNoParam, body: noticeBody, response: { 200: noticeSaved } }, config: adminOnly },
      (request) => notices.update(currentUser(request), request.params.noticeNo, request.body),
    );

    app.delete(
      '/api/notice/:noticeNo',
      { schema: { tags, params: noticeNoParam, response: { 200: messageBody } }, config: adminOnly },
      (request) => notices.remove(currentUser(request), request.params.noticeNo),
    );
  };
}
