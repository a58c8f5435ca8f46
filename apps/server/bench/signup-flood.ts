/**
 * `npm run bench:signup-flood`: does a flood of sign-ups starve a real login? Starts the server on a
 * fresh embedded database (or, with DATABASE_URL, a fresh PostgreSQL database), fires SIGNUPS concurrent sign-ups from one address and, while they are in
 * flight, times real logins one after the other until the flood is over. Two floods: to unverified addresses (anyone can send these) and to
 * verified ones (the sign-ups really hash). Per-IP limits are off, so the figures show the hashing
 * itself; with them on, all but AUTH_RATE_LIMITS.signup.max sign-ups a minute answer 429 at once.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Database, openPglite, openPostgres } from '../src/db/client.js';
import { emailVerifications, users } from '../src/db/schema.js';
import { hashPassword } from '../src/platform/passwords.js';
import { createPostgresDatabaseUrl } from '../test/helpers/database.js';

const SIGNUPS = Number(process.env.BENCH_SIGNUPS ?? 150);
const PASSWORD = 'Flood!pass1';
const serverDir = fileURLToPath(new URL('..', import.meta.url));

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function startServer(env: NodeJS.ProcessEnv, base: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/readyz`)).ok) return child;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server never became ready');
}

const post = (url: string, body: object) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

async function flood(base: string, label: string, address: (i: number) => string) {
  const started = performance.now();
  const signups = Array.from({ length: SIGNUPS }, (_, i) =>
    post(`${base}/api/auth/signup`, {
      userId: address(i),
      userPw: PASSWORD,
      userName: '홍길동',
      userNickName: `${label}${i}`,
      userPhone: '010-0000-0000',
    }).then((res) => res.status),
  );
  // Let every sign-up reach the server, then log in again and again until the flood is over.
  await new Promise((resolve) => setTimeout(resolve, 100));
  let pending = true;
  const statuses = Promise.all(signups).finally(() => {
    pending = false;
  });
  const logins: number[] = [];
  do {
    const loginStarted = performance.now();
    const login = await post(`${base}/api/auth/login`, { userId: 'member@flood.test', userPw: PASSWORD });
    if (login.status !== 200) throw new Error(`login answered ${login.status}`);
    logins.push(performance.now() - loginStarted);
  } while (pending);
  const floodMs = performance.now() - started;
  const counts: Record<number, number> = {};
  for (const status of await statuses) counts[status] = (counts[status] ?? 0) + 1;
  const first = Math.round(logins[0] ?? 0);
  const worst = Math.round(Math.max(...logins));
  console.log(
    `${label.padEnd(12)} first login ${first} ms, slowest of ${logins.length} ${worst} ms; ${SIGNUPS} sign-ups done in ${Math.round(floodMs)} ms ${JSON.stringify(counts)}`,
  );
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'siktak-flood-'));
  const now = new Date();
  const postgres = process.env.DATABASE_URL ? await createPostgresDatabaseUrl(undefined, 'siktak_flood') : null;
  const database: Database = postgres ? await openPostgres(postgres.url) : await openPglite(join(dataDir, 'db'));
  await database.migrate();
  await database.db.insert(users).values({
    email: 'member@flood.test',
    passwordHash: await hashPassword(PASSWORD),
    name: '회원',
    nickname: '기존회원',
    phone: '010-0000-0000',
  });
  await database.db.insert(emailVerifications).values(
    Array.from({ length: SIGNUPS }, (_, i) => ({
      email: `verified${i}@flood.test`,
      codeHash: 'unused',
      expiresAt: new Date(now.getTime() + 10 * 60_000),
      verifiedAt: now,
      createdAt: now,
    })),
  );
  await database.close();

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await startServer(
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
      ...(process.env.PASSWORD_HASH_CONCURRENCY
        ? { PASSWORD_HASH_CONCURRENCY: process.env.PASSWORD_HASH_CONCURRENCY }
        : {}),
      JWT_SECRET: randomBytes(32).toString('hex'),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'error',
      RATE_LIMIT: 'false',
      NODE_ENV: 'production',
    },
    base,
  );
  try {
    // One login alone first: the figure the floods are compared with.
    const started = performance.now();
    const alone = await post(`${base}/api/auth/login`, { userId: 'member@flood.test', userPw: PASSWORD });
    console.log(`${'no flood'.padEnd(12)} login ${alone.status} in ${Math.round(performance.now() - started)} ms`);
    await flood(base, 'unverified', (i) => `unverified${i}@flood.test`);
    await flood(base, 'verified', (i) => `verified${i}@flood.test`);
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
    await postgres?.drop();
  }
}

await main();
