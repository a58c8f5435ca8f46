// The face of the stores module: all that app.ts, cli/, seed/ and other modules may import from it.
// Inside the module, files import each other directly (ARCHITECTURE.md, "Boundaries").
export { type CardColumns, averageGrade, storeCardFields, toStoreDetail, toStoreListItem } from './mapping.js';
export {
  type StoreFilter,
  type StoreRow,
  cardColumns,
  findOwnedStore,
  findStore,
  noStore,
  requireOwnedStore,
  storeColumns,
  storeFilterCondition,
} from './queries.js';
export { storeRoutes } from './routes.js';
export { choseongOf, parseKeywords } from './search.js';
export {
  STORE_CACHE_MS,
  STORE_CACHE_PREFIX,
  forgetCachedStore,
  storeCachePrefix,
} from './service.js';
