import { expect } from 'vitest';

/** HSTS, on every answer when the public origin is https (browsers ignore it over plain HTTP). */
export const HSTS = { 'strict-transport-security': 'max-age=31536000; includeSubDomains' };

/**
 * Helmet's headers on every answer that is not JSON (pages, files), as the server configures them;
 * with HSTS too when the public origin is https.
 */
export const PAGE_HEADERS = {
  'content-security-policy': expect.stringContaining("default-src 'self';"),
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'cross-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

/** Security headers of a JSON answer, exactly (OWASP's set for APIs); with HSTS too when the public origin is https. */
export const JSON_HEADERS = {
  'content-security-policy': "default-src 'none';frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

/** Page headers a JSON answer does not carry: they only mean something to a document. */
export const PAGE_ONLY_HEADERS = Object.keys(PAGE_HEADERS).filter((name) => !(name in JSON_HEADERS));
