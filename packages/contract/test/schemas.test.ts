import { describe, expect, it } from 'vitest';
import { ERRORS, MESSAGES, SUCCESS } from '../src/messages.js';
import { closureDate, storeForm } from '../src/schemas/owner.js';
import { id, multiLineText, pageIndex, pathId, singleLineText } from '../src/schemas/common.js';
import { userNickname } from '../src/schemas/auth.js';

const validStore = {
  storeName: '식탁 한식당',
  categoryAddress: '강남구',
  categoryFoodtype: '한식',
  storePhone: '0212345678',
  storeAddress1: '서울 강남구 테헤란로 1',
  storeAddress2: '1층',
  openTime: '11:00',
  closeTime: '21:00',
  menuList: ['김치찌개, 된장찌개', ' 제육볶음 ', ''],
  categoryConvenience: ['PARKING', ' WIFI'],
  dayOff: ['일', '월'],
  startDate: null,
  endDate: null,
  count: '12',
};

describe('catalogue', () => {
  it('gives every error code an HTTP status and a Korean message', () => {
    for (const [code, entry] of Object.entries(ERRORS)) {
      expect(entry.status, code).toBeGreaterThanOrEqual(400);
      expect(entry.message, code).toMatch(/[가-힣]/);
    }
    for (const message of [...Object.values(SUCCESS), ...Object.values(MESSAGES)]) expect(message).toMatch(/[가-힣]/);
  });
});

describe('ids and pages', () => {
  it('accepts ids as numbers or numeric strings only', () => {
    expect(id.parse(12)).toBe(12);
    expect(id.parse('12')).toBe(12);
    expect(id.safeParse('12a').success).toBe(false);
    expect(id.safeParse(0).success).toBe(false);
    expect(id.safeParse(-3).success).toBe(false);
  });

  it('clamps negative and malformed pages to 0', () => {
    expect(pageIndex.parse('-1')).toBe(0);
    expect(pageIndex.parse(undefined)).toBe(0);
    expect(pageIndex.parse('abc')).toBe(0);
    expect(pageIndex.parse('3')).toBe(3);
  });
});

describe('store form (spec §5)', () => {
  it('normalises a valid form: phone hyphens, menus split on commas, amenities trimmed, weekdays in order', () => {
    const form = storeForm.parse({ ...validStore, dayOff: ['월', '일'] });
    expect(form.storePhone).toBe('02-1234-5678');
    expect(form.menuList).toEqual(['김치찌개', '된장찌개', '제육볶음']);
    expect(form.categoryConvenience).toEqual(['PARKING', 'WIFI']);
    expect(form.dayOff).toEqual(['월', '일']);
    expect(form.count).toBe(12);
  });

  it.each([
    [{ storeName: '' }, MESSAGES.required],
    [{ categoryConvenience: [] }, MESSAGES.required],
    [{ categoryAddress: '서울' }, MESSAGES.required],
    [{ storePhone: '12345' }, MESSAGES.storePhoneRule],
    [{ openTime: '9:00' }, MESSAGES.hoursRule],
    [{ closeTime: '24:00' }, MESSAGES.hoursRule],
    [{ count: '0' }, MESSAGES.capacityRule],
    [{ count: 'null' }, MESSAGES.capacityRule],
    [{ startDate: '2026-12-10', endDate: '2026-12-01' }, MESSAGES.closureRange],
  ])('refuses %o with its Korean message', (change, message) => {
    const result = storeForm.safeParse({ ...validStore, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain(message);
  });

  it('reads closure dates in every form the clients send, as Seoul dates', () => {
    expect(closureDate.parse('null')).toBeNull();
    expect(closureDate.parse(null)).toBeNull();
    expect(closureDate.parse('2026-12-01')).toBe('2026-12-01');
    expect(closureDate.parse('2025-07-09T15:00:00.000Z')).toBe('2025-07-10');
    expect(closureDate.parse('Thu Jul 10 2025 00:00:00 GMT+0900 (Korean Standard Time)')).toBe('2025-07-10');
    expect(closureDate.safeParse('someday').success).toBe(false);
  });
});

describe('text, path ids and nicknames (issue 13)', () => {
  it('refuses C0 controls and DEL in one-line text, and allows tab, LF and CRLF only in multi-line text', () => {
    for (const c of ['\u0000', '\u0001', '\u001f', '\u007f', '\t', '\n', '\r']) {
      expect(singleLineText().safeParse(`a${c}b`).error?.issues[0]?.message).toBe(MESSAGES.controlChars);
    }
    for (const c of ['\t', '\n', '\r\n']) expect(multiLineText().parse(`a${c}b`)).toBe(`a${c}b`);
    for (const c of ['\u0000', '\u000b', '\r', '\u007f'])
      expect(multiLineText().safeParse(`a${c}b`).success).toBe(false);
  });

  it('refuses half a surrogate pair in any text, and keeps whole pairs (emoji)', () => {
    for (const broken of ['\ud800', 'a\udc00b', 'a\ud83db', '\ude00\ud83d']) {
      expect(singleLineText().safeParse(broken).error?.issues[0]?.message).toBe(MESSAGES.controlChars);
      expect(multiLineText().safeParse(broken).success).toBe(false);
    }
    for (const whole of ['맛있어요 😋', '🍜🍣', '\ud83d\ude00']) expect(singleLineText().parse(whole)).toBe(whole);
  });

  it('reads a path id within PostgreSQL integer and marks every other one as not found', () => {
    expect(pathId.parse('2147483647')).toBe(2_147_483_647);
    expect(pathId.parse('7')).toBe(7);
    const loose = [' 7', '7 ', '+7', '-7', '07', '00', '7.0', '1e0', '0x7', '\u0667', '\uff17', '7\n'];
    for (const raw of ['2147483648', '-1', '1.5', '1e3', '0', 'abc', '', ...loose]) {
      expect(pathId.safeParse(raw).error?.issues[0]).toMatchObject({ params: { notFound: true } });
    }
    expect(id.safeParse(2_147_483_648).success).toBe(false);
  });

  it('strips invisible characters from nicknames and composes decomposed Hangul', () => {
    expect(userNickname.parse('김\u200B철\u202E수\uFEFF')).toBe('김철수');
    expect(userNickname.parse('김철수'.normalize('NFD'))).toBe('김철수');
    expect(userNickname.safeParse('\u3164\u115F\u1160\uFFA0\u2060').error?.issues[0]?.message).toBe(
      MESSAGES.nicknameRule,
    );
  });
});
