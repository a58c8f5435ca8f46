/**
 * The login flood (issue 36 item 5): FLOOD_LOGINS wrong passwords for real members, each from its own
 * loopback address (127.10.x.y, the client socket bound to it), spread evenly over FLOOD_SECONDS, while
 * one member logs in again and again from a device that signed in before (its device cookie), and
 * another from a new device (no cookie), each one login after the other. A small node:http client, as
 * autocannon cannot choose the source address. The budget line is the known device's p99.
 */
import { request as httpRequest } from 'node:http';
import { performance } from 'node:perf_hooks';
import { BENCH_PASSWORD } from './dataset.js';
import { MEMBERS } from './harness.js';

export const LOGIN_FLOOD_SCENARIO = 'login-flood: real logins while 1,000 wrong logins arrive from 1,000 addresses';
const FLOOD_LOGINS = Number(process.env.BENCH_FLOOD_LOGINS ?? 1000);
const FLOOD_SECONDS = Number(process.env.BENCH_FLOOD_SECONDS ?? 14);
const WRONG_PASSWORD = 'Wrong!pass1';
const TIMEOUT_MS = 60_000;

export interface LoginFloodFigures {
  target: string;
  /** Seconds from the first wrong login sent to the last one answered. */
  seconds: number;
  wrong: { refused: number; throttled: number; other: number };
  known: { logins: number; p50: number; p99: number; max: number; failed: number };
  new: { logins: number; p50: number; p99: number; max: number; failed: number };
}

interface Answer {
  status: number;
  ms: number;
  setCookie: string[];
}

function login(base: string, userId: string, password: string, from: string, cookie?: string): Promise<Answer> {
  const body = JSON.stringify({ userId, userPw: password });
  const started = performance.now();
  return new Promise((resolve) => {
    const req = httpRequest(
      `${base}/api/auth/login`,
      {
        method: 'POST',
        // Its own connection from its own address: the server sees each as a different client.
        agent: false,
        localAddress: from,
        timeout: TIMEOUT_MS,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          ...(cookie ? { cookie } : {}),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            ms: performance.now() - started,
            setCookie: res.headers['set-cookie'] ?? [],
          }),
        );
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve({ status: 0, ms: performance.now() - started, setCookie: [] }));
    req.end(body);
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!);

function figures(answers: Answer[]) {
  const ms = answers.map((a) => a.ms).sort((a, b) => a - b);
  return {
    logins: answers.length,
    p50: percentile(ms, 0.5),
    p99: percentile(ms, 0.99),
    max: Math.round(ms.at(-1) ?? 0),
    failed: answers.filter((a) => a.status !== 200).length,
  };
}

/** One member's logins one after the other, until `done` says the flood is over. */
async function loginsUntil(done: () => boolean, send: () => Promise<Answer>): Promise<Answer[]> {
  const answers: Answer[] = [];
  while (!done()) answers.push(await send());
  return answers;
}

export async function runLoginFlood(target: string, base: string): Promise<LoginFloodFigures> {
  const knownMember = 'bench0@siktak.test';
  const newMember = `bench${MEMBERS - 1}@siktak.test`;
  // The member's phone signed in before the attack, and kept its device cookie.
  const first = await login(base, knownMember, BENCH_PASSWORD, '127.0.0.1');
  const cookie = first.setCookie.map((c) => c.split(';')[0]).join('; ');
  if (first.status !== 200 || !cookie) throw new Error(`login-flood: the first login answered ${first.status}`);

  let over = false;
  const started = performance.now();
  const gap = (FLOOD_SECONDS * 1000) / FLOOD_LOGINS;
  const flood = Array.from(
    { length: FLOOD_LOGINS },
    (_, i) =>
      new Promise<Answer>((resolve) => {
        setTimeout(
          () =>
            resolve(
              // Real accounts, so every wrong password is hashed: unknown ids would be refused unhashed.
              login(
                base,
                `bench${1 + (i % (MEMBERS - 2))}@siktak.test`,
                WRONG_PASSWORD,
                `127.10.${Math.floor(i / 250)}.${1 + (i % 250)}`,
              ),
            ),
          i * gap,
        );
      }),
  );
  const allWrong = Promise.all(flood).finally(() => {
    over = true;
  });
  const [wrong, known, fresh] = await Promise.all([
    allWrong,
    loginsUntil(
      () => over,
      () => login(base, knownMember, BENCH_PASSWORD, '127.0.0.1', cookie),
    ),
    loginsUntil(
      () => over,
      () => login(base, newMember, BENCH_PASSWORD, '127.0.0.2'),
    ),
  ]);
  const result: LoginFloodFigures = {
    target,
    seconds: Number(((performance.now() - started) / 1000).toFixed(1)),
    wrong: {
      refused: wrong.filter((a) => a.status === 401).length,
      throttled: wrong.filter((a) => a.status === 429).length,
      other: wrong.filter((a) => a.status !== 401 && a.status !== 429).length,
    },
    known: figures(known),
    new: figures(fresh),
  };
  console.error(
    `  ${target.padEnd(10)} login-flood: ${FLOOD_LOGINS} wrong in ${result.seconds} s (401 ${result.wrong.refused}, 429 ${result.wrong.throttled}, other ${result.wrong.other}); known device ${result.known.logins} logins p50 ${result.known.p50} p99 ${result.known.p99} max ${result.known.max} ms; new device ${result.new.logins} logins p50 ${result.new.p50} p99 ${result.new.p99} max ${result.new.max} ms`,
  );
  return result;
}
