import { type SQL, ilike, like } from 'drizzle-orm';
import { getChoseong } from 'es-hangul';
import { stores } from '../../db/schema.js';

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
 * The SQL condition on `stores` of a name query: consonants within the name's stored initials
 * (`name_choseong`), text anywhere in the name ignoring case; none for a blank search.
 */
export function nameCondition(query: NameQuery): SQL | undefined {
  if (query.kind === 'choseong') return like(stores.nameChoseong, query.pattern);
  if (query.kind === 'text') return ilike(stores.name, query.pattern);
  return undefined;
}
