import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { validatorOf } from '../../src/platform/validator.js';

const schema = z.object({
  page: z.coerce.number().int().min(0).optional(),
  sort: z.enum(['latest', 'rating']).default('latest'),
  tags: z.array(z.string()).optional(),
});
const compile = (httpPart: string) =>
  validatorOf({ schema, httpPart, method: 'GET', url: '/x' } as unknown as Parameters<typeof validatorOf>[0]) as (
    data: unknown,
  ) => { value?: Record<string, unknown>; error?: unknown };

describe('request validation', () => {
  it("gives a route's repeated valid query the same frozen value, parsed once", () => {
    const validate = compile('querystring');
    const first = validate({ page: '2', tags: ['a'] });
    expect(first.value).toEqual({ page: 2, sort: 'latest', tags: ['a'] });
    const again = validate({ page: '2', tags: ['a'] });
    expect(again.value).toBe(first.value);
    expect(Object.isFrozen(first.value)).toBe(true);
    expect(Object.isFrozen(first.value?.tags)).toBe(true);
    expect(validate({ page: '3', tags: ['a'] }).value).toEqual({ page: 3, sort: 'latest', tags: ['a'] });
    expect(validate({ page: '2', sort: 'rating' }).value).toEqual({ page: 2, sort: 'rating' });
  });

  it('refuses a bad query every time, each with an error of its own', () => {
    const validate = compile('querystring');
    const first = validate({ page: '-1' });
    const again = validate({ page: '-1' });
    expect(first.value).toBeUndefined();
    expect(Array.isArray(first.error) && first.error.length > 0).toBe(true);
    expect(again.error).toEqual(first.error);
    expect(again.error).not.toBe(first.error);
  });

  it('parses bodies and parameters on every request (one value per request, not frozen)', () => {
    for (const part of ['body', 'params']) {
      const validate = compile(part);
      const first = validate({ page: '2' });
      const again = validate({ page: '2' });
      expect(again.value).toEqual(first.value);
      expect(again.value).not.toBe(first.value);
      expect(Object.isFrozen(first.value)).toBe(false);
    }
  });
});
