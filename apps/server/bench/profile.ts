/**
 * `npm run bench:profile`: the production server on a scratch PostgreSQL database with the V8 CPU profiler
 * (profile-hooks.mjs), once per scenario of BENCH_PROFILE_SCENARIOS (comma-separated, default
 * `booking,detail`; also `reviews`, `latest`, `list5`, `search`) on BENCH_PROFILE_TARGET (`postgres`, the
 * default, or `pglite`: one embedded database prepared once): BENCH_SECONDS of warm-up, then BENCH_SECONDS
 * profiled, with the HTTP requests and every pg statement counted meanwhile. Prints where the self time
 * goes per request (profile-summary.ts) and the statements per request. The .cpuprofile files stay in
 * BENCH_PROFILE_DIR (default a temporary directory) for DevTools.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type autocannon from 'autocannon';
import { openPglite, openPostgres } from '../src/db/client.js';
import {
  MEMBERS,
  STORES,
  bearerTokens,
  bookingScenario,
  measure,
  postgresUrl,
  prepareDatabase,
  searchPaths,
  startServer,
  stop,
} from './harness.js';
import { summarise, summaryTables } from './profile-summary.js';

const profileDir = process.env.BENCH_PROFILE_DIR ?? mkdtempSync(join(tmpdir(), 'siktak-profile-'));
const hooks = fileURLToPath(new URL('profile-hooks.mjs', import.meta.url));

/** Runs one scenario against a profiled server and prints its summary and statements per request. */
async function profile(name: string, database: NodeJS.ProcessEnv, scenario: (base: string) => autocannon.Options) {
  const out = join(profileDir, name.replace(/[^a-z]+/gi, '-'));
  mkdirSync(out, { recursive: true });
  const countsFile = join(out, 'counts.json');
  rmSync(countsFile, { force: true });
  const dataDir = mkdtempSync(join(tmpdir(), 'siktak-bench-'));
  const { server, base } = await startServer(
    { DATA_DIR: dataDir, ...database, BENCH_PROFILE_OUT: out },
    { nodeArgs: ['--import', hooks] },
  );
  try {
    // One scenario for both runs, so the profiled one goes on where the warm-up stopped (new bookings).
    const options = scenario(base);
    await measure('warm-up', name, options);
    server.kill('SIGUSR2');
    await measure('profiled', name, options);
    server.kill('SIGUSR2');
    while (!existsSync(countsFile)) await new Promise((r) => setTimeout(r, 100));
  } finally {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
  const counts = JSON.parse(readFileSync(countsFile, 'utf8')) as {
    requests: number;
    statements: Record<string, number>;
  };
  const file = join(out, 'profile.cpuprofile');
  console.log(`\n### ${name}: ${counts.requests} requests reached the server while profiled; ${file}\n`);
  console.log(summaryTables(summarise(file), counts.requests));
  console.log('\n| pg statement (start of the text) | count | per request |');
  console.log('|---|---:|---:|');
  const statements = Object.entries(counts.statements).sort((a, b) => b[1] - a[1]);
  for (const [text, count] of statements)
    console.log(`| \`${text.replaceAll('|', '\\|')}\` | ${count} | ${(count / counts.requests).toFixed(2)} |`);
}

/** The server's database settings for the target, its tables filled once, and how to drop it. */
async function prepareTarget(): Promise<{ env: NodeJS.ProcessEnv; memberNos: number[]; drop(): Promise<void> }> {
  if (process.env.BENCH_PROFILE_TARGET === 'pglite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'siktak-bench-pglite-'));
    const database = await openPglite(join(dataDir, 'db'));
    const memberNos = await prepareDatabase(database).finally(() => database.close());
    const drop = async () => rmSync(dataDir, { recursive: true, force: true });
    return { env: { DATA_DIR: dataDir, DATABASE_URL: '' }, memberNos, drop };
  }
  const pgDb = await postgresUrl();
  if (!pgDb) process.exit(1);
  const database = await openPostgres(pgDb.url, 5);
  const memberNos = await prepareDatabase(database).finally(() => database.close());
  return { env: { DATABASE_URL: pgDb.url }, memberNos, drop: pgDb.drop };
}

async function main() {
  console.error(
    `profiling on ${process.env.BENCH_PROFILE_TARGET ?? 'postgres'}, ${STORES} stores; profiles in ${profileDir}`,
  );
  const target = await prepareTarget();
  try {
    const { memberNos } = target;
    const bearer = await bearerTokens(memberNos.slice(0, MEMBERS));
    const randomStore = (path: string) => (base: string) => ({
      url: base,
      requests: [
        { setupRequest: (req: object) => ({ ...req, path: `${path}${1 + Math.floor(Math.random() * STORES)}` }) },
      ],
    });
    const scenarios: Record<string, [string, (base: string) => autocannon.Options]> = {
      booking: ['POST /api/reservation', (base) => bookingScenario(base, bearer)],
      detail: ['GET /api/store/detail/{n}', randomStore('/api/store/detail/')],
      reviews: ['GET /api/review/store/{n}', randomStore('/api/review/store/')],
      latest: ['GET /api/store/latest', (base) => ({ url: `${base}/api/store/latest` })],
      list5: ['GET /api/store/list page of 5', (base) => ({ url: `${base}/api/store/list?search=&page=0&size=5` })],
      search: [
        'GET availability search, 10 with chips',
        (base) => {
          const next = searchPaths();
          return { url: base, requests: [{ setupRequest: (req: object) => ({ ...req, path: next() }) }] };
        },
      ],
    };
    for (const key of (process.env.BENCH_PROFILE_SCENARIOS ?? 'booking,detail').split(',')) {
      const scenario = scenarios[key.trim()];
      if (!scenario) throw new Error(`unknown profile scenario ${key}: one of ${Object.keys(scenarios).join(', ')}`);
      await profile(scenario[0], target.env, scenario[1]);
    }
  } finally {
    await target.drop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
