import { readFileSync } from 'node:fs';
import { DEMO, expect, expectAccessible, loginViaApi, test, visit } from '../fixtures.js';
import { signUpMember } from '../support/accounts.js';

test.describe('예약 장부', () => {
  test('the owner sees a booking with its note in the day view, its day in the month, and downloads the CSV', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const request = page.request;
    const ownerLogin = await (
      await request.post('/api/auth/login', { data: { userId: DEMO.owner1.email, userPw: DEMO.owner1.password } })
    ).json();
    const ownerAuth = { authorization: `Bearer ${ownerLogin.data.accessToken}` };
    const { storeNo } = await (await request.get('/api/owner/stores', { headers: ownerAuth })).json();
    const member = await signUpMember(request);
    const memberLogin = await (
      await request.post('/api/auth/login', { data: { userId: member.email, userPw: member.password } })
    ).json();
    const memberAuth = { authorization: `Bearer ${memberLogin.data.accessToken}` };

    // The first bookable hour from a week ahead, so the day is one the demo's own bookings leave room on.
    const { today, lastBookableDate } = await (await request.get(`/api/reservation/store/${storeNo}`)).json();
    let booking: { date: string; time: string } | null = null;
    for (let day = 7; !booking; day++) {
      const date = new Date(Date.parse(`${today}T00:00:00Z`) + day * 86_400_000).toISOString().slice(0, 10);
      expect(date <= lastBookableDate).toBe(true);
      const { slots } = await (
        await request.get(`/api/reservation/slots?storeNo=${storeNo}&reservationDate=${date}`)
      ).json();
      const open = (slots as { time: string; bookable: boolean; available: number }[]).find(
        (slot) => slot.bookable && slot.available >= 2,
      );
      if (open) booking = { date, time: open.time };
    }
    const note = `장부 확인용 메모 ${Date.now() % 100000}`;
    const booked = await request.post('/api/reservation', {
      headers: memberAuth,
      data: {
        storeNo,
        reservationDate: booking.date,
        reservationTime: booking.time,
        personCount: 2,
        requestNote: note,
      },
    });
    expect(booked.status()).toBe(201);
    const { reservationNo } = await booked.json();

    await loginViaApi(page, DEMO.owner1);
    await visit(page, '/owner-page');
    await page
      .getByRole('link', { name: /^예약 장부/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { name: '예약 장부', level: 1 })).toBeVisible();
    await visit(page, `/store-reservation-book?view=day&date=${booking.date}`);

    const timeline = page.getByRole('list', { name: '시간대별 예약' });
    const hour = timeline.getByRole('listitem').filter({ has: page.getByRole('heading', { name: booking.time }) });
    const card = hour.getByRole('listitem').filter({ hasText: note });
    await expect(card).toContainText(member.name);
    await expect(card).toContainText('2명');
    await expect(card).toContainText('예약완료');
    await expectAccessible(page);
    await expect(card.getByRole('link')).toHaveAttribute('href', `/store-reservation-detail/${reservationNo}`);

    await page.getByRole('navigation', { name: '장부 보기' }).getByRole('link', { name: '월' }).click();
    const [year, month, day] = booking.date.split('-').map(Number);
    const dayButton = page.getByRole('button', {
      name: new RegExp(`^${year}년 ${month}월 ${day}일 .요일 예약 \\d+건`),
    });
    await expect(dayButton).toBeVisible();
    await expectAccessible(page);
    await dayButton.click();
    await expect(page).toHaveURL(new RegExp(`view=day&date=${booking.date}$`));
    await expect(page.getByText(note)).toBeVisible();

    await page.getByRole('navigation', { name: '장부 보기' }).getByRole('link', { name: '목록' }).click();
    await page.getByLabel('시작일').fill(booking.date);
    await page.getByLabel('종료일').fill(booking.date);
    await page.getByRole('searchbox', { name: '예약자 이름이나 연락처로 검색' }).fill(member.name);
    await expect(page.getByRole('region', { name: '예약 목록' }).getByText(note).locator('visible=true')).toBeVisible();
    await expectAccessible(page);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'CSV 내려받기' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(new RegExp(` 예약 ${booking.date}~${booking.date}\\.csv$`));
    const csv = readFileSync(await download.path());
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = csv.toString('utf8').slice(1).split('\r\n');
    expect(lines[0]).toBe('예약번호,예약일,시간,예약자,연락처,인원,상태,방문 목적,요청사항,취소 사유');
    const row = lines.find((line) => line.startsWith(`${reservationNo},`));
    expect(row).toMatch(
      new RegExp(
        `^${reservationNo},${booking.date},${booking.time},${member.name},010-\\d{4}-\\d{4},2,예약완료,,${note},$`,
      ),
    );
  });
});
