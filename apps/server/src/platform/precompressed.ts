import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { ANSWER_COMPRESSION } from './compression.js';
import type { CachedAnswer } from './http-cache.js';

const ENCODINGS = ['br', 'gzip'];
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Compressed bodies kept, counted in bytes. */
const KEPT_BYTES_MAX = 64 * 1024 * 1024;

/** Whether an answer is long enough to compress, as @fastify/compress judges the other API answers. */
function worthCompressing(json: string): boolean {
  // A string's UTF-8 length is at least its length and at most three times it: only one in between
  // needs counting.
  const threshold = ANSWER_COMPRESSION.threshold;
  if (json.length >= threshold) return true;
  return json.length * 3 >= threshold && Buffer.byteLength(json) >= threshold;
}

function compress(json: string, encoding: string): Promise<Buffer> {
  const body = Buffer.from(json);
  if (encoding === 'gzip') return gzipped(body, { level: 6 });
  return brotli(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 5,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/**
 * Route options of a route answering through `precompressedAnswers`: it compresses what is worth it
 * itself, and a GET has no body to decompress, so @fastify/compress's hooks are left off the route.
 */
export const CACHED_ANSWER_ROUTE = { compress: false, decompress: false } as const;

/**
 * Sends a cached answer (platform/http-cache.ts) as its JSON text with its ETag; @fastify/etag keeps
 * that ETag and answers 304 to a client that holds it. A large one that many requests share (the
 * existing client's whole store list, megabytes at scale) goes out compressed once per ETag and
 * encoding, where @fastify/compress would compress the same bytes again on every request; a short
 * one goes out as it is, as @fastify/compress would send it. lru-cache's `fetch` lets the requests
 * asking for a body meanwhile share its compression.
 */
export function precompressedAnswers() {
  const bodies = new LRUCache<string, Buffer, { json: string; encoding: string }>({
    maxSize: KEPT_BYTES_MAX,
    sizeCalculation: (body) => body.length,
    fetchMethod: (_key, _stale, { context }) => compress(context.json, context.encoding),
  });
  return async (request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer): Promise<FastifyReply> => {
    reply.header('etag', answer.etag).type('application/json; charset=utf-8');
    if (!worthCompressing(answer.json) || request.headers['if-none-match'] === answer.etag) {
      return reply.send(answer.json);
    }
    const accepted = request.headers['accept-encoding'];
    const encoding = accepted ? negotiate(accepted.toLowerCase(), ENCODINGS) : null;
    if (!encoding) return reply.send(answer.json);
    const body = await bodies.fetch(`${answer.etag} ${encoding}`, { context: { json: answer.json, encoding } });
    return reply.header('content-encoding', encoding).send(body);
  };
}
