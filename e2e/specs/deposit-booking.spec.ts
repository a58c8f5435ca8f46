import { expect, loginViaApi, test, visit } from '../fixtures.js';
import { signUpMember } from '../support/accounts.js';

/** The demo store with a 예약금 (apps/server/src/seed): ₩30,000 a person, 12:00–22:00, closed on Mondays. */
const STORE = '압구정 스시 오마에';
const addDays = (ymd: string, n: number) =>
  new Date(Date.parse(`${ymd}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

test.describe('booking a store with a 예약금', () => {
  test('the diner holds the seats, pays in the demo window and lands on the confirmation, with the payment on the detail', async ({
    page,
  }) => {
    const member = await signUpMember(page.request);
    const list = await page.request.get(`/api/store/list?search=${encodeURIComponent(STORE)}`);
    const { storeNo } = ((await list.json()).content as { storeNo: number; storeName: string }[]).find(
      (s) => s.storeName === STORE,
    ) as { storeNo: number };
    const info = await (await page.request.get(`/api/reservation/store/${storeNo}`)).json();
    // An open day three weeks ahead with 13:00 free, clear of the demo bookings and the other specs.
    let date = '';
    for (let n = 21; n < 29 && !date; n++) {
      const day = await (
        await page.request.get(`/api/reservation/slots?storeNo=${storeNo}&reservationDate=${addDays(info.today, n)}`)
      ).json();
      if ((day.slots as { time: string; bookable: boolean }[]).some((s) => s.time === '13:00' && s.bookable)) {
        date = addDays(info.today, n);
      }
    }
    expect(date).not.toBe('');

    await loginViaApi(page, member);
    await visit(page, `/reservation/${storeNo}?date=${date}&time=13:00&party=2`);
    const pay = page.getByRole('button', { name: '예약금 60,000원 결제하고 예약하기' });
    await expect(pay).toBeDisabled();
    await page.getByRole('checkbox', { name: '취소·환불 규정을 확인했고 동의해요' }).check();
    await pay.click();

    // The demo provider's window: nothing is really paid.
    await expect(page).toHaveURL(/\/api\/payments\/demo\/[A-Za-z0-9_-]{32}$/);
    await expect(page.getByText('데모 결제', { exact: false }).first()).toBeVisible();
    await expect(page.getByText('60,000원').first()).toBeVisible();
    await page.getByRole('button', { name: '결제하기' }).click();

    await expect(page).toHaveURL(/\/reservation-complete\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: '예약이 완료되었습니다!' })).toBeVisible();
    const reservationNo = Number(new URL(page.url()).pathname.split('/').pop());

    await visit(page, `/my-reservation-detail/${reservationNo}`);
    await expect(page.getByText('60,000원 결제')).toBeVisible();
  });
});
