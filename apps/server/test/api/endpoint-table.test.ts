import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Endpoint, allEndpoints } from '@siktak/contract';
import { errorCodesOf } from '../../src/platform/openapi.js';
import { type TestApp, createTestApp } from '../helpers/app.js';

/**
 * The contract's endpoint table is the only place a call is defined. Every route the app
 * registers under /api/ comes from an entry (so `app.get('/api/x', …)` written by hand fails here),
 * every entry is registered exactly once, and every entry is in the OpenAPI document at /api/docs
 * with its access, its error codes and, for a multipart entry, its fields and file parts.
 */

interface Registered {
  method: string;
  url: string;
  endpoint: Endpoint | undefined;
}

/** The swagger UI's own routes: the document and its page, served by the plugin. */
const isDocsRoute = (url: string) => url === '/api/docs' || url.startsWith('/api/docs/');
const openapiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

describe('the endpoint table', () => {
  let t: TestApp;
  const registered: Registered[] = [];
  let doc: { paths: Record<string, Record<string, Record<string, unknown>>> };

  beforeAll(async () => {
    const onRoute = (route: RouteOptions) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        // HEAD twins of GET routes and the CORS preflight are Fastify's and the CORS plugin's.
        if (method === 'HEAD' || method === 'OPTIONS') continue;
        registered.push({ method, url: route.url, endpoint: (route.config as { endpoint?: Endpoint })?.endpoint });
      }
    };
    t = await createTestApp({ deps: { onRoute } });
    doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  });
  afterAll(() => t.close());

  const apiRoutes = () =>
    registered.filter((route) => (route.url === '/api' || route.url.startsWith('/api/')) && !isDocsRoute(route.url));

  it('registers every route under /api/ from an entry of the table, with its method and path', () => {
    const byHand = apiRoutes().filter((route) => !route.endpoint);
    expect(byHand.map((route) => `${route.method} ${route.url}`)).toEqual([]);
    for (const route of apiRoutes()) {
      expect(`${route.method} ${route.url}`).toBe(route.endpoint?.call);
    }
    expect(apiRoutes().length).toBeGreaterThan(80);
  });

  it('registers every entry exactly once', () => {
    const counts = new Map<Endpoint, number>();
    for (const route of apiRoutes())
      if (route.endpoint) counts.set(route.endpoint, (counts.get(route.endpoint) ?? 0) + 1);
    const entries = allEndpoints();
    expect(entries.filter((entry) => counts.get(entry) !== 1).map((entry) => entry.call)).toEqual([]);
    expect(new Set(entries.map((entry) => entry.call)).size).toBe(entries.length);
    expect(apiRoutes()).toHaveLength(entries.length);
  });

  it('documents every entry with its summary, access and error codes', () => {
    const missing: string[] = [];
    for (const entry of allEndpoints()) {
      const operation = doc.paths[openapiPath(entry.path)]?.[entry.method.toLowerCase()];
      if (!operation) {
        missing.push(entry.call);
        continue;
      }
      expect(operation.summary, entry.call).toBe(entry.summary);
      expect(operation['x-access'], entry.call).toEqual(entry.access);
      expect(operation['x-error-codes'], entry.call).toEqual(errorCodesOf(entry));
      expect(Boolean(operation.security), entry.call).toBe(entry.access !== 'public');
      const responses = operation.responses as Record<string, unknown>;
      for (const status of Object.keys(entry.responses)) expect(responses[status], entry.call).toBeDefined();
    }
    expect(missing).toEqual([]);
  });

  it('documents every multipart entry with its fields and file parts', () => {
    const multipart = allEndpoints().filter((entry) => entry.multipart);
    expect(multipart.map((entry) => entry.call).sort()).toEqual(
      [
        'POST /api/mypage/registerOwner',
        'POST /api/owner/stores/write',
        'POST /api/review/write',
        'PUT /api/owner/stores/update',
        'PUT /api/profile/update',
        'PUT /api/review/:reviewNo',
      ].sort(),
    );
    for (const entry of multipart) {
      const operation = doc.paths[openapiPath(entry.path)]?.[entry.method.toLowerCase()];
      const body = operation?.requestBody as
        | { content: Record<string, { schema: { properties: Record<string, { type?: string }> } }> }
        | undefined;
      const form = body?.content['multipart/form-data']?.schema;
      expect(form, entry.call).toBeDefined();
      const fields = Object.keys(entry.multipart?.fields.toJSONSchema({ io: 'input' }).properties ?? {});
      expect(fields.length, entry.call).toBeGreaterThan(0);
      for (const field of fields) expect(form?.properties[field], `${entry.call} ${field}`).toBeDefined();
      for (const file of Object.keys(entry.multipart?.files ?? {})) {
        expect(form?.properties[file]?.type, `${entry.call} ${file}`).toBe('array');
      }
    }
  });

  it('leaves the pages, assets and probes outside /api/ out of the table', () => {
    const outside = registered.filter((route) => !route.url.startsWith('/api')).map((route) => route.url);
    expect(outside).toEqual(expect.arrayContaining(['/healthz', '/readyz', '/conf.js', '/robots.txt', '/sitemap.xml']));
    expect(registered.filter((route) => !route.url.startsWith('/api') && route.endpoint)).toEqual([]);
  });
});
