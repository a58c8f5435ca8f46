type Pair = '을/를' | '이/가' | '은/는' | '과/와' | '으로/로';

/** 종성 index (0 = none, 8 = ㄹ) of how each digit is read: 영, 일, 이, 삼, 사, 오, 육, 칠, 팔, 구. */
const DIGIT_FINALS = [21, 8, 0, 16, 0, 0, 1, 8, 8, 0];
const RIEUL = 8;

/** The final consonant of the word's last syllable (0 for none), or null when it does not end in Hangul or a digit. */
function finalOf(word: string): number | null {
  const last = word.trimEnd().at(-1);
  if (last === undefined) return null;
  if (/\d/.test(last)) return DIGIT_FINALS[Number(last)] ?? null;
  const code = last.charCodeAt(0) - 0xac00;
  return code >= 0 && code < 11172 ? code % 28 : null;
}

/**
 * The particle `word` takes: 가게를 but 식당을, 망원 떡볶이를, 서울로 but 부산으로. A word that does
 * not end in Hangul or a digit (a Latin name) gets both forms, 을(를).
 */
export function josa(word: string, pair: Pair): string {
  const [afterFinal, afterVowel] = pair.split('/') as [string, string];
  const final = finalOf(word);
  if (final === null) return `${afterFinal}(${afterVowel})`;
  const closed = pair === '으로/로' ? final !== 0 && final !== RIEUL : final !== 0;
  return closed ? afterFinal : afterVowel;
}
