import type { HttpLimits } from '../config.js';

/**
 * How often Node looks for requests over their header or request timeout. Its default (30 s) would let
 * a slow request live up to that long past its limit; the check walks the open connections, which is
 * cheap at once a second.
 */
const CHECK_INTERVAL_MS = 1000;

/**
 * Fastify's and Node's options for how long a connection may take (config `http`): a socket idle for
 * `idleTimeoutMs` is closed (a body or headers that stopped coming), the headers must arrive within
 * `headersTimeoutMs` and the whole request within `requestTimeoutMs` (one byte at a time keeps a socket
 * busy but not for ever; Node answers 408 through `clientErrorHandler`, platform/http-errors.ts), and a
 * keep-alive connection is closed after `keepAliveTimeoutMs` idle or `maxRequestsPerSocket` requests.
 * The idle timeout also bounds a handler that writes nothing for that long.
 */
export function serverTimeouts(limits: HttpLimits) {
  return {
    connectionTimeout: limits.idleTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    maxRequestsPerSocket: limits.maxRequestsPerSocket,
    http: {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      connectionsCheckingInterval: Math.min(CHECK_INTERVAL_MS, limits.headersTimeoutMs),
    },
  };
}
