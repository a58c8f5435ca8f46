import type { FastifyCorsOptions } from '@fastify/cors';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** What a page of another allowed origin (CORS_ORIGINS) may do with the API. */
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const ALLOWED_HEADERS = ['Authorization', 'Content-Type', 'X-Request-Id'];
const EXPOSED_HEADERS = ['Retry-After', 'X-Request-Id'];
/** How long a browser may keep a preflight's answer. */
const MAX_AGE_SECONDS = 600;

/**
 * @fastify/cors for the origins the server is configured with (its PUBLIC_URL's and CORS_ORIGINS): an
 * answer to an allowed origin names it in `Access-Control-Allow-Origin`; every answer says
 * `Vary: Origin`, so a shared cache never hands one origin's answer to another (Fetch standard, "CORS
 * protocol and HTTP caches"). A preflight of another origin gets no CORS headers, so the browser
 * refuses the call (the app's not-found handler answers it, platform/web.ts).
 */
export function corsOptions(origins: readonly string[]): FastifyCorsOptions {
  const allowed = new Set(origins);
  return {
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
    methods: METHODS,
    allowedHeaders: ALLOWED_HEADERS,
    exposedHeaders: EXPOSED_HEADERS,
    maxAge: MAX_AGE_SECONDS,
    // A preflight without Access-Control-Request-Method is answered like the others, not refused with 400.
    strictPreflight: false,
  };
}

/**
 * The CORS headers @fastify/cors gives an answer to a request from `origin`: `Vary: Origin`, and for an
 * allowed origin the origin itself and the exposed headers. For the answers no hook reaches.
 */
export function corsHeadersOf(origins: readonly string[]) {
  const allowed = new Set(origins);
  return (origin: string | undefined): Record<string, string> =>
    origin !== undefined && allowed.has(origin)
      ? {
          vary: 'Origin',
          'access-control-allow-origin': origin,
          'access-control-expose-headers': EXPOSED_HEADERS.join(', '),
        }
      : { vary: 'Origin' };
}

/** The CORS headers of Fastify's framework errors (platform/http-errors.ts), as @fastify/cors sets them on every other answer. */
export function frameworkErrorCors(origins: readonly string[]) {
  const headersOf = corsHeadersOf(origins);
  return (request: FastifyRequest, reply: FastifyReply): void => {
    reply.headers(headersOf(request.headers.origin));
  };
}
