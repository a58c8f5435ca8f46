import { storeCalls } from '../calls.js';
import { defineEndpoints } from '../endpoint.js';
import {
  blogParams,
  blogResponse,
  blogSearchStatus,
  latestStores,
  storeDetail,
  storeListQuery,
  storeListResponse,
  storeNoParam,
} from '../schemas/stores.js';

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
  blogSearch: {
    summary: 'Whether blog search is configured (the store page hides its blog section without it)',
    tags,
    access: 'public',
    responses: { 200: blogSearchStatus },
    errors: [],
  },
});
