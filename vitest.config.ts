import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { missingService } from './scripts/services.mjs';

const contract = fileURLToPath(new URL('./packages/contract/src/', import.meta.url));
const alias = [
  { find: /^@siktak\/contract$/, replacement: `${contract}index.ts` },
  { find: /^@siktak\/contract\/(.*)$/, replacement: `${contract}$1.ts` },
];

/**
 * Tests that need Redis (REDIS_URL, as .ci/run sets it) are included only when it is set, and say so
 * when they are not: unit-redis in the unit project, api-pg-redis in the PostgreSQL pass. Under CI=true
 * a missing REDIS_URL fails the run instead (scripts/services.mjs).
 */
const redisMissing = missingService('REDIS_URL');
if (redisMissing?.fail) throw new Error(redisMissing.message);
if (redisMissing) console.log(`${redisMissing.message} (apps/server/test/unit-redis, api-pg-redis)`);
const redis = !redisMissing;

const apiProject = (name: string, db: 'pglite' | 'postgres') => ({
  resolve: { alias },
  test: {
    name,
    // api-pg-only holds tests that need real PostgreSQL, e.g. several server processes on one database.
    include: [
      'apps/server/test/api/**/*.test.ts',
      ...(db === 'postgres' ? ['apps/server/test/api-pg-only/**/*.test.ts'] : []),
      ...(db === 'postgres' && redis ? ['apps/server/test/api-pg-redis/**/*.test.ts'] : []),
    ],
    env: { TEST_DB: db },
    ...(db === 'pglite' ? { globalSetup: ['apps/server/test/helpers/pglite-snapshot.ts'] } : {}),
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks' as const,
    maxWorkers: 2,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          maxWorkers: 2,
          include: [
            'packages/contract/test/**/*.test.ts',
            'apps/server/test/unit/**/*.test.ts',
            ...(redis ? ['apps/server/test/unit-redis/**/*.test.ts'] : []),
          ],
        },
      },
      {
        // Component tests: the web app's pages and its API client in a DOM (happy-dom), with React.
        resolve: { alias },
        test: {
          name: 'web',
          environment: 'happy-dom',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['apps/web/test/setup.ts'],
          maxWorkers: 2,
        },
      },
      apiProject('api-pglite', 'pglite'),
      apiProject('api-pg', 'postgres'),
    ],
  },
});
