import { DEMO, expect, loginViaApi, test, visit } from '../fixtures.js';

const PHONE = { width: 390, height: 844 };
const STORE = '연남 파스타 하우스';

test.describe('phone first', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize(PHONE);
  });

  test('store page at 390×844: a bar of at most 80 px, the store seen at once, the times in a sheet, the party carried to booking @mobile', async ({
    page,
  }) => {
    await loginViaApi(page, DEMO.member2);
    await visit(page, `/stores?q=${encodeURIComponent(STORE)}`);
    await page.getByRole('link', { name: STORE }).click();
    await expect(page.getByRole('heading', { level: 1, name: STORE })).toBeVisible();

    const bar = page.getByRole('button', { name: '예약하기', exact: true }).locator('..');
    const box = await bar.boundingBox();
    expect(box?.height).toBeLessThanOrEqual(80);
    // Name, rating, address and hours on the first view, above the bar.
    for (const fact of [
      page.getByRole('heading', { level: 1, name: STORE }),
      page.getByRole('main').getByText('★').first(),
      page.getByText('서울 마포구 동교로 247 2층'),
      // The hours row: today's state in Seoul time, with the week behind its button.
      page.getByRole('button', { name: '요일별 영업시간' }),
    ]) {
      await expect(fact).toBeInViewport();
      expect(((await fact.boundingBox())?.y ?? 0) + ((await fact.boundingBox())?.height ?? 0)).toBeLessThanOrEqual(
        (box?.y ?? 0) + 1,
      );
    }
    // No chip tower: the times wait in a sheet.
    await expect(page.getByRole('link', { name: /^\d{2}:\d{2} 예약하기/ })).toHaveCount(0);
    await page.getByLabel('인원').filter({ visible: true }).selectOption({ label: '3명' });
    await page.getByRole('button', { name: '시간 보기' }).click();
    const sheet = page.getByRole('dialog', { name: '예약 가능한 시간 · 3명' });
    await expect(sheet.getByRole('link', { name: /^\d{2}:\d{2} 예약하기/ }).first()).toHaveAttribute(
      'href',
      /party=3$/,
    );
    await page.keyboard.press('Escape');
    await expect(sheet).toHaveCount(0);

    // 예약하기 takes the chosen party along.
    await page.getByRole('button', { name: '예약하기', exact: true }).click();
    await expect(page).toHaveURL(/\/reservation\/\d+\?party=3$/);
    await expect(page.getByRole('region', { name: '인원' }).getByText('3명')).toBeVisible();
  });

  test('/stores at 390×844: one summary row, filters in a sheet, two whole-card taps above the fold @mobile', async ({
    page,
  }) => {
    await visit(page, '/stores?party=4');
    const cards = page.getByRole('region', { name: /곳|가게 목록/ }).getByRole('article');
    await expect(cards.nth(1)).toBeVisible();
    const tabs = await page.getByRole('navigation', { name: '하단 메뉴' }).boundingBox();
    for (const i of [0, 1]) {
      const card = await cards.nth(i).boundingBox();
      expect(card?.height).toBeGreaterThanOrEqual(44);
      expect((card?.y ?? 0) + (card?.height ?? 0)).toBeLessThanOrEqual(tabs?.y ?? 0);
    }
    // The filters wait behind 필터; what they choose shows on its badge.
    await expect(page.getByLabel('지역')).toBeHidden();
    await page.getByRole('button', { name: '필터' }).click();
    const sheet = page.getByRole('dialog', { name: '필터' });
    await sheet.getByRole('button', { name: '일식', exact: true }).click();
    await sheet.getByRole('button', { name: /곳 보기$/ }).click();
    await expect(sheet).toHaveCount(0);
    await expect(page.getByRole('button', { name: /필터.*1/ })).toBeVisible();
    await expect(page).toHaveURL(/foodType=/);
    // The summary row opens the pick.
    await page.getByRole('button', { name: /예약 조건 바꾸기/ }).click();
    await expect(page.getByRole('dialog', { name: '예약 조건' }).getByLabel('인원')).toHaveValue('4');
    await page.getByRole('button', { name: '닫기' }).click();

    // A tap anywhere on a card (here its photo, left of the name) opens the store with the party.
    const first = cards.first();
    const name = (await first.getByRole('heading', { level: 3 }).textContent()) as string;
    const photo = await first.locator('img').filter({ visible: true }).first().boundingBox();
    await page.mouse.click((photo?.x ?? 0) + 10, (photo?.y ?? 0) + 10);
    await expect(page).toHaveURL(/\/store-detail\/\d+\?party=4$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByLabel('인원').filter({ visible: true })).toHaveValue('4');
  });

  test('the bottom tabs: 홈, 맛집 찾기, 찜, 예약, 마이; member tabs send a visitor to log in @mobile', async ({
    page,
  }) => {
    await visit(page, '/notice');
    const tabs = page.getByRole('navigation', { name: '하단 메뉴' });
    await expect(tabs.getByRole('link')).toHaveText(['홈', '맛집 찾기', '찜', '예약', '마이']);
    await tabs.getByRole('link', { name: '맛집 찾기' }).click();
    await expect(page).toHaveURL(/\/stores$/);
    await expect(tabs.getByRole('link', { name: '맛집 찾기' })).toHaveAttribute('aria-current', 'page');
    await tabs.getByRole('link', { name: '예약' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await loginViaApi(page, DEMO.member1);
    await visit(page, '/');
    await tabs.getByRole('link', { name: '찜' }).click();
    await expect(page.getByRole('heading', { name: '찜한 가게' })).toBeInViewport();
    await tabs.getByRole('link', { name: '마이' }).click();
    await expect(page).toHaveURL(/\/my-page$/);
    await tabs.getByRole('link', { name: '예약' }).click();
    await expect(page).toHaveURL(/\/my-reservation-list$/);
  });

  test('the booking page opened without a party starts at 1명 @mobile', async ({ page }) => {
    await loginViaApi(page, DEMO.member2);
    const list = await (await page.request.get(`/api/store/list?search=${encodeURIComponent(STORE)}`)).json();
    await visit(page, `/reservation/${list.content[0].storeNo}`);
    await expect(page.getByRole('region', { name: '인원' }).getByText('1명', { exact: true })).toBeVisible();
  });
});
