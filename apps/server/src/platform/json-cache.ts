import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Cache } from './cache.js';

/** A public answer kept ready to send: its JSON text and an ETag of it. */
export interface CachedJson {
  json: string;
  etag: string;
}

/** Computations under way, per cache and key, so a burst of misses builds the answer once. */
const computing = new WeakMap<Cache, Map<string, Promise<CachedJson>>>();

/**
 * Answers this process has already read, by ETag. Content-addressed, so keeping them never changes
 * an answer: which answer is current is always asked of the shared cache. Bounded by total size.
 */
const MAX_LOCAL_CHARS = 64 * 1024 * 1024;
const local = new Map<string, CachedJson>();
let localChars = 0;

function remember(entry: CachedJson): CachedJson {
  if (local.has(entry.etag) || entry.json.length > MAX_LOCAL_CHARS / 4) return entry;
  local.set(entry.etag, entry);
  localChars += entry.json.length;
  for (const [etag, old] of local) {
    if (localChars <= MAX_LOCAL_CHARS) break;
    local.delete(etag);
    localChars -= old.json.length;
  }
  return entry;
}

const bodyKey = (key: string, etag: string) => `${key}@${etag}`;

/**
 * The JSON of a hot public read, computed once per `ttlMs` and shared by every request: the answer is
 * checked against its contract schema (unknown fields stripped) when it is computed, not on every send.
 * The shared cache holds the current ETag under `key` and the body beside it, so with Redis a request
 * reads a few bytes and only fetches the body (megabytes for the whole store list) when this process
 * has not seen that ETag yet. Concurrent misses in one process wait for the same computation instead
 * of each querying the database (at 100 connections an expired whole-list entry otherwise meant 100
 * identical queries). Writes drop both by prefix through the same cache.
 */
export async function cachedJson<T>(
  cache: Cache,
  key: string,
  ttlMs: number,
  schema: z.ZodType<T>,
  compute: () => Promise<T>,
): Promise<CachedJson> {
  const etag = await cache.get<string>(key);
  if (etag) {
    const known = local.get(etag);
    if (known) return known;
    const json = await cache.get<string>(bodyKey(key, etag));
    if (json !== undefined) return remember({ json, etag });
  }
  const running = computing.get(cache) ?? new Map<string, Promise<CachedJson>>();
  computing.set(cache, running);
  const pending = running.get(key);
  if (pending) return pending;
  const entry = (async () => {
    const json = JSON.stringify(schema.parse(await compute()));
    const built = { json, etag: `"${createHash('sha1').update(json).digest('base64url')}"` };
    await cache.set(bodyKey(key, built.etag), json, ttlMs);
    await cache.set(key, built.etag, ttlMs);
    return remember(built);
  })().finally(() => running.delete(key));
  running.set(key, entry);
  return entry;
}

/** Answers at least this long are sent compressed to clients that accept it. */
const COMPRESS_FROM_BYTES = 1024;
/** Compressed bodies kept per process, keyed by ETag: the same bytes for every instance, so no answer differs. */
const MAX_ENCODED = 200;
const encoded = new Map<string, Promise<Buffer>>();
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

type Encoding = 'br' | 'gzip';

function acceptedEncoding(header: string | string[] | undefined): Encoding | null {
  const accepted = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, '')) > 0)
    .map(([name]) => name?.trim().toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return null;
}

/**
 * The answer's bytes in `encoding`, compressed once per ETag and shared by every request that
 * follows — the whole store list the existing client downloads is megabytes of JSON at scale, and
 * compressing it per request would cost more than building it.
 */
function encodedBody(entry: CachedJson, encoding: Encoding): Promise<Buffer> {
  const key = `${encoding}:${entry.etag}`;
  let body = encoded.get(key);
  if (!body) {
    body =
      encoding === 'br'
        ? brotli(entry.json, {
            params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT },
          })
        : gzipAsync(entry.json);
    if (encoded.size >= MAX_ENCODED) encoded.delete(encoded.keys().next().value as string);
    encoded.set(key, body);
    body.catch(() => encoded.delete(key));
  }
  return body;
}

/**
 * Sends a cached answer; a client that already holds it (`If-None-Match`) gets 304 without a body.
 * `no-cache` makes browsers revalidate, so an owner sees their own edit at once. Large answers go
 * out brotli- or gzip-compressed when the client accepts it.
 */
export async function sendCachedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: CachedJson,
): Promise<FastifyReply> {
  reply.header('etag', entry.etag).header('cache-control', 'public, no-cache').header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  const encoding =
    entry.json.length >= COMPRESS_FROM_BYTES ? acceptedEncoding(request.headers['accept-encoding']) : null;
  if (!encoding) return reply.send(entry.json);
  return reply.header('content-encoding', encoding).send(await encodedBody(entry, encoding));
}
