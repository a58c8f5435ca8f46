import { z } from 'zod';
import {
  type AvailabilitySearchResponse,
  type AvailableStore,
  type TimeChip,
  availabilitySearchResponse,
  availableStore,
  timeChip,
} from '@siktak/contract';
import { fastSerializerOf } from '../../platform/serializer.js';

/** A serialiser of the contract's schema (fast-json-stringify, as the routes' answers are written). */
function writerOf<T>(schema: z.ZodType<T>): (data: T) => string {
  const write = fastSerializerOf(schema);
  if (!write) throw new Error('the search answer schemas must compile to fast-json-stringify');
  return write;
}

const writeCard = writerOf(availableStore);
const writeChips = writerOf(z.array(timeChip));
const writeEnvelope = writerOf(availabilitySearchResponse);

/** How a card without chips ends (`chips` is the card's last field), and the envelope's empty list. */
const NO_CHIPS = '[]}';
const NO_CONTENT = '"content":[]';
/** Anything but printable ASCII (serialised JSON escapes the control characters). */
const NOT_ASCII = /[^ -~]/;

export type SearchCard = Omit<AvailableStore, 'chips'>;
/** The answer but its cards: `content` is left empty, the cards go in by `searchAnswer`. */
export type SearchEnvelope = AvailabilitySearchResponse & { content: [] };

/**
 * Text as its UTF-8 bytes held in a one-byte string (Node's `latin1`): such strings join and copy into
 * a buffer byte for byte, where text with Korean in it is encoded character by character.
 */
function utf8Bytes(text: string): string {
  return NOT_ASCII.test(text) ? Buffer.from(text).toString('latin1') : text;
}

/**
 * A store's card in the search answer, up to its chips (`…,"chips":`), as UTF-8 bytes (`utf8Bytes`):
 * written once per catalog version, so a page's store names, districts, food types and photo URLs are
 * neither serialised nor encoded again on every request.
 */
export function cardHead(card: SearchCard): string {
  const json = writeCard({ ...card, chips: [] });
  if (!json.endsWith(`"chips":${NO_CHIPS}`)) throw new Error(`a search card must end with its chips: ${json}`);
  return utf8Bytes(json.slice(0, -NO_CHIPS.length));
}

/**
 * The bytes of a search answer: the envelope written by the contract's schema, and each card's kept
 * head (`cardHead`) followed by its chips written by theirs, copied once into one buffer. The same JSON
 * the route's serialiser writes for the whole object (test/unit/availability-answer.test.ts), at a
 * quarter of its cost for a page of ten (8–9 µs instead of ~39 µs with the encoding; docs/benchmarks.md).
 */
export function searchAnswer(envelope: SearchEnvelope, cards: readonly { head: string; chips: TimeChip[] }[]): Buffer {
  const json = utf8Bytes(writeEnvelope(envelope));
  const at = json.indexOf(NO_CONTENT) + NO_CONTENT.length - 1;
  let answer = json.slice(0, at);
  for (let k = 0; k < cards.length; k++) {
    const card = cards[k] as { head: string; chips: TimeChip[] };
    // Chips are an hour of `buildSlots` (digits and a colon) and a number: ASCII, their own bytes.
    answer += `${k > 0 ? ',' : ''}${card.head}${writeChips(card.chips)}}`;
  }
  return Buffer.from(answer + json.slice(at), 'latin1');
}
