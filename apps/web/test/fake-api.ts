import { vi } from 'vitest';
import type { z } from 'zod';

/** A request as a fake route sees it: the body already checked against the route's contract schema. */
export interface FakeRequest<B = unknown> {
  query: URLSearchParams;
  body: B;
  token: string | null;
}

/** An answer: the body (status 200), or a status with a body. */
type Answer = unknown | { status: number; body: unknown };

export interface FakeRoute<B extends z.ZodType = z.ZodType> {
  /** The contract's body schema: a request that does not satisfy it fails the test. */
  body?: B;
  /** The contract's answer schema for a 2xx: an answer that does not satisfy it fails the test. */
  answer?: z.ZodType;
  handle: (request: FakeRequest<z.output<B>>) => Answer;
}

/** Declares a route with its body type inferred from its schema. */
export function route<B extends z.ZodType>(definition: FakeRoute<B>): FakeRoute {
  return definition as unknown as FakeRoute;
}

const statusOf = (answer: Answer): answer is { status: number; body: unknown } =>
  typeof answer === 'object' && answer !== null && 'status' in answer && 'body' in answer;

/** Faults found while the page ran (unknown calls, bodies or answers off the contract); checked after each test. */
export const faults: string[] = [];

/**
 * Our API faked at the network edge for component tests: `routes` keys are `METHOD /path`, and every
 * call the page makes is recorded in `calls`. Requests and answers are checked against the contract's
 * schemas, so a page and its fake cannot drift from the wire the server speaks.
 */
export function fakeApi(routes: Record<string, FakeRoute>) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://siktak.test');
      const key = `${init.method ?? 'GET'} ${url.pathname}`;
      calls.push(key);
      const found = routes[key];
      if (!found) {
        faults.push(`unexpected call ${key}`);
        return new Response(JSON.stringify({ success: false, code: '404', message: 'no fake' }), { status: 404 });
      }
      let body: unknown;
      if (typeof init.body === 'string') {
        const parsed = found.body ? found.body.safeParse(JSON.parse(init.body)) : null;
        if (parsed && !parsed.success) faults.push(`${key}: body off the contract: ${parsed.error.message}`);
        body = parsed?.success ? parsed.data : JSON.parse(init.body);
      }
      const headers = (init.headers ?? {}) as Record<string, string>;
      const token = headers.authorization?.replace(/^Bearer /, '') ?? null;
      const answer = found.handle({ query: url.searchParams, body, token });
      const [status, payload] = statusOf(answer) ? [answer.status, answer.body] : [200, answer];
      if (status < 300 && found.answer) {
        const checked = found.answer.safeParse(payload);
        if (!checked.success) faults.push(`${key}: answer off the contract: ${checked.error.message}`);
      }
      return new Response(JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return { calls };
}
