import { expect, test, visit } from '../fixtures.js';

test.describe('discovery', () => {
  test('home: banner with a reserve button, latest stores, header turns solid after 50px @mobile', async ({ page }) => {
    // The banner stands still for reduced motion, so a slow load cannot have turned it past its first
    // slide (its motion has its own tests in a11y.spec.ts, on the page's clock).
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await visit(page, '/');
    await expect(page).toHaveTitle(/식탁/);
    const banner = page.getByRole('region', { name: '식탁 소개' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('식탁 — 서울 맛집 찾기와 테이블 예약');
    await expect(banner.getByRole('heading', { level: 2 })).toHaveText('오늘 저녁, 어디서 먹을까?');
    const latest = page.getByRole('region', { name: '새로 들어온 맛집' });
    await expect(latest.getByRole('link')).not.toHaveCount(0);

    const header = page.locator('header');
    await expect(header).not.toHaveClass(/bg-white/);
    await page.mouse.wheel(0, 400);
    await expect(header).toHaveClass(/bg-white/);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).not.toHaveClass(/bg-white/);

    await banner.getByRole('link', { name: '예약하러 가기' }).first().click();
    await expect(page).toHaveURL(/\/stores$/);
  });

  test('stores: food type, district and keyword search change the list, 5 per page', async ({ page }) => {
    // Other specs delete demo stores (the admin console), so the total comes from the API.
    const all = (await (await page.request.get('/api/store/list?search=')).json()).content.length;
    await visit(page, '/stores');
    const results = page.getByRole('region', { name: /곳|가게 목록/ }).getByRole('listitem');
    await expect(results).toHaveCount(5);
    await expect(page.getByText(`${all}곳`)).toBeVisible();

    await page.getByRole('button', { name: '일식', exact: true }).click();
    await expect(page.getByText('7곳')).toBeVisible();
    for (const item of await results.all()) await expect(item).toContainText('· 일식');

    await page.getByLabel('지역').selectOption('강남구');
    await expect(page.getByText('2곳')).toBeVisible();
    await expect(results).toHaveCount(2);

    await page.getByRole('button', { name: '전체', exact: true }).click();
    await page.getByLabel('지역').selectOption('');
    // The name's place and a place whose menu has the word (트라토리아 로마: 까르보나라 파스타).
    await page.getByRole('searchbox', { name: '맛집 검색' }).fill('파스타');
    await expect(page.getByText('2곳')).toBeVisible();
    await expect(results.filter({ hasText: '연남 파스타 하우스' })).toHaveCount(1);
    await expect(results.filter({ hasText: '트라토리아 로마' })).toHaveCount(1);

    // District and food type by the words a diner types.
    await page.getByRole('searchbox', { name: '맛집 검색' }).fill('마포 양식');
    await expect(page.getByText('1곳')).toBeVisible();
    await expect(results.first()).toContainText('연남 파스타 하우스');

    await page.getByRole('searchbox', { name: '맛집 검색' }).fill('ㅁㄹㅎ');
    await expect(page.getByText('2곳')).toBeVisible();
    await expect(results.filter({ hasText: '만리향' })).toHaveCount(1);
    await expect(results.filter({ hasText: '문래 화덕피자' })).toHaveCount(1);

    await page.getByRole('button', { name: '검색어 지우기' }).click();
    await expect(page.getByRole('searchbox', { name: '맛집 검색' })).toHaveValue('');
    await expect(page.getByRole('searchbox', { name: '맛집 검색' })).toBeFocused();
    await expect(page.getByText(`${all}곳`)).toBeVisible();
    await expect(page.getByRole('button', { name: '검색어 지우기' })).toHaveCount(0);
    await page.getByRole('button', { name: '2페이지' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(results).toHaveCount(5);
  });

  test('store detail: photos, facts, tags, menu, visitor reviews and blog posts; reserve asks a visitor to log in @mobile', async ({
    page,
  }) => {
    await visit(page, '/stores?q=연남');
    await page.getByRole('link', { name: /연남 파스타 하우스/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: '연남 파스타 하우스' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page).toHaveTitle('연남 파스타 하우스 | 식탁');
    await expect(page.getByText('서울 마포구 동교로 247 2층')).toBeVisible();
    // Today's state leads the hours row (it moves with the clock); the week lists each day's hours.
    await page.getByRole('button', { name: '요일별 영업시간' }).click();
    await expect(page.getByText('11:30–21:30').first()).toBeVisible();
    await expect(page.getByText('매주 월요일')).toBeVisible();
    await expect(page.getByText('반려동물 동반')).toBeVisible();
    await expect(page.getByText('트러플 크림 파스타')).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: /방문자 리뷰/ })
        .getByRole('listitem')
        .first(),
    ).toBeVisible();
    const blog = page.getByRole('region', { name: '블로그 리뷰' });
    await expect(blog.getByRole('link').first()).toContainText('연남 파스타 하우스 방문 후기 1 & 솔직 리뷰');

    await page.getByRole('button', { name: '예약하기' }).filter({ visible: true }).first().click();
    await expect(page.getByRole('status').filter({ hasText: '로그인 후 예약할 수 있습니다.' })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a missing store and an unknown route show Korean not-found pages', async ({ page }) => {
    await visit(page, '/store-detail/999999');
    await expect(page.getByText('가게 정보를 찾을 수 없어요.')).toBeVisible();
    await visit(page, '/no-such-page');
    await expect(page.getByRole('heading', { name: '페이지를 찾을 수 없어요' })).toBeVisible();
  });

  test('a store page fetched without JavaScript carries its Open Graph tags', async ({ request }) => {
    const list = await (await request.get('/api/store/list?search=연남')).json();
    const storeNo = list.content[0].storeNo;
    const res = await request.get(`/store-detail/${storeNo}`, { headers: { accept: 'text/html' } });
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain('<meta property="og:title" content="연남 파스타 하우스 - 마포구 양식 | 식탁" />');
    expect(html).toMatch(
      /<meta property="og:image" content="http:\/\/localhost:\d+\/uploads\/stores\/[0-9a-f-]+\.webp" \/>/,
    );
    expect(html).toMatch(
      /<meta property="og:description" content="마포구 양식 연남 파스타 하우스 [^"]*대표 메뉴 트러플 크림 파스타, 봉골레, 마르게리타 피자\./,
    );
    expect(html).toContain('<title>연남 파스타 하우스 - 마포구 양식 | 식탁</title>');
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`/store-detail/${storeNo}</loc>`);
  });
});
