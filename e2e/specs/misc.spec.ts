import { expect, test, visit } from '../fixtures.js';

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
