import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { DEMO, expect, loginViaApi, test, visit } from '../fixtures.js';
import { mailedCode } from '../support/mail.js';

/** member2's nickname in the demo data (apps/server/src/seed/demo-data.ts). */
const DEMO_NICKNAME = '맛집탐험대';

/** A suffix no other test or run uses, for e-mails, nicknames and Kakao ids. */
function unique(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

const uniqueEmail = (tag: string) => `${tag}.${unique()}@siktak.test`;
const uniqueNickname = () => `식객${unique().slice(-8)}`;

interface Member {
  email: string;
  password: string;
  name: string;
  nickname: string;
}

/** A new member made through the API (send code → verify → sign up), for tests about later screens. */
async function signUpViaApi(request: APIRequestContext, tag: string): Promise<Member> {
  const member = { email: uniqueEmail(tag), password: 'Siktak!start1', name: '김테스트', nickname: uniqueNickname() };
  expect((await request.post('/api/auth/send-code', { data: { userId: member.email } })).ok()).toBe(true);
  const code = await mailedCode(member.email);
  expect((await request.post('/api/auth/verify-code', { data: { email: member.email, code } })).ok()).toBe(true);
  const signup = await request.post('/api/auth/signup', {
    data: {
      userId: member.email,
      userPw: member.password,
      userName: member.name,
      userNickName: member.nickname,
      userPhone: '010-2222-3333',
    },
  });
  expect(signup.status()).toBe(201);
  return member;
}

/** A toast (results of actions are announced in the polite status region). */
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

/** The header's account links, behind the menu button at 390 px. */
async function headerLink(page: Page, name: string): Promise<Locator> {
  const banner = page.getByRole('banner');
  const menu = banner.getByRole('button', { name: '메뉴 열기' });
  if (await menu.isVisible()) await menu.click();
  return banner.getByRole('link', { name, exact: true }).filter({ visible: true });
}

/** A small real PNG drawn on a canvas in the page, as a member would pick from their photos. */
async function drawnPng(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 160;
    canvas.height = 160;
    const context = canvas.getContext('2d') as CanvasRenderingContext2D;
    context.fillStyle = '#ff6a3d';
    context.fillRect(0, 0, 160, 160);
    context.fillStyle = '#ffffff';
    context.beginPath();
    context.arc(80, 64, 30, 0, Math.PI * 2);
    context.fill();
    return canvas.toDataURL('image/png').split(',')[1] as string;
  });
  return Buffer.from(base64, 'base64');
}

/** The sign-up page's password field, not its 비밀번호 확인. */
const signupPassword = (page: Page) => page.getByLabel(/^비밀번호(?! 확인)/);

async function login(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('이메일').fill(email);
  await page.getByLabel('비밀번호').fill(password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
}

test.describe('accounts', () => {
  test('sign-up → login → my-page → change info → change password → logout → login → delete account @mobile', async ({
    page,
  }) => {
    const email = uniqueEmail('walk');
    const nickname = uniqueNickname();
    await visit(page, '/signup');
    await expect(page).toHaveTitle('회원가입 | 식탁');
    await page.getByLabel('이메일').fill(email);
    await page.getByRole('button', { name: '인증번호 받기' }).click();
    await expect(toast(page, '인증번호를 보냈습니다. 이메일을 확인해주세요.')).toBeVisible();
    await expect(page.getByRole('button', { name: /^재전송 \(\d+초\)$/ })).toBeDisabled();
    await page.getByLabel('인증번호').fill(await mailedCode(email));
    await page.getByRole('button', { name: '확인', exact: true }).click();
    await expect(page.getByLabel('인증번호')).toHaveAccessibleDescription('이메일 인증이 완료되었습니다.');
    await expect(page.getByRole('button', { name: '인증 완료' })).toBeDisabled();
    await expect(signupPassword(page)).toHaveAccessibleDescription('8자 이상, 특수문자 1개 이상 포함');
    await signupPassword(page).fill('Siktak!first1');
    await page.getByLabel('비밀번호 확인').fill('Siktak!first1');
    await page.getByLabel('이름').fill('박식탁');
    await page.getByLabel('닉네임').fill(nickname);
    await expect(page.getByLabel('휴대폰 번호')).toHaveAttribute('placeholder', '010-1234-5678');
    await page.getByLabel('휴대폰 번호').fill('01012345678');
    await expect(page.getByLabel('휴대폰 번호')).toHaveValue('010-1234-5678');
    await page.getByRole('checkbox', { name: '전체 동의' }).check();
    await page.getByRole('button', { name: '가입하기' }).click();
    await expect(toast(page, '회원가입이 완료되었습니다.')).toBeVisible();

    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel('이메일')).toHaveValue(email);
    await page.getByLabel('비밀번호').fill('Siktak!first1');
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await expect(toast(page, '로그인되었습니다.')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await (await headerLink(page, '마이페이지')).click();

    await expect(page).toHaveURL(/\/my-page$/);
    await expect(page.getByRole('heading', { level: 1, name: '박식탁님, 환영합니다' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByRole('img', { name: '프로필 사진 없음' })).toBeVisible();
    const menu = page.getByRole('navigation', { name: '마이페이지 메뉴' });
    for (const tile of ['내 정보 수정', '비밀번호 변경', '회원 탈퇴', '예약 내역', '내 리뷰', '사장님 신청']) {
      await expect(menu.getByRole('link', { name: new RegExp(`^${tile}`) })).toBeVisible();
    }

    await menu.getByRole('link', { name: /^내 정보 수정/ }).click();
    await expect(page).toHaveURL(/\/my-password$/);
    await page.getByLabel('비밀번호').fill('Siktak!first1');
    await page.getByRole('button', { name: '확인', exact: true }).click();
    await expect(page).toHaveURL(/\/my-info$/);
    await expect(page.getByLabel('이름')).toHaveValue('박식탁');
    await expect(page.getByLabel('휴대폰 번호')).toHaveValue('010-1234-5678');
    await page.getByLabel('사진 올리기').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: await drawnPng(page),
    });
    await expect(page.getByRole('img', { name: '박식탁님의 프로필 사진' })).toBeVisible();
    const newNickname = uniqueNickname();
    await page.getByLabel('이름').fill('박바뀜');
    await page.getByLabel('닉네임').fill(newNickname);
    await page.getByLabel('휴대폰 번호').fill('010-9876-5432');
    await page.getByRole('button', { name: '저장하기' }).click();
    await expect(toast(page, '회원 정보가 수정되었습니다.')).toBeVisible();
    await expect(page).toHaveURL(/\/my-page$/);
    await expect(page.getByRole('heading', { level: 1, name: '박바뀜님, 환영합니다' })).toBeVisible();
    const avatar = page.getByRole('img', { name: '박바뀜님의 프로필 사진' });
    await expect(avatar).toHaveAttribute('src', /\/uploads\//);
    await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const stored = await page.evaluate(() => JSON.parse(sessionStorage.getItem('user') ?? '{}'));
    expect(stored).toMatchObject({ userName: '박바뀜', userNickName: newNickname });

    await menu.getByRole('link', { name: /^비밀번호 변경/ }).click();
    await expect(page).toHaveURL(/\/new-password$/);
    await page.getByLabel('현재 비밀번호').fill('Siktak!first1');
    await page.getByRole('textbox', { name: '새 비밀번호', exact: true }).fill('Siktak!second2');
    await page.getByLabel('새 비밀번호 확인').fill('Siktak!second2');
    await page.getByRole('button', { name: '비밀번호 변경' }).click();
    await expect(toast(page, '비밀번호가 변경되었습니다.')).toBeVisible();
    await expect(page).toHaveURL(/\/my-page$/);

    await page.getByRole('main').getByRole('button', { name: '로그아웃' }).click();
    const dialog = page.getByRole('dialog', { name: '로그아웃 하시겠어요?' });
    await dialog.getByRole('button', { name: '로그아웃' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => page.evaluate(() => sessionStorage.length)).toBe(0);
    await (await headerLink(page, '로그인')).click();

    await expect(page).toHaveURL(/\/login$/);
    await login(page, email, 'Siktak!first1');
    await expect(
      page.getByRole('alert').filter({ hasText: '아이디 또는 비밀번호가 일치하지 않습니다.' }),
    ).toBeVisible();
    await login(page, email, 'Siktak!second2');
    await expect(page).toHaveURL(/\/$/);
    await (await headerLink(page, '마이페이지')).click();

    await page
      .getByRole('navigation', { name: '마이페이지 메뉴' })
      .getByRole('link', { name: /^회원 탈퇴/ })
      .click();
    await expect(page).toHaveURL(/\/account-delete$/);
    await page.getByLabel('비밀번호').fill('Siktak!second2');
    await page.getByRole('button', { name: '회원 탈퇴' }).click();
    await page.getByRole('dialog', { name: '정말 탈퇴하시겠어요?' }).getByRole('button', { name: '탈퇴하기' }).click();
    await expect(toast(page, '회원 탈퇴가 완료되었습니다.')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('tokens'))).toBeNull();

    await visit(page, '/login');
    await login(page, email, 'Siktak!second2');
    await expect(page.getByRole('alert').filter({ hasText: '이미 탈퇴한 회원입니다.' })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('sign-up shows every message under its field: unverified, wrong code, duplicates, rules', async ({ page }) => {
    await visit(page, '/signup');
    await page.getByRole('button', { name: '가입하기' }).click();
    await expect(page.getByLabel('이메일')).toHaveAccessibleDescription('올바른 이메일 주소를 입력해주세요.');
    await expect(page.getByLabel('인증번호')).toHaveAccessibleDescription(
      '인증번호를 받고 이메일 인증을 완료해주세요.',
    );
    await expect(signupPassword(page)).toHaveAccessibleDescription(
      '비밀번호는 8~30자의 영문, 숫자, 특수문자로 입력하고 특수문자를 1개 이상 포함해주세요.',
    );
    await expect(page.getByLabel('비밀번호 확인')).toHaveAccessibleDescription('비밀번호를 한 번 더 입력해주세요.');
    await expect(page.getByLabel('이름')).toHaveAccessibleDescription('이름은 2~20자로 입력해주세요.');
    await expect(page.getByLabel('닉네임')).toHaveAccessibleDescription('닉네임은 2~20자로 입력해주세요.');
    await expect(page.getByLabel('휴대폰 번호')).toHaveAccessibleDescription(
      '휴대폰 번호는 010-1234-5678 형식으로 입력해주세요.',
    );

    // Everything valid but the e-mail not verified: the submit stays blocked.
    const email = uniqueEmail('messages');
    await page.getByLabel('이메일').fill(email);
    await signupPassword(page).fill('abcdefgh');
    await page.getByLabel('비밀번호 확인').fill('abcdefgh');
    await page.getByLabel('이름').fill('이규칙');
    await page.getByLabel('닉네임').fill(DEMO_NICKNAME);
    await page.getByLabel('휴대폰 번호').fill('010-3333-4444');
    await page.getByRole('checkbox', { name: '전체 동의' }).check();
    await page.getByRole('button', { name: '가입하기' }).click();
    await expect(page.getByLabel('인증번호')).toHaveAccessibleDescription(
      '인증번호를 받고 이메일 인증을 완료해주세요.',
    );
    await expect(signupPassword(page)).toHaveAccessibleDescription(/특수문자를 1개 이상 포함해주세요\.$/);
    await expect(page.getByLabel('이메일')).not.toHaveAttribute('aria-invalid');

    // An address that already has an account.
    await page.getByLabel('이메일').fill(DEMO.member1.email);
    await page.getByRole('button', { name: '인증번호 받기' }).click();
    await expect(page.getByLabel('이메일')).toHaveAccessibleDescription('이미 가입된 이메일입니다.');

    // A wrong code, then the right one.
    await page.getByLabel('이메일').fill(email);
    await page.getByRole('button', { name: '인증번호 받기' }).click();
    const code = await mailedCode(email);
    const wrong = `${code.slice(0, 5)}${(Number(code[5]) + 1) % 10}`;
    await page.getByLabel('인증번호').fill(wrong);
    await page.getByRole('button', { name: '확인', exact: true }).click();
    await expect(page.getByLabel('인증번호')).toHaveAccessibleDescription('이메일 인증번호를 다시 확인해주세요.');
    await page.getByLabel('인증번호').fill(code);
    await page.getByRole('button', { name: '확인', exact: true }).click();
    await expect(page.getByLabel('인증번호')).toHaveAccessibleDescription('이메일 인증이 완료되었습니다.');

    // The server's answers: a taken nickname goes under the nickname.
    await signupPassword(page).fill('Siktak!rules1');
    await page.getByLabel('비밀번호 확인').fill('Siktak!rules1');
    await page.getByRole('button', { name: '가입하기' }).click();
    await expect(page.getByLabel('닉네임')).toHaveAccessibleDescription('이미 사용 중인 닉네임입니다.');
    await page.getByLabel('닉네임').fill(uniqueNickname());
    await page.getByRole('button', { name: '가입하기' }).click();
    await expect(toast(page, '회원가입이 완료되었습니다.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('login: the server message for bad credentials, required fields, return to the page that asked', async ({
    page,
    request,
  }) => {
    const member = await signUpViaApi(request, 'login');
    await visit(page, '/login');
    await expect(page).toHaveTitle('로그인 | 식탁');
    await expect(page.getByRole('link', { name: '회원가입' }).filter({ visible: true }).first()).toBeVisible();
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await expect(page.getByLabel('이메일')).toHaveAccessibleDescription('이메일을 입력해주세요.');
    await expect(page.getByLabel('비밀번호')).toHaveAccessibleDescription('비밀번호를 입력해주세요.');
    await login(page, 'nobody@siktak.test', 'Siktak!nobody1');
    await expect(
      page.getByRole('alert').filter({ hasText: '아이디 또는 비밀번호가 일치하지 않습니다.' }),
    ).toBeVisible();

    // A member page asks for a login and comes back to itself after it.
    await visit(page, '/my-page');
    await expect(page).toHaveURL(/\/login$/);
    await login(page, member.email, member.password);
    await expect(page).toHaveURL(/\/my-page$/);
    const keys = await page.evaluate(() => ({
      tokens: JSON.parse(sessionStorage.getItem('tokens') ?? '{}'),
      user: JSON.parse(sessionStorage.getItem('user') ?? '{}'),
      role: sessionStorage.getItem('userRole'),
    }));
    expect(Object.keys(keys.tokens).sort()).toEqual(['accessToken', 'refreshToken']);
    expect(keys.user).toMatchObject({ userName: member.name, userNickName: member.nickname, userRole: 'ROLE_USER' });
    expect(keys.role).toBe('ROLE_USER');

    // The header's logout on a member page asks first and ends on the home page.
    await page.getByRole('banner').getByRole('button', { name: '로그아웃' }).click();
    await page.getByRole('dialog', { name: '로그아웃 하시겠어요?' }).getByRole('button', { name: '로그아웃' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('link', { name: '로그인', exact: true })).toBeVisible();

    // An admin lands on /admin.
    await visit(page, '/login');
    await login(page, DEMO.admin.email, DEMO.admin.password);
    await expect(page).toHaveURL(/\/admin$/);
  });

  test('password re-entry and the profile form say every spec message, pictures included', async ({
    page,
    request,
  }) => {
    const member = await signUpViaApi(request, 'screens');
    await loginViaApi(page, member);

    // The profile form only opens after the password re-entry.
    await visit(page, '/my-info');
    await expect(page).toHaveURL(/\/my-password$/);
    await visit(page, '/password');
    await expect(page.getByRole('heading', { level: 1, name: '비밀번호 확인' })).toBeVisible();
    await page.getByRole('button', { name: '확인', exact: true }).click();
    await expect(page.getByLabel('비밀번호')).toHaveAccessibleDescription('비밀번호를 입력해주세요.');
    await page.getByLabel('비밀번호').fill('Siktak!wrong1');
    await page.getByRole('button', { name: '확인', exact: true }).click();
    await expect(page.getByLabel('비밀번호')).toHaveAccessibleDescription('비밀번호가 일치하지 않습니다.');
    // A wrong password is no session failure: still signed in, still here.
    await expect(page).toHaveURL(/\/password$/);
    expect(await page.evaluate(() => sessionStorage.getItem('tokens'))).not.toBeNull();
    await page.getByLabel('비밀번호').fill(member.password);
    await page.getByRole('button', { name: '확인', exact: true }).click();
    await expect(page).toHaveURL(/\/my-info$/);

    await page.getByLabel('이름').fill('김');
    await page.getByLabel('닉네임').fill(' ');
    await page.getByLabel('휴대폰 번호').fill('0101234');
    await page.getByRole('button', { name: '저장하기' }).click();
    await expect(page.getByLabel('이름')).toHaveAccessibleDescription('이름은 2~20자로 입력해주세요.');
    await expect(page.getByLabel('닉네임')).toHaveAccessibleDescription('닉네임은 2~20자로 입력해주세요.');
    await expect(page.getByLabel('휴대폰 번호')).toHaveAccessibleDescription(
      '휴대폰 번호는 010-1234-5678 형식으로 입력해주세요.',
    );
    await expect(page.getByRole('alert').filter({ hasText: '입력값을 다시 확인해주세요.' })).toBeVisible();

    const picture = page.getByLabel('사진 올리기');
    await picture.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
    await expect(page.getByRole('alert').filter({ hasText: '이미지 파일만 올릴 수 있어요.' })).toBeVisible();
    await picture.setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(10 * 1024 * 1024 + 1),
    });
    await expect(page.getByRole('alert').filter({ hasText: '이미지는 10MB 이하만 올릴 수 있어요.' })).toBeVisible();

    await page.getByLabel('이름').fill('김테스트');
    await page.getByLabel('닉네임').fill(DEMO_NICKNAME);
    await page.getByLabel('휴대폰 번호').fill('01055556666');
    await page.getByRole('button', { name: '저장하기' }).click();
    await expect(page.getByLabel('닉네임')).toHaveAccessibleDescription('이미 사용 중인 닉네임입니다.');
    await expect(page).toHaveURL(/\/my-info$/);
  });

  test('password change and account deletion say every spec message', async ({ page, request }) => {
    const member = await signUpViaApi(request, 'password');
    await loginViaApi(page, member);
    await visit(page, '/new-password');
    await page.getByRole('button', { name: '비밀번호 변경' }).click();
    for (const label of ['현재 비밀번호', '새 비밀번호', '새 비밀번호 확인']) {
      await expect(page.getByRole('textbox', { name: label, exact: true })).toHaveAccessibleDescription(
        '모든 필수 항목을 입력해주세요.',
      );
    }
    await page.getByLabel('현재 비밀번호').fill('Siktak!wrong1');
    await page.getByRole('textbox', { name: '새 비밀번호', exact: true }).fill('abcdefgh');
    await page.getByLabel('새 비밀번호 확인').fill('abcdefgx');
    await page.getByRole('button', { name: '비밀번호 변경' }).click();
    await expect(page.getByRole('textbox', { name: '새 비밀번호', exact: true })).toHaveAccessibleDescription(
      '비밀번호는 8~30자의 영문, 숫자, 특수문자로 입력하고 특수문자를 1개 이상 포함해주세요.',
    );
    await expect(page.getByLabel('새 비밀번호 확인')).toHaveAccessibleDescription('새 비밀번호가 일치하지 않습니다.');
    await page.getByRole('textbox', { name: '새 비밀번호', exact: true }).fill('Siktak!next1');
    await page.getByLabel('새 비밀번호 확인').fill('Siktak!next1');
    await page.getByRole('button', { name: '비밀번호 변경' }).click();
    await expect(page.getByLabel('현재 비밀번호')).toHaveAccessibleDescription('현재 비밀번호가 일치하지 않습니다.');
    await expect(page).toHaveURL(/\/new-password$/);

    await visit(page, '/account-delete');
    await page.getByRole('button', { name: '회원 탈퇴' }).click();
    await expect(page.getByLabel('비밀번호')).toHaveAccessibleDescription('비밀번호를 입력해주세요.');
    await page.getByLabel('비밀번호').fill('Siktak!wrong1');
    await page.getByRole('button', { name: '회원 탈퇴' }).click();
    const dialog = page.getByRole('dialog', { name: '정말 탈퇴하시겠어요?' });
    await dialog.getByRole('button', { name: '취소' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: '회원 탈퇴' }).click();
    await dialog.getByRole('button', { name: '탈퇴하기' }).click();
    await expect(page.getByLabel('비밀번호')).toHaveAccessibleDescription('비밀번호가 일치하지 않습니다.');
    await expect(page).toHaveURL(/\/account-delete$/);
  });

  test('Kakao: a new account signs up through the stand-in, logs in again and is signed in', async ({ page }) => {
    const id = Number.parseInt(unique().slice(-7), 36) % 1_000_000_000;
    const kakaoEmail = uniqueEmail('kakao');
    const chosen = await page.request.put(`${process.env.E2E_KAKAO_URL}/test/account`, {
      data: { id, email: kakaoEmail, nickname: '카카오맛객' },
    });
    expect(chosen.ok()).toBe(true);

    await visit(page, '/login');
    await page.getByRole('link', { name: '카카오 로그인' }).click();
    await expect(page).toHaveURL(/\/signup\/kakao\?accessToken=/);
    await expect(page).toHaveTitle('카카오 회원가입 | 식탁');
    await page.getByRole('button', { name: '가입하기' }).click();
    await expect(page.getByLabel('이름')).toHaveAccessibleDescription('이름은 2~20자로 입력해주세요.');
    await expect(page.getByLabel('휴대폰 번호')).toHaveAccessibleDescription(
      '휴대폰 번호는 010-1234-5678 형식으로 입력해주세요.',
    );
    await expect(page.getByRole('group', { name: '약관 동의' })).toHaveAccessibleDescription(
      '이용약관, 개인정보 수집·이용, 만 14세 이상 확인에 모두 동의해주세요.',
    );
    await page.getByLabel('이름').fill('최카카오');
    await page.getByLabel('휴대폰 번호').fill('01077778888');
    for (const required of ['이용약관 동의', '개인정보 수집·이용 동의', '만 14세 이상 확인']) {
      await page.getByRole('checkbox', { name: new RegExp(`${required}$`) }).check();
    }
    await page.getByRole('button', { name: '가입하기' }).click();
    await expect(toast(page, '회원가입이 완료되었습니다. 카카오 로그인을 다시 눌러주세요.')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => sessionStorage.getItem('tokens'))).toBeNull();

    await (await headerLink(page, '로그인')).click();
    await page.getByRole('link', { name: '카카오 로그인' }).click();
    await expect(toast(page, '카카오 계정으로 로그인했어요.')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    const keys = await page.evaluate(() => ({
      tokens: sessionStorage.getItem('tokens'),
      userNo: sessionStorage.getItem('userNo'),
      user: JSON.parse(sessionStorage.getItem('user') ?? 'null'),
    }));
    expect(keys.tokens).toContain('accessToken');
    expect(keys.user).toMatchObject({ userNo: Number(keys.userNo), userName: '최카카오', userRole: 'ROLE_USER' });
    await (await headerLink(page, '마이페이지')).click();

    await expect(page.getByRole('heading', { level: 1, name: '최카카오님, 환영합니다' })).toBeVisible();
    await expect(page.getByText(kakaoEmail)).toBeVisible();
    await expect(page.getByText('카카오 계정', { exact: true })).toBeVisible();
    const menu = page.getByRole('navigation', { name: '마이페이지 메뉴' });
    await expect(menu.getByRole('link', { name: /^비밀번호 변경/ })).toHaveCount(0);
    await menu.getByRole('link', { name: /^내 정보 수정/ }).click();
    await expect(page).toHaveURL(/\/my-info$/);
    await expect(page.getByLabel('휴대폰 번호')).toHaveValue('010-7777-8888');
    const consents = page.getByRole('region', { name: '약관 동의' });
    await expect(consents.getByRole('listitem').filter({ hasText: '이용약관 동의' })).toContainText('동의함');
    await expect(consents.getByRole('switch', { name: '마케팅 정보 수신 동의' })).not.toBeChecked();

    // Withdrawal needs no password for a Kakao member; Kakao login then says the account is gone.
    await visit(page, '/account-delete');
    await expect(page.getByLabel('비밀번호')).toHaveCount(0);
    await page.getByRole('button', { name: '회원 탈퇴' }).click();
    await page.getByRole('dialog', { name: '정말 탈퇴하시겠어요?' }).getByRole('button', { name: '탈퇴하기' }).click();
    await expect(toast(page, '회원 탈퇴가 완료되었습니다.')).toBeVisible();
    await visit(page, '/login');
    await page.getByRole('link', { name: '카카오 로그인' }).click();
    await expect(page).toHaveURL(/\/login\?error=withdrawn$/);
    await expect(page.getByRole('alert').filter({ hasText: '이미 탈퇴한 회원입니다.' })).toBeVisible();
  });

  test('login result and Kakao sign-up without their values send the visitor back to /login @mobile', async ({
    page,
  }) => {
    await page.goto('/login/result');
    await expect(toast(page, '로그인 정보가 없습니다.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/login/result?accessToken=abc');
    await expect(toast(page, '로그인 정보가 없습니다.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => sessionStorage.getItem('tokens'))).toBeNull();

    await page.goto('/signup/kakao');
    await expect(toast(page, '카카오 로그인 정보가 없습니다. 다시 시도해주세요.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    await visit(page, '/login?error=kakao_state');
    await expect(page.getByRole('alert')).toHaveText(
      '카카오 로그인 요청이 만료되었거나 올바르지 않아요. 다시 시도해주세요.',
    );
  });
});
