import type { Page } from '@playwright/test';
import { expect, test, visit } from '../fixtures.js';
import { mailedCode } from '../support/mail.js';

const REQUIRED = ['이용약관 동의', '개인정보 수집·이용 동의', '만 14세 이상 확인'];
const CONSENTS_REFUSED = '이용약관, 개인정보 수집·이용, 만 14세 이상 확인에 모두 동의해주세요.';

/** Today in Seoul as the screens write it, `2026.11.28`. */
const today = () =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Seoul' }).format(new Date()).replaceAll('-', '.');

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

test('sign-up is refused without the required consents, accepted with them, and 내 정보 shows them @mobile', async ({
  page,
  request,
}) => {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = `consent.${tag}@siktak.test`;
  const password = 'Siktak!agree1';
  await visit(page, '/signup');
  await page.getByLabel('이메일').fill(email);
  await page.getByRole('button', { name: '인증번호 받기' }).click();
  await page.getByLabel('인증번호').fill(await mailedCode(email));
  await page.getByRole('button', { name: '확인', exact: true }).click();
  await expect(page.getByRole('button', { name: '인증 완료' })).toBeDisabled();
  await page.getByLabel(/^비밀번호(?! 확인)/).fill(password);
  await page.getByLabel('비밀번호 확인').fill('Siktak!agree2');
  await page.getByLabel('이름').fill('정동의');
  await page.getByLabel('닉네임').fill(`동의${tag.slice(-8)}`);
  await page.getByLabel('휴대폰 번호').fill('01045456767');

  // Only the optional item ticked, and the password typed differently twice.
  await page.getByRole('checkbox', { name: /마케팅 정보 수신 동의$/ }).check();
  await page.getByRole('button', { name: '가입하기' }).click();
  const consents = page.getByRole('group', { name: '약관 동의' });
  await expect(consents).toHaveAccessibleDescription(CONSENTS_REFUSED);
  await expect(page.getByLabel('비밀번호 확인')).toHaveAccessibleDescription(
    '비밀번호가 서로 달라요. 같은 비밀번호를 입력해주세요.',
  );
  await expect(page).toHaveURL(/\/signup$/);
  // No account came of it, and the server itself refuses the same answers.
  const login = await request.post('/api/auth/login', { data: { userId: email, userPw: password } });
  expect(await login.json()).toMatchObject({ code: 'E105' });
  const direct = await request.post('/api/auth/signup', {
    data: {
      userId: email,
      userPw: password,
      userName: '정동의',
      userNickName: `동의${tag.slice(-8)}`,
      userPhone: '010-4545-6767',
      consents: { terms: true, privacy: true, marketing: true },
    },
  });
  expect(direct.status()).toBe(400);
  expect(await direct.json()).toEqual({ success: false, code: 'E160', message: CONSENTS_REFUSED });

  // The 보기 link opens the text in a new tab; the form keeps what was typed.
  const [terms] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('link', { name: '이용약관 동의 내용 보기 (새 창)' }).click(),
  ]);
  await expect(terms.getByRole('heading', { level: 1, name: '이용약관' })).toBeVisible();
  await expect(terms.getByText('시행일 2026년 11월 1일')).toBeVisible();
  await terms.close();
  await expect(page.getByLabel('이름')).toHaveValue('정동의');

  await page.getByLabel('비밀번호 확인').fill(password);
  for (const name of REQUIRED) await page.getByRole('checkbox', { name: new RegExp(`${name}$`) }).check();
  await expect(page.getByRole('checkbox', { name: '전체 동의' })).toBeChecked();
  await page.getByRole('checkbox', { name: /마케팅 정보 수신 동의$/ }).uncheck();
  await page.getByRole('button', { name: '가입하기' }).click();
  await expect(toast(page, '회원가입이 완료되었습니다.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('비밀번호').fill(password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await visit(page, '/my-password');
  await page.getByLabel('비밀번호').fill(password);
  await page.getByRole('button', { name: '확인', exact: true }).click();
  await expect(page).toHaveURL(/\/my-info$/);

  const section = page.getByRole('region', { name: '약관 동의' });
  const row = (name: string) => section.getByRole('listitem').filter({ hasText: name });
  for (const name of REQUIRED) {
    await expect(row(name)).toContainText('동의함');
    await expect(row(name)).toContainText(today());
  }
  await expect(row('이용약관 동의')).toContainText('2026.11.01 시행본');
  await expect(row('개인정보 수집·이용 동의')).toContainText('2026.11.28 시행본');
  const marketing = section.getByRole('switch', { name: '마케팅 정보 수신 동의' });
  await expect(marketing).not.toBeChecked();
  await expect(row('마케팅 정보 수신 동의')).toContainText('안 받기');

  await marketing.click();
  await expect(toast(page, `${today()}에 마케팅 정보 수신에 동의했어요.`)).toBeVisible();
  await expect(marketing).toBeChecked();
  await marketing.click();
  await expect(toast(page, `${today()}에 마케팅 정보 수신 동의를 철회했어요.`)).toBeVisible();
  await expect(marketing).not.toBeChecked();
});
