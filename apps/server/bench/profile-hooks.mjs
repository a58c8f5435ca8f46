// Preloaded into the server by `npm run bench:profile` (node --import). The first SIGUSR2 starts the V8
// CPU profiler (what `node --cpu-prof` runs, but without start-up and shutdown) and counts from then on
// the HTTP requests and every statement the pg driver sends, by its text; the second SIGUSR2 writes
// BENCH_PROFILE_OUT/profile.cpuprofile and then BENCH_PROFILE_OUT/counts.json. Bench only: it patches
// pg's Client, which every pool connection is.
import diagnostics from 'node:diagnostics_channel';
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { join } from 'node:path';
import pg from 'pg';

const out = process.env.BENCH_PROFILE_OUT;
let counting = false;
let requests = 0;
const statements = new Map();

const query = pg.Client.prototype.query;
pg.Client.prototype.query = function countedQuery(config, ...rest) {
  if (counting) {
    const text = typeof config === 'string' ? config : (config?.text ?? '');
    const key = text.replace(/\s+/g, ' ').trim().slice(0, 90);
    statements.set(key, (statements.get(key) ?? 0) + 1);
  }
  return query.call(this, config, ...rest);
};
diagnostics.subscribe('http.server.request.start', () => {
  if (counting) requests++;
});

const session = new Session();
session.connect();
const post = (method) =>
  new Promise((resolve, reject) => session.post(method, (err, result) => (err ? reject(err) : resolve(result))));

process.on('SIGUSR2', async () => {
  if (!counting) {
    await post('Profiler.enable');
    await post('Profiler.start');
    counting = true;
    return;
  }
  counting = false;
  const { profile } = await post('Profiler.stop');
  writeFileSync(join(out, 'profile.cpuprofile'), JSON.stringify(profile));
  writeFileSync(join(out, 'counts.json'), JSON.stringify({ requests, statements: Object.fromEntries(statements) }));
});
