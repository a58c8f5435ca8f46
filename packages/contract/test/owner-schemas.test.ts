import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../src/messages.js';
import { formatPhone, isValidBusinessNo } from '../src/rules.js';
import { ownerApplicationFields } from '../src/schemas/profile.js';
import { closureDate, storeForm } from '../src/schemas/owner.js';

const flat = {
  storeNo: '7',
  storeName: '가게',
  categoryAddress: '강남구',
  categoryFoodtype: '한식',
  storePhone: '0212345678',
  storeAddress1: '주소 1',
  storeAddress2: '주소 2',
  openTime: '11:00',
  closeTime: '21:00',
  count: '5',
  startDate: 'null',
  endDate: 'null',
  menuList: '김밥, 라면',
  categoryConvenience: 'PARKING',
};

describe('closureDate', () => {
  it.each([
    [null, null],
    ['null', null],
    ['', null],
    ['2026-12-25', '2026-12-25'],
    // KST midnight as the UTC instant a JSON Date carries.
    ['2026-12-24T15:00:00.000Z', '2026-12-25'],
    ['Fri Dec 25 2026 00:00:00 GMT+0900 (Korean Standard Time)', '2026-12-25'],
    ['Fri Dec 25 2026 00:00:00 GMT+0900 (한국 표준시)', '2026-12-25'],
  ])('%s → %s', (input, output) => {
    expect(closureDate.parse(input)).toBe(output);
  });

  it('refuses text that is no date', () => {
    expect(closureDate.safeParse('다음 주').success).toBe(false);
  });
});

describe('storeForm', () => {
  it('reads the flat variant: numeric strings, "null", a single part for a list', () => {
    expect(storeForm.parse(flat)).toMatchObject({
      storeNo: 7,
      storePhone: '02-1234-5678',
      count: 5,
      startDate: null,
      endDate: null,
      menuList: ['김밥', '라면'],
      categoryConvenience: ['PARKING'],
      dayOff: [],
      deletedImagePaths: [],
    });
  });

  it('treats "null" in a required part as missing', () => {
    const result = storeForm.safeParse({ ...flat, openTime: 'null', storeName: 'null' });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['storeName', MESSAGES.required],
      ['openTime', MESSAGES.required],
    ]);
  });

  it('compares hours only when both are well-formed', () => {
    const result = storeForm.safeParse({ ...flat, openTime: '99:99', closeTime: '10:00' });
    expect(result.error?.issues.map((i) => i.message)).toEqual([MESSAGES.hoursRule]);
  });

  it('needs both closure ends', () => {
    const result = storeForm.safeParse({ ...flat, startDate: '2026-12-01' });
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['endDate']);
  });
});

describe('ownerApplicationFields', () => {
  it('formats ten digits as 123-45-67890 and refuses anything else', () => {
    expect(ownerApplicationFields.parse({ storeName: '가게', businessNo: '2208162110' }).businessNo).toBe(
      '220-81-62110',
    );
    for (const businessNo of ['22081621101', '220-81-6211', '220 81 62110', '220-816-2110']) {
      const result = ownerApplicationFields.safeParse({ storeName: '가게', businessNo });
      expect(result.error?.issues[0]?.message).toBe(MESSAGES.businessNoFormat);
    }
  });
});

describe('rules', () => {
  it('checks the business number check digit', () => {
    expect(isValidBusinessNo('220-81-62517')).toBe(true);
    expect(isValidBusinessNo('220-81-62518')).toBe(false);
  });

  it('formats Seoul 02 numbers and others with hyphens', () => {
    expect(formatPhone('021234567')).toBe('02-123-4567');
    expect(formatPhone('0212345678')).toBe('02-1234-5678');
    expect(formatPhone('0311234567')).toBe('031-123-4567');
    expect(formatPhone('01012345678')).toBe('010-1234-5678');
  });
});
