import { createHash } from 'node:crypto';
import etag from '@fastify/etag';
import { createCache } from 'async-cache-dedupe';
import type { Endpoint, SuccessOf } from '@siktak/contract';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import type { AppContext } from './context.js';
import { answerSerializer } from './serializer.js';

/** The hash of an answer's ETag (a strong one): its SHA-1 in base64url. */
const sha1 = (payload: string | Buffer) => createHash('sha1').update(payload).digest('base64url');

/** A cached public read as it is sent: its JSON, written by the route's response serializer, and its ETag. */
export interface CachedAnswer {
  json: string;
  etag: string;
}

/** What filling one entry needs: its key, the cache mark read before, and the answer to write. */
interface Fill {
  key: string;
  mark: string;
  ttlMs: number;
  compute: () => Promise<unknown>;
}

/**
 * The read-through cache (platform/cache.ts) of an endpoint's answers, kept as they are sent: an entry
 * is the answer's JSON, written once when the entry is filled by the same serializer the route would
 * run (with its zod check outside production, platform/serializer.ts), and its ETag. A cached read is
 * then sent as that text (platform/precompressed.ts): neither the serializer nor @fastify/etag's hash
 * runs again per request, and the entry travels through Redis as one string.
 *
 * Requests that miss the same entry under the same cache mark share one filling (request coalescing,
 * async-cache-dedupe without a time to live): a popular entry that expires, or the megabytes of the whole
 * store list, is read and written once, not once per waiting request. A request that comes after a
 * write reads a newer mark and so never joins a filling begun before it; an entry computed from data read
 * before a write is not stored after it (`setUnlessInvalidated`).
 */
export function cachedAnswers<E extends Endpoint>(ctx: Pick<AppContext, 'cache' | 'config'>, endpoint: E) {
  const serialize = answerSerializer(
    endpoint.responses[200] as z.ZodType,
    { method: endpoint.method, url: endpoint.path },
    ctx.config.env !== 'production',
  );
  const fills = createCache({ ttl: 0 }).define(
    'fill',
    { serialize: ({ key, mark }: Fill) => `${mark} ${key}` },
    async ({ key, mark, ttlMs, compute }: Fill): Promise<CachedAnswer | null> => {
      const data = await compute();
      if (data === undefined) return null;
      const json = serialize(data);
      const answer = { json, etag: `"${sha1(json)}"` };
      await ctx.cache.setUnlessInvalidated(mark, [[key, answer]], ttlMs);
      return answer;
    },
  );
  /** The entry under `key`, or `compute`'s answer serialised and stored; nothing when it answers undefined. */
  return async <T extends SuccessOf<E> | undefined>(
    key: string,
    ttlMs: number,
    compute: () => Promise<T>,
  ): Promise<CachedAnswer | (undefined extends T ? undefined : never)> => {
    const cached = await ctx.cache.get<CachedAnswer>(key);
    if (cached !== undefined) return cached;
    const answer = await fills.fill({ key, mark: await ctx.cache.mark(), ttlMs, compute });
    return (answer ?? undefined) as CachedAnswer;
  };
}

/** Adds `field` to the answer's Vary, after what is there. */
export function varyBy(reply: FastifyReply, field: string): void {
  const vary = reply.getHeader('vary');
  if (!vary) reply.header('vary', field);
  else if (!String(vary).toLowerCase().split(/,\s*/).includes(field)) reply.header('vary', `${vary}, ${field}`);
}

/**
 * HTTP caching of the public reads registered in the same plugin (`app.register(httpCaching)` there):
 * @fastify/etag gives each answer an ETag of its JSON (a strong one, the SHA-1 in base64url) unless the
 * handler set one, and answers 304 without a body to a client that already holds it (`If-None-Match`).
 * `no-cache` makes browsers revalidate, so an owner sees their own edit at once; the answer varies by
 * Accept-Encoding whether or not this one went out compressed (@fastify/compress).
 */
export const httpCaching = fp(async (app) => {
  await app.register(etag, { hashFn: sha1 });
  app.addHook('onSend', async (_request, reply) => {
    if (reply.statusCode !== 200 && reply.statusCode !== 304) return;
    reply.header('cache-control', 'public, no-cache');
    varyBy(reply, 'accept-encoding');
  });
});
