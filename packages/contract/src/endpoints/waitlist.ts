import { waitlistCalls } from '../calls.js';
import { defineEndpoints } from '../endpoint.js';
import { joinWaitBody, joinWaitResponse, leaveWaitResponse, waitList, waitNoParam } from '../schemas/waitlist.js';

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
    errors: ['404', 'E120', 'E122', 'E123', 'E129', 'E133', 'E145', 'E146', 'E147', 'E148', 'E149'],
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
