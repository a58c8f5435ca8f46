import { describe, expect, it } from 'vitest';
import { ERRORS, MESSAGES } from '../src/messages.js';
import {
  BUSINESS_NO_EXAMPLE,
  buildSlots,
  formatBusinessNo,
  formatPhone,
  isValidBusinessNo,
  isValidHhmm,
  isValidPassword,
  isValidYmd,
  minutesOf,
  STORE_PHONE_PATTERN,
  USER_PHONE_PATTERN,
} from '../src/rules.js';

describe('phone numbers', () => {
  it('formats Seoul 02 numbers and other area codes with hyphens as they are typed', () => {
    expect(formatPhone('0212345678')).toBe('02-1234-5678');
    expect(formatPhone('021234567')).toBe('02-123-4567');
    expect(formatPhone('0212')).toBe('02-12');
    expect(formatPhone('0317771234')).toBe('031-777-1234');
    expect(formatPhone('01012345678')).toBe('010-1234-5678');
    expect(formatPhone('010-1234-5678')).toBe('010-1234-5678');
    expect(formatPhone('010')).toBe('010');
  });

  it('accepts store phones with a 2–3 digit area code and member phones only as 010-NNNN-NNNN', () => {
    for (const ok of ['02-123-4567', '02-1234-5678', '031-777-1234', '010-1234-5678'])
      expect(STORE_PHONE_PATTERN.test(ok)).toBe(true);
    for (const bad of ['2-1234-5678', '02-12-5678', '0212345678', '02-1234-567'])
      expect(STORE_PHONE_PATTERN.test(bad)).toBe(false);
    expect(USER_PHONE_PATTERN.test('010-1234-5678')).toBe(true);
    expect(USER_PHONE_PATTERN.test('011-1234-5678')).toBe(false);
    expect(USER_PHONE_PATTERN.test('010-123-5678')).toBe(false);
  });
});

describe('password rule (spec §5)', () => {
  it('needs 8–30 letters, digits and specials with at least one special', () => {
    expect(isValidPassword('abcd123!')).toBe(true);
    expect(isValidPassword('Siktak!admin1')).toBe(true);
    expect(isValidPassword('abcd1234')).toBe(false);
    expect(isValidPassword('ab!1')).toBe(false);
    expect(isValidPassword(`a!${'b'.repeat(29)}`)).toBe(false);
    expect(isValidPassword('한글비밀번호!!12')).toBe(false);
    expect(isValidPassword('space not ok!1')).toBe(false);
  });
});

describe('business registration number', () => {
  it('checks the format and the check digit', () => {
    expect(isValidBusinessNo('220-81-62119')).toBe(true);
    expect(isValidBusinessNo('220-81-62117')).toBe(false);
    expect(isValidBusinessNo('2208162119')).toBe(false);
    expect(isValidBusinessNo('123-45-6789')).toBe(false);
  });

  it('shows an example that passes its own check, in the placeholder and in the messages', () => {
    expect(isValidBusinessNo(BUSINESS_NO_EXAMPLE)).toBe(true);
    expect(ERRORS.E115.message).toContain(`예: ${BUSINESS_NO_EXAMPLE}`);
    expect(MESSAGES.businessNoFormat).toContain(BUSINESS_NO_EXAMPLE);
  });

  it('formats typed digits as 123-45-67890', () => {
    expect(formatBusinessNo('2208162119')).toBe('220-81-62119');
    expect(formatBusinessNo('22081')).toBe('220-81');
  });
});

describe('dates and times', () => {
  it('accepts HH:mm from 00:00 to 23:59 only', () => {
    expect(isValidHhmm('00:00')).toBe(true);
    expect(isValidHhmm('23:59')).toBe(true);
    expect(isValidHhmm('24:00')).toBe(false);
    expect(isValidHhmm('9:00')).toBe(false);
    expect(isValidHhmm('09:60')).toBe(false);
  });

  it('accepts only real calendar days as yyyy-MM-dd', () => {
    expect(isValidYmd('2028-02-29')).toBe(true);
    expect(isValidYmd('2026-02-29')).toBe(false);
    expect(isValidYmd('2026-13-01')).toBe(false);
    expect(isValidYmd('2026-1-01')).toBe(false);
  });

  it('counts the minutes of every HH:mm and HH:mm:ss, and of H:mm; anything else is NaN', () => {
    for (let minute = 0; minute < 24 * 60; minute++) {
      const hhmm = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
      expect(minutesOf(hhmm)).toBe(minute);
      expect(minutesOf(`${hhmm}:59`)).toBe(minute);
    }
    expect(minutesOf('9:30')).toBe(570);
    for (const bad of ['1a:00', '12:3x', 'ab:cd', '12-30', '']) expect(minutesOf(bad)).toBeNaN();
  });
});

describe('slots', () => {
  it('start at the open time and step by one hour while before the close time', () => {
    expect(buildSlots('11:00', '14:00')).toEqual(['11:00', '12:00', '13:00']);
    expect(buildSlots('11:30', '14:00')).toEqual(['11:30', '12:30', '13:30']);
    expect(buildSlots('11:30', '13:30')).toEqual(['11:30', '12:30']);
  });

  it('yield none when the close time is not after the open time', () => {
    expect(buildSlots('18:00', '02:00')).toEqual([]);
    expect(buildSlots('12:00', '12:00')).toEqual([]);
  });
});
