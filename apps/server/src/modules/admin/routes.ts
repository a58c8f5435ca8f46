import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminReviewDetail,
  adminReviewList,
  adminStoreDetail,
  adminStoreList,
  adminUserDetail,
  adminUserList,
  messageBody,
  pageQuery,
  reviewNoParam,
  reviewVisibilityBody,
  storeNoParam,
  userNoBody,
} from '@siktak/contract';
import { currentUser } from '../../platform/auth-guard.js';
import { BackgroundTasks } from '../../platform/background.js';
import type { AppContext } from '../../platform/context.js';
import { sessionStore } from '../auth/index.js';
import { memberAdminService } from './members.js';
import { reviewAdminService } from './reviews.js';
import { storeAdminService } from './stores.js';

const tags = ['admin'];
/** Every call here is for admins: visitors get 401 `code: "401"`, other roles 403. */
const config = { access: ['ROLE_ADMIN'] } as const;

/** The admin console's members, stores and reviews (api-contract §6.9); owner applications live beside it. */
export function adminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const mails = new BackgroundTasks(ctx.log);
  const members = memberAdminService(ctx, sessionStore(ctx), mails);
  const stores = storeAdminService(ctx);
  const reviews = reviewAdminService(ctx);

  return async (app) => {
    app.addHook('onClose', () => mails.drain());

    app.get(
      '/api/admin/manage/userList',
      { schema: { tags, querystring: pageQuery, response: { 200: adminUserList } }, config },
      (request) => members.list(request.query.page),
    );

    app.post(
      '/api/admin/manage/user/detail',
      { schema: { tags, body: userNoBody, response: { 200: adminUserDetail } }, config },
      (request) => members.detail(request.body.userNo),
    );

    app.post(
      '/api/admin/manage/user/delete',
      { schema: { tags, body: userNoBody, response: { 200: messageBody } }, config },
      (request) => members.withdraw(currentUser(request), request.body.userNo),
    );

    app.get(
      '/api/admin/manage/stores',
      { schema: { tags, querystring: pageQuery, response: { 200: adminStoreList } }, config },
      (request) => stores.list(request.query.page),
    );

    app.get(
      '/api/admin/manage/stores/detail/:storeNo',
      { schema: { tags, params: storeNoParam, response: { 200: adminStoreDetail } }, config },
      (request) => stores.detail(request.params.storeNo),
    );

    app.delete(
      '/api/admin/manage/stores/:storeNo',
      { schema: { tags, params: storeNoParam, response: { 200: messageBody } }, config },
      (request) => stores.remove(currentUser(request), request.params.storeNo),
    );

    app.get(
      '/api/admin/manage/reviews',
      { schema: { tags, querystring: pageQuery, response: { 200: adminReviewList } }, config },
      (request) => reviews.list(request.query.page),
    );

    app.get(
      '/api/admin/manage/reviews/:reviewNo',
      { schema: { tags, params: reviewNoParam, response: { 200: adminReviewDetail } }, config },
      (request) => reviews.detail(request.params.reviewNo),
    );

    app.patch(
      '/api/admin/manage/reviews/:reviewNo/visibility',
      { schema: { tags, params: reviewNoParam, body: reviewVisibilityBody, response: { 200: messageBody } }, config },
      (request) => reviews.setHidden(currentUser(request), request.params.reviewNo, request.body.hidden),
    );

    app.delete(
      '/api/admin/manage/reviews/:reviewNo',
      { schema: { tags, params: reviewNoParam, response: { 200: messageBody } }, config },
      (request) => reviews.remove(currentUser(request), request.params.reviewNo),
    );
  };
}
