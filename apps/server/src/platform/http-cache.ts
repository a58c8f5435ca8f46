import { createHash } from 'node:crypto';
import etag from '@fastify/etag';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

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
  await app.register(etag, { hashFn: (payload) => createHash('sha1').update(payload).digest('base64url') });
  app.addHook('onSend', async (_request, reply) => {
    if (reply.statusCode !== 200 && reply.statusCode !== 304) return;
    reply.header('cache-control', 'public, no-cache');
    varyBy(reply, 'accept-encoding');
  });
});
