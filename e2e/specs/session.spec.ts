import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test, visit } from '../fixtures.js';
import { signUpMember } from '../support/accounts.js';

/** A browser of its own: the test's cookies stay in it, as a person's stay in theirs. */
const newBrowser = (
  browser: Browser,
  baseURL: string | undefined,
  storageState?: Awaited<ReturnType<BrowserContext['storageState']>>,
) =>
  browser.newContext({ baseURL, locale: 'ko-KR', timezoneId: 'Asia/Seoul', ...(storageState ? { storageState } : {}) });

const welcome = (page: Page, name: string) => page.getByRole('heading', { level: 1, name: `${name}님, 환영합니다` });

/** The session keys of the tab, as the login page writes them. */
const sessionKeys = (page: Page) =>
  page.evaluate(() => ({
    tokens: Object.keys(JSON.parse(sessionStorage.getItem('tokens') ?? '{}')).sort(),
    user: JSON.parse(sessionStorage.getItem('user') ?? 'null'),
    role: sessionStorage.getItem('userRole'),
  }));

test.describe('staying signed in (the session cookie, ADR-0040)', () => {
  test('a new tab and a restarted browser are still signed in; 로그아웃 signs the member out everywhere', async ({
    browser,
    baseURL,
    request,
  }) => {
    const member = await signUpMember(request);
    const first = await newBrowser(browser, baseURL);
    const page = await first.newPage();
    await visit(page, '/login');
    await page.getByLabel('이메일').fill(member.email);
    await page.getByLabel('비밀번호').fill(member.password);
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    // The refresh token is in an HttpOnly cookie the page cannot read; the page sees only the mark.
    expect(await page.evaluate(() => document.cookie)).toBe('siktak_signed_in=1');
    expect((await first.cookies()).find((c) => c.name === 'siktak_refresh')).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/api/auth',
    });

    // A new tab: an empty session storage, the same cookies.
    await page.close();
    const tab = await first.newPage();
    await visit(tab, '/my-page');
    await expect(welcome(tab, member.name)).toBeVisible();
    expect(await sessionKeys(tab)).toEqual({
      tokens: ['accessToken', 'refreshToken'],
      user: expect.objectContaining({ userName: member.name, userNickName: member.nickname, userRole: 'ROLE_USER' }),
      role: 'ROLE_USER',
    });

    // A restarted browser: only what it keeps on disk (the cookies) comes back.
    const kept = await first.storageState();
    await first.close();
    const restarted = await newBrowser(browser, baseURL, kept);
    const again = await restarted.newPage();
    await visit(again, '/my-page');
    await expect(welcome(again, member.name)).toBeVisible();

    // The member is also signed in on another device.
    const phone = await request.post('/api/auth/login', { data: { userId: member.email, userPw: member.password } });
    const phoneToken = (await phone.json()).data.accessToken as string;

    await again.getByRole('main').getByRole('button', { name: '로그아웃' }).click();
    await again.getByRole('dialog', { name: '로그아웃 하시겠어요?' }).getByRole('button', { name: '로그아웃' }).click();
    await expect(again).toHaveURL(/\/$/);
    await expect(again.getByRole('banner').getByRole('link', { name: '로그인', exact: true }).first()).toBeAttached();
    expect((await restarted.cookies()).map((c) => c.name)).not.toContain('siktak_refresh');

    // A new tab after it is signed out, and so is the other device.
    const after = await restarted.newPage();
    await visit(after, '/my-page');
    await expect(after).toHaveURL(/\/login$/);
    expect(await after.evaluate(() => sessionStorage.getItem('tokens'))).toBeNull();
    const refused = await request.get('/api/profile/form', { headers: { authorization: `Bearer ${phoneToken}` } });
    expect((await refused.json()).code).toBe('401');
    await restarted.close();
  });
});
