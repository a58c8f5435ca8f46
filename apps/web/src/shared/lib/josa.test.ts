import { describe, expect, it } from 'vitest';
import { josa } from './josa';

describe('josa', () => {
  it('follows the final consonant of the last syllable', () => {
    expect(josa('망원 떡볶이', '을/를')).toBe('를');
    expect(josa('종로 빈대떡', '을/를')).toBe('을');
    expect(josa('회원 목록', '을/를')).toBe('을');
    expect(josa('만리향', '이/가')).toBe('이');
    expect(josa('연남 파스타', '은/는')).toBe('는');
    expect(josa('치즈', '과/와')).toBe('와');
  });

  it('takes 로 after a final ㄹ and 으로 after any other final', () => {
    expect(josa('서울', '으로/로')).toBe('로');
    expect(josa('부산', '으로/로')).toBe('으로');
    expect(josa('대구', '으로/로')).toBe('로');
  });

  it('reads a closing digit aloud and keeps both forms after Latin letters', () => {
    expect(josa('식당 2', '을/를')).toBe('를');
    expect(josa('식당 3', '을/를')).toBe('을');
    expect(josa('Cafe', '을/를')).toBe('을(를)');
    expect(josa('', '이/가')).toBe('이(가)');
  });
});
