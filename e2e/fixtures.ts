import { AxeBuilder } from '@axe-core/playwright';
import { type Page, test as base, expect } from '@playwright/test';

export { DEMO } from './support/accounts.js';

/**
 * Stops every transition and animation at its end while axe looks: colour contrast is judged on what
 * rests on screen, not on a frame of a fade (the home banner cross-fades every 5 s, buttons fade
 * their colours on hover), whenever a check happens to run.
 */
const STILL = '*, *::before, *::after { transition: none !important; animation: none !important; }';

/** Serious and critical axe (WCAG 2.1 A/AA) violations on the page as it is now, one line each. */
export async function axeViolations(page: Page): Promise<string[]> {
  const still = await page.addStyleTag({ content: STILL });
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
    // The page may have moved on meanwhile, taking the style with it.
    .finally(() => still.evaluate((style) => (style as Element).remove()).catch(() => {}));
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
}

/** Runs axe on the page as it is now and fails on serious or critical violations. */
export async function expectAccessible(page: Page): Promise<void> {
  expect(await axeViolations(page), `axe violations on ${page.url()}`).toEqual([]);
}

/**
 * `test` with an axe check of the state every test leaves its page in; specs open pages with
 * `visit`, which checks each page it opens too.
 */
export const test = base.extend<{ axeEveryPage: undefined }>({
  axeEveryPage: [
    async ({ page }, use) => {
      await use(undefined);
      if (page.url().startsWith('http')) {
        await page.waitForLoadState('networkidle').catch(() => {});
        await expectAccessible(page);
      }
    },
    { auto: true },
  ],
});

export { expect };

/** Opens a route, waits for its data, and runs the axe check on it. */
export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expectAccessible(page);
}

/** Logs in through the API and writes the session keys the way the login page does. */
export async function loginViaApi(page: Page, account: { email: string; password: string }): Promise<void> {
  const response = await page.request.post('/api/auth/login', {
    data: { userId: account.email, userPw: account.password },
  });
  expect(response.ok()).toBe(true);
  const { data } = await response.json();
  await page.goto('/');
  await page.evaluate((d) => {
    sessionStorage.setItem('tokens', JSON.stringify({ accessToken: d.accessToken, refreshToken: d.refreshToken }));
    sessionStorage.setItem(
      'user',
      JSON.stringify({ userNo: d.userNo, userName: d.userName, userNickName: d.userNickName, userRole: d.userRole }),
    );
    sessionStorage.setItem('userRole', d.userRole);
  }, data);
}
