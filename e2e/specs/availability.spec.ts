import type { APIRequestContext } from '@playwright/test';
import { DEMO, expect, loginViaApi, test, visit } from '../fixtures.js';

const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'];
const HOUR = 3_600_000;

/** Seoul "now" as `yyyy-MM-dd` and hour (KST = UTC+9, no daylight saving). */
function seoulNow(): { date: string; hour: number } {
  const shifted = new Date(Date.now() + 9 * HOUR);
  return { date: shifted.toISOString().slice(0, 10), hour: shifted.getUTCHours() };
}
const addDays = (ymd: string, n: number) =>
  new Date(Date.parse(`${ymd}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const weekdayOf = (ymd: string) => WEEKDAYS[new Date(`${ymd}T00:00:00Z`).getUTCDay()] as string;

/** Tonight at 19:00, or tomorrow's once 19:00 has begun, with the picker's label for the day. */
function nextSevenPm(): { date: string; label: string } {
  const now = seoulNow();
  const date = now.hour < 19 ? now.date : addDays(now.date, 1);
  return { date, label: `${now.hour < 19 ? '오늘' : '내일'} (${weekdayOf(date)})` };
}

async function seatsAt(request: APIRequestContext, storeName: string, date: string, time: string) {
  const query = new URLSearchParams({ search: storeName, date, time, party: '1' });
  const body = await (await request.get(`/api/availability/stores?${query}`)).json();
  const store = (body.content as { storeName: string; chips: { time: string; left: number }[] }[]).find(
    (s) => s.storeName === storeName,
  );
  return store?.chips.find((chip) => chip.time === time)?.left ?? 0;
}

test.describe('availability-first discovery', () => {
  test('a diner picks 19:00 for 4 on /stores, taps a chip, finds it all selected on the booking page and books', async ({
    page,
  }) => {
    const evening = nextSevenPm();
    await loginViaApi(page, DEMO.member2);
    await visit(page, '/stores');
    await page.getByLabel('날짜').selectOption({ label: evening.label });
    await page.getByLabel('시간').selectOption('19:00');
    await page.getByLabel('인원').selectOption({ label: '4명' });
    await expect(page).toHaveURL(new RegExp(`date=${evening.date}&time=19%3A00&party=4`));
    await expect(page.getByText('19:00 · 4명 기준')).toBeVisible();

    const sevenPm = /^19:00 예약하기/;
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('link', { name: sevenPm }) })
      .first();
    const chip = card.getByRole('link', { name: sevenPm });
    const storeName = (await card.getByRole('heading', { level: 3 }).textContent()) as string;
    const before = await seatsAt(page.request, storeName, evening.date, '19:00');
    expect(before).toBeGreaterThanOrEqual(4);
    await chip.click();

    await expect(page).toHaveURL(new RegExp(`/reservation/\\d+\\?date=${evening.date}&time=19%3A00&party=4$`));
    await expect(page.getByRole('heading', { level: 1, name: storeName })).toBeVisible();
    const [y, m, d] = evening.date.split('-');
    await expect(page.getByText(`선택한 날짜: ${y}.${m}.${d} (${weekdayOf(evening.date)})`)).toBeVisible();
    await expect(page.getByRole('region', { name: '시간' }).getByRole('button', { name: '19:00' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('region', { name: '인원' }).getByText('4명')).toBeVisible();

    await page.getByRole('button', { name: '예약하기', exact: true }).click();
    await expect(page).toHaveURL(/\/reservation-complete\/\d+$/);
    await expect(page.getByRole('heading', { level: 2, name: storeName })).toBeVisible();
    // The chip's seats went down by the party at once.
    expect(await seatsAt(page.request, storeName, evening.date, '19:00')).toBe(before - 4);
  });

  test('"예약 가능한 곳만" and the pick live in the URL; back returns to the list before @mobile', async ({ page }) => {
    // On a phone the filters wait in the 필터 sheet and the pick in the 예약 조건 sheet (phone.spec.ts).
    const phone = test.info().project.name === 'mobile';
    const only = page.getByRole('checkbox', { name: '예약 가능한 곳만' });
    const showFilters = async () => {
      if (phone && (await only.count()) === 0) await page.getByRole('button', { name: '필터' }).click();
    };
    await visit(page, '/stores?time=12:00&party=2');
    await showFilters();
    await expect(only).not.toBeChecked();
    await page.getByText('예약 가능한 곳만').click();
    await expect(only).toBeChecked();
    await expect(page).toHaveURL(/available=1/);
    await expect(page).toHaveURL(/time=12%3A00/);
    await page.goBack();
    await expect(page).not.toHaveURL(/available=1/);
    await showFilters();
    await expect(only).not.toBeChecked();
    if (phone) {
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: /예약 조건 바꾸기/ }).click();
    }
    await expect(page.getByLabel('시간').filter({ visible: true })).toHaveValue('12:00');
  });

  test('the time picker offers only the hours stores are open, and a store not yet open says when it opens', async ({
    page,
  }) => {
    await visit(page, '/stores?time=19:00');
    const time = page.getByLabel('시간').filter({ visible: true });
    await expect(time.locator('option', { hasText: '19:00' })).toHaveCount(1);
    const offered = await time.locator('option').allTextContents();
    for (const night of ['00:00', '01:00', '02:00', '03:00', '04:00', '05:00']) expect(offered).not.toContain(night);

    // 청담 스테이크 하우스 opens at 17:00 and rests on Sundays (demo data): asked about 13:00 of a day it
    // opens, its card says when.
    const tomorrow = addDays(seoulNow().date, 1);
    const date = weekdayOf(tomorrow) === '일' ? addDays(tomorrow, 1) : tomorrow;
    await visit(page, `/stores?q=${encodeURIComponent('청담 스테이크')}&date=${date}&time=13:00&party=2`);
    await expect(page.getByText('17:00에 문을 열어요.')).toBeVisible();
  });

  test('the store page lists the next times for the chosen party @mobile', async ({ page }) => {
    await visit(page, '/stores?q=연남');
    await page.getByRole('link', { name: '연남 파스타 하우스' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '연남 파스타 하우스' })).toBeVisible();
    const chips = page.getByRole('link', { name: /^\d{2}:\d{2} 예약하기/ }).filter({ visible: true });
    // On a phone the times open in a sheet from the bottom bar (phone.spec.ts).
    const phone = test.info().project.name === 'mobile';
    const showTimes = async () => {
      if (phone) await page.getByRole('button', { name: '시간 보기' }).click();
    };
    await showTimes();
    await expect(chips.first()).toHaveAttribute('href', /party=2$/);
    if (phone) await page.keyboard.press('Escape');
    await page.getByLabel('인원').filter({ visible: true }).selectOption({ label: '5명' });
    await showTimes();
    await expect(chips.first()).toHaveAttribute('href', /party=5$/);
    await expect(page.getByText('시간당 최대')).toHaveCount(0);
  });

  test('the home quick search opens /stores with the date, time and party picked', async ({ page }) => {
    await visit(page, '/');
    const search = page.getByRole('region', { name: '빈자리 찾기' });
    await search.getByLabel('시간').selectOption('20:00');
    await search.getByLabel('인원').selectOption({ label: '3명' });
    await search.getByRole('button', { name: '빈자리 찾기' }).click();
    await expect(page).toHaveURL(/\/stores\?date=\d{4}-\d{2}-\d{2}&time=20%3A00&party=3$/);
    await expect(page.getByText('20:00 · 3명 기준')).toBeVisible();
    await expect(page.getByLabel('인원')).toHaveValue('3');
    await expect(page.getByRole('region', { name: /예약 가능한 맛집/ })).toHaveCount(0);
  });
});
