import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { keptAnswers } from '@siktak/contract';

/** What a page of another allowed origin (CORS_ORIGINS) may do with the API. */
const ALLOW_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS';
const ALLOW_HEADERS = 'Authorization, Content-Type, X-Request-Id';
const EXPOSE_HEADERS = 'Retry-After, X-Request-Id';
/** How long a browser may keep a preflight's answer. */
const MAX_AGE_SECONDS = '600';

/**
 * CORS for the origins the server is configured with (its PUBLIC_URL's and CORS_ORIGINS): an answer
 * to an allowed origin names it in `Access-Control-Allow-Origin`; every answer says `Vary: Origin`,
 * appended to what the answer already varies by (a cached answer's `Accept-Encoding`), so a shared
 * cache never hands one origin's answer to another (Fetch standard, "CORS protocol and HTTP caches").
 * The headers are fixed strings chosen per request by one set lookup, set by the answer-headers hook
 * (answer-headers.ts) and by the framework-error handler (http-errors.ts), which no hook reaches.
 */
export class CorsPolicy {
  private readonly origins: ReadonlySet<string>;
  /**
   * `Vary` with Origin added to what an answer already varies by, the same string for the same value:
   * Node checks every header value with a regular expression, and a string made anew for each answer
   * (a concatenation) is read by V8 only through its runtime, ~1,100 instructions per answer.
   */
  private readonly varyWithOrigin = keptAnswers(64, (vary: string) => `${vary}, Origin`);

  constructor(origins: readonly string[]) {
    this.origins = new Set(origins);
  }

  /** The request's Origin when it is one of the allowed origins. */
  allowedOrigin(request: FastifyRequest): string | undefined {
    const origin = request.headers.origin;
    return origin !== undefined && this.origins.has(origin) ? origin : undefined;
  }

  /** Sets the CORS headers of an answer to `request`. */
  apply(request: FastifyRequest, reply: FastifyReply): void {
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? this.varyWithOrigin(String(vary)) : 'Origin');
    const origin = this.allowedOrigin(request);
    if (origin)
      reply.header('access-control-allow-origin', origin).header('access-control-expose-headers', EXPOSE_HEADERS);
  }

  /**
   * Answers preflights (OPTIONS of any path): 204, with the methods, headers and max age when an
   * allowed origin asks for a method; without them (so the browser refuses) for any other origin. No
   * route of the API answers OPTIONS itself, and no token is asked of a preflight.
   */
  registerPreflight(app: FastifyInstance): void {
    app.options('*', { schema: { hide: true } }, (request, reply) => {
      if (this.allowedOrigin(request) && request.headers['access-control-request-method']) {
        reply
          .header('access-control-allow-methods', ALLOW_METHODS)
          .header('access-control-allow-headers', ALLOW_HEADERS)
          .header('access-control-max-age', MAX_AGE_SECONDS);
      }
      // Safari waits for a body on a 204 without a length.
      return reply.code(204).header('content-length', '0').send();
    });
  }
}
