import { defineEndpoints } from '../endpoint.js';
import {
  blogParams,
  blogResponse,
  latestStores,
  storeDetail,
  storeListQuery,
  storeListResponse,
  storeNoParam,
} from '../schemas/stores.js';

/** Public store reads (api-contract §6.6). */
export const storeCalls = {
  latest: 'GET /api/store/latest',
  list: 'GET /api/store/list',
  detail: 'GET /api/store/detail/:storeNo',
  // The existing client puts the name in the path unencoded; Fastify decodes the segment (spaces, Hangul).
  blog: 'GET /api/store/:storeName/naver-blog',
} as const;

const tags = ['stores'];

export const storeEndpoints = /* @__PURE__ */ defineEndpoints(storeCalls, {
  latest: {
    summary: 'The newest stores for the home page (cached JSON with an ETag)',
    tags,
    access: 'public',
    responses: { 200: latestStores },
    errors: [],
  },
  list: {
    summary: 'Every store, or those matching a search (cached JSON with an ETag)',
    tags,
    access: 'public',
    query: storeListQuery,
    responses: { 200: storeListResponse },
    errors: [],
  },
  detail: {
    summary: 'One store (cached JSON with an ETag)',
    tags,
    access: 'public',
    params: storeNoParam,
    responses: { 200: storeDetail },
    errors: ['404'],
  },
  blog: {
    summary: 'Naver blog posts about the store',
    tags,
    access: 'public',
    params: blogParams,
    responses: { 200: blogResponse },
    errors: [],
  },
});
