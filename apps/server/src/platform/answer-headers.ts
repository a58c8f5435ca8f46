import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { CorsPolicy } from './cors.js';

/**
 * The headers helmet sets with `options`, worked out once. None of our helmet options depends on the
 * request (no CSP nonces, no functions as directive values), so every answer gets the same headers;
 * @fastify/helmet instead built a new helmet middleware per request and parsed the CSP directives
 * each time (5 % of a store-detail request's CPU, 19 % of a cached one's: docs/benchmarks.md).
 */
export function securityHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}

/**
 * The headers of a JSON answer: the set the OWASP REST Security Cheat Sheet gives for APIs. JSON is data
 * a browser never renders as a page, so it runs no script, loads nothing and may not be framed; HSTS
 * and nosniff as the pages have them. The headers helmet adds for documents mean nothing on it: DNS
 * prefetch, COOP, Origin-Agent-Cluster, IE's download and XSS switches, Flash's cross-domain policies,
 * Referrer-Policy (a JSON answer links to nothing and loads nothing) and Cross-Origin-Resource-Policy
 * (ours, `cross-origin`, lets every page embed the answer, as no header does but for pages under COEP,
 * which no header refuses; fetches are governed by CORS either way). Each header line costs every
 * answer ~2,000 instructions in Node's header checks (docs/benchmarks.md, session 15).
 */
export function jsonSecurityHeaders(documentHeaders: Readonly<Record<string, string>>): Record<string, string> {
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-frame-options': 'DENY',
    ...Object.fromEntries(
      ['strict-transport-security', 'x-content-type-options'].flatMap((name) =>
        documentHeaders[name] ? [[name, documentHeaders[name]]] : [],
      ),
    ),
  };
}

/** Sets the headers every answer carries on `reply`, chosen by the answer's type as it goes out. */
export type AnswerHeaders = (request: FastifyRequest, reply: FastifyReply) => void;

/**
 * The headers every answer carries (errors and 404s too): the request id, the security headers (JSON
 * answers get the JSON set, every other answer — pages, the app's files, images, calendars — helmet's)
 * and CORS (cors.ts). Set by one onSend hook (`registerAnswerHeaders`) and by the framework-error
 * handler, which no hook reaches (http-errors.ts).
 */
export function answerHeaders(options: { security: Readonly<HelmetOptions>; cors: CorsPolicy }): AnswerHeaders {
  const documentHeaders = securityHeaders(options.security);
  const jsonHeaders = jsonSecurityHeaders(documentHeaders);
  const { cors } = options;
  return (request, reply) => {
    const type = reply.getHeader('content-type');
    reply
      .header('x-request-id', request.id)
      .headers(typeof type === 'string' && type.startsWith('application/json') ? jsonHeaders : documentHeaders);
    cors.apply(request, reply);
  };
}

/**
 * Sets `headers` on every answer as it goes out; a plugin's own onSend hook registered after this one
 * (Swagger UI's CSP) still has the last word.
 */
export function registerAnswerHeaders(app: FastifyInstance, headers: AnswerHeaders): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    headers(request, reply);
    done(null, payload);
  });
}
