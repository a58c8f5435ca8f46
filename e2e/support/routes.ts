import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO } from './accounts.js';

export type Role = 'guest' | 'member' | 'owner' | 'admin';

/** Which demo account each role signs in with. */
export const ROLE_ACCOUNT = { member: DEMO.member1, owner: DEMO.owner1, admin: DEMO.admin } as const;

/** One screen of spec §2 as one role sees it. `route` is the router pattern it stands for. */
export interface RouteVisit {
  role: Role;
  route: string;
  /** The address to open, with real ids from the API. */
  path: string;
  /** Router state the screen is normally opened with (react-router `location.state`). */
  state?: unknown;
  /** File name stem for screenshots. */
  slug: string;
  /** A button to press once the screen has loaded (a sheet shown open), by its accessible name. */
  press?: string;
  /** A checkbox to tick once the screen has loaded (a section shown open), by its accessible name. */
  tick?: string;
  /**
   * A control (button or radio) to press once the screen has loaded, by its accessible name; the page
   * is then scrolled to it, so the viewport shows what it opened further down the page.
   */
  reveal?: string;
}

const featuresDir = fileURLToPath(new URL('../../apps/web/src/features', import.meta.url));

/** Every route pattern the web router declares (apps/web/src/features/x/routes.ts), `*` excluded. */
export function routerPatterns(): string[] {
  const patterns: string[] = [];
  for (const feature of readdirSync(featuresDir)) {
    let source: string;
    try {
      source = readFileSync(join(featuresDir, feature, 'routes.ts'), 'utf8');
    } catch {
      continue;
    }
    for (const match of source.matchAll(/(?:lazyRoute|pendingRoute)\(\s*'([^']+)'/g)) {
      if (match[1] !== '*') patterns.push(match[1] as string);
    }
  }
  return patterns;
}

async function json(request: APIRequestContext, url: string, token?: string) {
  const response = await request.get(url, token ? { headers: { authorization: `Bearer ${token}` } } : {});
  if (!response.ok()) throw new Error(`${url} answered ${response.status()}`);
  return response.json();
}

async function login(request: APIRequestContext, account: { email: string; password: string }) {
  const response = await request.post('/api/auth/login', { data: { userId: account.email, userPw: account.password } });
  if (!response.ok()) throw new Error(`login of ${account.email} answered ${response.status()}`);
  return (await response.json()).data as { accessToken: string; userNo: number };
}

/**
 * Every route of spec §2 for the role that uses it, with real ids from the demo data: guests get the
 * public screens, each signed-in role its own. Used by the accessibility sweep and `npm run screens`.
 */
export async function routeVisits(request: APIRequestContext): Promise<RouteVisit[]> {
  const admin = await login(request, DEMO.admin);
  const member = await login(request, DEMO.member1);
  const owner1 = await login(request, DEMO.owner1);
  const store = (await json(request, '/api/store/list?search=')).content[0];
  const notice = (await json(request, '/api/notice?page=0')).noticeList[0];
  const user = (await json(request, '/api/admin/manage/userList?page=0', admin.accessToken)).userList[0];
  const owner = (await json(request, '/api/admin/manage/ownerList?page=0', admin.accessToken)).ownerList[0];
  const review = (await json(request, '/api/admin/manage/reviews?page=0', admin.accessToken)).reviewList[0];
  const storeReview = (await json(request, '/api/owner/reviews?page=0', owner1.accessToken)).reviewList[0];
  // The seed pays nothing: without a payment yet, the detail visit is the page of an unknown order.
  const payment = (await json(request, '/api/admin/manage/payments?page=0', admin.accessToken)).paymentList[0];
  const myReview = (await json(request, '/api/review/myreview?page=0', member.accessToken)).content[0];
  const booking = (await json(request, `/api/reservation/mypage/${member.userNo}?page=0`, member.accessToken))
    .reservationList[0];
  const upcoming =
    (await json(request, `/api/reservation/mypage/${member.userNo}?page=0&filter=upcoming`, member.accessToken))
      .reservationList[0] ?? booking;
  const ownStore = await json(request, '/api/owner/stores', owner1.accessToken);
  const storeBooking = (await json(request, `/api/reservation/owner/${ownStore.storeNo}?page=0`, owner1.accessToken))
    .reservationList[0];

  const visits: RouteVisit[] = [];
  const add = (role: Role, route: string, path: string, slug: string, state?: unknown) =>
    visits.push({ role, route, path, slug, state });

  add('guest', '/', '/', 'home');
  add('guest', '/stores', '/stores', 'stores');
  add('guest', '/store-detail/:storeNo', `/store-detail/${store.storeNo}`, 'store-detail');
  add('guest', '/notice', '/notice', 'notice');
  add('guest', '/notice-detail', `/notice-detail?noticeNo=${notice.noticeNo}`, 'notice-detail');
  add('guest', '/login', '/login', 'login');
  add('guest', '/login/result', '/login/result', 'login-result');
  add('guest', '/signup', '/signup', 'signup');
  add('guest', '/signup/kakao', '/signup/kakao?accessToken=sweep-ticket', 'signup-kakao');
  add('guest', '/password-reset', '/password-reset', 'password-reset');
  // A well-formed token no mail gave out: the page shows its form; only submitting asks the server.
  add('guest', '/password-reset/new', `/password-reset/new#token=${'s'.repeat(43)}`, 'password-reset-new');
  add('guest', '/privacy', '/privacy', 'privacy');
  add('guest', '/terms', '/terms', 'terms');
  add('guest', '/email-policy', '/email-policy', 'email-policy');
  add('guest', '/marketing-consent', '/marketing-consent', 'marketing-consent');
  add('guest', '/test', '/test', 'test');
  add('guest', '*', '/no-such-page', 'not-found');

  add('member', '/reservation/:storeNo', `/reservation/${store.storeNo}`, 'reservation');
  add('member', '/my-page', '/my-page', 'my-page');
  add('member', '/my-password', '/my-password', 'my-password');
  add('member', '/password', '/password', 'password');
  add('member', '/new-password', '/new-password', 'new-password');
  add('member', '/my-info', '/my-info', 'my-info', { passwordReentered: true });
  add('member', '/account-delete', '/account-delete', 'account-delete');
  add(
    'member',
    '/reservation-complete/:reservationNo',
    `/reservation-complete/${upcoming.reservationNo}`,
    'reservation-complete',
  );
  add('member', '/my-reservation-list', '/my-reservation-list', 'my-reservation-list');
  add('member', '/my-reservation-list', '/my-reservation-list?tab=past', 'my-reservation-list-past');
  add('member', '/my-reservation-list', '/my-reservation-list?tab=cancelled', 'my-reservation-list-cancelled');
  add('member', '/my-reservation-detail', '/my-reservation-detail', 'my-reservation-detail', {
    reservationNo: booking.reservationNo,
  });
  add(
    'member',
    '/my-reservation-detail/:reservationNo',
    `/my-reservation-detail/${upcoming.reservationNo}`,
    'my-reservation-detail-upcoming',
  );
  add(
    'member',
    '/reservation-change/:reservationNo',
    `/reservation-change/${upcoming.reservationNo}`,
    'reservation-change',
  );
  add('member', '/my-review-list', '/my-review-list', 'my-review-list');
  add('member', '/my-review-detail', '/my-review-detail', 'my-review-detail', { review: myReview });
  add('member', '/review-form', '/review-form', 'review-form', { review: myReview });
  add('member', '/my-register-owner', '/my-register-owner', 'my-register-owner');

  add('owner', '/owner-page', '/owner-page', 'owner-page');
  add('owner', '/register-store', '/register-store', 'register-store');
  add('owner', '/store-reservation', '/store-reservation', 'store-reservation');
  add(
    'owner',
    '/store-reservation-detail/:reservationNo',
    `/store-reservation-detail/${storeBooking.reservationNo}`,
    'store-reservation-detail',
  );
  // The book at the day of the store's newest booking: its day, its month, and the month's confirmed ones listed.
  const bookDay = storeBooking.reservationDate as string;
  const bookMonth = bookDay.slice(0, 7);
  add(
    'owner',
    '/store-reservation-book',
    `/store-reservation-book?view=day&date=${bookDay}`,
    'store-reservation-book-day',
  );
  add(
    'owner',
    '/store-reservation-book',
    `/store-reservation-book?view=month&date=${bookDay}`,
    'store-reservation-book-month',
  );
  add(
    'owner',
    '/store-reservation-book',
    `/store-reservation-book?view=list&from=${bookMonth}-01&to=${bookDay}&status=confirmed`,
    'store-reservation-book-list',
  );
  add('owner', '/store-review', '/store-review', 'store-review');
  add('owner', '/store-review-detail', `/store-review-detail?reviewNo=${storeReview.reviewNo}`, 'store-review-detail');

  add('admin', '/admin', '/admin', 'admin');
  add('admin', '/admin/user-list', '/admin/user-list', 'admin-user-list');
  add('admin', '/admin/user/:userNo', `/admin/user/${user.userNo}`, 'admin-user');
  add('admin', '/admin/owner-list', '/admin/owner-list', 'admin-owner-list');
  add('admin', '/admin/owner/:registerNo', `/admin/owner/${owner.registerNo}`, 'admin-owner');
  add('admin', '/admin/store-list', '/admin/store-list', 'admin-store-list');
  add('admin', '/admin/store/:storeNo', `/admin/store/${store.storeNo}`, 'admin-store');
  add('admin', '/admin/review-list', '/admin/review-list', 'admin-review-list');
  add('admin', '/admin/review/:reivewNo', `/admin/review/${review.reviewNo}`, 'admin-review');
  add('admin', '/admin/payments', '/admin/payments', 'admin-payments');
  add('admin', '/admin/payments/:orderId', `/admin/payments/${payment?.orderId ?? 'no-such-order'}`, 'admin-payment');
  add('admin', '/notice-write', '/notice-write', 'notice-write');
  add('admin', '/notice-detail', `/notice-detail?noticeNo=${notice.noticeNo}`, 'notice-detail-admin');
  return visits;
}

/**
 * Two full evening hours three days ahead at demo owner1's store, and demo member1 on the waitlist (빈자리
 * 알림) of the second: for `npm run screens`, the booking page offering "빈자리 알림 받기" for the first,
 * and my-page's waitlist section. Answers that booking page. One member may not take a whole hour (the
 * largest party and the seats cap, docs/security.md), so the owner lowers each hour to its booked seats
 * plus two, and a demo member books those two.
 */
export async function waitlistVisit(request: APIRequestContext): Promise<RouteVisit> {
  const member1 = await login(request, DEMO.member1);
  const member2 = await login(request, DEMO.member2);
  const owner1 = await login(request, DEMO.owner1);
  const store = await json(request, '/api/owner/stores', owner1.accessToken);
  const { today } = await json(request, `/api/reservation/store/${store.storeNo}`);
  const date = new Date(Date.parse(`${today}T00:00:00Z`) + 3 * 86_400_000).toISOString().slice(0, 10);
  const day = await json(request, `/api/reservation/slots?storeNo=${store.storeNo}&reservationDate=${date}`);
  const [offered, waited] = (day.slots as { time: string; available: number; bookable: boolean }[]).filter(
    (s) => s.bookable && s.time >= '18:00',
  );
  if (!offered || !waited) throw new Error(`no two evening hours at store ${store.storeNo} on ${date}`);
  const post = (url: string, token: string, data: object) =>
    request.post(url, { headers: { authorization: `Bearer ${token}` }, data });
  const hours = (await json(request, `/api/owner/slots?date=${date}`, owner1.accessToken)).slots as {
    time: string;
    booked: number;
  }[];
  // Each member books one hour: demo member2 already holds a booking at the store that day (E131 at two).
  for (const [slot, booker] of [
    [offered, member1],
    [waited, member2],
  ] as const) {
    const booked = hours.find((hour) => hour.time === slot.time)?.booked ?? 0;
    const narrowed = await request.put('/api/owner/slots', {
      headers: { authorization: `Bearer ${owner1.accessToken}` },
      data: { date, time: slot.time, capacity: booked + 2 },
    });
    if (!narrowed.ok()) throw new Error(`narrowing ${date} ${slot.time} answered ${narrowed.status()}`);
    const full = await post('/api/reservation', booker.accessToken, {
      storeNo: store.storeNo,
      reservationDate: date,
      reservationTime: slot.time,
      personCount: 2,
    });
    if (!full.ok()) throw new Error(`filling ${date} ${slot.time} answered ${full.status()}`);
  }
  const joined = await post('/api/waitlist', member1.accessToken, {
    storeNo: store.storeNo,
    date,
    time: waited.time,
    personCount: 2,
  });
  if (!joined.ok()) throw new Error(`joining the waitlist answered ${joined.status()}`);
  return {
    role: 'member',
    route: '/reservation/:storeNo',
    path: `/reservation/${store.storeNo}?date=${date}&time=${offered.time}&party=2`,
    slug: 'reservation-waitlist',
  };
}

/**
 * Demo owner1 reports a review of their store, and the admin's review list searched by that store's
 * name: for `npm run screens`, the list with its search, the reviews' text and a report's reason.
 */
export async function reportedReviewVisit(request: APIRequestContext): Promise<RouteVisit> {
  const owner1 = await login(request, DEMO.owner1);
  const store = await json(request, '/api/owner/stores', owner1.accessToken);
  const review = (await json(request, '/api/owner/reviews?page=0', owner1.accessToken)).reviewList[0];
  const reported = await request.post(`/api/owner/reviews/${review.reviewNo}/report`, {
    headers: { authorization: `Bearer ${owner1.accessToken}` },
    data: { reason: '허위 정보', detail: '그날 방문 기록이 없는 손님이에요.' },
  });
  if (!reported.ok()) throw new Error(`reporting review ${review.reviewNo} answered ${reported.status()}`);
  return {
    role: 'admin',
    route: '/admin/review-list',
    path: `/admin/review-list?q=${encodeURIComponent(store.storeName)}`,
    slug: 'admin-review-list-search',
  };
}

/** Signs in through the login page, so the session holds what the app itself stores. */
export async function signIn(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('이메일').fill(account.email);
  await page.getByLabel('비밀번호').fill(account.password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

/**
 * Opens a visit and waits for its data. Router state is handed over the way react-router keeps it
 * (`history.state.usr`), as if the screen had been reached by a click.
 */
export async function openVisit(page: Page, visit: RouteVisit): Promise<void> {
  if (visit.state === undefined) {
    await page.goto(visit.path);
  } else {
    if (!page.url().startsWith('http')) await page.goto('/terms');
    await page.evaluate(
      ({ path, state }) => {
        window.history.pushState({ usr: state, key: 'sweep', idx: window.history.length }, '', path);
        window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
      },
      { path: visit.path, state: visit.state },
    );
  }
  await page.waitForLoadState('networkidle');
  if (visit.press) {
    await page.getByRole('button', { name: visit.press, exact: true }).first().click();
    await page.waitForLoadState('networkidle');
  }
  if (visit.tick) await page.getByRole('checkbox', { name: visit.tick, exact: true }).check();
  if (visit.reveal) {
    const control = page
      .getByRole('button', { name: visit.reveal, exact: true })
      .or(page.getByRole('radio', { name: visit.reveal, exact: true }))
      .first();
    await control.click();
    await control.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await page.evaluate(() => window.scrollBy(0, -120));
  }
}

/**
 * For `npm run screens`: the hours of a demo store with a 브레이크 타임 opened on its store page, and
 * demo owner1's store form with the hours editor switched to 요일별 (docs/adr/0049-hours-by-weekday.md).
 */
export async function hoursVisits(request: APIRequestContext): Promise<RouteVisit[]> {
  const sushi = (await json(request, `/api/store/list?search=${encodeURIComponent('스시 하나')}`)).content[0];
  return [
    {
      role: 'guest',
      route: '/store-detail/:storeNo',
      path: `/store-detail/${sushi.storeNo}`,
      slug: 'store-detail-hours',
      reveal: '요일별 영업시간',
    },
    {
      role: 'owner',
      route: '/register-store',
      path: '/register-store',
      slug: 'register-store-hours',
      reveal: '요일별로 달라요',
    },
  ];
}

/**
 * A booking of demo owner1's store that may be marked 방문 완료 now (its hour started, within the no-show's
 * window, not marked): the owner's list is read page by page, each row's detail asked. Answers its number and
 * the guest's name.
 */
export async function visitableBooking(
  request: APIRequestContext,
  ownerToken: string,
): Promise<{ reservationNo: number; userName: string }> {
  const store = await json(request, '/api/owner/stores', ownerToken);
  for (let page = 0; ; page++) {
    const list = await json(request, `/api/reservation/owner/${store.storeNo}?page=${page}`, ownerToken);
    for (const row of list.reservationList as { reservationNo: number; userName: string }[]) {
      const detail = await json(request, `/api/reservation/owner/detail/${row.reservationNo}`, ownerToken);
      if (detail.visitEditable && detail.visited === 'N' && detail.noShowEditable) return row;
    }
    if (page + 1 >= list.totalPages) throw new Error(`no booking of store ${store.storeNo} to mark 방문 완료`);
  }
}

/**
 * For `npm run screens`: a booking of demo owner1's store marked 방문 완료, with the owner's note about its
 * guest, its detail shown with the guest card (손님 카드) open.
 */
export async function guestCardVisit(request: APIRequestContext): Promise<RouteVisit> {
  const owner1 = await login(request, DEMO.owner1);
  const headers = { authorization: `Bearer ${owner1.accessToken}` };
  const { reservationNo } = await visitableBooking(request, owner1.accessToken);
  const visited = await request.patch('/api/reservation/owner/visited', {
    headers,
    data: { reservationNo, visited: true },
  });
  if (!visited.ok()) throw new Error(`방문 완료 answered ${visited.status()}`);
  const noted = await request.put(`/api/owner/guests/by-reservation/${reservationNo}/note`, {
    headers,
    data: { note: '창가 자리 선호\n갑각류 알레르기 — 새우, 게 빼고 준비' },
  });
  if (!noted.ok()) throw new Error(`the guest note answered ${noted.status()}`);
  return {
    role: 'owner',
    route: '/store-reservation-detail/:reservationNo',
    path: `/store-reservation-detail/${reservationNo}`,
    slug: 'store-reservation-detail-guest-card',
    press: '손님 카드',
  };
}

/**
 * The demo store with a 예약금 (압구정 스시 오마에) as the diner meets it: its booking page with the
 * "예약금 … 결제하고 예약하기" button for a party of 2 (`reservation-deposit`), and a booking of it paid in
 * the demo window, its detail showing the payment (`my-reservation-detail-deposit`). The booking is made
 * here through the API and the demo window's 결제하기, as the browser would. And the owner's store form
 * with the policy section turned on (`register-store-deposit`).
 */
export async function depositVisits(request: APIRequestContext): Promise<RouteVisit[]> {
  const member = await login(request, DEMO.member1);
  const list = await json(request, `/api/store/list?search=${encodeURIComponent('압구정 스시 오마에')}`);
  const { storeNo } = (list.content as { storeNo: number; storeName: string }[])[0] as { storeNo: number };
  const info = await json(request, `/api/reservation/store/${storeNo}`);
  const day = (n: number) =>
    new Date(Date.parse(`${info.today}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
  let date = '';
  for (let n = 22; n < 30 && !date; n++) {
    const slots = await json(request, `/api/reservation/slots?storeNo=${storeNo}&reservationDate=${day(n)}`);
    if ((slots.slots as { time: string; bookable: boolean }[]).some((s) => s.time === '18:00' && s.bookable)) {
      date = day(n);
    }
  }
  if (!date) throw new Error('no open evening at the deposit store 22–29 days ahead');
  const held = await request.post('/api/reservation/deposit', {
    headers: { authorization: `Bearer ${member.accessToken}` },
    data: { storeNo, reservationDate: date, reservationTime: '18:00', personCount: 2, policyAgreed: true },
  });
  if (!held.ok()) throw new Error(`the deposit booking answered ${held.status()}`);
  const { orderId } = await held.json();
  // 결제하기 in the demo window: its redirects end on the confirmation page of the new booking.
  const paid = await request.post(`/api/payments/demo/${orderId}`);
  const reservationNo = new URL(paid.url()).pathname.match(/^\/reservation-complete\/(\d+)$/)?.[1];
  if (!reservationNo) throw new Error(`the demo payment ended on ${paid.url()}`);
  return [
    {
      role: 'member',
      route: '/reservation/:storeNo',
      path: `/reservation/${storeNo}?date=${date}&time=18:00&party=2`,
      slug: 'reservation-deposit',
    },
    {
      role: 'member',
      route: '/my-reservation-detail/:reservationNo',
      path: `/my-reservation-detail/${reservationNo}`,
      slug: 'my-reservation-detail-deposit',
    },
    // This payment's ledger on the admin's 결제 내역 (the list, `admin-payments`, shows it too).
    {
      role: 'admin',
      route: '/admin/payments/:orderId',
      path: `/admin/payments/${orderId}`,
      slug: 'admin-payment-deposit',
    },
    // The owner's store form with its 예약금·취소 규정 section turned on (not saved, ADR-0051).
    {
      role: 'owner',
      route: '/register-store',
      path: '/register-store',
      slug: 'register-store-deposit',
      tick: '예약금 받기',
    },
  ];
}
