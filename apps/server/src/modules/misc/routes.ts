import type { FastifyPluginAsync } from 'fastify';
import { MESSAGES, miscEndpoints as calls } from '@siktak/contract';
import type { AppContext } from '../../platform/context.js';
import { route } from '../../platform/endpoint-route.js';
import { API_NAME } from './texts.js';

/** The two calls of the /test page: a hello, and an error on purpose. */
export function miscRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    route(app, calls.hello, () => ({
      service: API_NAME,
      message: MESSAGES.apiHello,
      time: ctx.clock.now().toISOString(),
    }));

    // Shows what every unexpected failure answers: the 500 envelope with the generic Korean message.
    route(app, calls.error, () => {
      throw new Error('Deliberate failure for the /test page');
    });
  };
}
