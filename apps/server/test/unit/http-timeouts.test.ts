import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { serverTimeouts } from '../../src/platform/http-timeouts.js';

const env = { NODE_ENV: 'test', JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256' } as const;

describe('HTTP timeouts', () => {
  it('by default close a stalled request (nothing sent for the idle timeout) well within 30 s', () => {
    const { http } = loadConfig(env);
    expect(http.idleTimeoutMs).toBeLessThanOrEqual(30_000);
    expect(http.headersTimeoutMs).toBeLessThanOrEqual(30_000);
    const options = serverTimeouts(http);
    expect(options.connectionTimeout).toBe(http.idleTimeoutMs);
    expect(options.http.headersTimeout).toBe(http.headersTimeoutMs);
    expect(options.requestTimeout).toBe(http.requestTimeoutMs);
    expect(options.http.requestTimeout).toBe(http.requestTimeoutMs);
    // Node enforces the header and request timeouts when it checks, so it checks more often than they run out.
    expect(options.http.connectionsCheckingInterval).toBeLessThan(http.headersTimeoutMs);
  });

  it('are read from the environment, and headers may not take longer than the whole request', () => {
    const { http } = loadConfig({
      ...env,
      HTTP_IDLE_TIMEOUT_MS: '5000',
      HTTP_HEADERS_TIMEOUT_MS: '4000',
      HTTP_REQUEST_TIMEOUT_MS: '60000',
      HTTP_KEEP_ALIVE_TIMEOUT_MS: '7000',
      HTTP_MAX_REQUESTS_PER_SOCKET: '50',
    });
    expect(http).toEqual({
      idleTimeoutMs: 5000,
      headersTimeoutMs: 4000,
      requestTimeoutMs: 60_000,
      keepAliveTimeoutMs: 7000,
      maxRequestsPerSocket: 50,
    });
    expect(() => loadConfig({ ...env, HTTP_HEADERS_TIMEOUT_MS: '9000', HTTP_REQUEST_TIMEOUT_MS: '8000' })).toThrow(
      /HTTP_HEADERS_TIMEOUT_MS/,
    );
  });
});
