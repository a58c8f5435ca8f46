import { describe, expect, it } from 'vitest';
import { keptAnswers } from '../src/memo.js';

describe('keptAnswers', () => {
  it('computes each argument once while kept, and again after the limit dropped them', () => {
    const asked: number[] = [];
    const square = keptAnswers(2, (n: number) => {
      asked.push(n);
      return n * n;
    });
    expect([square(3), square(3), square(4), square(3)]).toEqual([9, 9, 16, 9]);
    expect(asked).toEqual([3, 4]);
    expect(square(5)).toBe(25); // a third argument drops the two kept
    expect(square(3)).toBe(9);
    expect(asked).toEqual([3, 4, 5, 3]);
  });

  it('keeps null answers too', () => {
    let calls = 0;
    const none = keptAnswers(4, (_: string) => {
      calls++;
      return null;
    });
    expect([none('a'), none('a')]).toEqual([null, null]);
    expect(calls).toBe(1);
  });

  it('computes the arguments `keeps` refuses every time and keeps none of them', () => {
    const asked: string[] = [];
    const upper = keptAnswers(
      2,
      (text: string) => {
        asked.push(text);
        return text.toUpperCase();
      },
      (text) => text.length <= 3,
    );
    expect([upper('abcd'), upper('abcd'), upper('ab'), upper('ab')]).toEqual(['ABCD', 'ABCD', 'AB', 'AB']);
    expect(asked).toEqual(['abcd', 'abcd', 'ab']);
    expect(upper('xy')).toBe('XY'); // a second kept argument: the refused ones took no room
    expect(upper('ab')).toBe('AB');
    expect(asked).toEqual(['abcd', 'abcd', 'ab', 'xy']);
  });
});
