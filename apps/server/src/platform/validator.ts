import type { FastifySchema, FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** Distinct values of one query parameter whose parsed value a route keeps (all are dropped past it). */
const VALUES_PER_PARAMETER = 512;

type Validation = { value: unknown } | { error: FastifySchemaValidationError[] };
/** A parameter's part of the parsed query: `{ key: value }`, or `{}` when zod leaves the key out. */
type Part = Readonly<Record<string, unknown>>;

interface Parameter {
  key: string;
  /** The query schema narrowed to this key (`pick`), so zod's own rules for absent, optional and defaulted keys apply. */
  schema: z.ZodObject;
  /** Parts by the parameter's text; `absent` when the query does not carry it. */
  parts: Map<string, Part>;
  absent?: Part;
}

/**
 * The parameters of a query schema that can be parsed one by one: a plain `z.object` (unknown keys
 * stripped, no check over the whole object), whose value is then exactly its keys' values side by side.
 */
function parametersOf(schema: unknown): Parameter[] | null {
  if (!(schema instanceof z.ZodObject)) return null;
  const { catchall, checks, shape } = schema._zod.def;
  if (catchall !== undefined || (checks?.length ?? 0) > 0) return null;
  return Object.keys(shape).map((key) => ({
    key,
    schema: schema.pick({ [key]: true } as Record<string, true>),
    parts: new Map(),
  }));
}

/** The parameter's parsed part for `query`, or null when zod refuses it. */
function partOf(parameter: Parameter, query: Record<string, unknown>): Part | null {
  const { key } = parameter;
  const present = key in query;
  const raw = query[key];
  // A text or an absent key is remembered; repeated parameters (arrays) are rare and parsed every time.
  const text = typeof raw === 'string' ? raw : undefined;
  const known = !present ? parameter.absent : text !== undefined ? parameter.parts.get(text) : undefined;
  if (known) return known;
  const parsed = parameter.schema.safeParse(present ? { [key]: raw } : {});
  if (!parsed.success) return null;
  const part = Object.freeze(parsed.data);
  if (!present) parameter.absent = part;
  else if (text !== undefined) {
    if (parameter.parts.size >= VALUES_PER_PARAMETER) parameter.parts.clear();
    parameter.parts.set(text, part);
  }
  return part;
}

/**
 * zod's validation of each part of a request (fastify-type-provider-zod), with the query strings
 * parsed one parameter at a time and each parameter's valid values remembered per route: the public
 * reads (the list, a search, available-person) are asked again and again with the same few values of
 * each parameter in ever new combinations, and parsing a value (coercions, refinements, defaults) gives
 * the same result each time, since no query schema of the contract reads the clock or anything outside
 * its own key (a search's "today" is worked out by its service). A query with a refused value is
 * validated whole, so its error is zod's own for the whole query; bodies and path parameters are
 * parsed on every request.
 */
export const validatorOf: FastifySchemaCompiler<FastifySchema> = (route) => {
  // What fastify-type-provider-zod's validator answers: the parsed value, or the error.
  const validate = validatorCompiler(route as Parameters<typeof validatorCompiler>[0]) as (data: unknown) => Validation;
  const parameters = route.httpPart === 'querystring' ? parametersOf(route.schema) : null;
  if (!parameters) return validate;
  return (query: unknown): Validation => {
    if (typeof query !== 'object' || query === null) return validate(query);
    const value: Record<string, unknown> = {};
    for (const parameter of parameters) {
      const part = partOf(parameter, query as Record<string, unknown>);
      if (!part) return validate(query);
      for (const key in part) value[key] = part[key];
    }
    return { value };
  };
};
