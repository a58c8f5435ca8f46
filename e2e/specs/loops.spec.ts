import type { APIRequestContext } from '@playwright/test';
import { DEMO, expect, loginViaApi, test, visit } from '../fixtures.js';
import { signUpMember } from '../support/accounts.js';
import { approvedOwner, bearer, registerStore } from '../support/owners.js';
import { waitForMail } from '../support/mail.js';

test.describe('owner page', () => {
  test('an owner whose store an admin deleted is told so, and starts again with the applied name', async ({ page }) => {
    const storeName = `망원 떡볶이 ${String(Date.now()).slice(-5)}`;
    const { member, auth, admin } = await approvedOwner(page.request, storeName);
    const storeNo = await registerStore(page.request, auth, storeName);
    const deleted = await page.request.delete(`/api/admin/manage/stores/${storeNo}`, { headers: admin });
    expect(deleted.ok()).toBe(true);

    await loginViaApi(page, member);
    await visit(page, '/owner-page');
    await expect(page.getByText(`'${storeName}' 가게는 관리자가`, { exact: false })).toBeVisible();
    await expect(page.getByText('아직 등록한 가게가 없어요.', { exact: false })).toHaveCount(0);
    await page.getByRole('link', { name: /가게 정보 등록/ }).click();
    await expect(page.getByRole('heading', { name: '가게 정보 등록', level: 1 })).toBeVisible();
    await expect(page.getByLabel('가게 이름')).toHaveValue(storeName);
    // Typed in directly (no router state) the form starts with the applied name too.
    await visit(page, '/register-store');
    await expect(page.getByLabel('가게 이름')).toHaveValue(storeName);
  });
});

test.describe('favourites', () => {
  test('a visitor is asked to log in and comes back; the heart keeps a store on my-page until it is taken off', async ({
    page,
  }) => {
    await visit(page, '/stores');
    const heart = page.getByRole('button', { name: /찜하기$/ }).first();
    const storeName = ((await heart.getAttribute('aria-label')) ?? '').replace(/ 찜하기$/, '');
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('로그인이 필요합니다.')).toBeVisible();
    await page.getByLabel('이메일').fill(DEMO.member1.email);
    await page.getByLabel('비밀번호').fill(DEMO.member1.password);
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await expect(page).toHaveURL(/\/stores$/);

    const again = page.getByRole('button', { name: `${storeName} 찜하기` });
    await expect(again).toHaveAttribute('aria-pressed', 'false');
    await again.click();
    await expect(page.getByText('찜한 가게에 담았어요.')).toBeVisible();
    await expect(again).toHaveAttribute('aria-pressed', 'true');

    // The store page shows the same heart, pressed.
    await page
      .getByRole('link', { name: new RegExp(storeName) })
      .first()
      .click();
    await expect(page.getByRole('heading', { name: storeName, level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: `${storeName} 찜하기` })).toHaveAttribute('aria-pressed', 'true');

    await visit(page, '/my-page');
    const favorites = page.getByRole('region', { name: '찜한 가게' });
    await expect(favorites.getByRole('link', { name: new RegExp(storeName) })).toBeVisible();
    await expect(favorites.getByRole('img', { name: `${storeName} 대표 사진` })).toBeVisible();
    await favorites.getByRole('button', { name: `${storeName} 찜하기` }).click();
    await expect(page.getByText('찜을 해제했어요.')).toBeVisible();
    await expect(favorites.getByText('아직 찜한 가게가 없어요.')).toBeVisible();
  });
});

/** Demo owner1's store (apps/server/src/seed). */
const OWNER1_STORE = '을지로 골뱅이집';

async function owner1StoreNo(request: APIRequestContext): Promise<number> {
  const list = await request.get(`/api/store/list?search=${encodeURIComponent(OWNER1_STORE)}`);
  const store = ((await list.json()).content as { storeNo: number; storeName: string }[]).find(
    (s) => s.storeName === OWNER1_STORE,
  );
  expect(store, `demo store ${OWNER1_STORE}`).toBeTruthy();
  return store?.storeNo as number;
}

/** Books the first bookable slot from `ahead` days after the store's today on; answers the booking. */
async function bookAhead(request: APIRequestContext, auth: Record<string, string>, storeNo: number, ahead: number) {
  const { today } = await (await request.get(`/api/reservation/store/${storeNo}`)).json();
  for (let n = ahead; n < ahead + 14; n++) {
    const date = new Date(Date.parse(`${today}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
    const day = await (await request.get(`/api/reservation/slots?storeNo=${storeNo}&reservationDate=${date}`)).json();
    const slot = (day.slots as { time: string; bookable: boolean }[]).find((s) => s.bookable);
    if (!slot) continue;
    const booked = await request.post('/api/reservation', {
      headers: auth,
      data: { storeNo, reservationDate: date, reservationTime: slot.time, personCount: 3 },
    });
    expect(booked.status()).toBe(201);
    return { reservationNo: (await booked.json()).reservationNo as number, date, time: slot.time, dDay: n };
  }
  throw new Error('no bookable slot in two weeks');
}

test.describe('my-page', () => {
  test('shows the next booking on top with its D-day, opens its detail and cancels it in place', async ({ page }) => {
    const member = await signUpMember(page.request);
    const auth = await bearer(page.request, member);
    const storeNo = await owner1StoreNo(page.request);
    const later = await bookAhead(page.request, auth, storeNo, 9);
    const next = await bookAhead(page.request, auth, storeNo, 4);

    await loginViaApi(page, member);
    await visit(page, '/my-page');
    const upcoming = page.getByRole('region', { name: '다가오는 예약' });
    await expect(upcoming.getByText(`D-${next.dDay}`, { exact: true })).toBeVisible();
    await expect(upcoming.getByRole('link', { name: OWNER1_STORE })).toBeVisible();
    await expect(upcoming.getByText(`${next.date.replaceAll('-', '.')}`, { exact: false })).toContainText(
      `${next.time} · 3명`,
    );
    await expect(upcoming.getByRole('link', { name: '다가오는 예약 2건 모두 보기' })).toBeVisible();
    // The tiles of the spec follow.
    await expect(page.getByRole('navigation', { name: '마이페이지 메뉴' })).toBeVisible();

    await upcoming.getByRole('link', { name: '예약 상세' }).click();
    await expect(page).toHaveURL(new RegExp(`/my-reservation-detail/${next.reservationNo}$`));
    await expect(page.getByRole('heading', { name: OWNER1_STORE })).toBeVisible();
    await page.goBack();

    await upcoming.getByRole('button', { name: '예약 취소' }).click();
    const dialog = page.getByRole('dialog', { name: '예약을 취소할까요?' });
    await dialog.getByText('단순 변심').click();
    await dialog.getByRole('button', { name: '예약 취소하기' }).click();
    await expect(page.getByText('예약이 취소되었습니다.')).toBeVisible();
    // The next one moves up.
    await expect(upcoming.getByText(`D-${later.dDay}`, { exact: true })).toBeVisible();
    await expect(upcoming.getByRole('link', { name: /모두 보기/ })).toHaveCount(0);
  });

  test("the owner page shows today's bookings of the store", async ({ page }) => {
    await loginViaApi(page, DEMO.owner1);
    const today = await (
      await page.request.get('/api/reservation/owner/today', { headers: await bearer(page.request, DEMO.owner1) })
    ).json();
    await visit(page, '/owner-page');
    const card = page.getByRole('region', { name: /오늘 예약/ });
    await expect(card.getByText(`${today.bookingCount}건`)).toBeVisible();
    await expect(card.getByText(`손님 ${today.personCount}명`)).toBeVisible();
    await card.getByRole('link', { name: '예약 장부' }).click();
    await expect(page).toHaveURL(/\/store-reservation-book$/);
  });
});

test.describe('owner dashboard', () => {
  test("a member's booking shows on the owner's timeline by hour and in the chart of bookings per day", async ({
    page,
  }) => {
    const storeName = `대시보드 식당 ${Date.now() % 100000}`;
    const { member: owner, auth } = await approvedOwner(page.request, storeName);
    // Open around the clock, so that an hour of the server's today can be booked whenever the suite runs.
    const storeNo = await registerStore(page.request, auth, storeName, { openTime: '00:00', closeTime: '23:59' });
    const member = await signUpMember(page.request);
    const memberAuth = await bearer(page.request, member);
    const { today } = await (await page.request.get(`/api/reservation/store/${storeNo}`)).json();
    const slots = await (
      await page.request.get(`/api/reservation/slots?storeNo=${storeNo}&reservationDate=${today}`)
    ).json();
    const hour = (slots.slots as { time: string; bookable: boolean }[]).find((slot) => slot.bookable);
    // From 23:00 in Seoul no hour of today is left: then the booking is tomorrow's first hour.
    const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const booking = hour ? { date: today, time: hour.time } : { date: tomorrow, time: '00:00' };
    const booked = await page.request.post('/api/reservation', {
      headers: memberAuth,
      data: { storeNo, reservationDate: booking.date, reservationTime: booking.time, personCount: 3 },
    });
    expect(booked.status()).toBe(201);

    await loginViaApi(page, owner);
    await visit(page, '/owner-page');

    const timeline = page.getByRole('region', { name: '오늘의 예약' });
    const row = timeline.getByRole('listitem').filter({ hasText: new RegExp(`^${booking.time}`) });
    if (booking.date === today) {
      await expect(row).toContainText(`${member.name} 3명`);
      await expect(row).toContainText('남은 자리 5석');
      await expect(row.getByRole('link', { name: `${member.name} 3명` })).toHaveAttribute(
        'href',
        `/store-reservation-detail/${(await booked.json()).reservationNo}`,
      );
    } else {
      await expect(timeline.getByRole('link')).toHaveCount(0);
    }
    // Past hours nobody booked are folded away; unfolded, all 24 hours of the day are there.
    const quiet = timeline.getByRole('button', { name: /예약 없던 지난 시간 \d+개 보기/ });
    const hours = timeline.getByRole('listitem');
    await expect(timeline.getByRole('list', { name: '시간대별 예약' })).toBeVisible();
    if ((await quiet.count()) > 0) {
      await expect(hours).not.toHaveCount(24);
      await quiet.click();
      await expect(timeline.getByRole('button', { name: /예약 없던 지난 시간 \d+개 접기/ })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
    }
    await expect(hours).toHaveCount(24);

    const chart = page.getByRole('region', { name: '예약 추이' });
    const days = chart.getByRole('table', { name: '날짜별 예약 수 (취소 제외)' });
    await expect(days.getByRole('row')).toHaveCount(62);
    const day = days
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: booking.date.replaceAll('-', '.') }) });
    await expect(day.getByRole('cell').first()).toHaveText('1건');
    await expect(day.getByRole('cell').nth(1)).toHaveText('3명');
    const todayRow = days.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /오늘$/ }) });
    await expect(todayRow.getByRole('rowheader')).toContainText(today.replaceAll('-', '.'));
    await expect(todayRow.getByRole('cell').first()).toHaveText(booking.date === today ? '1건' : '0건');

    await expect(page.getByRole('region', { name: '평점 추이' })).toContainText('아직 리뷰가 없어요.');
  });

  test("the owner page shows the store's rating trend by month with its average", async ({ page }) => {
    const dashboard = await (
      await page.request.get('/api/owner/dashboard', { headers: await bearer(page.request, DEMO.owner1) })
    ).json();
    expect(dashboard.ratings.reviewCount).toBeGreaterThan(0);
    await loginViaApi(page, DEMO.owner1);
    await visit(page, '/owner-page');
    const trend = page.getByRole('region', { name: '평점 추이' });
    await expect(trend).toContainText(`전체 평점 ${dashboard.ratings.average.toFixed(1)}`);
    await expect(trend).toContainText(`리뷰 ${dashboard.ratings.reviewCount}개 전체 평균`);
    const months = trend.getByRole('table', { name: '월별 평점' }).getByRole('row');
    await expect(months).toHaveCount(13);
    for (const [index, month] of (
      dashboard.ratings.months as { month: string; average: number | null; reviewCount: number }[]
    ).entries()) {
      const cells = months.nth(index + 1).getByRole('cell');
      await expect(cells.first()).toHaveText(month.average === null ? '리뷰 없음' : month.average.toFixed(1));
      await expect(cells.nth(1)).toHaveText(`${month.reviewCount}개`);
    }
  });
});

test.describe('no-shows', () => {
  test('the owner marks a past visit as a no-show; the member and the admin see it; the owner takes it back', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    // Demo member1's past visit at owner1's store without a review (apps/server/src/seed).
    const memberLogin = await (
      await page.request.post('/api/auth/login', {
        data: { userId: DEMO.member1.email, userPw: DEMO.member1.password },
      })
    ).json();
    const memberAuth = { authorization: `Bearer ${memberLogin.data.accessToken}` };
    const list = await (
      await page.request.get(`/api/reservation/mypage/${memberLogin.data.userNo}?page=0`, { headers: memberAuth })
    ).json();
    const visit1 = (
      list.reservationList as { reservationNo: number; storeName: string; status: string; isReview: string }[]
    ).find((r) => r.storeName === OWNER1_STORE && r.status === 'Y' && r.isReview === 'YET');
    expect(visit1, 'an unreviewed past visit of member1').toBeTruthy();
    const reservationNo = visit1?.reservationNo as number;
    const ownerAuth = await bearer(page.request, DEMO.owner1);
    try {
      await loginViaApi(page, DEMO.owner1);
      await visit(page, `/store-reservation-detail/${reservationNo}`);
      await page.getByRole('button', { name: '노쇼 처리' }).click();
      const dialog = page.getByRole('dialog', { name: '노쇼로 처리할까요?' });
      await dialog.getByRole('button', { name: '노쇼 처리' }).click();
      await expect(page.getByText('노쇼로 처리했어요.')).toBeVisible();
      await expect(page.getByText('노쇼로 처리한 예약이에요.')).toBeVisible();
      await expect(page.getByRole('button', { name: '노쇼 취소' })).toBeVisible();

      // The member sees it in the list and on the detail; the existing client's status stays Y.
      const memberContext = await browser.newContext();
      const member = await memberContext.newPage();
      await loginViaApi(member, DEMO.member1);
      await visit(member, '/my-reservation-list?tab=past');
      const row = member.getByRole('row').filter({ has: member.getByText('노쇼', { exact: true }) });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(OWNER1_STORE);
      const detail = await (
        await member.request.get(`/api/reservation/mypage/detail/${reservationNo}`, { headers: memberAuth })
      ).json();
      expect(detail).toMatchObject({ status: 'Y', isNoShow: 'Y', isReview: 'NO' });
      await memberContext.close();

      // The admin member page counts it.
      const adminContext = await browser.newContext();
      const admin = await adminContext.newPage();
      await loginViaApi(admin, DEMO.admin);
      await visit(admin, `/admin/user/${memberLogin.data.userNo}`);
      await expect(admin.getByText('1회')).toBeVisible();
      await adminContext.close();

      // Taken back from the same page.
      await page.getByRole('button', { name: '노쇼 취소' }).click();
      await page
        .getByRole('dialog', { name: '노쇼 처리를 취소할까요?' })
        .getByRole('button', { name: '노쇼 취소' })
        .click();
      await expect(page.getByText('노쇼 처리를 취소했어요.')).toBeVisible();
      await expect(page.getByRole('button', { name: '노쇼 처리' })).toBeVisible();
    } finally {
      // The reviews spec writes its review on this visit: leave it as the seed made it.
      await page.request.patch('/api/reservation/owner/no-show', {
        headers: ownerAuth,
        data: { reservationNo, noShow: false },
      });
    }
  });
});

test.describe('waitlist (빈자리 알림)', () => {
  test('a member waits for a full hour, another cancels, the mail links to the booking page and the first books', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const storeName = `망원 빈자리 ${String(Date.now()).slice(-5)}`;
    const { auth: ownerAuth } = await approvedOwner(page.request, storeName);
    const storeNo = await registerStore(page.request, ownerAuth, storeName);
    // Tomorrow (the store's Seoul today + 1) at 18:00, all 8 seats taken by another member.
    const { today } = await (await page.request.get(`/api/reservation/store/${storeNo}`)).json();
    const date = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const other = await signUpMember(page.request);
    const otherAuth = await bearer(page.request, other);
    const full = await page.request.post('/api/reservation', {
      headers: otherAuth,
      data: { storeNo, reservationDate: date, reservationTime: '18:00', personCount: 8 },
    });
    expect(full.status()).toBe(201);

    const waiter = await signUpMember(page.request);
    await loginViaApi(page, waiter);
    await visit(page, `/reservation/${storeNo}?date=${date}&time=18:00&party=2`);
    await expect(page.getByText('이 시간은 예약이 마감되었어요.')).toBeVisible();
    await page.getByRole('button', { name: '빈자리 알림 받기' }).click();
    await expect(page.getByText('자리가 나면 메일로 알려드릴게요.', { exact: true })).toBeVisible();
    const offer = page.getByRole('region', { name: '빈자리 알림' });
    await expect(offer.getByText('빈자리 알림을 신청했어요.', { exact: false })).toBeVisible();
    await expect(offer.getByRole('button', { name: '알림 취소' })).toBeVisible();

    // My-page lists the wait.
    await visit(page, '/my-page');
    const waits = page.getByRole('region', { name: '빈자리 알림' });
    await expect(waits.getByText(storeName)).toBeVisible();
    await expect(waits.getByText('대기 중')).toBeVisible();
    await expect(waits.getByText(`${date.replaceAll('-', '.')}`, { exact: false })).toContainText('18:00 · 2명');

    // The other member cancels: the seats free up and the waiting member is mailed a booking link.
    const cancelled = await page.request.patch('/api/reservation/mypage/cancel', {
      headers: otherAuth,
      data: { reservationNo: (await full.json()).reservationNo, cancelReason: '단순 변심' },
    });
    expect(cancelled.ok()).toBe(true);
    const mail = await waitForMail(waiter.email, /빈자리가 생겼어요/);
    expect(mail.subject).toContain(storeName);
    const link = /https?:\/\/\S+\/reservation\/\d+\?\S+/.exec(mail.text)?.[0] as string;
    expect(link).toBeTruthy();
    const url = new URL(link);
    expect(Object.fromEntries(url.searchParams)).toEqual({ date, time: '18:00', party: '2' });

    await visit(page, `${url.pathname}${url.search}`);
    await expect(page.getByRole('button', { name: '18:00' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByLabel('인원 2명')).toBeVisible();
    await expect(page.getByText('이 시간은 예약이 마감되었어요.')).toHaveCount(0);
    await page.getByRole('button', { name: '예약하기', exact: true }).click();
    await expect(page.getByText('예약이 완료되었습니다!')).toBeVisible();
    await expect(page).toHaveURL(/\/reservation-complete\/\d+$/);

    // Booked, the wait is done with.
    await visit(page, '/my-page');
    await expect(
      page.getByRole('region', { name: '빈자리 알림' }).getByText('신청한 빈자리 알림이 없어요.'),
    ).toBeVisible();
  });
});

test.describe('시간대 관리 (slot overrides)', () => {
  test('the owner closes an hour on /owner-page; the booking page and the time chips stop offering it', async ({
    page,
  }) => {
    const storeName = `망원 시간대 ${String(Date.now()).slice(-5)}`;
    const { member: owner, auth } = await approvedOwner(page.request, storeName);
    const storeNo = await registerStore(page.request, auth, storeName);
    // Three days after the server's today: every hour of that day lies ahead of both clocks.
    const { today } = await (await page.request.get(`/api/reservation/store/${storeNo}`)).json();
    const day = new Date(Date.parse(`${today}T00:00:00Z`) + 3 * 86_400_000).toISOString().slice(0, 10);
    await page.clock.install({ time: new Date(`${today}T09:00:00+09:00`) });

    await loginViaApi(page, owner);
    await visit(page, '/owner-page');
    const slots = page.getByRole('region', { name: '시간대 관리' });
    await slots.getByLabel('날짜').fill(day);
    const open = slots.getByRole('button', { name: '19:00 열기' });
    const close = slots.getByRole('button', { name: '19:00 닫기' });
    await expect(open).toHaveAttribute('aria-pressed', 'true');
    await expect(slots.getByText('이 시간은 예약을 받지 않아요.')).toHaveCount(0);
    await close.click();
    await expect(close).toHaveAttribute('aria-pressed', 'true');
    await expect(open).toHaveAttribute('aria-pressed', 'false');
    await expect(slots.getByText('이 시간은 예약을 받지 않아요.')).toHaveCount(1);
    await expect(slots.getByRole('button', { name: '18:00 열기' })).toHaveAttribute('aria-pressed', 'true');

    const member = await signUpMember(page.request);
    await loginViaApi(page, member);
    // Discovery's chips around 19:00 of that day: 18:00 and 20:00, not 19:00.
    await visit(page, `/stores?q=${encodeURIComponent(storeName)}&date=${day}&time=19:00&party=2`);
    await expect(page.getByRole('link', { name: '18:00 예약하기' })).toBeVisible();
    await expect(page.getByRole('link', { name: '20:00 예약하기' })).toBeVisible();
    await expect(page.getByRole('link', { name: '19:00 예약하기' })).toHaveCount(0);

    // The booking page asked for 19:00 cannot book it, nor offers to wait for it (no cancellation opens a
    // closed hour); 18:00 can be booked.
    await visit(page, `/reservation/${storeNo}?date=${day}&time=19:00&party=2`);
    const book = page.getByRole('button', { name: '예약하기' });
    await expect(page.getByRole('button', { name: '19:00 마감' })).toHaveAttribute('aria-pressed', 'true');
    await expect(
      page.getByRole('alert').filter({ hasText: '이 시간은 가게에서 예약을 받지 않아요. 다른 시간을 골라주세요.' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: '빈자리 알림 받기' })).toHaveCount(0);
    await expect(book).toBeDisabled();
    await page.getByRole('button', { name: '18:00' }).click();
    await expect(page.getByText('예약 가능 인원')).toContainText('8명');
    await expect(book).toBeEnabled();
  });
});
