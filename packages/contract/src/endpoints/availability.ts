import { availabilityCalls } from '../calls.js';
import { defineEndpoints } from '../endpoint.js';
import {
  availabilitySearchQuery,
  availabilitySearchResponse,
  nextTimesQuery,
  searchHours,
  storeNextTimes,
} from '../schemas/availability.js';
import { storeNoParam } from '../schemas/stores.js';

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
  hours: {
    summary: 'The whole hours at which some store is open, for the time picker',
    tags,
    access: 'public',
    responses: { 200: searchHours },
    errors: [],
  },
});
