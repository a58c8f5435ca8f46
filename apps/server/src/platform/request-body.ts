import type { FastifyInstance, FastifySchema, preParsingAsyncHookHandler } from 'fastify';
import { AppError } from './errors.js';
import { addRouteHook } from './route-hooks.js';

/**
 * Whether a route reads a request body: it declares a JSON `body` schema, or `consumes` (the
 * multipart forms, read by `readMultipart`). Every other route reads none.
 */
function readsBody(schema: FastifySchema | undefined): boolean {
  return schema?.body !== undefined || schema?.consumes !== undefined;
}

const BODYLESS = new Set(['GET', 'HEAD']);

/**
 * A route that reads no body drops the request's `Content-Type` before Fastify picks a body parser:
 * an empty body then goes straight to the handler, and a non-empty one to the catch-all parser below,
 * which throws it away. So the existing client's body-less PATCH answers whatever type its browser or
 * a proxy adds, and a garbage type is no reason to refuse a call that reads nothing.
 */
const ignoreContentType: preParsingAsyncHookHandler = async (request, _reply, payload) => {
  delete request.raw.headers['content-type'];
  return payload;
};

/**
 * The request-body policy (ADR 0026): JSON for routes with a `body`
 * schema, multipart for routes that declare `consumes`, nothing for the others. Call before the
 * routes are registered: the hook is attached to routes as they are added.
 */
export function registerBodyPolicy(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    // Fastify reads no body of a GET or HEAD request, so those routes need no hook.
    if (readsBody(route.schema) || [route.method].flat().every((method) => BODYLESS.has(method))) return;
    addRouteHook(route, 'preParsing', ignoreContentType);
  });
  // No route reads plain text; a JSON route sent text/plain answers 415 like any other type.
  app.removeContentTypeParser('text/plain');
  // An empty body sent as JSON is no body (what clients send for a call whose body is optional, like
  // logout); anything else goes through Fastify's own JSON parser (prototype-poisoning checks included).
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    if (text.trim() === '') done(null, undefined);
    else parseJson(request, text, done);
  });
  // Bodies of unknown types (or with no type): read up to the body limit, then refused with 415 by a
  // route that reads a body, ignored by one that reads none.
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (request, _body, done) => {
    if (readsBody(request.routeOptions.schema)) done(new AppError('415'), undefined);
    else done(null, undefined);
  });
}
