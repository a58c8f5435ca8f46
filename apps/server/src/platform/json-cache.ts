import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, gzip, gzipSync, constants as zlib } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { keptAnswers } from '@siktak/contract';
import type { Cache } from './cache.js';

/**
 * A public answer kept ready to send: its JSON text, the text's UTF-8 bytes and an ETag of them. The
 * bytes are what goes out: a string answer is encoded to UTF-8 twice per request (its length, then
 * the write), which for Korean text (two-byte strings in V8) cost more than the rest of a cached read.
 */
export interface CachedJson {
  json: string;
  bytes: Buffer;
  etag: string;
}

/**
 * Computations under way, per cache and key, so a burst of misses builds the answer once; each with
 * the cache's invalidation mark read before it started, so a request that comes after a write never
 * waits for an answer computed before it.
 */
const computing = new WeakMap<Cache, Map<string, { mark: string; entry: Promise<CachedJson> }>>();

type Encoding = 'br' | 'gzip';

/** An answer this process holds, with its compressed bytes once a client asked for them. */
interface Held extends CachedJson {
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
  /** The compressed bytes once they are there, sent without waiting for `encoded`'s promise. */
  compressed: Partial<Record<Encoding, Buffer>>;
  size: number;
}

/** An answer now, or one on its way. */
export type Maybe<T> = T | Promise<T>;

/** `next` of `value`: at once when the value is here, once it is when it is on its way. */
export function whenReady<T, U>(value: Maybe<T>, next: (value: T) => Maybe<U>): Maybe<U> {
  return value instanceof Promise ? value.then(next) : next(value);
}

/**
 * Answers this process has already read, by ETag, with their compressed bytes. Content-addressed, so
 * keeping them never changes an answer: which answer is current is always asked of the shared cache.
 * Bounded by total size (JSON characters plus UTF-8 and compressed bytes), the oldest going first;
 * room enough for every store's detail and reviews of a large catalogue, so a cached answer is
 * compressed once.
 */
const MAX_LOCAL_SIZE = 64 * 1024 * 1024;
const local = new Map<string, Held>();
let localSize = 0;

function grow(held: Held, by: number): void {
  if (local.get(held.etag) !== held) return;
  held.size += by;
  localSize += by;
  for (const [etag, old] of local) {
    if (localSize <= MAX_LOCAL_SIZE) break;
    local.delete(etag);
    localSize -= old.size;
  }
}

function remember(entry: CachedJson): Held {
  const known = local.get(entry.etag);
  if (known) return known;
  const held: Held = { ...entry, encoded: {}, compressed: {}, size: 0 };
  local.set(held.etag, held);
  grow(held, held.json.length + held.bytes.length);
  return held;
}

const bodyKey = (key: string, etag: string) => `${key}@${etag}`;

function answerOf(json: string, etag?: string): CachedJson {
  const bytes = Buffer.from(json);
  return { json, bytes, etag: etag ?? `"${createHash('sha1').update(bytes).digest('base64url')}"` };
}

/**
 * The JSON of a hot public read, computed once per `ttlMs` and shared by every request: the answer is
 * checked against its contract schema (unknown fields stripped) when it is computed, not on every send.
 * The shared cache holds the current ETag under `key` and the body beside it, so with Redis a request
 * reads a few bytes and only fetches the body (megabytes for the whole store list) when this process
 * has not seen that ETag yet. Concurrent misses in one process wait for the same computation instead
 * of each querying the database (at 100 connections an expired whole-list entry otherwise meant 100
 * identical queries). Writes drop both by prefix through the same cache; an answer computed from data
 * read before a write is not stored after it (`Cache.setUnlessInvalidated`), so a read that starts
 * after a write has answered sees it. With an in-process cache, an answer this process holds is
 * answered at once, not as a promise: a cached read then sends without a turn of the event loop.
 */
export function cachedJson<T>(
  cache: Cache,
  key: string,
  ttlMs: number,
  schema: z.ZodType<T>,
  compute: () => Promise<T>,
): Maybe<CachedJson> {
  const etag = cache.peek?.<string>(key);
  const known = etag === undefined ? undefined : local.get(etag);
  return known ?? readOrCompute(cache, key, ttlMs, schema, compute);
}

async function readOrCompute<T>(
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
    if (json !== undefined) return remember(answerOf(json, etag));
  }
  const mark = await cache.mark();
  const running = computing.get(cache) ?? new Map<string, { mark: string; entry: Promise<CachedJson> }>();
  computing.set(cache, running);
  const pending = running.get(key);
  if (pending?.mark === mark) return pending.entry;
  const entry: Promise<CachedJson> = (async () => {
    const built = answerOf(JSON.stringify(schema.parse(await compute())));
    await cache.setUnlessInvalidated(
      mark,
      [
        [bodyKey(key, built.etag), built.json],
        [key, built.etag],
      ],
      ttlMs,
    );
    return remember(built);
  })().finally(() => {
    if (running.get(key)?.entry === entry) running.delete(key);
  });
  running.set(key, { mark, entry });
  return entry;
}

/**
 * The elements of a cached array answer as answers of their own (each store's page out of the
 * catalogue of every store), for the latest version of that answer this process has seen: the whole
 * is indexed once per ETag and each part's JSON and ETag worked out once, so a part is exactly as
 * current as the whole it came from and every instance derives the same bytes and ETag from the same
 * whole. One version is kept: a new ETag of the whole replaces the index.
 */
export class CachedParts<E> {
  private etag: string | undefined;
  private elements = new Map<number, E>();
  private answers = new Map<number, CachedJson>();

  constructor(private readonly idOf: (element: E) => number) {}

  /** The part `id` of `whole`, or undefined when the whole has no such element. */
  of(whole: CachedJson, id: number): CachedJson | undefined {
    if (whole.etag !== this.etag) {
      this.elements = new Map((JSON.parse(whole.json) as E[]).map((element) => [this.idOf(element), element]));
      this.answers = new Map();
      this.etag = whole.etag;
    }
    let answer = this.answers.get(id);
    if (!answer) {
      const element = this.elements.get(id);
      if (element === undefined) return undefined;
      answer = answerOf(JSON.stringify(element));
      this.answers.set(id, answer);
    }
    return answer;
  }
}

/** Answers at least this long are sent compressed to clients that accept it. */
const COMPRESS_FROM_BYTES = 1024;
/**
 * Answers shorter than this are compressed on the event loop: a store page takes tens of µs, less than
 * handing it to the thread pool costs; longer ones (the whole store list) go to the pool.
 */
const COMPRESS_ON_LOOP_BELOW_BYTES = 16 * 1024;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Brotli at quality 5 for text, with a window no larger than the input (a smaller encoder to set up). */
function brotliOptions(bytes: number) {
  return {
    params: {
      [zlib.BROTLI_PARAM_QUALITY]: 5,
      [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
      [zlib.BROTLI_PARAM_SIZE_HINT]: bytes,
      [zlib.BROTLI_PARAM_LGWIN]: Math.min(
        zlib.BROTLI_MAX_WINDOW_BITS,
        Math.max(zlib.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(bytes))),
      ),
    },
  };
}

function compress(input: Buffer, encoding: Encoding): Promise<Buffer> {
  if (input.length < COMPRESS_ON_LOOP_BELOW_BYTES) {
    try {
      return Promise.resolve(
        encoding === 'br' ? brotliCompressSync(input, brotliOptions(input.length)) : gzipSync(input),
      );
    } catch (err) {
      return Promise.reject(err);
    }
  }
  return encoding === 'br' ? brotli(input, brotliOptions(input.length)) : gzipAsync(input);
}

function parseAcceptEncoding(header: string): Encoding | null {
  const accepted = header
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, '')) > 0)
    .map(([name]) => name?.trim().toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return null;
}

/**
 * The encoding of each `Accept-Encoding` value seen (clients send few distinct ones, all short), up to
 * 256 of them; a longer value is a client's own and parsed every time.
 */
const encodingOfHeader = keptAnswers(256, parseAcceptEncoding, (header) => header.length <= 128);

function acceptedEncoding(header: string | string[] | undefined): Encoding | null {
  return encodingOfHeader(Array.isArray(header) ? header.join(',') : (header ?? ''));
}

/**
 * The answer's bytes in `encoding`, compressed once per ETag and shared by every request that
 * follows — the whole store list the existing client downloads is megabytes of JSON at scale, and
 * compressing it per request would cost more than building it.
 */
function encodedBody(entry: CachedJson, encoding: Encoding): Maybe<Buffer> {
  const held = remember(entry);
  let body = held.encoded[encoding];
  if (!body) {
    body = compress(held.bytes, encoding);
    held.encoded[encoding] = body;
    body.then(
      (bytes) => {
        held.compressed[encoding] = bytes;
        grow(held, bytes.length);
      },
      () => delete held.encoded[encoding],
    );
  }
  return held.compressed[encoding] ?? body;
}

/**
 * Route options of a route that answers with `sendCachedJson`: it compresses by itself (once per
 * ETag), so @fastify/compress's per-request hooks are left off.
 */
export const CACHED_JSON_ROUTE = { compress: false, decompress: false } as const;

/**
 * Sends a cached answer; a client that already holds it (`If-None-Match`) gets 304 without a body.
 * `no-cache` makes browsers revalidate, so an owner sees their own edit at once. Large answers go
 * out brotli- or gzip-compressed when the client accepts it. An answer held with its bytes is sent
 * at once (the route's handler then answers the reply itself, not a promise).
 */
export function sendCachedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: Maybe<CachedJson>,
): Maybe<FastifyReply> {
  return whenReady(answer, (entry) => {
    reply.header('etag', entry.etag).header('cache-control', 'public, no-cache').header('vary', 'accept-encoding');
    if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
    reply.type('application/json; charset=utf-8');
    const encoding =
      entry.bytes.length >= COMPRESS_FROM_BYTES ? acceptedEncoding(request.headers['accept-encoding']) : null;
    if (!encoding) return reply.send(entry.bytes);
    reply.header('content-encoding', encoding);
    return whenReady(encodedBody(entry, encoding), (bytes) => reply.send(bytes));
  });
}
