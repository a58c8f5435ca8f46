import { miscCalls } from '../calls.js';
import { defineEndpoints } from '../endpoint.js';
import { apiHello } from '../schemas/misc.js';

const tags = ['misc'];

export const miscEndpoints = /* @__PURE__ */ defineEndpoints(miscCalls, {
  hello: { summary: 'A hello with the server time', tags, access: 'public', responses: { 200: apiHello }, errors: [] },
  error: {
    summary: 'Fails on purpose: the 500 envelope with the generic Korean message',
    tags,
    access: 'public',
    responses: {},
    errors: ['500'],
  },
});
