import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { favoriteList, favoriteState, storeNoParam } from '@siktak/contract';
import { currentUser } from '../../platform/auth-guard.js';
import type { AppContext } from '../../platform/context.js';
import { favoriteService } from './service.js';

/** Favourite stores (찜) of the signed-in member — docs/api-additions.md. */
export function favoriteRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const favorites = favoriteService(ctx);
  const tags = ['favorites'];
  const config = { access: 'member' as const };
  return async (app) => {
    app.get('/api/favorites', { schema: { tags, response: { 200: favoriteList } }, config }, (request) =>
      favorites.list(currentUser(request)),
    );

    app.put(
      '/api/favorites/:storeNo',
      { schema: { tags, params: storeNoParam, response: { 200: favoriteState } }, config },
      (request) => favorites.add(currentUser(request), request.params.storeNo),
    );

    app.delete(
      '/api/favorites/:storeNo',
      { schema: { tags, params: storeNoParam, response: { 200: favoriteState } }, config },
      (request) => favorites.remove(currentUser(request), request.params.storeNo),
    );
  };
}
