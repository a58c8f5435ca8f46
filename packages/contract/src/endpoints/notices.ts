import { noticeCalls } from '../calls.js';
import { defineEndpoints } from '../endpoint.js';
import { messageBody } from '../schemas/common.js';
import {
  noticeBody,
  noticeDetail,
  noticeList,
  noticeListQuery,
  noticeNoParam,
  noticeSaved,
} from '../schemas/notices.js';

const tags = ['notices'];
const ADMIN = ['ROLE_ADMIN'] as const;

export const noticeEndpoints = /* @__PURE__ */ defineEndpoints(noticeCalls, {
  list: {
    summary: 'Notices, a page at a time (a valid token is read, a stale one ignored)',
    tags,
    access: 'optional',
    query: noticeListQuery,
    responses: { 200: noticeList },
    errors: [],
  },
  detail: {
    summary: 'One notice (a bare one-element array)',
    tags,
    access: 'public',
    params: noticeNoParam,
    responses: { 200: noticeDetail },
    errors: ['404'],
  },
  write: {
    summary: 'Writes a notice',
    tags,
    access: ADMIN,
    body: noticeBody,
    responses: { 201: noticeSaved },
    errors: [],
  },
  update: {
    summary: 'Edits a notice',
    tags,
    access: ADMIN,
    params: noticeNoParam,
    body: noticeBody,
    responses: { 200: noticeSaved },
    errors: ['404'],
  },
  remove: {
    summary: 'Deletes a notice',
    tags,
    access: ADMIN,
    params: noticeNoParam,
    responses: { 200: messageBody },
    errors: ['404'],
  },
});
