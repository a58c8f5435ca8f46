import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import { LEGACY_DOCUMENT_FOLDER } from './images.js';
import { AppError } from './errors.js';
import { sendAppError } from './http-errors.js';
import type { PageShell } from './page-shell.js';
import { IMMUTABLE, UPLOADS_PREFIX } from './storage.js';

/** The last path segment has a dot: a file (a script, an image), never a page of the app. */
const FILE_NAME = /\.[^/]*$/;

/**
 * Whether an unmatched request gets the app's page (history routing): a GET or HEAD outside the API and
 * the uploads that asks for HTML, or for any type (or sends no Accept: curl, uptime checks, link
 * previews) at a path that is not a file's. A missing script or image keeps its 404, so a stale asset
 * never runs HTML as code.
 */
function wantsPage(method: string, path: string, accept: string | undefined): boolean {
  if ((method !== 'GET' && method !== 'HEAD') || path.startsWith('/api/') || path.startsWith(UPLOADS_PREFIX)) {
    return false;
  }
  if (accept?.includes('text/html')) return true;
  return (accept === undefined || accept.includes('*/*')) && !FILE_NAME.test(path);
}

/**
 * Serves uploads, the built web app (hashed assets cached for a year, `index.html` never cached),
 * `/conf.js` for the existing client, and the history-routing fallback: any
 * other page request gets `index.html` (see `wantsPage`); unknown API paths get the 404 envelope.
 */
export async function registerWeb(
  app: FastifyInstance,
  config: Config,
  uploadRoot: string | null,
  shell: PageShell,
): Promise<void> {
  if (uploadRoot) {
    await app.register(fastifyStatic, {
      root: uploadRoot,
      prefix: UPLOADS_PREFIX,
      decorateReply: false,
      index: false,
      cacheControl: false,
      // Owner-application documents stored here before they became private (modules/owner/documents.ts).
      allowedPath: (path) => !path.startsWith(`/${LEGACY_DOCUMENT_FOLDER}/`),
      setHeaders: (reply) => reply.header('cache-control', IMMUTABLE),
    });
  }

  app.get('/conf.js', { schema: { hide: true } }, (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(`window.ENV = ${JSON.stringify({ API_URL: config.publicUrl })};\n`),
  );

  if (shell.available) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      prefix: '/',
      wildcard: false,
      // Served by routes of their own (modules/seo, /conf.js above), even from an older build.
      globIgnore: ['**/robots.txt', '**/sitemap.xml', '**/conf.js'],
      index: false,
      cacheControl: false,
      setHeaders: (reply, path) => {
        reply.header('cache-control', path.includes(`${join(config.webDist, 'assets')}`) ? IMMUTABLE : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    // An OPTIONS only comes here as a preflight @fastify/cors refused (an origin it does not allow):
    // answered empty and without CORS headers, so the browser refuses the call. Safari waits for a
    // body on a 204 without a length.
    if (request.method === 'OPTIONS') return reply.code(204).header('content-length', '0').send();
    const path = request.url.split('?')[0] ?? '';
    const page = wantsPage(request.method, path, request.headers.accept) ? shell.html(undefined, path) : null;
    if (page) return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page);
    return sendAppError(reply, new AppError('404'));
  });
}
