import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  LIMITS,
  MESSAGES,
  messageBody,
  myReviewDetail,
  myReviews,
  ownerReviewDetail,
  ownerReviewList,
  pageQuery,
  reportReviewBody,
  reviewFields,
  reviewNoParam,
  reviewSaved,
  storeNoParam,
  storeReviews,
} from '@siktak/contract';
import { currentUser } from '../../platform/auth-guard.js';
import type { AppContext } from '../../platform/context.js';
import { CACHED_JSON_ROUTE, sendCachedJson } from '../../platform/json-cache.js';
import { MULTIPART, parseFields, readMultipart } from '../../platform/multipart.js';
import { ownerReviewService } from './owner-service.js';
import { reviewService } from './service.js';

const tags = ['reviews'];
const member = { access: 'member' } as const;
const owner = { access: ['ROLE_OWNER'] } as const;

/** The review form's text parts and its `files` images (api-contract §6.5.1). */
async function readReviewForm(request: FastifyRequest) {
  const form = await readMultipart(request, LIMITS.reviewImagesMax, MESSAGES.reviewImagesMax);
  return {
    fields: parseFields(reviewFields, form.fields),
    files: form.files.filter((file) => file.field === 'files'),
  };
}

export function reviewRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const reviews = reviewService(ctx);
  const ownerReviews = ownerReviewService(ctx);
  return async (app) => {
    app.get(
      '/api/review/store/:storeNo',
      { ...CACHED_JSON_ROUTE, schema: { tags, params: storeNoParam, response: { 200: storeReviews } } },
      async (request, reply) => sendCachedJson(request, reply, await reviews.ofStore(request.params.storeNo)),
    );

    app.post(
      '/api/review/write',
      { config: member, schema: { tags, consumes: MULTIPART, response: { 201: reviewSaved } } },
      async (request, reply) => {
        const { fields, files } = await readReviewForm(request);
        return reply.code(201).send(await reviews.write(currentUser(request), fields, files));
      },
    );

    app.put(
      '/api/review/:reviewNo',
      {
        config: member,
        schema: { tags, consumes: MULTIPART, params: reviewNoParam, response: { 200: reviewSaved } },
      },
      async (request) => {
        const { fields, files } = await readReviewForm(request);
        return reviews.edit(currentUser(request), request.params.reviewNo, fields, files);
      },
    );

    app.get('/api/review/myreview', { config: member, schema: { tags, response: { 200: myReviews } } }, (request) =>
      reviews.mine(currentUser(request)),
    );

    app.get(
      '/api/review/myreview/detail/:reviewNo',
      { config: member, schema: { tags, params: reviewNoParam, response: { 200: myReviewDetail } } },
      (request) => reviews.mineDetail(currentUser(request), request.params.reviewNo),
    );

    app.delete(
      '/api/review/delete/:reviewNo',
      { config: member, schema: { tags, params: reviewNoParam, response: { 200: messageBody } } },
      (request) => reviews.remove(currentUser(request), request.params.reviewNo),
    );

    app.get(
      '/api/owner/reviews',
      { config: owner, schema: { tags, querystring: pageQuery, response: { 200: ownerReviewList } } },
      (request) => ownerReviews.list(currentUser(request), request.query.page),
    );

    app.get(
      '/api/owner/reviews/:reviewNo',
      { config: owner, schema: { tags, params: reviewNoParam, response: { 200: ownerReviewDetail } } },
      (request) => ownerReviews.detail(currentUser(request), request.params.reviewNo),
    );

    app.post(
      '/api/owner/reviews/:reviewNo/report',
      {
        config: owner,
        schema: { tags, params: reviewNoParam, body: reportReviewBody, response: { 201: messageBody } },
      },
      async (request, reply) =>
        reply.code(201).send(await ownerReviews.report(currentUser(request), request.params.reviewNo, request.body)),
    );
  };
}
