import { defineEndpoints } from '../endpoint.js';
import { joinWaitBody, joinWaitResponse, leaveWaitResponse, waitList, waitNoParam } from '../schemas/waitlist.js';

/** The waitlist (빈자리 알림) of the signed-in member — docs/api-additions.md. */
export const waitlistCalls = {
  list: 'GET /api/waitlist',
  join: 'POST /api/waitlist',
  leave: 'DELETE /api/waitlist/:waitNo',
} as const;

const tags = ['waitlist'];

export const waitlistEndpoints = /* @__PURE__ */ defineEndpoints(waitlistCalls, {
  list: {
    summary: "The member's waits whose slot has not started",
    tags,
    access: 'member',
    responses: { 200: waitList },
    errors: [],
  },
  join: {
    summary: 'Joins the waitlist of a full slot',
    tags,
    access: 'member',
    body: joinWaitBody,
    responses: { 201: joinWaitResponse },
    errors: ['404', 'E120', 'E122', 'E123', 'E129', 'E145', 'E146', 'E147', 'E148'],
  },
  leave: {
    summary: 'Leaves one of the member’s waits',
    tags,
    access: 'member',
    params: waitNoParam,
    responses: { 200: leaveWaitResponse },
    errors: ['404'],
  },
});
