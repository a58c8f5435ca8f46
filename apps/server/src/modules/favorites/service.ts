import { type FavoriteList, type FavoriteState, LIMITS, MESSAGES, seoulDateTime } from '@siktak/contract';
import { holdLock } from '../../db/client.js';
import type { AuthUser } from '../../platform/auth-guard.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, notFound } from '../../platform/errors.js';
import { findStore, toStoreListItem } from '../stores/index.js';
import { countFavorites, deleteFavorite, findFavorites, hasFavorite, insertFavorite } from './queries.js';

/** A member's favourite stores (찜): add and remove are idempotent, and each member sees only their own. */
export function favoriteService(ctx: AppContext) {
  return {
    async list(caller: AuthUser): Promise<FavoriteList> {
      const rows = await findFavorites(ctx.db, caller.userNo);
      return {
        // Object.assign, not a spread followed by more fields: see toStoreDetail.
        favoriteList: rows.map((row) =>
          Object.assign(toStoreListItem(row, ctx.urls), {
            isDeleted: row.deletedAt ? ('Y' as const) : ('N' as const),
            favoritedAt: seoulDateTime(row.favoritedAt),
          }),
        ),
      };
    },

    /**
     * Adds a store that exists and is not deleted (404 otherwise). Adding it again changes nothing.
     * At most LIMITS.favoritesMax per member (E140): counted and inserted under the member's lock, so
     * adds racing at the limit pass one at a time and the cap holds.
     */
    async add(caller: AuthUser, storeNo: number): Promise<FavoriteState> {
      const store = await findStore(ctx.db, storeNo);
      if (!store || store.deletedAt) throw notFound(MESSAGES.storeNotFound);
      await ctx.db.transaction(async (tx) => {
        await holdLock(tx, `favorites:${caller.userNo}`);
        if (await hasFavorite(tx, caller.userNo, storeNo)) return;
        if ((await countFavorites(tx, caller.userNo)) >= LIMITS.favoritesMax) {
          throw new AppError('E140', { values: { n: LIMITS.favoritesMax } });
        }
        await insertFavorite(tx, caller.userNo, storeNo, ctx.clock.now());
      });
      return { success: true, message: MESSAGES.favoriteAdded, storeNo, favorite: true };
    },

    /** Removes it, whatever the store's state; removing one that is not there answers the same. */
    async remove(caller: AuthUser, storeNo: number): Promise<FavoriteState> {
      await deleteFavorite(ctx.db, caller.userNo, storeNo);
      return { success: true, message: MESSAGES.favoriteRemoved, storeNo, favorite: false };
    },
  };
}
