import type { Page } from '@playwright/test';
import { expect, loginViaApi, test, visit } from '../fixtures.js';
import { signUpMember } from '../support/accounts.js';
import { approvedOwner, registerStore } from '../support/owners.js';

/** Seoul's date `days` from now, `yyyy-MM-dd`. */
function seoulDay(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date(Date.now() + days * 86_400_000));
}

/** The hour buttons the booking page offers for `date`. */
async function offeredTimes(page: Page, storeNo: number, date: string): Promise<string[]> {
  await visit(page, `/reservation/${storeNo}?date=${date}`);
  const times = page.getByRole('region', { name: '시간' }).getByRole('button');
  await expect(times.first()).toBeVisible();
  return times.allTextContents();
}

test.describe('store hours', () => {
  test("the owner sets a 브레이크 타임 in the store form and the diner's booking page no longer offers 15:00", async ({
    page,
  }) => {
    const storeName = `브레이크 분식 ${String(Date.now()).slice(-5)}`;
    const { member: owner, auth } = await approvedOwner(page.request, storeName);
    const storeNo = await registerStore(page.request, auth, storeName);
    const day = seoulDay(2);
    const diner = await signUpMember(page.request);

    await loginViaApi(page, diner);
    expect(await offeredTimes(page, storeNo, day)).toContain('15:00');

    await loginViaApi(page, owner);
    await visit(page, '/owner-page');
    await page.getByRole('link', { name: /가게 정보 수정/ }).click();
    const hours = page.getByRole('group', { name: '매일 영업시간' });
    await expect(page.getByRole('radio', { name: '매일 같아요' })).toBeChecked();
    await hours.getByLabel('브레이크 시작').fill('15:00');
    await hours.getByLabel('브레이크 끝').fill('17:00');
    await hours.getByLabel('마지막 예약 시간').fill('19:30');
    await page.getByRole('button', { name: '수정하기' }).click();
    await expect(page.getByText('수정이 완료되었습니다.')).toBeVisible();

    await loginViaApi(page, diner);
    const kept = ['11:00', '12:00', '13:00', '14:00', '17:00', '18:00', '19:00'];
    expect(await offeredTimes(page, storeNo, day)).toEqual(kept);

    // The store page says the break in the week's hours.
    await visit(page, `/store-detail/${storeNo}`);
    await page.getByRole('button', { name: '요일별 영업시간' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: '수요일' })).toContainText(
      '11:00–21:00브레이크 타임 15:00–17:00마지막 예약 19:30',
    );
  });
});
