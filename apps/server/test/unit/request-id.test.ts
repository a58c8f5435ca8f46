import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { requestIds } from '../../src/platform/request-id.js';

const request = (headers: IncomingMessage['headers'] = {}) => ({ headers }) as IncomingMessage;

describe('request ids', () => {
  it('are new for every request of a process, and differ between processes', () => {
    const [one, other] = [requestIds(), requestIds()];
    const ids = Array.from({ length: 1000 }, () => one(request()));
    expect(new Set(ids).size).toBe(1000);
    expect(ids[0]).toMatch(/^[0-9a-z]{6}-1$/);
    expect(ids[999]).toMatch(/^[0-9a-z]{6}-rs$/);
    // Two processes (or one restarted) start from different random prefixes.
    const prefixes = new Set(Array.from({ length: 20 }, () => requestIds()(request()).split('-')[0]));
    expect(prefixes.size).toBeGreaterThan(1);
    expect(other(request())).not.toBe(ids[0]);
  });

  it("keep a client's own X-Request-Id when it is a plausible id, and replace any other", () => {
    const next = requestIds();
    expect(next(request({ 'x-request-id': 'web-42.a_b' }))).toBe('web-42.a_b');
    for (const refused of ['', 'a b', 'x'.repeat(101), '<script>', '요청']) {
      expect(next(request({ 'x-request-id': refused }))).toMatch(/^[0-9a-z]{6}-[0-9a-z]+$/);
    }
    expect(next(request({ 'x-request-id': ['a', 'b'] as unknown as string }))).toMatch(/^[0-9a-z]{6}-/);
  });
});
