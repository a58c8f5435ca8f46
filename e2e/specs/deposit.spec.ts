import type { Locator, Page } from '@playwright/test';
import { DEMO, expect, loginViaApi, test, visit } from '../fixtures.js';

/** Demo owner2's store (apps/server/src/seed). */
const STORE = '연남 파스타 하우스';

/** Owner2's store form with the 예약금 section's toggle set to `on`, saved. */
async function saveDeposit(page: Page, on: boolean, fill?: (section: Locator) => Promise<void>) {
  await loginViaApi(page, DEMO.owner2);
  await visit(page, '/register-store');
  const section = page.locator('section').filter({ has: page.getByRole('heading', { name: '예약금·취소 규정' }) });
  await section.getByRole('checkbox', { name: '예약금 받기' }).setChecked(on);
  await fill?.(section);
  await page.getByRole('button', { name: '수정하기' }).click();
  await expect(page.getByText('수정이 완료되었습니다.')).toBeVisible();
}

test.describe('예약금·취소 규정 (ADR-0051)', () => {
  test('the owner turns the deposit on within the cap; the diner sees the policy on the store and booking pages', async ({
    page,
  }) => {
    await saveDeposit(page, true, async (section) => {
      await section.getByRole('radio', { name: /예약 기반 음식점/ }).check();
      await section.getByLabel('1인 예상 금액').fill('150000');
      // More than the cap for a party of one: the editor says the cap before anything is sent.
      await section.getByLabel('예약금', { exact: true }).fill(String(0.4 * 150_000 + 1_000));
      await expect(section.getByRole('alert')).toContainText(
        '예약 기반 음식점은 예상 금액의 40%까지만 위약금으로 받을 수 있어요',
      );
      await section.getByLabel('예약금', { exact: true }).fill('30000');
      await expect(section.getByText(/1명 예약이 노쇼하면 가게가 받는 금액은 최대 30,000원이에요/)).toBeVisible();
    });

    const list = await (await page.request.get(`/api/store/list?search=${encodeURIComponent(STORE)}`)).json();
    const storeNo = list.content[0].storeNo as number;

    await loginViaApi(page, DEMO.member1);
    await visit(page, `/store-detail/${storeNo}`);
    const shown = page.getByRole('region', { name: '예약금·취소 규정' });
    await expect(shown.getByText('예약금 60,000원 (2명 기준)')).toBeVisible();
    await expect(shown.getByRole('row', { name: '방문 1일 전 50% 환불' })).toBeVisible();
    await expect(shown.getByText('예약 시간보다 15분 이상 늦으면 노쇼로 처리돼요.')).toBeVisible();

    await page.getByRole('button', { name: '예약하기' }).filter({ visible: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`/reservation/${storeNo}`));
    await page.waitForLoadState('networkidle');
    const policy = page.getByRole('region', { name: '예약금·취소 규정' });
    await expect(policy.getByText(/^예약금 \d{2},000원 \(\d명 기준\)$/)).toBeVisible();
    await expect(policy.getByText(/40%까지만 가게가 받을 수 있어요/)).toBeVisible();
    const book = page.getByRole('button', { name: /^예약금 \d{2},000원 결제하고 예약하기$/ });
    await expect(book).toBeDisabled();
    await page.getByRole('checkbox', { name: '취소·환불 규정을 확인했고 동의해요' }).check();
    // Paying is deposit-booking.spec.ts's: nothing is held here, so the other specs book this store as before.
    await expect(book).toBeEnabled();

    // Turned off again, the store page shows no policy (and the other specs book it as before).
    await saveDeposit(page, false);
    await visit(page, `/store-detail/${storeNo}`);
    await expect(page.getByRole('heading', { name: STORE, level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: '예약금·취소 규정' })).toHaveCount(0);
  });
});
