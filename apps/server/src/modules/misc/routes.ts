import type { FastifyPluginAsync } from 'fastify';
import { MESSAGES, miscEndpoints as calls } from '@siktak/contract';
import type { AppContext } from '../../platform/context.js';
import { route } from '../../platform/endpoint-route.js';
import { AppError } from '../../platform/errors.js';
import { sendAppError } from '../../platform/http-errors.js';
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
    // Nothing failed, so it is answered, not thrown: an error-level line with a stack on every call
    // would be noise anyone could add to the operators' alerts.
    route(app, calls.error, (request, reply) => {
      request.log.info('the /test page asked for the error answer');
      return sendAppError(reply, new AppError('500'));
    });
  };
}
