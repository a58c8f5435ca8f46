import type { Page } from '@playwright/test';
import { expect, test, visit } from '../fixtures.js';
import { signUpMember } from '../support/accounts.js';
import { waitForMail } from '../support/mail.js';

const REQUESTED = '가입된 이메일이라면 비밀번호 재설정 안내 메일을 보냈어요. 메일함을 확인해주세요.';
const NEW_PASSWORD = 'Siktak!reset7';

async function login(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('이메일').fill(email);
  await page.getByLabel('비밀번호', { exact: true }).fill(password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
}

async function askForMail(page: Page, email: string): Promise<void> {
  await page.getByLabel('이메일').fill(email);
  await page.getByRole('button', { name: '재설정 메일 받기' }).click();
  await expect(page.getByRole('alert').filter({ hasText: REQUESTED })).toBeVisible();
}

async function setPassword(page: Page, password: string, repeated = password): Promise<void> {
  await page.getByRole('textbox', { name: '새 비밀번호', exact: true }).fill(password);
  await page.getByLabel('새 비밀번호 확인').fill(repeated);
  await page.getByRole('button', { name: '비밀번호 바꾸기' }).click();
}

test.describe('비밀번호 찾기', () => {
  test('forgotten password → mail from the SMTP capture → new password → sign in; the link works once', async ({
    page,
    request,
    baseURL,
  }) => {
    const member = await signUpMember(request);

    await visit(page, '/login');
    await page.getByRole('link', { name: '비밀번호 찾기' }).click();
    await expect(page).toHaveURL(/\/password-reset$/);
    await expect(page).toHaveTitle('비밀번호 찾기 | 식탁');
    // An address without an account gets the very same answer.
    await askForMail(page, `nobody.${Date.now()}@example.com`);
    await askForMail(page, member.email);

    const mail = await waitForMail(member.email, /비밀번호 재설정/);
    const link = /(\S+\/password-reset\/new#token=[\w-]{43})/.exec(mail.text)?.[1] as string;
    expect(link.startsWith(`${baseURL}/`)).toBe(true);
    expect(mail.text).toContain('30분');

    await page.goto(link);
    await expect(page).toHaveTitle('새 비밀번호 정하기 | 식탁');
    await setPassword(page, NEW_PASSWORD, `${NEW_PASSWORD}x`);
    await expect(page.getByLabel('새 비밀번호 확인')).toHaveAccessibleDescription('새 비밀번호가 일치하지 않습니다.');
    await setPassword(page, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('status').filter({ hasText: '비밀번호를 새로 정했어요.' })).toBeVisible();

    await login(page, member.email, member.password);
    await expect(
      page.getByRole('alert').filter({ hasText: '아이디 또는 비밀번호가 일치하지 않습니다.' }),
    ).toBeVisible();
    await login(page, member.email, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('button', { name: '로그아웃' })).toBeVisible();

    // The same link again: refused with its own message and a way to ask anew.
    await page.goto(link);
    await setPassword(page, 'Siktak!again8');
    await expect(page.getByRole('alert').filter({ hasText: '이미 사용한 비밀번호 재설정 링크예요.' })).toBeVisible();
    await page.getByRole('link', { name: '비밀번호 찾기 다시 하기' }).click();
    await expect(page).toHaveURL(/\/password-reset$/);
  });
});
