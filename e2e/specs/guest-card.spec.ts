import { DEMO, expect, expectAccessible, loginViaApi, test, visit } from '../fixtures.js';
import { visitableBooking } from '../support/routes.js';

test.describe('방문 완료 and the guest card', () => {
  test('the owner marks 방문 완료, opens the guest card, writes a note that is there after a reload, and takes the mark back', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const login = await page.request.post('/api/auth/login', {
      data: { userId: DEMO.owner1.email, userPw: DEMO.owner1.password },
    });
    const { reservationNo, userName } = await visitableBooking(page.request, (await login.json()).data.accessToken);
    await loginViaApi(page, DEMO.owner1);
    await visit(page, `/store-reservation-detail/${reservationNo}`);

    // 방문 완료 needs no confirm: the owner marks it with the guest in front of them.
    await page.getByRole('button', { name: '방문 완료', exact: true }).click();
    await expect(page.getByText('방문 완료로 처리했어요.')).toBeVisible();
    await expect(page.getByText('방문 완료로 처리한 예약이에요.')).toBeVisible();
    await expect(page.getByRole('button', { name: '방문 완료 취소' })).toBeVisible();
    // Not both: the no-show button is gone while the visit stands.
    await expect(page.getByRole('button', { name: '노쇼 처리' })).toHaveCount(0);

    const note = '창가 선호\n갑각류 알레르기';
    await page.getByRole('button', { name: '손님 카드' }).click();
    const card = page.getByRole('dialog', { name: `${userName}님 손님 카드` });
    await expect(card.getByText('우리 가게에서의 기록이에요.')).toBeVisible();
    // The visit just marked is the guest's first at this store.
    await expect(card.getByRole('definition').first()).toHaveText('1회');
    await expectAccessible(page);
    await card.getByLabel('손님 메모').fill(note);
    await card.getByRole('button', { name: '메모 저장' }).click();
    await expect(page.getByText('손님 메모를 저장했어요.')).toBeVisible();

    await page.reload();
    await page.waitForLoadState('networkidle');
    await expect(page.getByText('방문 완료로 처리한 예약이에요.')).toBeVisible();
    await page.getByRole('button', { name: '손님 카드' }).click();
    const reopened = page.getByRole('dialog', { name: `${userName}님 손님 카드` });
    await expect(reopened.getByLabel('손님 메모')).toHaveValue(note);
    await expect(reopened.getByText(/^마지막 수정 /)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(reopened).toHaveCount(0);

    // Taken back after a confirm; the no-show button is offered again.
    await page.getByRole('button', { name: '방문 완료 취소' }).click();
    await page
      .getByRole('dialog', { name: '방문 완료 처리를 취소할까요?' })
      .getByRole('button', { name: '방문 완료 취소' })
      .click();
    await expect(page.getByText('방문 완료 처리를 취소했어요.')).toBeVisible();
    await expect(page.getByRole('button', { name: '노쇼 처리' })).toBeVisible();
    await expect(page.getByText('방문 완료로 처리한 예약이에요.')).toHaveCount(0);
  });
});
