import { defineEndpoints } from '../endpoint.js';
import {
  availabilitySearchQuery,
  availabilitySearchResponse,
  nextTimesQuery,
  storeNextTimes,
} from '../schemas/availability.js';
import { storeNoParam } from '../schemas/stores.js';

/** Discovery by free tables (docs/api-additions.md, "Availability"); seats are read on every request. */
export const availabilityCalls = {
  search: 'GET /api/availability/stores',
  nextTimes: 'GET /api/availability/stores/:storeNo',
} as const;

const tags = ['availability'];

export const availabilityEndpoints = /* @__PURE__ */ defineEndpoints(availabilityCalls, {
  search: {
    summary: 'Stores with a table for the party at a date and time',
    tags,
    access: 'public',
    query: availabilitySearchQuery,
    responses: { 200: availabilitySearchResponse },
    errors: ['E120'],
  },
  nextTimes: {
    summary: 'The first days with a table for the party at one store',
    tags,
    access: 'public',
    params: storeNoParam,
    query: nextTimesQuery,
    responses: { 200: storeNextTimes },
    errors: ['404'],
  },
});
