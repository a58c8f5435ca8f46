import { MESSAGES } from '@siktak/contract/messages';
import { LIMITS, USER_PHONE_PATTERN, formatPhone, isValidPassword } from '@siktak/contract/rules';

/**
 * The account field rules of spec §5 as the forms check them before sending: the same limits and
 * Korean messages as the contract's zod schemas (account-rules.test.ts holds them side by side),
 * without loading zod into the pages. Each answers the message to show, or undefined when fine.
 */

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function lengthBetween(value: string, min: number, max: number): boolean {
  const length = value.trim().length;
  return length >= min && length <= max;
}

export const accountRules = {
  email: (value: string) => (EMAIL_PATTERN.test(value.trim()) ? undefined : MESSAGES.emailInvalid),
  password: (value: string) => (isValidPassword(value) ? undefined : MESSAGES.passwordRule),
  name: (value: string) => (lengthBetween(value, LIMITS.nameMin, LIMITS.nameMax) ? undefined : MESSAGES.nameRule),
  nickname: (value: string) =>
    lengthBetween(value, LIMITS.nicknameMin, LIMITS.nicknameMax) ? undefined : MESSAGES.nicknameRule,
  phone: (value: string) => {
    const trimmed = value.trim();
    // Like the schema: eleven bare digits are hyphenated first, anything else must already match.
    const phone = /^\d{11}$/.test(trimmed) ? formatPhone(trimmed) : trimmed;
    return USER_PHONE_PATTERN.test(phone) ? undefined : MESSAGES.userPhoneRule;
  },
};
