import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { z } from 'zod';
import { type Endpoint, MESSAGES, type SuccessSchema } from '@siktak/contract';
import { ANSWER_COMPRESSION } from './compression.js';
import { MULTIPART, type UploadedFile, parseFields, readMultipart, registerMultipartRoute } from './multipart.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract's entry the route was registered from (`route` below); the route test reads it. */
    endpoint?: Endpoint;
  }
}

type Output<E, K extends string> = E extends { [P in K]: infer S extends z.ZodType } ? z.output<S> : unknown;

/** The request of an entry: its params, query and JSON body as the contract's schemas parsed them. */
export type EndpointRequest<E> = FastifyRequest<{
  Params: Output<E, 'params'>;
  Querystring: Output<E, 'query'>;
  Body: Output<E, 'body'>;
}>;

/** A multipart entry's form: its text parts validated by the entry, its files by part name. */
export type EndpointForm<E> = E extends { multipart: { fields: infer F extends z.ZodType; files: infer N } }
  ? { fields: z.output<F>; files: Record<keyof N, UploadedFile[]> }
  : undefined;

type Answer<E> = SuccessSchema<E> extends z.ZodType ? z.output<SuccessSchema<E>> : unknown;

/**
 * A handler: what it returns is the answer, sent with the entry's success status and serialised
 * through its response schema; a handler that sends by itself (a redirect, cached JSON) returns the reply.
 */
export type EndpointHandler<E> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
  form: EndpointForm<E>,
) => Answer<E> | FastifyReply | Promise<Answer<E> | FastifyReply>;

/** What a route adds to its entry on this server: operations, not the wire. */
export interface RouteOptionsOf<E> {
  /** Per-IP limit (@fastify/rate-limit); off with RATE_LIMIT=false. */
  rateLimit?: { max: number; timeWindow: number };
  /** Off for a route whose answers must go out as they are (@fastify/compress, @fastify/etag hashing). */
  compress?: false;
  decompress?: false;
  /** A public entry whose answers carry a credential: sent with `Cache-Control: no-store` (platform/private-answers.ts). */
  credentials?: true;
  /** Reshapes a multipart entry's raw text parts before they are validated (e.g. two shapes of one form). */
  fields?: E extends { multipart: object } ? (raw: Record<string, unknown>) => Record<string, unknown> : never;
}

type AnyHandler = (request: FastifyRequest, reply: FastifyReply, form?: unknown) => unknown;

/** The handler of a multipart entry: reads and validates the form, then hands it on. Built once per route. */
function withForm(
  endpoint: Endpoint,
  handler: AnyHandler,
  reshape?: (raw: Record<string, unknown>) => Record<string, unknown>,
) {
  const spec = endpoint.multipart;
  if (!spec) return handler;
  const names = Object.keys(spec.files);
  const readFiles = spec.readFiles ?? Object.values(spec.files).reduce((sum, n) => sum + n, 0);
  const tooMany = MESSAGES[spec.tooMany ?? 'filesMax'];
  const invalid = spec.invalid ?? '400';
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const form = await readMultipart(request, readFiles, tooMany);
    const fields = parseFields(spec.fields, reshape ? reshape(form.fields) : form.fields, invalid);
    const files = Object.fromEntries(names.map((name) => [name, form.files.filter((file) => file.field === name)]));
    return handler(request, reply, { fields, files });
  };
}

/** The handler answering with the entry's success status when it is not 200 (201 Created). */
function withStatus(endpoint: Endpoint, handler: AnyHandler): AnyHandler {
  if (endpoint.responses[200] || !endpoint.responses[201]) return handler;
  return (request, reply, form) => {
    reply.code(201);
    return handler(request, reply, form);
  };
}

/**
 * Registers the route of one entry of the contract's endpoint table: method, path, the schemas
 * (params, querystring and JSON body validated by zod, responses written by platform/serializer.ts),
 * tags and summary for OpenAPI, `config.access` for the auth guard, and for a multipart entry the
 * form read and validated with the entry's field schema. Everything is worked out here, once.
 */
export function route<E extends Endpoint>(app: FastifyInstance, endpoint: E, handler: EndpointHandler<E>): void;
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  options: RouteOptionsOf<E>,
  handler: EndpointHandler<E>,
): void;
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  optionsOrHandler: RouteOptionsOf<E> | EndpointHandler<E>,
  maybeHandler?: EndpointHandler<E>,
): void {
  const options = typeof optionsOrHandler === 'function' ? {} : optionsOrHandler;
  const handler = (typeof optionsOrHandler === 'function' ? optionsOrHandler : maybeHandler) as unknown as AnyHandler;
  const { rateLimit, fields, credentials, ...fastifyOptions } = options as RouteOptionsOf<Endpoint> & {
    fields?: (raw: Record<string, unknown>) => Record<string, unknown>;
  };
  const response = Object.fromEntries(Object.entries(endpoint.responses).filter(([, schema]) => schema));
  const routeOptions = {
    compress: ANSWER_COMPRESSION,
    ...fastifyOptions,
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      tags: [...endpoint.tags],
      summary: endpoint.summary,
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(endpoint.multipart ? { consumes: MULTIPART } : {}),
      ...(Object.keys(response).length > 0 ? { response } : {}),
    },
    config: {
      endpoint,
      ...(endpoint.access === 'public' ? {} : { access: endpoint.access }),
      ...(rateLimit ? { rateLimit } : {}),
      ...(credentials ? { credentials } : {}),
    },
    handler: withStatus(endpoint, withForm(endpoint, handler, fields)),
  } as RouteOptions;
  if (endpoint.multipart) registerMultipartRoute(app, routeOptions);
  else app.route(routeOptions);
}
