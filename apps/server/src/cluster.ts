import cluster, { type Worker } from 'node:cluster';
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { loadConfig } from './config.js';

/**
 * `npm run start:cluster -- --workers N`: a node:cluster primary that forks N workers (each runs
 * main.ts) sharing PORT. PostgreSQL only — PGlite serves one process. The first worker migrates
 * and seeds before the others start; a worker that dies is replaced; SIGTERM/SIGINT stops every
 * worker gracefully (each drains like a single server) and the primary exits 0 once they have.
 */

const SHUTDOWN_GRACE_MS = 15_000;
const RESTART_DELAY_MS = 1_000;

function log(message: string): void {
  console.log(JSON.stringify({ level: 30, time: Date.now(), pid: process.pid, msg: `cluster: ${message}` }));
}

function workerCount(): number {
  const { values } = parseArgs({ options: { workers: { type: 'string', short: 'w' } }, strict: true });
  const raw = values.workers ?? String(availableParallelism());
  const count = Number(raw);
  if (!Number.isInteger(count) || count < 1 || count > 64) {
    console.error(`--workers must be a whole number from 1 to 64 (got "${raw}").`);
    process.exit(1);
  }
  return count;
}

function primary(): void {
  const count = workerCount();
  const config = loadConfig();
  if (!config.databaseUrl) {
    console.error(
      'start:cluster needs DATABASE_URL (PostgreSQL): every worker is a separate process, and the embedded ' +
        'PGlite database serves one process only. Set DATABASE_URL, or run a single server with `npm start`.',
    );
    process.exit(1);
  }

  let stopping = false;
  const fork = (): Worker => cluster.fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    log(`worker ${worker.id} (pid ${worker.process.pid}) exited (${signal ?? code}); starting a new one`);
    setTimeout(() => {
      if (!stopping) fork();
    }, RESTART_DELAY_MS);
  });

  // The first worker migrates the database (and seeds the demo data) alone; once one listens, the rest start.
  cluster.once('listening', () => {
    for (let i = 1; i < count; i++) fork();
    log(`${count} workers serving ${config.publicUrl} on port ${config.port}`);
  });
  fork();

  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: stopping ${Object.keys(cluster.workers ?? {}).length} workers`);
    const timer = setTimeout(() => {
      log('workers took too long to stop; killing them');
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    let clean = true;
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
    let left = workers.length;
    if (left === 0) process.exit(0);
    for (const worker of workers) {
      worker.once('exit', (code) => {
        if (code !== 0) clean = false;
        if (--left === 0) process.exit(clean ? 0 : 1);
      });
      worker.process.kill('SIGTERM');
    }
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

if (cluster.isPrimary) primary();
else await import('./main.js');
