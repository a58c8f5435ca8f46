import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@siktak/contract';
import { type TestApp, TEST_NOW, createTestApp } from '../helpers/app.js';

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
