import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyHelmetOptions } from '@fastify/helmet';
import helmet from 'helmet';
import type { Config } from '../config.js';

/** The pages' Content-Security-Policy: this origin's scripts, styles and fonts; images from the uploads' origins. */
function contentSecurityPolicy(config: Config) {
  // Images come from this server's /uploads/ or, with S3, from S3_PUBLIC_URL.
  const uploadsOrigins = [
    ...new Set([config.publicUrl, config.s3?.publicUrl].flatMap((url) => (url ? [new URL(url).origin] : []))),
  ];
  return {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', ...uploadsOrigins],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", ...uploadsOrigins],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      upgradeInsecureRequests: null,
    },
  };
}

/**
 * @fastify/helmet's options for every answer: helmet's set for pages, the app's files and images, with
 * the pages' CSP. Browsers ignore HSTS received over plain HTTP (RFC 6797 §8.1), so it is sent only
 * when the public origin is https.
 */
export function pageSecurityHeaders(config: Config): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: contentSecurityPolicy(config),
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
    ...(new URL(config.publicUrl).protocol === 'https:' ? {} : { strictTransportSecurity: false }),
  };
}

/**
 * The headers of the API's answers (route-level @fastify/helmet options, merged over the pages' set):
 * the set the OWASP REST Security Cheat Sheet gives for APIs. JSON is data a browser never renders as a
 * page, so it runs no script, loads nothing and may not be framed; HSTS and nosniff stay as the pages
 * have them. The headers helmet adds for documents mean nothing on it (DNS prefetch, COOP,
 * Origin-Agent-Cluster, IE's download and XSS switches, Flash's cross-domain policies, Referrer-Policy,
 * Cross-Origin-Resource-Policy: fetches are governed by CORS), so they are left off.
 */
const API_SECURITY_HEADERS: FastifyHelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  xFrameOptions: { action: 'deny' },
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  crossOriginResourcePolicy: false,
  originAgentCluster: false,
  referrerPolicy: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
};

/**
 * The API's headers as helmet writes them for the API's options over the pages' ones, worked out once.
 * @fastify/helmet builds a helmet middleware for every request of a route with options of its own and
 * lets it set each header on the response one by one; the API's set never changes between requests,
 * so the API routes skip @fastify/helmet (`helmet: false`) and get helmet's output in one
 * `reply.headers` call (app.ts).
 */
export function apiSecurityHeaders(config: Config): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  const options = { ...pageSecurityHeaders(config), ...API_SECURITY_HEADERS } as Parameters<typeof helmet>[0];
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

/** Whether a route answers for the API (JSON): every path under /api but the docs' pages. */
export function isApiPath(url: string): boolean {
  return (url === '/api' || url.startsWith('/api/')) && !url.startsWith('/api/docs');
}
