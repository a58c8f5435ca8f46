import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { expect, loginViaApi, test, visit } from '../fixtures.js';
import { signUpMember } from '../support/accounts.js';
import { waitForMail } from '../support/mail.js';

/** Demo owner1's store (apps/server/src/seed): 11:00–22:00, closed on Sundays. */
const STORE = '을지로 골뱅이집';
const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'];
const addDays = (ymd: string, n: number) =>
  new Date(Date.parse(`${ymd}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const weekdayOf = (ymd: string) => WEEKDAYS[new Date(`${ymd}T00:00:00Z`).getUTCDay()] as string;
/** "2026.12.07 (월)". */
const listDate = (ymd: string) => `${ymd.replaceAll('-', '.')} (${weekdayOf(ymd)})`;

/** The demo store, its address, and an open day well ahead with 19:00 bookable (clear of the other specs). */
async function bookableEvening(request: APIRequestContext) {
  const list = await request.get(`/api/store/list?search=${encodeURIComponent(STORE)}`);
  const { storeNo } = ((await list.json()).content as { storeNo: number; storeName: string }[]).find(
    (s) => s.storeName === STORE,
  ) as { storeNo: number };
  const detail = await (await request.get(`/api/store/detail/${storeNo}`)).json();
  const info = await (await request.get(`/api/reservation/store/${storeNo}`)).json();
  for (let n = 20; n < 29; n++) {
    const date = addDays(info.today, n);
    const day = await (await request.get(`/api/reservation/slots?storeNo=${storeNo}&reservationDate=${date}`)).json();
    if ((day.slots as { time: string; bookable: boolean }[]).some((s) => s.time === '19:00' && s.bookable)) {
      return { storeNo, date, address1: detail.storeAddress1 as string, address2: detail.storeAddress2 as string };
    }
  }
  throw new Error('no open evening 20–28 days ahead');
}

/** The unfolded lines of an iCalendar text (RFC 5545 §3.1). */
const icsLines = (ics: string) => ics.replace(/\r\n[ \t]/g, '').split('\r\n');

test.describe('after 예약하기', () => {
  test('the confirmation page: message, booking, address with 복사 and 길찾기, the .ics, 공유하기, a reload, the list tabs', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const member = await signUpMember(page.request);
    const evening = await bookableEvening(page.request);
    const address = `${evening.address1} ${evening.address2}`.trim();
    await loginViaApi(page, member);
    await visit(page, `/reservation/${evening.storeNo}?date=${evening.date}&time=19:00&party=2`);
    await page.getByRole('button', { name: '예약하기', exact: true }).click();

    // The spec's message on a page of the booking's own, which loads it by the number in the address.
    await expect(page).toHaveURL(/\/reservation-complete\/\d+$/);
    const reservationNo = Number(new URL(page.url()).pathname.split('/').pop());
    await expect(page.getByRole('heading', { level: 1, name: '예약이 완료되었습니다!' })).toBeVisible();
    await expect(page).toHaveTitle('예약 완료 | 식탁');
    const card = page.getByRole('article');
    await expect(card.getByRole('heading', { level: 2, name: STORE })).toBeVisible();
    await expect(card.getByText(listDate(evening.date))).toBeVisible();
    await expect(card.getByText('19:00')).toBeVisible();
    await expect(card.getByText('2명')).toBeVisible();
    await expect(card.getByText(address, { exact: true })).toBeVisible();
    await expect(card.getByRole('img', { name: `${STORE} 대표 사진` })).toBeVisible();

    // 길찾기 by URL, no key: the road address searched in Kakao Map and Naver Map, in a new tab.
    const kakao = card.getByRole('link', { name: /카카오맵에서 길찾기/ });
    await expect(kakao).toHaveAttribute(
      'href',
      `https://map.kakao.com/link/search/${encodeURIComponent(evening.address1)}`,
    );
    await expect(kakao).toHaveAttribute('target', '_blank');
    await expect(card.getByRole('link', { name: /네이버 지도에서 길찾기/ })).toHaveAttribute(
      'href',
      `https://map.naver.com/p/search/${encodeURIComponent(evening.address1)}`,
    );

    // 복사 puts the whole address on the clipboard.
    await card.getByRole('button', { name: '주소 복사' }).click();
    await expect(page.getByRole('status').filter({ hasText: '주소를 복사했어요.' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);

    // 캘린더에 추가 downloads the booking's .ics: its UID (the mails' too) and its hour in Seoul, in UTC.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '캘린더에 추가' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`siktak-reservation-${reservationNo}.ics`);
    const ics = await readFile(await download.path(), 'utf8');
    const lines = icsLines(ics);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('METHOD:PUBLISH');
    expect(lines).toContain(`UID:reservation-${reservationNo}@siktak`);
    const utc = new Date(Date.parse(`${evening.date}T19:00:00+09:00`)).toISOString().replace(/[-:]|\.\d+/g, '');
    expect(lines).toContain(`DTSTART:${utc}`);
    expect(lines).toContain(`SUMMARY:${STORE} 예약 (2명)`);
    await expect(page.getByRole('status').filter({ hasText: '일정 파일을 내려받았어요.' })).toBeVisible();

    // 공유하기 without a share sheet (desktop Chromium) copies the store's link with the booking in words.
    expect(await page.evaluate(() => typeof navigator.share)).toBe('undefined');
    await page.getByRole('button', { name: '공유하기' }).click();
    await expect(page.getByRole('status').filter({ hasText: '링크를 복사했어요.' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${STORE}에 ${listDate(evening.date)} 19:00 2명 예약했어요. ${new URL(page.url()).origin}/store-detail/${evening.storeNo}`,
    );

    // A reload shows the same booking.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: '예약이 완료되었습니다!' })).toBeVisible();
    await expect(page.getByRole('article').getByText(listDate(evening.date))).toBeVisible();

    // 나의 예약 보기: the upcoming tab, the booking marked 방금 예약.
    await page.getByRole('link', { name: '나의 예약 보기' }).click();
    await expect(page).toHaveURL(/\/my-reservation-list$/);
    const tabs = page.getByRole('navigation', { name: '예약 구분' });
    await expect(tabs.getByRole('link', { name: '다가오는 예약' })).toHaveAttribute('aria-current', 'page');
    const row = page
      .getByRole('row')
      .or(page.getByRole('listitem'))
      .filter({ hasText: STORE })
      .filter({ visible: true });
    await expect(row).toHaveCount(1);
    await expect(row.getByText('방금 예약')).toBeVisible();
    await tabs.getByRole('link', { name: '지난 예약' }).click();
    await expect(page).toHaveURL(/\/my-reservation-list\?tab=past$/);
    await expect(page.getByText('지난 예약이 없어요.')).toBeVisible();

    // Cancelled from its detail, it moves to 취소된 예약; the confirmation page then says it was cancelled.
    await visit(page, `/my-reservation-detail/${reservationNo}`);
    await page.getByRole('button', { name: '예약 취소', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '예약을 취소할까요?' });
    await dialog.getByRole('radio', { name: /단순 변심/ }).check();
    await dialog.getByRole('button', { name: '예약 취소하기' }).click();
    await expect(page.getByText('취소된 예약이에요.')).toBeVisible();
    await visit(page, '/my-reservation-list');
    await expect(page.getByText('다가오는 예약이 없어요.')).toBeVisible();
    await page.getByRole('navigation', { name: '예약 구분' }).getByRole('link', { name: '취소된 예약' }).click();
    await expect(page).toHaveURL(/\?tab=cancelled$/);
    const cancelled = page
      .getByRole('row')
      .or(page.getByRole('listitem'))
      .filter({ hasText: STORE })
      .filter({ visible: true });
    await expect(cancelled).toContainText('예약취소');
    await visit(page, `/reservation-complete/${reservationNo}`);
    await expect(page.getByRole('heading', { level: 1, name: '이 예약은 취소되었어요.' })).toBeVisible();
    await expect(page.getByRole('button', { name: '캘린더에 추가' })).toHaveCount(0);
  });

  test("the booking mail's link opens the booking's detail in a fresh tab, through the login", async ({
    browser,
    page,
  }) => {
    const member = await signUpMember(page.request);
    const evening = await bookableEvening(page.request);
    const login = await (
      await page.request.post('/api/auth/login', { data: { userId: member.email, userPw: member.password } })
    ).json();
    const booked = await page.request.post('/api/reservation', {
      headers: { authorization: `Bearer ${login.data.accessToken}` },
      data: { storeNo: evening.storeNo, reservationDate: evening.date, reservationTime: '19:00', personCount: 2 },
    });
    expect(booked.status()).toBe(201);
    const { reservationNo } = await booked.json();
    const mail = await waitForMail(member.email, /예약이 확정되었습니다/);
    const link = /예약 상세: (\S+)/.exec(mail.text)?.[1] as string;
    expect(new URL(link).pathname).toBe(`/my-reservation-detail/${reservationNo}`);

    // A new browser context: no session at all, as a link opened from a mail app.
    const fresh = await browser.newContext();
    const tab = await fresh.newPage();
    await tab.goto(new URL(link).pathname);
    await expect(tab).toHaveURL(/\/login$/);
    await tab.getByLabel('이메일').fill(member.email);
    await tab.getByLabel('비밀번호').fill(member.password);
    await tab.getByRole('button', { name: '로그인', exact: true }).click();
    await expect(tab).toHaveURL(new RegExp(`/my-reservation-detail/${reservationNo}$`));
    await expect(tab.getByRole('heading', { level: 2, name: STORE })).toBeVisible();
    await expect(tab.getByText(listDate(evening.date))).toBeVisible();
    // A reload keeps it.
    await tab.reload();
    await expect(tab.getByRole('heading', { level: 2, name: STORE })).toBeVisible();
    await fresh.close();
  });

  test("the detail opened the existing client's way (router state) takes its own address", async ({ page }) => {
    const member = await signUpMember(page.request);
    const evening = await bookableEvening(page.request);
    await loginViaApi(page, member);
    const token = await page.evaluate(() => JSON.parse(sessionStorage.getItem('tokens') as string).accessToken);
    const booked = await page.request.post('/api/reservation', {
      headers: { authorization: `Bearer ${token}` },
      data: { storeNo: evening.storeNo, reservationDate: evening.date, reservationTime: '19:00', personCount: 2 },
    });
    const { reservationNo } = await booked.json();
    await page.evaluate((no) => {
      window.history.pushState({ usr: { reservationNo: no }, key: 'old', idx: 1 }, '', '/my-reservation-detail');
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    }, reservationNo);
    await expect(page).toHaveURL(new RegExp(`/my-reservation-detail/${reservationNo}$`));
    await expect(page.getByRole('heading', { level: 2, name: STORE })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: STORE })).toBeVisible();
  });
});
