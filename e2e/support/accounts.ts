import { type APIRequestContext, expect } from '@playwright/test';
import { mailedCode } from './mail.js';

/** Demo accounts seeded on first start (apps/server/src/seed/demo-data.ts). */
export const DEMO = {
  admin: { email: 'admin@siktak.kr', password: 'Siktak!admin1' },
  owner1: { email: 'owner1@siktak.kr', password: 'Siktak!owner1' },
  owner2: { email: 'owner2@siktak.kr', password: 'Siktak!owner2' },
  member1: { email: 'member1@siktak.kr', password: 'Siktak!member1' },
  member2: { email: 'member2@siktak.kr', password: 'Siktak!member2' },
} as const;

/** Signs a new member up through the API: e-mail code from the SMTP capture, verify, sign up. */
export async function signUpMember(request: APIRequestContext) {
  const tag = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const member = {
    email: `owner.e2e.${tag}@example.com`,
    password: 'Siktak!owner9',
    name: '한사장',
    nickname: `사장${tag.slice(-8)}`,
  };
  expect((await request.post('/api/auth/send-code', { data: { userId: member.email } })).ok()).toBe(true);
  const code = await mailedCode(member.email);
  expect((await request.post('/api/auth/verify-code', { data: { email: member.email, code } })).ok()).toBe(true);
  const signup = await request.post('/api/auth/signup', {
    data: {
      userId: member.email,
      userPw: member.password,
      userName: member.name,
      userNickName: member.nickname,
      userPhone: `010-${tag.slice(-8, -4)}-${tag.slice(-4)}`,
    },
  });
  expect(signup.status()).toBe(201);
  return member;
}

/** A business registration number with a correct check digit. */
export function businessNo(): string {
  const head = String(Math.floor(Math.random() * 1e9))
    .padStart(9, '0')
    .split('')
    .map(Number);
  const weights = [1, 3, 7, 1, 3, 7, 1, 3, 5];
  let sum = head.reduce((acc, d, i) => acc + d * (weights[i] as number), 0);
  sum += Math.floor(((head[8] as number) * 5) / 10);
  return [...head, (10 - (sum % 10)) % 10].join('');
}
