import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERRORS, type Endpoint, type ErrorCode, errorBody } from '@siktak/contract';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
type JsonObject = Record<string, unknown>;

/** The codes an entry may answer: its own, "400" when it reads input, "401"/"403" by its access. */
export function errorCodesOf(endpoint: Endpoint): ErrorCode[] {
  const codes = new Set<ErrorCode>();
  if (endpoint.params || endpoint.query || endpoint.body || endpoint.multipart) codes.add('400');
  if (endpoint.access !== 'public' && endpoint.access !== 'optional') codes.add('401');
  if (Array.isArray(endpoint.access)) codes.add('403');
  for (const code of endpoint.errors) codes.add(code);
  return [...codes];
}

/** The error answers by HTTP status, each listing its codes with their Korean messages. */
function errorResponses(endpoint: Endpoint) {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of errorCodesOf(endpoint)) {
    const status = ERRORS[code].status;
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return Object.fromEntries(
    [...byStatus].map(([status, codes]) => [
      status,
      {
        description: codes.map((code) => `\`${code}\` ${ERRORS[code].message}`).join(' · '),
        content: { 'application/json': { schema: errorBody } },
      },
    ]),
  );
}

/** A multipart entry's form as JSON Schema: its text parts, and each file part as binary strings. */
function formSchema(
  multipart: NonNullable<Endpoint['multipart']>,
  target: 'openapi-3.0' | 'draft-2020-12',
): JsonObject {
  const fields = z.toJSONSchema(multipart.fields, { io: 'input', target, unrepresentable: 'any' }) as JsonObject;
  delete fields.$schema;
  const files = Object.fromEntries(
    Object.entries(multipart.files).map(([name, max]) => [
      name,
      { type: 'array', items: { type: 'string', format: 'binary' }, maxItems: max, description: `최대 ${max}개` },
    ]),
  );
  return {
    ...fields,
    type: 'object',
    properties: { ...((fields.properties as JsonObject | undefined) ?? {}), ...files },
  };
}

/**
 * The OpenAPI of a route (@fastify/swagger's `transform`, run once when /api/docs is first built): the
 * zod schemas to JSON Schema as before, and for a route of the contract's endpoint table its access
 * (`x-access`, bearer security), its error codes (`x-error-codes` and one response per status), and
 * for a multipart entry the form's fields and file parts as the request body.
 */
export function endpointDocs(input: TransformInput) {
  const endpoint = (input.route as { config?: { endpoint?: Endpoint } } | undefined)?.config?.endpoint;
  if (!endpoint || !input.schema) return jsonSchemaTransform(input);
  const schema = input.schema as JsonObject;
  const transformed = jsonSchemaTransform({
    ...input,
    schema: { ...schema, response: { ...errorResponses(endpoint), ...(schema.response as JsonObject | undefined) } },
  });
  const docs = transformed.schema as JsonObject;
  docs['x-access'] = endpoint.access;
  docs['x-error-codes'] = errorCodesOf(endpoint);
  if (endpoint.access !== 'public') docs.security = [{ bearer: [] }];
  if (endpoint.multipart) {
    const openapi = 'openapiObject' in input ? String(input.openapiObject.openapi ?? '3.0.3') : '3.0.3';
    docs.body = formSchema(endpoint.multipart, openapi.startsWith('3.0') ? 'openapi-3.0' : 'draft-2020-12');
  }
  return transformed;
}
