import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO, expect, loginViaApi, test, visit } from '../fixtures.js';
import { signUpMember } from '../support/accounts.js';
import { type CapturedMail, waitForMail } from '../support/mail.js';

/** Demo owner1's store (apps/server/src/seed): 11:00–22:00, closed on Sundays, 30 seats an hour. */
const STORE = '을지로 골뱅이집';
const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'];

interface StoreInfo {
  storeNo: number;
  dayOff: string[];
  startDate: string | null;
  endDate: string | null;
  today: string;
}

interface Session {
  accessToken: string;
  userNo: number;
}

const addDays = (ymd: string, n: number) =>
  new Date(Date.parse(`${ymd}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const weekdayOf = (ymd: string) => WEEKDAYS[new Date(`${ymd}T00:00:00Z`).getUTCDay()] as string;
/** The calendar's accessible name of a day: "2026년 12월 7일 월요일". */
const dayName = (ymd: string) => {
  const [y, m, d] = ymd.split('-').map(Number);
  return `${y}년 ${m}월 ${d}일 ${weekdayOf(ymd)}요일`;
};
const monthName = (ymd: string) => `${ymd.slice(0, 4)}년 ${Number(ymd.slice(5, 7))}월`;
/** The list date format: "2026.12.07 (월)". */
const listDate = (ymd: string) => `${ymd.replaceAll('-', '.')} (${weekdayOf(ymd)})`;

async function storeInfo(request: APIRequestContext): Promise<StoreInfo> {
  const list = await request.get(`/api/store/list?search=${encodeURIComponent(STORE)}`);
  const store = ((await list.json()).content as { storeNo: number; storeName: string }[]).find(
    (s) => s.storeName === STORE,
  );
  expect(store, `demo store ${STORE}`).toBeTruthy();
  return (await request.get(`/api/reservation/store/${store?.storeNo}`)).json();
}

const monthOf = (ymd: string) => ymd.slice(0, 7);

function isOpen(info: StoreInfo, day: string): boolean {
  const closed = info.startDate && info.endDate && day >= info.startDate && day <= info.endDate;
  return !info.dayOff.includes(weekdayOf(day)) && !closed;
}

/**
 * The first day the store is open at least `ahead` days after its today (Seoul), whatever day the
 * suite runs. Far-off days keep these bookings clear of the demo data and of the other specs.
 */
function openDay(info: StoreInfo, ahead: number): string {
  for (let day = addDays(info.today, ahead); ; day = addDays(day, 1)) if (isOpen(info, day)) return day;
}

/**
 * An open day after the store's today in the last week of its month — the next day still in that
 * month, a week later (open too) in the next — so a calendar opened on it crosses a month with one
 * ArrowDown, whatever day the suite runs.
 */
function lastWeekDay(info: StoreInfo): string {
  for (let day = addDays(info.today, 1); ; day = addDays(day, 1)) {
    const crosses = monthOf(addDays(day, 1)) === monthOf(day) && monthOf(addDays(day, 7)) !== monthOf(day);
    if (crosses && isOpen(info, day) && isOpen(info, addDays(day, 7))) return day;
  }
}

const seoulTime = (ymd: string, hhmm: string) => new Date(`${ymd}T${hhmm}:00+09:00`);

/**
 * Opens the booking page as member2 with the browser's clock set to a Seoul wall time, so the page's
 * "today" is `ymd`. The server keeps the real clock: `ymd` lies ahead of it, and what is booked from
 * the page is still in the future there.
 */
async function openBookingAt(page: Page, storeNo: number, ymd: string, hhmm: string) {
  await page.clock.install({ time: seoulTime(ymd, hhmm) });
  await loginViaApi(page, DEMO.member2);
  await visit(page, `/reservation/${storeNo}`);
}

/** Seoul wall time → the UTC stamp of an iCalendar DTSTART ("20261207T100000Z"). */
const icsStamp = (ymd: string, hhmm: string) =>
  new Date(`${ymd}T${hhmm}:00+09:00`).toISOString().replace(/[-:]/g, '').replace('.000', '');

/** The calendar attachment of a booking mail is a whole, valid iCalendar event for that booking. */
function expectCalendar(mail: CapturedMail, method: 'REQUEST' | 'CANCEL', reservationNo: number, start: string) {
  const ics = mail.attachments.find((a) => a.filename.endsWith('.ics'));
  expect(ics?.mimeType).toContain('text/calendar');
  const lines = (ics?.content ?? '').split(/\r?\n/);
  expect(lines[0]).toBe('BEGIN:VCALENDAR');
  expect(lines.filter(Boolean).at(-1)).toBe('END:VCALENDAR');
  expect(lines).toEqual(
    expect.arrayContaining([
      'VERSION:2.0',
      `METHOD:${method}`,
      'BEGIN:VEVENT',
      `UID:reservation-${reservationNo}@siktak`,
      `DTSTART:${start}`,
      `STATUS:${method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
      'END:VEVENT',
    ]),
  );
}

async function apiLogin(request: APIRequestContext, account: { email: string; password: string }): Promise<Session> {
  const response = await request.post('/api/auth/login', { data: { userId: account.email, userPw: account.password } });
  expect(response.ok()).toBe(true);
  return (await response.json()).data;
}

/**
 * Demo owner1 sets one hour of the store to `capacity` seats. One member may not take a whole hour any
 * more (the largest party and the seats cap, docs/security.md), so tests fill an hour with a small
 * booking and the owner narrowing the hour to it.
 */
async function narrowHour(request: APIRequestContext, date: string, time: string, capacity: number) {
  const owner = await apiLogin(request, DEMO.owner1);
  const response = await request.put('/api/owner/slots', {
    headers: { authorization: `Bearer ${owner.accessToken}` },
    data: { date, time, capacity },
  });
  expect(response.status()).toBe(200);
}

async function book(
  request: APIRequestContext,
  who: Session,
  storeNo: number,
  date: string,
  time: string,
  count: number,
) {
  const response = await request.post('/api/reservation', {
    headers: { authorization: `Bearer ${who.accessToken}` },
    data: { userNo: who.userNo, storeNo, reservationDate: date, reservationTime: time, personCount: count },
  });
  expect(response.status()).toBe(201);
  return (await response.json()).reservationNo as number;
}

/** Shows the month of `ymd` with the calendar's next-month button, then picks the day. */
async function pickDay(page: Page, ymd: string) {
  const calendar = page.getByRole('region', { name: '날짜' });
  for (let i = 0; i < 3 && !(await calendar.getByRole('table', { name: monthName(ymd) }).isVisible()); i++) {
    await calendar.getByRole('button', { name: '다음 달' }).click();
  }
  await calendar.getByRole('button', { name: dayName(ymd), exact: true }).click();
  await expect(calendar.getByRole('button', { name: dayName(ymd), exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
}

/** Presses Tab until the focused element matches, as a keyboard user would. */
async function tabUntil(page: Page, matches: (el: Element) => boolean, what: string) {
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(`(${matches.toString()})(document.activeElement)`)) return;
  }
  throw new Error(`Tab never reached ${what}`);
}

test.describe('booking', () => {
  test('a member books through the calendar, sees it in the list and cancels it with 기타 @mobile', async ({
    page,
  }) => {
    const info = await storeInfo(page.request);
    // Each project books its own day, so the list shows one booking at that day and time.
    const day = openDay(info, test.info().project.name === 'mobile' ? 42 : 45);
    await loginViaApi(page, DEMO.member2);

    // The store page's 예약하기 leads to the booking page.
    await visit(page, `/store-detail/${info.storeNo}`);
    await page.getByRole('button', { name: '예약하기' }).filter({ visible: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`/reservation/${info.storeNo}$`));
    await expect(page.getByRole('heading', { name: STORE, level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');

    // A day is chosen (its month's Sundays are disabled); the first slot is preselected; the stepper goes to 3.
    await pickDay(page, day);
    const nextSunday = addDays(day, 7 - WEEKDAYS.indexOf(weekdayOf(day)));
    const sunday = nextSunday.slice(0, 7) === day.slice(0, 7) ? nextSunday : addDays(nextSunday, -7);
    await expect(page.getByRole('button', { name: dayName(sunday), exact: true })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    const times = page.getByRole('region', { name: '시간' });
    await expect(times.getByRole('button', { name: '11:00' })).toHaveAttribute('aria-pressed', 'true');
    await expect(times.getByRole('button')).toHaveCount(11);
    await expect(page.getByRole('button', { name: '인원 줄이기' })).toBeDisabled();
    await page.getByRole('button', { name: '인원 늘리기' }).click();
    await page.getByRole('button', { name: '인원 늘리기' }).click();
    await expect(page.getByRole('region', { name: '인원' }).getByText('3명')).toBeVisible();
    await times.getByRole('button', { name: '19:00' }).click();
    await expect(times.getByText(/예약 가능 인원 \d+명/)).toBeVisible();

    await page.getByRole('button', { name: '예약하기', exact: true }).click();
    await expect(page.getByText('예약이 완료되었습니다!')).toBeVisible();
    await expect(page).toHaveURL(/\/reservation-complete\/\d+$/);

    // The list shows it, confirmed, among the upcoming ones; its store name opens the detail.
    await page.getByRole('link', { name: '나의 예약 보기' }).click();
    await expect(page).toHaveURL(/\/my-reservation-list$/);
    const mine = page
      .getByRole('listitem')
      .or(page.getByRole('row'))
      .filter({ hasText: listDate(day) })
      .filter({ hasText: '19:00' })
      .filter({ visible: true });
    await expect(mine).toHaveCount(1);
    await expect(mine.getByText('3명')).toBeVisible();
    await expect(mine.getByText('예약완료')).toBeVisible();
    await mine.getByRole('link', { name: STORE }).click();
    await expect(page).toHaveURL(/\/my-reservation-detail\/\d+$/);
    await expect(page.getByRole('heading', { name: STORE })).toBeVisible();
    await expect(page.getByText(listDate(day))).toBeVisible();

    // Cancel: 기타 needs text; with it the booking is cancelled and the banner shows the reason.
    await page.getByRole('button', { name: '예약 취소', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '예약을 취소할까요?' });
    await dialog.getByRole('radio', { name: /기타/ }).check();
    await dialog.getByRole('button', { name: '예약 취소하기' }).click();
    await expect(dialog.getByText('취소 사유를 입력해주세요.')).toBeVisible();
    await dialog.getByRole('textbox', { name: '기타 사유' }).fill('친구 일정이 바뀌었어요');
    await dialog.getByRole('button', { name: '예약 취소하기' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('취소된 예약이에요.')).toBeVisible();
    await expect(page.getByText('취소 사유: 친구 일정이 바뀌었어요')).toBeVisible();
    await expect(page.getByRole('button', { name: '예약 취소', exact: true })).toHaveCount(0);
  });

  test('a slot that filled up meanwhile shows the server refusal in Korean', async ({ page }) => {
    const info = await storeInfo(page.request);
    const day = openDay(info, 47);
    await loginViaApi(page, DEMO.member2);
    await visit(page, `/reservation/${info.storeNo}`);
    await pickDay(page, day);
    const times = page.getByRole('region', { name: '시간' });
    await times.getByRole('button', { name: '20:00' }).click();
    await expect(times.getByText('예약 가능 인원 30명')).toBeVisible();

    // The slot fills up before this member presses the button: someone else books, the owner narrows the hour to them.
    const other = await apiLogin(page.request, DEMO.member1);
    await book(page.request, other, info.storeNo, day, '20:00', 2);
    await narrowHour(page.request, day, '20:00', 2);

    await page.getByRole('button', { name: '예약하기', exact: true }).click();
    const alert = page.getByRole('alert').filter({ hasText: '예약 저장에 실패했습니다.' });
    await expect(alert).toContainText('해당 시간에는 최대 0명까지 예약 가능합니다.');
    await expect(page).toHaveURL(new RegExp(`/reservation/${info.storeNo}$`));
  });

  test('a booking made with the keyboard only (Tab, arrows within and across months, Enter, Space)', async ({
    page,
  }) => {
    const info = await storeInfo(page.request);
    const start = lastWeekDay(info);
    const target = addDays(start, 7);
    await openBookingAt(page, info.storeNo, start, '10:00');
    // Timers and animation frames stand still while the calendar is driven: whatever a key does has
    // to be done by the time the next key arrives, however slow the machine.
    await page.clock.pauseAt(seoulTime(start, '10:05'));
    const calendar = page.getByRole('region', { name: '날짜' });
    const day = (ymd: string) => calendar.getByRole('button', { name: dayName(ymd), exact: true });

    // Tab into the calendar: the Tab stop is the preselected day, today.
    await tabUntil(page, (el) => el.hasAttribute('data-day'), 'the calendar');
    await expect(day(start)).toBeFocused();
    await expect(day(start)).toHaveAttribute('aria-pressed', 'true');
    // Arrows within the month...
    await page.keyboard.press('ArrowRight');
    await expect(day(addDays(start, 1))).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(day(start)).toBeFocused();
    await expect(calendar.getByRole('table', { name: monthName(start) })).toBeVisible();
    // ...and a week down into the next month, which the calendar turns to; Enter chooses the day.
    await page.keyboard.press('ArrowDown');
    await expect(calendar.getByRole('table', { name: monthName(target) })).toBeVisible();
    await expect(day(target)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(day(target)).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText(`선택한 날짜: ${listDate(target)}`)).toBeVisible();
    await page.clock.resume();

    await tabUntil(page, (el) => el.getAttribute('aria-label') === '인원 늘리기', 'the stepper');
    await page.keyboard.press('Space');
    await expect(page.getByRole('region', { name: '인원' }).getByText('2명')).toBeVisible();
    await tabUntil(page, (el) => el.textContent === '21:00', 'the 21:00 slot');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: '21:00' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText(/예약 가능 인원 \d+명/)).toBeVisible();
    await tabUntil(page, (el) => el.textContent === '예약하기', 'the book button');
    await page.keyboard.press('Enter');
    await expect(page.getByText('예약이 완료되었습니다!')).toBeVisible();
    await expect(page).toHaveURL(/\/reservation-complete\/\d+$/);
    const booked = page.getByRole('article');
    await expect(booked.getByText(listDate(target))).toBeVisible();
    await expect(booked.getByText('21:00')).toBeVisible();
    await expect(booked.getByText('2명')).toBeVisible();
  });

  test('a party larger than the seats left stays as chosen, says so and cannot be booked @mobile', async ({ page }) => {
    const info = await storeInfo(page.request);
    const day = openDay(info, test.info().project.name === 'mobile' ? 52 : 55);
    // 2 seats are left at 18:00: another member books 4 and the owner narrows the hour to 6.
    await book(page.request, await apiLogin(page.request, DEMO.member1), info.storeNo, day, '18:00', 4);
    await narrowHour(page.request, day, '18:00', 6);
    await loginViaApi(page, DEMO.member2);
    await visit(page, `/reservation/${info.storeNo}`);
    await pickDay(page, day);

    const party = page.getByRole('region', { name: '인원' });
    const times = page.getByRole('region', { name: '시간' });
    const bookButton = page.getByRole('button', { name: '예약하기', exact: true });
    const limit = page.getByText('해당 시간에는 최대 2명까지 예약 가능합니다.');
    for (let i = 0; i < 4; i++) await party.getByRole('button', { name: '인원 늘리기' }).click();
    await expect(party.getByText('5명')).toBeVisible();
    await times.getByRole('button', { name: '18:00' }).click();
    await expect(times.getByText('예약 가능 인원 2명')).toBeVisible();
    await expect(limit).toBeVisible();
    await expect(party.getByText('5명')).toBeVisible();
    await expect(bookButton).toBeDisabled();

    // Another hour takes the five; back at 18:00, three fewer people can book.
    await times.getByRole('button', { name: '19:00' }).click();
    await expect(times.getByText('예약 가능 인원 30명')).toBeVisible();
    await expect(limit).toBeHidden();
    await expect(bookButton).toBeEnabled();
    await times.getByRole('button', { name: '18:00' }).click();
    await expect(limit).toBeVisible();
    for (let i = 0; i < 3; i++) await party.getByRole('button', { name: '인원 줄이기' }).click();
    await expect(limit).toBeHidden();
    await bookButton.click();
    await expect(page.getByText('예약이 완료되었습니다!')).toBeVisible();
    const booked = page.getByRole('article');
    await expect(booked.getByText(listDate(day))).toBeVisible();
    await expect(booked.getByText('18:00')).toBeVisible();
    await expect(booked.getByText('2명')).toBeVisible();
  });

  test("today's hours that have begun are not offered", async ({ page }) => {
    const info = await storeInfo(page.request);
    const today = openDay(info, 1);
    await openBookingAt(page, info.storeNo, today, '15:30');
    await expect(page.getByRole('button', { name: dayName(today), exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const times = page.getByRole('region', { name: '시간' }).getByRole('button');
    await expect(times).toHaveText(['16:00', '17:00', '18:00', '19:00', '20:00', '21:00']);
    await expect(times.first()).toHaveAttribute('aria-pressed', 'true');
  });

  test("a diner books with an occasion and a note; the store's owner sees both, the note as text @mobile", async ({
    page,
  }) => {
    const info = await storeInfo(page.request);
    const day = openDay(info, test.info().project.name === 'mobile' ? 58 : 56);
    const diner = await signUpMember(page.request);
    const note = '갑각류 알레르기가 있어요.\n<b>창가</b> 자리 부탁드려요';
    await loginViaApi(page, diner);
    await visit(page, `/reservation/${info.storeNo}`);
    await pickDay(page, day);
    await page.getByRole('region', { name: '시간' }).getByRole('button', { name: '15:00' }).click();

    const request = page.getByRole('region', { name: '요청사항' });
    await request.getByRole('group', { name: '방문 목적' }).getByRole('button', { name: '기념일' }).click();
    await request.getByRole('textbox', { name: '요청 내용' }).fill(note);
    await expect(request.getByText(`${note.length}/200자`)).toBeVisible();
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/reservation') && r.request().method() === 'POST');
    await page.getByRole('button', { name: '예약하기', exact: true }).click();
    expect((await answer).status()).toBe(201);
    const { reservationNo } = await (await answer).json();

    const mail = await waitForMail(diner.email, (m) => m.text.includes(`예약번호: ${reservationNo}`));
    expect(mail.text).toContain('방문 목적: 기념일');
    expect(mail.text).toContain(`요청사항: ${note}`);

    // Demo owner1, whose store it is, sees a badge and the note's first words in the list…
    await loginViaApi(page, DEMO.owner1);
    await visit(page, '/owner-page');
    await visit(page, '/store-reservation');
    const row = page
      .getByRole('listitem')
      .or(page.getByRole('row'))
      .filter({ hasText: listDate(day) })
      .filter({ hasText: '15:00' })
      .filter({ visible: true });
    await expect(row).toHaveCount(1);
    await expect(row.getByText('기념일', { exact: true })).toBeVisible();
    await expect(row).toContainText('갑각류 알레르기가 있어요.');
    // …and all of it in the detail, the markup as the diner typed it, never as markup.
    await row.getByRole('link').first().click();
    await expect(page.getByRole('heading', { name: `${diner.name}님의 예약` })).toBeVisible();
    await expect(page.getByText('기념일', { exact: true })).toBeVisible();
    await expect(page.getByText('<b>창가</b> 자리 부탁드려요')).toBeVisible();
    await expect(page.locator('b', { hasText: '창가' })).toHaveCount(0);
  });

  test('a change to an hour that filled up leaves the booking as it was; a change that can be had moves it', async ({
    page,
  }) => {
    const info = await storeInfo(page.request);
    const day = openDay(info, 53);
    const later = openDay(info, 54);
    // New members: the demo ones' bookings and limits belong to the other tests.
    const [diner, other] = [await signUpMember(page.request), await signUpMember(page.request)];
    const dinerSession = await apiLogin(page.request, diner);
    const reservationNo = await book(page.request, dinerSession, info.storeNo, day, '12:00', 2);

    // The detail's 예약 변경 opens the change page with the booking chosen.
    await loginViaApi(page, diner);
    await visit(page, '/my-reservation-list');
    await page
      .getByRole('listitem')
      .or(page.getByRole('row'))
      .filter({ hasText: listDate(day) })
      .filter({ visible: true })
      .getByRole('link', { name: STORE })
      .click();
    await page.getByRole('link', { name: '예약 변경' }).click();
    await expect(page).toHaveURL(new RegExp(`/reservation-change/${reservationNo}$`));
    await page.waitForLoadState('networkidle');
    const current = `${listDate(day)} 12:00 · 2명`;
    await expect(page.getByText('현재 예약').locator('..')).toContainText(current);
    const times = page.getByRole('region', { name: '시간' });
    await expect(times.getByRole('button', { name: '12:00' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: '변경하기' })).toBeDisabled();

    // 13:00 fills up before the diner presses 변경하기: the server's refusal, and the booking stays.
    await times.getByRole('button', { name: '13:00' }).click();
    await expect(page.getByText('바꿀 예약').locator('..')).toContainText(`${listDate(day)} 13:00 · 2명`);
    await book(page.request, await apiLogin(page.request, other), info.storeNo, day, '13:00', 2);
    await narrowHour(page.request, day, '13:00', 2);
    await page.getByRole('button', { name: '변경하기' }).click();
    const alert = page.getByRole('alert').filter({ hasText: '예약을 변경하지 못했어요. 지금 예약은 그대로예요.' });
    await expect(alert).toContainText('해당 시간에는 최대 0명까지 예약 가능합니다.');
    await expect(page).toHaveURL(new RegExp(`/reservation-change/${reservationNo}$`));
    const stored = async () =>
      (
        await page.request.get(`/api/reservation/mypage/detail/${reservationNo}`, {
          headers: { authorization: `Bearer ${dinerSession.accessToken}` },
        })
      ).json();
    expect(await stored()).toMatchObject({
      reservationDate: day,
      reservationTime: '12:00',
      personCount: 2,
      status: 'Y',
    });

    // Another day, 19:00, 3 people: moved, back on the detail with a toast.
    await pickDay(page, later);
    await times.getByRole('button', { name: '19:00' }).click();
    await page.getByRole('button', { name: '인원 늘리기' }).click();
    await page.getByRole('button', { name: '변경하기' }).click();
    await expect(page.getByText('예약을 변경했어요.')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/my-reservation-detail/${reservationNo}$`));
    await expect(page.getByText(listDate(later))).toBeVisible();
    await expect(page.getByText('19:00')).toBeVisible();
    await expect(page.getByText('3명')).toBeVisible();
    expect(await stored()).toMatchObject({ reservationDate: later, reservationTime: '19:00', personCount: 3 });

    // The mail's invite updates the same calendar event (SEQUENCE 1); the owner sees the change.
    const changed = await waitForMail(diner.email, /예약이 변경되었어요/);
    expectCalendar(changed, 'REQUEST', reservationNo, icsStamp(later, '19:00'));
    expect(changed.attachments[0]?.content).toContain('SEQUENCE:1');
    await loginViaApi(page, DEMO.owner1);
    await visit(page, `/store-reservation-detail/${reservationNo}`);
    const history = page.getByRole('region', { name: '예약 기록' });
    await expect(history).toContainText('예약 접수');
    await expect(history).toContainText(`${current} → ${listDate(later)} 19:00 · 3명`);
  });

  test("the store's owner cancels a booking with a reason; another owner cannot see it", async ({ page }) => {
    const info = await storeInfo(page.request);
    const day = openDay(info, 50);
    const member = await apiLogin(page.request, DEMO.member1);
    const reservationNo = await book(page.request, member, info.storeNo, day, '18:00', 2);

    await loginViaApi(page, DEMO.owner1);
    await visit(page, '/owner-page');
    await page.getByRole('link', { name: /가게 예약 관리/ }).click();
    await expect(page).toHaveURL(/\/store-reservation$/);
    await expect(page.getByRole('heading', { name: '가게 예약 관리', level: 1 })).toBeVisible();
    const row = page
      .getByRole('row')
      .filter({ hasText: listDate(day) })
      .filter({ hasText: '18:00' });
    await expect(row).toContainText('박미식');
    await expect(row).toContainText('2명');
    await row.getByRole('link', { name: '박미식' }).click();
    await expect(page).toHaveURL(new RegExp(`/store-reservation-detail/${reservationNo}$`));
    await expect(page.getByText('010-3000-0001')).toBeVisible();
    await expect(page.getByText('예약완료')).toBeVisible();

    await page.getByRole('button', { name: '예약 취소', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '예약을 취소할까요?' });
    const confirm = dialog.getByRole('button', { name: '예약 취소하기' });
    await expect(confirm).toBeDisabled();
    await dialog.getByRole('textbox', { name: '취소 사유' }).fill('   ');
    await expect(confirm).toBeDisabled();
    await dialog.getByRole('textbox', { name: '취소 사유' }).fill('재료 소진으로 영업하지 않습니다');
    await confirm.click();
    await expect(page.getByText('예약이 취소되었습니다.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('예약취소')).toBeVisible();
    await expect(page.getByText('취소 사유: 재료 소진으로 영업하지 않습니다')).toBeVisible();
    await expect(page.getByRole('region', { name: '예약 기록' })).toContainText('예약 취소');
    await expect(page.getByRole('region', { name: '예약 기록' })).toContainText('가게에서 취소했어요');

    // The member got both mails, each with a calendar event for this booking.
    const start = icsStamp(day, '18:00');
    const forThis = (mail: CapturedMail) =>
      mail.attachments.some((a) => a.content.includes(`UID:reservation-${reservationNo}@siktak`));
    const confirmed = await waitForMail(
      DEMO.member1.email,
      (mail) => mail.subject === `[식탁] 예약이 확정되었습니다 - ${STORE}` && forThis(mail),
    );
    expectCalendar(confirmed, 'REQUEST', reservationNo, start);
    const cancelled = await waitForMail(
      DEMO.member1.email,
      (mail) => mail.subject === `[식탁] 가게 사정으로 예약이 취소되었습니다 - ${STORE}` && forThis(mail),
    );
    expect(cancelled.text).toContain('재료 소진으로 영업하지 않습니다');
    expectCalendar(cancelled, 'CANCEL', reservationNo, start);
    await expect(page.getByRole('button', { name: '예약 취소', exact: true })).toHaveCount(0);
    await page.getByRole('link', { name: '목록으로' }).click();
    await expect(row.getByText('예약취소')).toBeVisible();

    // Owner2 sees only their own store's list, and neither the detail nor owner1's list by number.
    await loginViaApi(page, DEMO.owner2);
    await visit(page, '/owner-page');
    await visit(page, '/store-reservation');
    await expect(page.getByRole('heading', { name: '가게 예약 관리', level: 1 })).toBeVisible();
    await expect(
      page
        .getByRole('row')
        .filter({ hasText: listDate(day) })
        .filter({ hasText: '박미식' }),
    ).toHaveCount(0);
    await visit(page, `/store-reservation-detail/${reservationNo}`);
    await expect(page.getByText('예약 정보를 불러오는 데 실패했습니다.')).toBeVisible();
    await expect(page.getByText('010-3000-0001')).toHaveCount(0);
    await page.evaluate((storeNo) => sessionStorage.setItem('storeNo', String(storeNo)), info.storeNo);
    await visit(page, '/store-reservation');
    await expect(page.getByText('예약 목록을 불러오는 데 실패했습니다.')).toBeVisible();
  });

  test("the list's review column leads to the review form and to the written review", async ({ page }) => {
    // Demo member1 has past visits with and without a review (apps/server/src/seed).
    await loginViaApi(page, DEMO.member1);
    await visit(page, '/my-reservation-list?tab=past');
    const write = page.getByRole('button', { name: /리뷰 쓰기$/ }).first();
    const label = (await write.getAttribute('aria-label')) as string;
    const storeName = label.slice(0, label.indexOf(' 20'));
    await write.click();
    await expect(page).toHaveURL(/\/review-form\?reservationNo=\d+$/);
    await expect(page.getByRole('heading', { name: '리뷰 작성', level: 1 })).toBeVisible();
    await expect(page.getByText(storeName, { exact: true })).toBeVisible();
    await expect(page.getByText(/방문$/)).toBeVisible();

    await visit(page, '/my-reservation-list?tab=past');
    await page
      .getByRole('button', { name: /작성한 리뷰 보기$/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/my-review-detail$/);
    await expect(page.getByText('잘못된 접근입니다.')).toHaveCount(0);
    await expect(page.getByRole('button', { name: '삭제' })).toBeVisible();
  });

  test('a visitor pressing 예약하기 logs in and comes back to the booking page', async ({ page }) => {
    const info = await storeInfo(page.request);
    await visit(page, `/store-detail/${info.storeNo}`);
    await page.getByRole('button', { name: '예약하기' }).filter({ visible: true }).first().click();
    await expect(page.getByText('로그인 후 예약할 수 있습니다.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('이메일').fill(DEMO.member2.email);
    await page.getByLabel('비밀번호').fill(DEMO.member2.password);
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/reservation/${info.storeNo}$`));
    await expect(page.getByRole('heading', { name: STORE, level: 1 })).toBeVisible();
  });

  test('a visitor opening the booking page is told to log in and comes back after', async ({ page }) => {
    const info = await storeInfo(page.request);
    await visit(page, `/reservation/${info.storeNo}`);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('alert').filter({ hasText: '로그인이 필요합니다.' })).toBeVisible();
    await page.getByLabel('이메일').fill(DEMO.member2.email);
    await page.getByLabel('비밀번호').fill(DEMO.member2.password);
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/reservation/${info.storeNo}$`));
    await expect(page.getByRole('heading', { name: STORE, level: 1 })).toBeVisible();
  });

  test('the pages without what they need say so', async ({ page }) => {
    await loginViaApi(page, DEMO.member2);
    await visit(page, '/my-reservation-detail');
    await expect(page.getByText('잘못된 접근입니다.')).toBeVisible();
    await expect(page.getByRole('link', { name: '예약 내역 보기' })).toHaveAttribute('href', '/my-reservation-list');
    await visit(page, '/reservation/999999');
    await expect(page.getByText('예약 정보를 불러올 수 없습니다.')).toBeVisible();

    await loginViaApi(page, DEMO.owner1);
    await page.evaluate(() => sessionStorage.removeItem('storeNo'));
    await visit(page, '/store-reservation');
    await expect(page.getByText('가게 정보가 없습니다.')).toBeVisible();
  });
});
