import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { KAKAO_TEST_CLIENT_ID, KAKAO_TEST_CLIENT_SECRET, startKakaoStandIn } from './stand-ins/kakao.js';
import { NAVER_TEST_ID, NAVER_TEST_SECRET, startNaverStandIn } from './stand-ins/naver.js';
import { startSmtpCapture } from './stand-ins/smtp.js';

const root = fileURLToPath(new URL('..', import.meta.url));

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

/**
 * Starts the stand-ins (real SMTP capture, Kakao, Naver) and the production build of the server on
 * a fresh embedded database with the demo data, as `npm start` would. Workers find the stand-ins'
 * addresses in the environment.
 */
export default async function globalSetup() {
  const [smtp, kakao, naver] = await Promise.all([startSmtpCapture(), startKakaoStandIn(), startNaverStandIn()]);
  const dataDir = mkdtempSync(join(tmpdir(), 'siktak-e2e-'));
  const port = process.env.E2E_PORT as string;
  const publicUrl = `http://localhost:${port}`;
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    PORT: port,
    HOST: '127.0.0.1',
    PUBLIC_URL: publicUrl,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    JWT_SECRET: 'e2e-secret-that-is-long-enough-for-hs256',
    SMTP_URL: smtp.smtpUrl,
    KAKAO_CLIENT_ID: KAKAO_TEST_CLIENT_ID,
    KAKAO_CLIENT_SECRET: KAKAO_TEST_CLIENT_SECRET,
    KAKAO_AUTH_URL: kakao.url,
    KAKAO_API_URL: kakao.url,
    NAVER_CLIENT_ID: NAVER_TEST_ID,
    NAVER_CLIENT_SECRET: NAVER_TEST_SECRET,
    NAVER_API_URL: naver.url,
    RATE_LIMIT: 'false',
  };
  const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitUntilReady(`${publicUrl}/readyz`, server, 120_000);
  process.env.E2E_SMTP_API = smtp.apiUrl;
  process.env.E2E_KAKAO_URL = kakao.url;

  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await Promise.all([smtp.close(), kakao.close(), naver.close()]);
    rmSync(dataDir, { recursive: true, force: true });
  };
}
