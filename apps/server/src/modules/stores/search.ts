import { getChoseong } from 'es-hangul';

const CHOSEONG_ONLY = /^[ㄱ-ㅎ\s]+$/;

/** The initial consonants of a store name without spaces: `을지로 골뱅이` → `ㅇㅈㄹㄱㅂㅇ`. */
export function choseongOf(name: string): string {
  return getChoseong(name).replace(/\s+/g, '');
}

/** `text` is what the name must contain; `pattern` is the same as a LIKE pattern for SQL. */
export type NameQuery =
  | { kind: 'all' }
  | { kind: 'choseong'; text: string; pattern: string }
  | { kind: 'text'; text: string; pattern: string };

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
  if (CHOSEONG_ONLY.test(text)) {
    const consonants = text.replace(/\s+/g, '');
    return { kind: 'choseong', text: consonants, pattern: `%${escapeLike(consonants)}%` };
  }
  return { kind: 'text', text, pattern: `%${escapeLike(text)}%` };
}

/**
 * The same match as the SQL of `parseNameQuery`'s pattern (stores/queries.ts), for stores held in
 * memory: consonants within the name's stored initials, text anywhere in the name, ignoring case.
 */
export function matchesName(query: NameQuery, store: { name: string; nameChoseong: string }): boolean {
  if (query.kind === 'all') return true;
  if (query.kind === 'choseong') return store.nameChoseong.includes(query.text);
  return store.name.toLowerCase().includes(query.text.toLowerCase());
}
