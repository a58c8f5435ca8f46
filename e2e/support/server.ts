import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** A free TCP port on the loopback interface. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitUntilReady(url: string, server: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server not ready at ${url} after ${timeoutMs} ms`);
}

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts the production build (`npm run build` first) as `npm start` would, on a fresh embedded
 * database with the demo data in a temporary data dir that is removed on stop.
 */
export async function startProductionServer(port: number, extraEnv: NodeJS.ProcessEnv = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'siktak-prod-'));
  const url = `http://localhost:${port}`;
  const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'local-run-secret-that-is-long-enough-for-hs256',
      RATE_LIMIT: 'false',
      ...extraEnv,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitUntilReady(`${url}/readyz`, server, 120_000);
  return {
    url,
    async stop() {
      server.kill('SIGTERM');
      if (server.exitCode === null) await new Promise((resolve) => server.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
