import type { Page } from '@playwright/test';
import { DEMO, expect, loginViaApi, test, visit } from '../fixtures.js';

/**
 * The web app runs under the server's Content-Security-Policy (helmet, apps/server/src/app.ts) without
 * a single violation: every `securitypolicyviolation` event and every CSP console error is collected
 * from the first script on, across the public pages, the login page and a logged-in member page.
 */
async function collectCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__reportCspViolation', (text: string) => {
    violations.push(text);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI || '(inline)'} on ${location.pathname}`);
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content[ -]Security[ -]Policy/i.test(message.text())) {
      violations.push(`console: ${message.text()}`);
    }
  });
  return violations;
}

test('public pages, login and a member page load without Content-Security-Policy violations', async ({ page }) => {
  const violations = await collectCspViolations(page);

  const home = await page.goto('/');
  expect(home?.headers()['content-security-policy']).toContain("script-src 'self'");
  await page.waitForLoadState('networkidle');

  await visit(page, '/stores');
  const firstStore = page.locator('a[href^="/store-detail/"]').first();
  await expect(firstStore).toBeVisible();
  await firstStore.click();
  await expect(page).toHaveURL(/\/store-detail\/\d+$/);
  await page.waitForLoadState('networkidle');
  // The store's photos really loaded under img-src.
  const photo = page.locator('img[src*="/uploads/stores/"]').first();
  await expect(photo).toBeVisible();
  expect(await photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  await visit(page, '/login');
  await expect(page.getByRole('button', { name: '로그인' }).first()).toBeVisible();

  await loginViaApi(page, DEMO.member1);
  await visit(page, '/my-page');
  await expect(page.getByRole('heading', { level: 1, name: /님, 환영합니다$/ })).toBeVisible();

  expect(violations).toEqual([]);
});
