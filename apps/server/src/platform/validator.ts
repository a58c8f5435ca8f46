import type { FastifySchema, FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';

/** Distinct query strings a route keeps the validated value of (all of them are dropped past it). */
const QUERIES_PER_ROUTE = 512;

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

/**
 * zod's validation of each part of a request (fastify-type-provider-zod), with each route's valid query
 * strings remembered: the public reads are asked again and again with the same few queries (a page of
 * the list, a search), and parsing one (coercions, refinements, defaults) gives the same value each
 * time, since no query schema of the contract reads the clock or anything else outside the query (a
 * search's "today" is worked out by its service). The value is frozen, as every request now shares it;
 * a refused query is validated again each time, so each gets its own error.
 */
export const validatorOf: FastifySchemaCompiler<FastifySchema> = (route) => {
  // What fastify-type-provider-zod's validator answers: the parsed value, or the error.
  const validate = validatorCompiler(route as Parameters<typeof validatorCompiler>[0]) as (
    data: unknown,
  ) => { value: unknown } | { error: FastifySchemaValidationError[] };
  if (route.httpPart !== 'querystring') return validate;
  const valid = new Map<string, { value: unknown }>();
  return (query: unknown) => {
    const key = JSON.stringify(query);
    const known = valid.get(key);
    if (known) return known;
    const result = validate(query);
    if (!('value' in result)) return result;
    deepFreeze(result.value);
    if (valid.size >= QUERIES_PER_ROUTE) valid.clear();
    valid.set(key, result);
    return result;
  };
};
