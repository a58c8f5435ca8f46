import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@siktak/contract';
import { type TestApp, TEST_NOW, TEST_PUBLIC_URL, createTestApp } from '../helpers/app.js';
import { HSTS, JSON_HEADERS, PAGE_HEADERS, PAGE_ONLY_HEADERS } from '../helpers/security-headers.js';

describe('the /test page calls', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t?.close();
  });

  it('GET /api answers a small JSON hello', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      service: '식탁 API',
      message: '안녕하세요! 식탁 API가 잘 동작하고 있어요.',
      time: TEST_NOW,
    });
  });

  it('GET /api/error fails on purpose with the generic 500 envelope and no internals', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/error' });
    expect(res.statusCode).toBe(500);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ success: false, code: '500', message: ERRORS['500'].message });
    expect(res.body).not.toMatch(/Deliberate|stack|at /);
  });
});

describe.each([
  { origin: TEST_PUBLIC_URL, hsts: false },
  { origin: 'https://siktak.test', hsts: true },
])('security headers, public origin $origin', ({ origin, hsts }) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: origin } });
  });

  afterAll(async () => {
    await t?.close();
  });

  /** HSTS on every answer of an https origin, on none of a plain-HTTP one (browsers ignore it there). */
  const expectHsts = (headers: Record<string, unknown>) => {
    if (hsts) expect(headers).toMatchObject(HSTS);
    else expect(headers).not.toHaveProperty('strict-transport-security');
  };

  it('JSON answers (a small one, a cached store read, a 404 and an error) get the JSON set, no page headers', async () => {
    const answers = await Promise.all(
      ['/api', '/api/store/latest', '/api/store/detail/424242', '/api/error'].map((url) =>
        t.app.inject({ method: 'GET', url }),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 404, 500]);
    for (const res of answers) {
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers).toMatchObject(JSON_HEADERS);
      for (const pageOnly of PAGE_ONLY_HEADERS) expect(res.headers).not.toHaveProperty(pageOnly);
      expectHsts(res.headers);
    }
  });

  it("every other answer (here a text file) gets helmet's page set", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.headers).toMatchObject(PAGE_HEADERS);
    expect(res.headers).not.toHaveProperty('cross-origin-embedder-policy');
    expectHsts(res.headers);
  });
});

/** An app that logs at `level` into `lines` (set up and closed around the enclosing describe). */
function appLoggingAt(level: string) {
  const logged = { t: undefined as unknown as TestApp, lines: [] as string[] };
  beforeAll(async () => {
    logged.t = await createTestApp({
      env: { LOG_LEVEL: level },
      deps: { logger: true, logStream: { write: (line) => void logged.lines.push(line) } },
      // A route that really fails, as a bug would.
      extend: (app) => {
        app.get('/test/fails', () => {
          throw new Error('an unexpected failure');
        });
      },
    });
  });
  afterAll(async () => {
    await logged.t?.close();
  });
  return logged;
}

describe('request logs', () => {
  const logged = appLoggingAt('info');

  it('logs every request with its id and outcome, and never a password, token or cookie', async () => {
    const { t, lines } = logged;
    const secret = 'Secret!pw123';
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: {
        authorization: 'Bearer not-a-real-token-abc',
        cookie: 'kakao_state=cookie-value-xyz',
        'x-request-id': 'req-log-1',
      },
      payload: { userId: 'nobody@example.com', userPw: secret },
    });
    expect(login.headers['x-request-id']).toBe('req-log-1');
    await t.app.inject({ method: 'GET', url: '/api/error', headers: { 'x-request-id': 'req-log-2' } });

    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const completed = entries.filter((e) => e.msg === 'request completed');
    expect(completed).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ reqId: 'req-log-1', res: { statusCode: login.statusCode } }),
        expect.objectContaining({ reqId: 'req-log-2', res: { statusCode: 500 } }),
      ]),
    );
    // The deliberate failure is no failure of the server: logged at info, without an error or its stack.
    const deliberate = entries.filter((e) => e.reqId === 'req-log-2');
    expect(deliberate.map((e) => e.msg)).toContain('the /test page asked for the error answer');
    for (const entry of deliberate) {
      expect(entry.level, String(entry.msg)).toBeLessThan(40);
      expect(entry, String(entry.msg)).not.toHaveProperty('err');
    }
    expect(lines.filter((line) => line.includes('req-log-2')).join('\n')).not.toMatch(/stack|Error/);
    const all = lines.join('\n');
    for (const leaked of [secret, 'not-a-real-token-abc', 'cookie-value-xyz']) expect(all).not.toContain(leaked);
  });
});

describe('request ids', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t?.close();
  });

  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  it('are a new random UUID for every request without an id of its own', async () => {
    const ids = await Promise.all(
      Array.from(
        { length: 20 },
        async () => (await t.app.inject({ method: 'GET', url: '/api' })).headers['x-request-id'],
      ),
    );
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("keep a client's own X-Request-Id when it is a plausible id, and replace any other", async () => {
    const idOf = async (id: string) =>
      (await t.app.inject({ method: 'GET', url: '/api', headers: { 'x-request-id': id } })).headers['x-request-id'];
    expect(await idOf('web-42.a_b')).toBe('web-42.a_b');
    for (const refused of ['a b', 'x'.repeat(101), '<script>', encodeURIComponent('요청')]) {
      expect(await idOf(refused)).toMatch(UUID);
    }
  });
});

describe('request logs at warn', () => {
  const logged = appLoggingAt('warn');

  it('logs a failure with its request id and nothing of the answers that went well, were refused or were the /test page', async () => {
    const { t, lines } = logged;
    const answers = await Promise.all(
      [
        ['/api/store/latest', 'req-warn-1'],
        ['/api/store/detail/424242', 'req-warn-2'],
        ['/api/error', 'req-warn-3'],
        ['/test/fails', 'req-warn-4'],
      ].map(([url, id]) => t.app.inject({ method: 'GET', url, headers: { 'x-request-id': id } })),
    );
    expect(answers.map((res) => res.statusCode)).toEqual([200, 404, 500, 500]);

    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((e) => 'reqId' in e);
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) {
      expect(entry.reqId).toBe('req-warn-4');
      expect(entry.level).toBeGreaterThanOrEqual(40);
    }
    expect(entries.some((e) => e.level === 50 && e.err)).toBe(true);
  });
});
