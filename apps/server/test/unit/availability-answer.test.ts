import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STORE_SORTS, availabilitySearchResponse } from '@siktak/contract';
import { cardHead, searchAnswer } from '../../src/modules/availability/answer.js';
import { fastSerializerOf } from '../../src/platform/serializer.js';

/** Text as diners and owners type it: Korean, emoji, quotes, backslashes, control characters. */
const text = fc.string({
  unit: fc.constantFrom('을', '지', '로', 'a', 'Z', ' ', '"', '\\', '\n', '\u0001', '😀', '/', 'é'),
});
const hhmm = fc.constantFrom('00:00', '09:00', '12:00', '18:00', '23:00');
const ymd = fc.constantFrom('2026-11-27', '2027-01-31');
const int = fc.integer({ min: 0, max: 100_000 });
const url = fc.option(
  text.map((name) => `http://localhost:3000/uploads/stores/${encodeURIComponent(name)}.webp`),
  { nil: null },
);

const card = fc.record({
  storeNo: int,
  storeName: text,
  categoryAddress: text,
  categoryFoodtype: text,
  storeGrade: fc.constantFrom(0, 1, 3.5, 4.25, 5),
  reviewCount: int,
  storeImg: url,
  storeThumb: url,
  chips: fc.array(fc.record({ time: hhmm, left: int }), { maxLength: 5 }),
});

const answer = fc.record({
  date: ymd,
  time: hhmm,
  party: fc.integer({ min: 1, max: 50 }),
  sort: fc.constantFrom(...STORE_SORTS),
  available: fc.boolean(),
  content: fc.array(card, { maxLength: 12 }),
  totalElements: int,
  totalPages: int,
  page: int,
  size: fc.integer({ min: 1, max: 50 }),
  nearestTimes: fc.array(fc.record({ date: ymd, time: hhmm, stores: int }), { maxLength: 3 }),
});

describe('the search answer written from kept card heads (availability/answer.ts)', () => {
  const whole = fastSerializerOf(availabilitySearchResponse);

  it('is byte for byte what the route serialiser writes for the whole answer, and what zod reads back', () => {
    expect(whole).not.toBeNull();
    fc.assert(
      fc.property(answer, (full) => {
        const cards = full.content.map(({ chips, ...rest }) => ({ head: cardHead(rest), chips }));
        const bytes = searchAnswer({ ...full, content: [] }, cards);
        expect(bytes.toString('utf8')).toBe(whole?.(full));
        expect(availabilitySearchResponse.parse(JSON.parse(bytes.toString('utf8')))).toEqual(full);
      }),
      { numRuns: 300 },
    );
  });
});
