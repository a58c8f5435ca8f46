import { type AddressInfo, type Socket, connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, MESSAGES } from '@siktak/contract';
import { type TestApp, TEST_PUBLIC_URL, createTestApp } from '../helpers/app.js';
import { JSON_HEADERS } from '../helpers/security-headers.js';

/** How long a test waits for the server to close a socket before it fails (a failure deadline, not a speed). */
const DEADLINE_MS = 10_000;

interface RawAnswer {
  /** Everything the server sent before it closed the socket. */
  text: string;
  status: number | null;
  headers: Record<string, string>;
  body: string;
}

function parse(text: string): RawAnswer {
  const [head = '', ...rest] = text.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const status = /^HTTP\/1\.1 (\d{3}) /.exec(statusLine)?.[1];
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const at = line.indexOf(':');
    if (at > 0) headers[line.slice(0, at).toLowerCase()] = line.slice(at + 1).trim();
  }
  return { text, status: status ? Number(status) : null, headers, body: rest.join('\r\n\r\n') };
}

/**
 * Opens a raw connection, lets `send` write to it, and answers what the server sent once the server
 * closed it; fails when the socket is still open after DEADLINE_MS.
 */
function exchange(port: number, send: (socket: Socket) => void): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const deadline = setTimeout(() => {
      socket.destroy();
      reject(new Error(`the server kept the socket open for ${DEADLINE_MS} ms`));
    }, DEADLINE_MS);
    socket.on('data', (chunk) => chunks.push(chunk));
    // The server may reset a connection it gives up on while we still write.
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(deadline);
      resolve(parse(Buffer.concat(chunks).toString('utf8')));
    });
    socket.on('connect', () => send(socket));
  });
}

/** Writes `text` a byte every `gapMs` until the socket closes: never idle, never done. */
function trickle(socket: Socket, text: string, gapMs: number) {
  let at = 0;
  const timer = setInterval(() => {
    if (socket.destroyed || at >= text.length) return clearInterval(timer);
    socket.write(text[at++] as string);
  }, gapMs);
  socket.on('close', () => clearInterval(timer));
}

function expectEnvelope(answer: RawAnswer, code: keyof typeof ERRORS, message: string = ERRORS[code].message) {
  expect(answer.status, answer.text.slice(0, 300)).toBe(ERRORS[code].status);
  expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(JSON.parse(answer.body)).toEqual({ success: false, code, message });
  expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(answer.body));
  expect(answer.headers).toMatchObject({ ...JSON_HEADERS, 'cache-control': 'no-store', connection: 'close' });
  expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
}

const BIG = 'a'.repeat(17 * 1024);

describe('what the HTTP parser refuses: the envelope, with CORS for an allowed origin', () => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await t?.close();
  });

  const send = (raw: string) => (socket: Socket) => socket.write(raw);

  it('400 on malformed framing (a Content-Length that is not a number, and both lengths at once)', async () => {
    for (const framing of ['Content-Length: abc', 'Content-Length: 5\r\nTransfer-Encoding: chunked']) {
      const answer = await exchange(
        port,
        send(`POST /api/auth/login HTTP/1.1\r\nHost: x\r\nOrigin: ${TEST_PUBLIC_URL}\r\n${framing}\r\n\r\nhello`),
      );
      expectEnvelope(answer, '400', MESSAGES.malformedRequest);
      expect(answer.headers).toMatchObject({ 'access-control-allow-origin': TEST_PUBLIC_URL, vary: 'Origin' });
    }
  });

  it('no CORS grant for an origin that is not allowed', async () => {
    const answer = await exchange(
      port,
      send('GET /api HTTP/1.1\r\nHost: x\r\nOrigin: https://evil.example\r\nContent-Length: abc\r\n\r\n'),
    );
    expectEnvelope(answer, '400', MESSAGES.malformedRequest);
    expect(answer.headers.vary).toBe('Origin');
    expect(answer.headers).not.toHaveProperty('access-control-allow-origin');
  });

  it('431 on headers over 16 KB', async () => {
    const answer = await exchange(
      port,
      send(`GET /api HTTP/1.1\r\nHost: x\r\nOrigin: ${TEST_PUBLIC_URL}\r\nX-Big: ${BIG}\r\n\r\n`),
    );
    expectEnvelope(answer, '431');
    expect(answer.headers['access-control-allow-origin']).toBe(TEST_PUBLIC_URL);
  });

  it('414 on an address over 16 KB', async () => {
    const answer = await exchange(port, send(`GET /api/${BIG} HTTP/1.1\r\nHost: x\r\n\r\n`));
    expectEnvelope(answer, '414');
  });

  it('413 on a body over the limit (a framework error through the error handler), with CORS', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: TEST_PUBLIC_URL, 'content-type': 'application/json' },
      payload: JSON.stringify({ userId: 'a@b.c', userPw: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ success: false, code: '413', message: MESSAGES.requestBodyTooLarge });
    expect(res.headers['access-control-allow-origin']).toBe(TEST_PUBLIC_URL);
  });
});

describe('timeouts: a request that stops or crawls is closed', () => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    t = await createTestApp({
      env: {
        HTTP_IDLE_TIMEOUT_MS: '2000',
        HTTP_HEADERS_TIMEOUT_MS: '1500',
        HTTP_REQUEST_TIMEOUT_MS: '2000',
        HTTP_KEEP_ALIVE_TIMEOUT_MS: '1000',
      },
    });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await t?.close();
  });

  const HEAD =
    'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n';

  it('closes a socket whose body stopped halfway (Content-Length: 100, 50 bytes sent)', async () => {
    const answer = await exchange(port, (socket) => socket.write(HEAD + '{"userId":"a@b.c",'.padEnd(50, ' ')));
    // Nothing was answered for the request: the connection went quiet and was closed.
    expect(answer.status === null || answer.status === 408).toBe(true);
  });

  it('answers 408 with the envelope to a body sent a byte at a time, never idle but never done', async () => {
    const answer = await exchange(port, (socket) => {
      socket.write(HEAD);
      trickle(socket, ' '.repeat(100), 200);
    });
    expectEnvelope(answer, '408');
  });

  it('answers 408 with the envelope to headers sent a byte at a time', async () => {
    const answer = await exchange(port, (socket) => trickle(socket, `GET /api HTTP/1.1\r\nX-Slow: ${BIG}`, 200));
    expectEnvelope(answer, '408');
  });

  it('closes an idle keep-alive connection after its answer', async () => {
    const answer = await exchange(port, (socket) => socket.write('GET /api HTTP/1.1\r\nHost: x\r\n\r\n'));
    expect(answer.status).toBe(200);
    expect(answer.headers['keep-alive']).toBe('timeout=1, max=1000');
  });
});
