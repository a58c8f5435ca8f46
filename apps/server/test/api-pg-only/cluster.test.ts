import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabaseUrl } from '../helpers/database.js';
import { buildServer, freePort, repoRoot } from '../helpers/processes.js';

/** `start:cluster` for real: a node:cluster primary with two workers on one port and one database. */

const cli = () => join(repoRoot, 'apps/server/dist/cluster.js');

function startCluster(env: Record<string, string>, args: string[]) {
  const child = spawn(process.execPath, [cli(), ...args], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH, NODE_ENV: 'production', LOG_LEVEL: 'warn', SEED_DEMO: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output, exit };
}

/** GET `url` on a new connection (no keep-alive), so the primary hands each request to a worker anew. */
function getFresh(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = get(url, { agent: false, timeout: 5_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      res.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error(`no answer from ${url} within 5 s`)));
    request.on('error', reject);
  });
}

/** The pid that answered one GET /metrics (null while nothing listens). */
async function answeringPid(url: string): Promise<number | null> {
  try {
    const { body } = await getFresh(`${url}/metrics`);
    const match = /^siktak_instance_info\{pid="(\d+)",worker="(\d+)"\} 1$/m.exec(body);
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

/** Asks until `enough` distinct pids have answered (or the deadline passes). */
async function distinctPids(url: string, enough: number, notAmong: Set<number> = new Set()): Promise<Set<number>> {
  const seen = new Set<number>();
  const deadline = Date.now() + 40_000;
  while (seen.size < enough && Date.now() < deadline) {
    const pid = await answeringPid(url);
    if (pid !== null && !notAmong.has(pid)) seen.add(pid);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return seen;
}

describe('start:cluster', () => {
  let database: { url: string; drop: () => Promise<void> };
  let dataDir: string;
  let cluster: ReturnType<typeof startCluster> | undefined;

  beforeAll(async () => {
    buildServer();
    database = await createPostgresDatabaseUrl();
    dataDir = mkdtempSync(join(tmpdir(), 'siktak-cluster-'));
  });

  afterAll(async () => {
    if (cluster && cluster.child.exitCode === null) {
      cluster.child.kill('SIGKILL');
      await cluster.exit;
    }
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses to start without DATABASE_URL, saying why', async () => {
    const refused = startCluster({ DATA_DIR: dataDir }, ['--workers', '2']);
    expect(await refused.exit).toBe(1);
    expect(refused.output.join('')).toContain('start:cluster needs DATABASE_URL (PostgreSQL)');
  });

  it('serves from two workers on one port, replaces a crashed worker and exits 0 on SIGTERM', {
    timeout: 90_000,
  }, async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    cluster = startCluster(
      {
        DATABASE_URL: database.url,
        JWT_SECRET: 'cluster-test-secret-long-enough-for-hs256',
        DATA_DIR: dataDir,
        WEB_DIST: join(dataDir, 'no-web'),
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: url,
      },
      ['--workers', '2'],
    );
    const pids = await distinctPids(url, 2);
    expect([...pids], cluster.output.join('')).toHaveLength(2);
    expect(pids.has(cluster.child.pid as number)).toBe(false);
    for (let i = 0; i < 4; i++) {
      const health = await getFresh(`${url}/healthz`);
      expect(health).toEqual({ status: 200, body: '{"status":"ok"}' });
    }

    const [crashed] = pids;
    process.kill(crashed as number, 'SIGKILL');
    const replacement = await distinctPids(url, 1, pids);
    expect(replacement.size, cluster.output.join('')).toBe(1);

    cluster.child.kill('SIGTERM');
    expect(await cluster.exit).toBe(0);
    expect(cluster.output.join('')).toContain('cluster: SIGTERM: stopping 2 workers');
    await expect(getFresh(`${url}/healthz`)).rejects.toThrow();
  });
});
