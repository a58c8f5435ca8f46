import { getChoseong } from 'es-hangul';

const CHOSEONG_ONLY = /^[ㄱ-ㅎ\s]+$/;

/** The initial consonants of a store name without spaces: `을지로 골뱅이` → `ㅇㅈㄹㄱㅂㅇ`. */
export function choseongOf(name: string): string {
  return getChoseong(name).replace(/\s+/g, '');
}

export type NameQuery = { kind: 'all' } | { kind: 'choseong'; pattern: string } | { kind: 'text'; pattern: string };

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * How a search box text matches store names: blank matches all; only consonants (`ㄱㄴ`) match the
 * names' initial consonants; anything else is a case-insensitive substring of the name.
 */
export function parseNameQuery(search: string | undefined): NameQuery {
  const text = (search ?? '').trim();
  if (!text) return { kind: 'all' };
  if (CHOSEONG_ONLY.test(text)) return { kind: 'choseong', pattern: `%${escapeLike(text.replace(/\s+/g, ''))}%` };
  return { kind: 'text', pattern: `%${escapeLike(text)}%` };
}
