import { z } from 'zod';
import { storeListItem } from './stores.js';

// GET /api/favorites — the caller's favourite stores (찜), newest first
export const favoriteItem = storeListItem.extend({
  /** `Y` when an admin has deleted the store since; it can be removed but not opened. */
  isDeleted: z.enum(['Y', 'N']),
  /** When the member added it: `yyyy-MM-ddTHH:mm:ss`, Seoul. */
  favoritedAt: z.string(),
});
export type FavoriteItem = z.infer<typeof favoriteItem>;
export const favoriteList = z.object({ favoriteList: z.array(favoriteItem) });
export type FavoriteList = z.infer<typeof favoriteList>;

// PUT and DELETE /api/favorites/{storeNo}
export const favoriteState = z.object({
  success: z.boolean(),
  message: z.string(),
  storeNo: z.number().int(),
  favorite: z.boolean(),
});
export type FavoriteState = z.infer<typeof favoriteState>;
