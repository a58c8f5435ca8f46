import { DEMO, expect, loginViaApi, test, visit } from '../fixtures.js';
import { signUpMember } from '../support/accounts.js';

/** Demo owner1's store (apps/server/src/seed): open 11:00–22:00 every day but Sunday. */
const DEMO_STORE = '을지로 골뱅이집';

test('the /test page shows the API hello and the Korean message of a failure @mobile', async ({ page }) => {
  await visit(page, '/test');
  await expect(page).toHaveTitle('API 테스트 | 식탁');
  await page.getByRole('button', { name: 'GET 요청 보내기' }).click();
  await expect(page.getByRole('status', { name: 'GET 요청 결과' })).toContainText('"service": "식탁 API"');
  await page.getByRole('button', { name: '오류 발생시키기' }).click();
  await expect(page.getByRole('status', { name: '오류 요청 결과' })).toContainText(
    '오류 500 · 일시적인 오류가 발생했습니다. 잠시 후 다시 시도해주세요.',
  );
});

test.describe('layout', () => {
  test('a page opened by address starts at the top; a link starts at the top and going back restores the list', async ({
    page,
  }) => {
    await visit(page, '/stores');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    const listY = await page.evaluate(() => window.scrollY);

    // A full load of another address: nothing carried over from the page before.
    const storeLink = page.locator('a[href^="/store-detail/"]').last();
    const storePath = (await storeLink.getAttribute('href')) as string;
    await page.goto(storePath);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    // Inside the app: a link opens the next page at the top, back returns to where the list was.
    await visit(page, '/stores');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(listY);
    await page.locator('a[href^="/store-detail/"]').last().click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(listY);
  });

  test('the first load renders without React Router warnings', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
    });
    await visit(page, '/notice');
    await expect(page.getByRole('heading', { level: 1, name: '공지사항' })).toBeVisible();
    expect(warnings.filter((text) => /HydrateFallback|React Router/.test(text))).toEqual([]);
  });

  test('an error toast leaves with its page once the visitor has moved on', async ({ page }) => {
    // A refusal that is about no field is a toast: booking a slot the member already holds (E129).
    await loginViaApi(page, await signUpMember(page.request));
    const list = await (await page.request.get(`/api/store/list?search=${encodeURIComponent(DEMO_STORE)}`)).json();
    const { storeNo } = (list.content as { storeNo: number; storeName: string }[]).find(
      (s) => s.storeName === DEMO_STORE,
    ) as { storeNo: number };
    const info = await (await page.request.get(`/api/reservation/store/${storeNo}`)).json();
    // A Wednesday two weeks ahead or later, outside any temporary closure: the demo store opens then.
    const ahead = new Date(Date.parse(`${info.today}T00:00:00Z`) + 14 * 86_400_000);
    ahead.setUTCDate(ahead.getUTCDate() + ((3 - ahead.getUTCDay() + 7) % 7));
    const ymd = () => ahead.toISOString().slice(0, 10);
    while (info.startDate && info.endDate && ymd() >= info.startDate && ymd() <= info.endDate) {
      ahead.setUTCDate(ahead.getUTCDate() + 7);
    }
    const booking = `/reservation/${storeNo}?date=${ymd()}&time=12:00&party=1`;
    await visit(page, booking);
    await page.getByRole('button', { name: '예약하기' }).click();
    await expect(page).toHaveURL(/\/reservation-complete\/\d+$/);
    await visit(page, booking);
    await page.getByRole('button', { name: '예약하기' }).click();
    const refusal = page.getByRole('status').filter({ hasText: '이미 예약이 있어요' });
    await expect(refusal).toBeVisible();
    await page.getByRole('navigation', { name: '주요 메뉴' }).getByRole('link', { name: '공지사항' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '공지사항' })).toBeVisible();
    // Toasts last 3.5 s on their own; this one goes with the page change.
    await expect(refusal).toHaveCount(0, { timeout: 1000 });
  });

  test('Escape closes the mobile menu and gives focus back to its button @mobile', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await visit(page, '/notice');
    const button = page.getByRole('button', { name: '메뉴 열기' });
    await button.click();
    const menu = page.getByRole('navigation', { name: '모바일 메뉴' });
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: '맛집 찾기' }).focus();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(page.getByRole('button', { name: '메뉴 열기' })).toBeFocused();
  });

  test('an expired session lands on the login page, which says so', async ({ page, context, request }) => {
    await loginViaApi(page, DEMO.member1);
    // The tokens go bad on a page of the origin that runs none of the app: left on the home page, a call
    // of its own could fail with them and send it to /login while /my-page is loading (seen in CI).
    await page.goto('/robots.txt');
    const { refreshToken } = await page.evaluate(() => JSON.parse(sessionStorage.getItem('tokens') ?? '{}'));
    await page.evaluate(() =>
      sessionStorage.setItem('tokens', JSON.stringify({ accessToken: 'expired', refreshToken: 'expired' })),
    );
    // The session ends elsewhere too, so the browser's session cookie cannot refresh it either.
    expect((await request.post('/api/auth/logout', { data: { refreshToken } })).ok()).toBe(true);
    // /my-page leaves for /login by a full navigation as soon as its calls fail, which on a fast run is
    // before its own load event: wait for its response only, then for where it lands.
    await page.goto('/my-page', { waitUntil: 'commit' });
    await expect(page).toHaveURL(/\/login\?error=expired$/);
    await expect(page.getByRole('alert')).toHaveText('로그인이 만료됐어요. 다시 로그인해주세요.');
    // Everything is cleared, the cookie included.
    expect((await context.cookies()).map((c) => c.name)).not.toContain('siktak_refresh');
  });

  test('a focused field shows a clear ring in the brand colour', async ({ page }) => {
    await visit(page, '/login');
    await page.getByLabel('이메일').focus();
    await expect(page.getByLabel('이메일')).toHaveCSS('box-shadow', /rgb\(201, 63, 20\) 0px 0px 0px 2px/);
  });
});
