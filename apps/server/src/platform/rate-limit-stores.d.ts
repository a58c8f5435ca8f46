// @fastify/rate-limit ships its two stores as files without their own types; platform/redis.ts uses both.
declare module '@fastify/rate-limit/store/*.js' {
  import type { FastifyRateLimitStore } from '@fastify/rate-limit';

  const Store: new (
    continueExceeding?: boolean,
    exponentialBackoff?: boolean,
    ...rest: unknown[]
  ) => FastifyRateLimitStore;
  export default Store;
}
