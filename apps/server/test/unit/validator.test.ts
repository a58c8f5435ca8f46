import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  availabilityQuery,
  availabilitySearchQuery,
  nextTimesQuery,
  noticeListQuery,
  pageQuery,
  storeListQuery,
} from '@siktak/contract';
import { validatorOf } from '../../src/platform/validator.js';

type Validate = (data: unknown) => { value?: Record<string, unknown>; error?: unknown };
const compile = (schema: z.ZodType, httpPart: string) =>
  validatorOf({ schema, httpPart, method: 'GET', url: '/x' } as unknown as Parameters<
    typeof validatorOf
  >[0]) as Validate;

describe('request validation', () => {
  it("parses each query parameter once per value and route; the query's value is zod's", () => {
    let parsed = 0;
    const schema = z.object({
      page: z.coerce.number().int().min(0).optional(),
      sort: z
        .enum(['latest', 'rating'])
        .default('latest')
        .transform((sort) => {
          parsed++;
          return sort;
        }),
      tags: z.array(z.string()).optional(),
    });
    const validate = compile(schema, 'querystring');
    expect(validate({ page: '2', sort: 'rating' }).value).toEqual({ page: 2, sort: 'rating' });
    expect(validate({ page: '3', sort: 'rating', other: 'x' }).value).toEqual({ page: 3, sort: 'rating' });
    expect(validate({ page: '2' }).value).toEqual({ page: 2, sort: 'latest' });
    expect(validate({ tags: ['a', 'b'] }).value).toEqual({ sort: 'latest', tags: ['a', 'b'] });
    expect(validate({}).value).toEqual({ sort: 'latest' });
    // "rating" once, the default once: the other queries reused them.
    expect(parsed).toBe(2);
    const first = validate({ page: '2' }).value;
    const again = validate({ page: '2' }).value;
    expect(again).toEqual(first);
    expect(again).not.toBe(first);
  });

  it('refuses a bad query every time, each with the error of the whole query', () => {
    const schema = z.object({ page: z.coerce.number().int().min(0), sort: z.enum(['latest']).optional() });
    const validate = compile(schema, 'querystring');
    const whole = compile(z.object({ page: schema.shape.page, sort: schema.shape.sort }), 'body');
    const first = validate({ page: '-1', sort: 'x' });
    const again = validate({ page: '-1', sort: 'x' });
    expect(first.value).toBeUndefined();
    expect(first.error).toEqual(whole({ page: '-1', sort: 'x' }).error);
    expect((first.error as unknown[]).length).toBe(2);
    expect(again.error).toEqual(first.error);
    expect(again.error).not.toBe(first.error);
  });

  it('gives the contract’s query schemas the value or the refusal zod gives, for any query', () => {
    const texts = fc.oneof(
      fc.constantFrom('', '0', '1', '-1', '2', '10', '51', 'x', ' 3 ', '2026-11-25', '2026-02-30', '19:00', '7:00'),
      fc.constantFrom('recommended', 'rating', 'reviews', 'latest', 'true', 'false', '강남구', '한식', 'ㄱㄴ'),
      fc.string({ maxLength: 8 }),
    );
    const raw = fc.oneof({ weight: 8, arbitrary: texts }, { weight: 1, arbitrary: fc.array(texts, { maxLength: 2 }) });
    for (const schema of [
      availabilitySearchQuery,
      storeListQuery,
      availabilityQuery,
      pageQuery,
      noticeListQuery,
      nextTimesQuery,
    ]) {
      const keys = [...Object.keys(schema.shape), 'unknown'];
      const validate = compile(schema, 'querystring');
      fc.assert(
        fc.property(fc.dictionary(fc.constantFrom(...keys), raw), (query) => {
          const expected = schema.safeParse(query);
          const result = validate(query);
          if (expected.success) expect(result).toStrictEqual({ value: expected.data });
          else expect(result.error).toEqual(compile(schema, 'body')(query).error);
        }),
        { numRuns: 400 },
      );
    }
  });

  it('parses bodies and parameters whole on every request', () => {
    let parsed = 0;
    const schema = z.object({
      page: z.string().transform((page) => {
        parsed++;
        return page;
      }),
    });
    for (const part of ['body', 'params']) {
      const validate = compile(schema, part);
      const first = validate({ page: '2' });
      const again = validate({ page: '2' });
      expect(again.value).toEqual(first.value);
      expect(again.value).not.toBe(first.value);
    }
    expect(parsed).toBe(4);
  });
});
