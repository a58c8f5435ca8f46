import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Cache } from './cache.js';

/** A public answer kept ready to send: its JSON text and an ETag of it. */
export interface CachedJson {
  json: string;
  etag: string;
}

/**
 * The JSON of a hot public read, computed once per `ttlMs` and shared by every request: the answer is
 * checked against its contract schema (unknown fields stripped) when it is computed, not on every send.
 * Writes drop it by prefix through the same cache.
 */
export async function cachedJson<T>(
  cache: Cache,
  key: string,
  ttlMs: number,
  schema: z.ZodType<T>,
  compute: () => Promise<T>,
): Promise<CachedJson> {
  const hit = await cache.get<CachedJson>(key);
  if (hit) return hit;
  const json = JSON.stringify(schema.parse(await compute()));
  const entry = { json, etag: `"${createHash('sha1').update(json).digest('base64url')}"` };
  await cache.set(key, entry, ttlMs);
  return entry;
}

/**
 * Sends a cached answer; a client that already holds it (`If-None-Match`) gets 304 without a body.
 * `no-cache` makes browsers revalidate, so an owner sees their own edit at once.
 */
export function sendCachedJson(request: FastifyRequest, reply: FastifyReply, entry: CachedJson): FastifyReply {
  reply.header('etag', entry.etag).header('cache-control', 'public, no-cache');
  if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(entry.json);
}
