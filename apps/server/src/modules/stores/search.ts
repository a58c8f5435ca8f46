import { type SQL, and, arrayOverlaps, ilike, like, or, sql } from 'drizzle-orm';
import { AMENITIES, AMENITY_LABELS, type Amenity } from '@siktak/contract';
import { getChoseong } from 'es-hangul';
import { containing } from '../../db/like.js';
import { stores } from '../../db/schema.js';

const CHOSEONG_ONLY = /^[ㄱ-ㅎ\s]+$/;

/** The initial consonants of a store name without spaces: `을지로 골뱅이` → `ㅇㅈㄹㄱㅂㅇ`. */
export function choseongOf(name: string): string {
  return getChoseong(name).replace(/\s+/g, '');
}

/** One word of a keyword search: `pattern` as a LIKE pattern, and the amenities whose label holds the word. */
export interface KeywordWord {
  pattern: string;
  amenities: Amenity[];
}

/** `text` is what the diner typed (trimmed); a `text` search matches when every word matches. */
export type KeywordQuery =
  | { kind: 'all' }
  | { kind: 'choseong'; text: string; pattern: string }
  | { kind: 'text'; text: string; words: KeywordWord[] };

const withoutSpaces = (text: string) => text.replace(/\s+/g, '');

/** The amenities whose Korean label holds the word, spaces ignored (`주차` → PARKING, `콜키지프리` → CORKAGE_FREE). */
function amenitiesNamed(word: string): Amenity[] {
  const wanted = withoutSpaces(word);
  return AMENITIES.filter((code) => withoutSpaces(AMENITY_LABELS[code]).includes(wanted));
}

/**
 * How a search box text matches stores: blank matches all; only consonants (`ㄱㄴ`) match the names'
 * initial consonants; anything else is split into words, and a store matches when each word is a
 * case-insensitive part of its name, one of its menu items, its district or its food type, or of the
 * label of one of its amenities. A text within a name still finds it, as each of its words is in the name.
 */
export function parseKeywords(search: string | undefined): KeywordQuery {
  const text = (search ?? '').trim();
  if (!text) return { kind: 'all' };
  if (CHOSEONG_ONLY.test(text)) {
    const consonants = withoutSpaces(text);
    return { kind: 'choseong', text: consonants, pattern: containing(consonants) };
  }
  const words = [...new Set(text.split(/\s+/))].map((word) => ({
    pattern: containing(word),
    amenities: amenitiesNamed(word),
  }));
  return { kind: 'text', text, words };
}

/** The SQL condition of one word on a store's name, menu items, district, food type and amenities. */
function wordCondition({ pattern, amenities }: KeywordWord): SQL | undefined {
  return or(
    ilike(stores.name, pattern),
    sql`exists (select 1 from unnest(${stores.menu}) as menu_item(item) where menu_item.item ilike ${pattern})`,
    ilike(stores.district, pattern),
    ilike(stores.foodType, pattern),
    amenities.length > 0 ? arrayOverlaps(stores.amenities, amenities) : undefined,
  );
}

/**
 * The SQL condition on `stores` of a keyword query: consonants within the name's stored initials
 * (`name_choseong`), every word somewhere in the store's text fields; none for a blank search.
 */
export function keywordCondition(query: KeywordQuery): SQL | undefined {
  if (query.kind === 'choseong') return like(stores.nameChoseong, query.pattern);
  if (query.kind === 'text') return and(...query.words.map(wordCondition));
  return undefined;
}
