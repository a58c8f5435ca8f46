import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializer } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** The zod schema of a route's answer (fastify-type-provider-zod also accepts it wrapped in `properties`). */
function zodSchemaOf(schema: unknown): z.ZodType {
  if (schema instanceof z.ZodType) return schema;
  const wrapped = (schema as { properties?: unknown } | null)?.properties;
  if (wrapped instanceof z.ZodType) return wrapped;
  throw new Error(`a response schema is not a zod schema: ${JSON.stringify(schema)}`);
}

/**
 * fast-json-stringify compiled from the JSON Schema of a zod schema's output, or null when JSON Schema
 * cannot express it (a transform).
 */
export function fastSerializerOf(schema: z.ZodType): ((data: unknown) => string) | null {
  try {
    return fastJson(z.toJSONSchema(schema, { io: 'output', target: 'draft-7' }) as object);
  } catch {
    return null;
  }
}

/**
 * The writer of `schema`'s answers: fast-json-stringify compiled from its JSON Schema, so only the
 * schema's properties go out (a field the handler did not mean to send is dropped, as zod's strip
 * did), far cheaper than zod encoding the answer then `JSON.stringify` (ADR 0023). A schema JSON
 * Schema cannot express (a transform) keeps zod's serialiser.
 *
 * With `check` (every environment but production: the test suites), each answer is also encoded by
 * zod and must pass it and come out equal to the fast one, so a handler that breaks its contract, or
 * a schema the two serialisers read differently, fails the tests with a 500 instead of going out.
 */
export function answerSerializer(
  schema: z.ZodType,
  route: { method: string; url: string },
  check: boolean,
): (data: unknown) => string {
  const slow = zodSerializer({ schema, method: route.method, url: route.url } as Parameters<typeof zodSerializer>[0]);
  const fast = fastSerializerOf(schema);
  if (!fast) return slow;
  if (!check) return fast;
  return (data) => {
    const expected = slow(data);
    const written = fast(data);
    if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
      throw new Error(`${route.method} ${route.url}: fast-json-stringify wrote ${written}, zod ${expected}`);
    }
    return written;
  };
}

/** Fastify's serializer compiler: every route's answers go through `answerSerializer`, compiled once per route. */
export function responseSerializer(check: boolean): FastifySerializerCompiler<unknown> {
  return (route) => answerSerializer(zodSchemaOf(route.schema), route, check);
}
