import { parse } from 'fast-querystring';
import { keptAnswers } from '@siktak/contract';

/** Distinct query strings whose parsed query is kept (all are dropped past it). */
const KEPT_QUERY_STRINGS = 1024;
/** Longer query strings are a client's own and parsed every time: 1,024 kept stay under ~1 MB. */
const KEPT_QUERY_LENGTH = 256;

/**
 * Fastify's query-string parser: the router's own (fast-querystring), with the parsed query of each
 * query string kept, frozen, for the next request that sends the same one. The public reads are asked
 * the same few query strings again and again, and parsing one was 3.5 % of a cached page's
 * instructions. Routes read their query through the validator (validator.ts), which makes a new value.
 */
export const parseQueryString: (query: string) => Record<string, unknown> = keptAnswers(
  KEPT_QUERY_STRINGS,
  (query) => Object.freeze(query.length === 0 ? {} : parse(query)),
  (query) => query.length <= KEPT_QUERY_LENGTH,
);
