import { describe, expect, it } from 'vitest';
import { parseQueryString } from '../../src/platform/query-string.js';

describe('parseQueryString', () => {
  it('parses as the router did (decoding, + as a space, repeated keys as arrays)', () => {
    expect({ ...parseQueryString('search=%EA%B5%AD%EB%B0%A5+%EC%A7%91&page=0&size=5') }).toEqual({
      search: '국밥 집',
      page: '0',
      size: '5',
    });
    expect({ ...parseQueryString('a=1&a=2&b') }).toEqual({ a: ['1', '2'], b: '' });
    expect({ ...parseQueryString('') }).toEqual({});
  });

  it('answers a query string it has parsed with the same frozen query', () => {
    const first = parseQueryString('page=3&size=10');
    expect(parseQueryString('page=3&size=10')).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(parseQueryString('page=4&size=10')).not.toBe(first);
    expect(parseQueryString('page=4&size=10').page).toBe('4');
  });

  it('keeps an own __proto__ key as data, not as the prototype', () => {
    const query = parseQueryString('__proto__=x&toString=y');
    expect(Object.hasOwn(query, '__proto__')).toBe(true);
    expect(Object.hasOwn(query, 'toString')).toBe(true);
    expect(Object.getOwnPropertyDescriptor(query, '__proto__')?.value).toBe('x');
  });

  it('parses a long query string every time instead of keeping it', () => {
    const long = `search=${'%EA%B5%AD'.repeat(40)}&page=0`;
    expect(long.length).toBeGreaterThan(256);
    const first = parseQueryString(long);
    expect(first).toEqual({ search: '국'.repeat(40), page: '0' });
    expect(Object.isFrozen(first)).toBe(true);
    expect(parseQueryString(long)).not.toBe(first);
    expect(parseQueryString(long)).toEqual(first);
  });
});
