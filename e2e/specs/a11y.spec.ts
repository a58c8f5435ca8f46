import type { Page } from '@playwright/test';
import { axeViolations, expect, test, visit } from '../fixtures.js';
import {
  ROLE_ACCOUNT,
  type Role,
  type RouteVisit,
  openVisit,
  routeVisits,
  routerPatterns,
  signIn,
} from '../support/routes.js';

const DEFAULT_TITLE = '식탁 — 서울 맛집 찾기와 테이블 예약';
const HANGUL = /[가-힣]/;
const WIDTHS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
];

/** Axe and the document title of every visit at both widths; every problem found, not just the first. */
async function sweep(page: Page, visits: RouteVisit[]): Promise<string[]> {
  const problems: string[] = [];
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    for (const v of visits) {
      await openVisit(page, v);
      const where = `${v.role} ${v.path} @${size.width}px`;
      for (const violation of await axeViolations(page)) problems.push(`${where}: ${violation}`);
      const title = await page.title();
      if (!HANGUL.test(title) || (v.route !== '/' && title === DEFAULT_TITLE)) {
        problems.push(`${where}: document title "${title}" is not the screen's own Korean title`);
      }
    }
  }
  return problems;
}

test.describe('accessibility sweep of every route', () => {
  test('covers every route the web router declares', async ({ request }) => {
    const swept = new Set((await routeVisits(request)).map((v) => v.route));
    expect(routerPatterns().filter((route) => !swept.has(route))).toEqual([]);
  });

  for (const role of ['guest', 'member', 'owner', 'admin'] as Role[]) {
    test(`${role}: axe finds nothing serious and every title is Korean, at 1280 and 390 px`, async ({
      page,
      request,
    }) => {
      test.setTimeout(180_000);
      const visits = (await routeVisits(request)).filter((v) => v.role === role);
      if (role !== 'guest') await signIn(page, ROLE_ACCOUNT[role]);
      expect(await sweep(page, visits)).toEqual([]);
    });
  }
});

test.describe('dialogs work from the keyboard', () => {
  /** Opens a dialog with Enter on its trigger, checks focus stays inside on Tab, closes it with Escape. */
  async function checkDialog(page: Page, trigger: ReturnType<Page['getByRole']>, name: string) {
    await trigger.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  }

  test('logout confirm', async ({ page }) => {
    await signIn(page, ROLE_ACCOUNT.member);
    await checkDialog(page, page.getByRole('button', { name: '로그아웃' }).first(), '로그아웃 하시겠어요?');
  });

  test('delete confirm', async ({ page, request }) => {
    await signIn(page, ROLE_ACCOUNT.admin);
    const notice = (await (await request.get('/api/notice?page=0')).json()).noticeList[0];
    await visit(page, `/notice-detail?noticeNo=${notice.noticeNo}`);
    await checkDialog(page, page.getByRole('button', { name: '삭제' }), '공지사항을 삭제할까요?');
  });

  test('report dialog', async ({ page }) => {
    await signIn(page, ROLE_ACCOUNT.owner);
    await visit(page, '/store-review');
    await page.getByRole('list', { name: '가게 리뷰 목록' }).getByRole('link').first().click();
    await checkDialog(page, page.getByRole('button', { name: '신고하기' }), '리뷰 신고');
  });
});

test.describe('home banner motion', () => {
  const current = (page: Page) => page.locator('[aria-current="true"][aria-label$="번째 배너 보기"]');
  const shows = (page: Page, slide: number) =>
    expect(current(page)).toHaveAttribute('aria-label', `${slide}번째 배너 보기`);
  const next = (slide: number) => (slide % 3) + 1;

  /**
   * Stops the page's fake clock and answers the slide shown then. Fake time flows while a page loads
   * (`clock.install()`; the axe check of every visit needs timers), so a slow load may already have
   * turned the banner: the test counts from whatever slide it finds. Call it while the banner stands
   * (hovered, or reduced motion): the jump ahead then turns nothing.
   */
  async function holdTime(page: Page): Promise<number> {
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 60_000);
    const label = (await current(page).getAttribute('aria-label')) ?? '';
    return Number(label.slice(0, 1));
  }

  test('advances every 5 seconds and pauses while hovered or focused', async ({ page }) => {
    await page.clock.install();
    await visit(page, '/');
    const banner = page.getByRole('region', { name: '식탁 소개' });
    await banner.hover();
    const first = await holdTime(page);
    await page.clock.runFor(12_000);
    await shows(page, first);
    // Leaving restarts the 5-second turn from now.
    await page.mouse.move(5, 890);
    await page.clock.runFor(5_100);
    await shows(page, next(first));
    // A slide has turned; the page still has its one h1.
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);

    await banner.hover();
    await page.clock.runFor(12_000);
    await shows(page, next(first));
    await page.mouse.move(5, 890);
    await page.clock.runFor(5_100);
    const last = next(next(first));
    await shows(page, last);

    await page.getByRole('button', { name: `${next(last)}번째 배너 보기` }).focus();
    await page.clock.runFor(12_000);
    await shows(page, last);
    // The slides cross-fade in real time: let the last one finish before the page's axe check.
    await expect(page.getByRole('group', { name: `${last} / 3` })).toHaveCSS('opacity', '1');
    await page.clock.resume();
  });

  test('stays on its slide once paused with its button, and moves on again with 재생', async ({ page }) => {
    await page.clock.install();
    await visit(page, '/');
    await page.getByRole('region', { name: '식탁 소개' }).hover();
    const first = await holdTime(page);
    // Clicking focuses the button, and focus alone holds the banner: blur it so only the pause holds.
    await page.getByRole('button', { name: '일시정지' }).click();
    await page.getByRole('button', { name: '재생' }).blur();
    await page.mouse.move(5, 890);
    await page.clock.runFor(16_000);
    await shows(page, first);

    await page.getByRole('button', { name: '재생' }).click();
    await page.getByRole('button', { name: '일시정지' }).blur();
    await page.mouse.move(5, 890);
    await page.clock.runFor(5_100);
    await shows(page, next(first));
    await expect(page.getByRole('group', { name: `${next(first)} / 3` })).toHaveCSS('opacity', '1');
    await page.clock.resume();
  });

  test('never moves on its own with reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await visit(page, '/');
    expect(await holdTime(page)).toBe(1);
    await page.clock.runFor(16_000);
    await shows(page, 1);
    await page.clock.resume();
  });
});

test('form errors are tied to their fields and announced', async ({ page }) => {
  await visit(page, '/login');
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  const email = page.getByLabel('이메일');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  const errorId = ((await email.getAttribute('aria-describedby')) ?? '').split(' ').find((id) => id.endsWith('-error'));
  expect(errorId).toBeTruthy();
  await expect(page.locator(`[id="${errorId}"]`)).toHaveAttribute('role', 'alert');
  await expect(page.locator(`[id="${errorId}"]`)).not.toBeEmpty();
});

test('home: a failed latest-stores call shows a Korean error with a retry that recovers', async ({ page }) => {
  let calls = 0; // the query client retries a 5xx once before it shows the error
  await page.route('**/api/store/latest', (route) => {
    calls += 1;
    return calls <= 2 ? route.fulfill({ status: 500, body: '{}' }) : route.fallback();
  });
  await visit(page, '/');
  const latest = page.getByRole('region', { name: '새로 들어온 맛집' });
  await expect(latest.getByRole('alert')).toHaveText(/새로 들어온 맛집을 불러오지 못했어요\./);
  await latest.getByRole('button', { name: '다시 시도' }).click();
  await expect(latest.getByRole('link').first()).toBeVisible();
});
