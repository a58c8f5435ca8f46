import { password, userName, userNickname, userPhone } from '@siktak/contract';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { accountRules } from './account-rules';

/** What the contract schema says about a value: undefined when it passes, else its first message. */
function schemaVerdict(schema: z.ZodType, value: string): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

const cases: [keyof typeof accountRules, z.ZodType, string[]][] = [
  [
    'password',
    password,
    [
      'Siktak!pw1',
      'abcdefg!',
      'abcdefgh',
      'short!1',
      `${'a'.repeat(29)}!`,
      `${'a'.repeat(30)}!`,
      '한글비밀번호!!!',
      'pass word!',
    ],
  ],
  ['name', userName, ['김', '김식탁', ' 김 ', '가'.repeat(20), '가'.repeat(21), '  가나  ', '']],
  ['nickname', userNickname, ['미', '미식가', '가'.repeat(20), '가'.repeat(21), '   ']],
  [
    'phone',
    userPhone,
    [
      '010-1234-5678',
      '01012345678',
      ' 010-1234-5678 ',
      '010-123-5678',
      '011-1234-5678',
      '0101234567',
      '010123456789',
      '010 1234 5678',
      '',
    ],
  ],
];

describe('account rules of the forms', () => {
  for (const [rule, schema, values] of cases) {
    it(`${rule}: agrees with the contract schema, message included`, () => {
      for (const value of values) {
        expect(accountRules[rule](value), JSON.stringify(value)).toBe(schemaVerdict(schema, value));
      }
    });
  }

  it('e-mail: refuses text without a domain', () => {
    expect(accountRules.email('someone@siktak.kr')).toBeUndefined();
    expect(accountRules.email('someone')).toBe('올바른 이메일 주소를 입력해주세요.');
    expect(accountRules.email('someone@siktak')).toBe('올바른 이메일 주소를 입력해주세요.');
  });
});
