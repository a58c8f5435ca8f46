import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiHello } from '@siktak/contract';
import type { AppContext } from '../../platform/context.js';

/** The two calls of the /test page (api-contract §6.10): a hello, and an error on purpose. */
export function miscRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api', { schema: { tags: ['misc'], response: { 200: apiHello } } }, () => ({
      service: '식탁 API',
      message: '안녕하세요! 식탁 API가 잘 동작하고 있어요.',
      time: ctx.clock.now().toISOString(),
    }));

    // Shows what every unexpected failure answers: the 500 envelope with the generic Korean message.
    app.get('/api/error', { schema: { tags: ['misc'] } }, () => {
      throw new Error('Deliberate failure for the /test page');
    });
  };
}
