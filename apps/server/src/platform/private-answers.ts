import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import fp from 'fastify-plugin';
import { addRouteHook } from './route-hooks.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's answers carry a credential (tokens, a sign-in state) though anyone may call it. */
    credentials?: true;
  }
}

/** What no cache, the browser's included, may keep (RFC 9111 §5.2.2.5). */
export const NO_STORE = 'no-store';

function noStore(_request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
  reply.header('cache-control', NO_STORE);
  done();
}

/**
 * `Cache-Control: no-store` on every answer of a route that is not public (the auth guard runs on it,
 * so its answers are someone's: a profile, an owner's bookings, an admin's view of a member) and of a
 * public route whose answers carry a credential (`config.credentials`: login, refresh, Kakao's
 * sign-in). Set in an onRequest hook put before the route's others, the guard's included, so a 401, a
 * 429 and every other error of such a route carry it too (OWASP ASVS 5.0 V14.3.2). Public reads run no
 * hook and keep their ETag and `public, no-cache` (platform/http-cache.ts). Register after the auth
 * guard, so this hook is put first.
 */
async function plugin(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    const access = route.config?.access ?? 'public';
    if (access === 'public' && !route.config?.credentials) return;
    addRouteHook(route, 'onRequest', noStore, true);
  });
}

export const privateAnswers = fp(plugin, { name: 'private-answers', dependencies: ['auth-guard'] });
