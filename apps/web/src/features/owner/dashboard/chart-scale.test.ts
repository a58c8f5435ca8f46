import { describe, expect, it } from 'vitest';
import { axisTop, gradeTop, sumOf } from './chart-scale';

describe('axisTop', () => {
  it('keeps at least four, so a quiet month does not look busy', () => {
    expect(axisTop(0)).toBe(4);
    expect(axisTop(1)).toBe(4);
    expect(axisTop(4)).toBe(4);
  });

  it('rounds up to an even count, then to a multiple of 20, 200, …', () => {
    expect(axisTop(5)).toBe(6);
    expect(axisTop(10)).toBe(10);
    expect(axisTop(11)).toBe(12);
    expect(axisTop(37)).toBe(38);
    expect(axisTop(123)).toBe(140);
    expect(axisTop(1001)).toBe(1200);
  });

  it('is never below the highest bar and its half is a whole number', () => {
    for (let max = 0; max <= 2000; max += 7) {
      const top = axisTop(max);
      expect(top).toBeGreaterThanOrEqual(max);
      expect(top % 2).toBe(0);
    }
  });
});

describe('sumOf and gradeTop', () => {
  it('adds counts and places grades from 5 at the top to 1 at the bottom', () => {
    expect(sumOf([])).toBe(0);
    expect(sumOf([1, 2, 3])).toBe(6);
    expect(gradeTop(5)).toBe(0);
    expect(gradeTop(3)).toBe(50);
    expect(gradeTop(1)).toBe(100);
  });
});
