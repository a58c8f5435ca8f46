// The face of the reviews module: all that app.ts, cli/, seed/ and other modules may import from it.
// Inside the module, files import each other directly (ARCHITECTURE.md, "Boundaries").
export { findReply, reviewImageKeys } from './queries.js';
export { toOwnerReply } from './reply.js';
export { applyRatingChange, forgetCachedRatings } from './rating.js';
export { reviewRoutes } from './routes.js';
export { discardReviewImages, forgetCachedReviews } from './service.js';
