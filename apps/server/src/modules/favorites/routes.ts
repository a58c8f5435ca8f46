import type { FastifyPluginAsync } from 'fastify';
import { favoriteEndpoints as calls } from '@siktak/contract';
import { currentUser } from '../../platform/auth-guard.js';
import type { AppContext } from '../../platform/context.js';
import { route } from '../../platform/endpoint-route.js';
import { favoriteService } from './service.js';

/** Favourite stores (찜) of the signed-in member — docs/api-additions.md. */
export function favoriteRoutes(ctx: AppContext): FastifyPluginAsync {
  const favorites = favoriteService(ctx);
  return async (app) => {
    route(app, calls.list, (request) => favorites.list(currentUser(request)));
    route(app, calls.add, (request) => favorites.add(currentUser(request), request.params.storeNo));
    route(app, calls.remove, (request) => favorites.remove(currentUser(request), request.params.storeNo));
  };
}
