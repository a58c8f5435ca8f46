import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { DEMO, expect, loginViaApi, test, visit } from '../fixtures.js';
import { mailedCode, mailsTo } from '../support/mail.js';

interface Session {
  accessToken: string;
  refreshToken: string;
  userNo: number;
}

async function login(request: APIRequestContext, email: string, password: string): Promise<Session> {
  const response = await request.post('/api/auth/login', { data: { userId: email, userPw: password } });
  expect(response.ok()).toBe(true);
  return (await response.json()).data;
}

/** A new member, signed up through the API with the e-mail code read from the SMTP capture. */
async function signUpMember(request: APIRequestContext, label: string) {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const email = `${label}.${stamp}@example.com`;
  const password = 'Siktak!e2e1';
  expect((await request.post('/api/auth/send-code', { data: { userId: email } })).ok()).toBe(true);
  const code = await mailedCode(email);
  expect((await request.post('/api/auth/verify-code', { data: { email, code } })).ok()).toBe(true);
  const signup = await request.post('/api/auth/signup', {
    data: {
      userId: email,
      userPw: password,
      userName: '테스트회원',
      userNickName: `e2e${stamp.slice(-9)}`,
      userPhone: `010-${stamp.slice(-8, -4)}-${stamp.slice(-4)}`,
    },
  });
  expect(signup.ok(), await signup.text()).toBe(true);
  return { email, password, session: await login(request, email, password) };
}

const bearer = (session: Session) => ({ authorization: `Bearer ${session.accessToken}` });

/** A store of the demo data that no other spec uses, found by its exact name. */
async function demoStore(request: APIRequestContext, name: string): Promise<number> {
  const response = await request.get(`/api/store/list?search=${encodeURIComponent(name)}`);
  const { content } = (await response.json()) as { content: { storeNo: number; storeName: string }[] };
  const store = content.find((s) => s.storeName === name);
  expect(store, `demo store ${name}`).toBeTruthy();
  return store!.storeNo;
}

/** Books the first bookable slot of `storeNo` from tomorrow on, as `session`'s member. */
async function bookUpcoming(request: APIRequestContext, session: Session, storeNo: number): Promise<number> {
  const info = await (await request.get(`/api/reservation/store/${storeNo}`)).json();
  for (let offset = 1; offset < 30; offset++) {
    const date = new Date(Date.parse(`${info.today}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
    const day = await (await request.get(`/api/reservation/slots?storeNo=${storeNo}&reservationDate=${date}`)).json();
    const slot = (day.slots as { time: string; bookable: boolean; available: number }[]).find(
      (s) => s.bookable && s.available >= 2,
    );
    if (!slot) continue;
    const response = await request.post('/api/reservation', {
      headers: bearer(session),
      data: { userNo: session.userNo, storeNo, reservationDate: date, reservationTime: slot.time, personCount: 2 },
    });
    expect(response.status()).toBe(201);
    return (await response.json()).reservationNo;
  }
  throw new Error(`no bookable slot at store ${storeNo}`);
}

async function confirmDialog(page: Page, button: string) {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(dialog).toBeHidden();
}

async function memberPage(browser: Browser, baseURL: string | undefined, account: { email: string; password: string }) {
  const context = await browser.newContext({ baseURL, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
  const page = await context.newPage();
  await loginViaApi(page, account);
  return { page, close: () => context.close() };
}

test.describe('admin console', () => {
  test('admin home: the tiles, and every list with a way back and pages @mobile', async ({ page }) => {
    await loginViaApi(page, DEMO.admin);
    await visit(page, '/admin');
    await expect(page).toHaveTitle('관리자 | 식탁');
    const menu = page.getByRole('navigation', { name: '관리 메뉴' });
    for (const tile of ['사장님 권한 관리', '회원 관리', '가게 관리', '리뷰 관리']) {
      await expect(menu.getByRole('link', { name: new RegExp(tile) })).toBeVisible();
    }
    await expect(menu.getByRole('link', { name: /사장님 권한 관리/ })).toHaveAttribute('href', '/admin/owner-list');

    await menu.getByRole('link', { name: /회원 관리/ }).click();
    await expect(page).toHaveURL(/\/admin\/user-list$/);
    const users = page.getByRole('table', { name: '회원 목록' });
    // Newest members first; other specs sign members up, so look at the first row rather than a name.
    await expect(users.getByRole('row').nth(1).getByRole('link').first()).toBeVisible();
    await page.getByRole('link', { name: '관리자 홈' }).click();
    await expect(page).toHaveURL(/\/admin$/);

    await menu.getByRole('link', { name: /가게 관리/ }).click();
    const stores = page.getByRole('table', { name: '가게 목록' });
    await expect(stores.getByRole('row')).toHaveCount(11);
    await expect(stores).toContainText('★');
    await page.getByRole('button', { name: '2페이지' }).click();
    await expect(page).toHaveURL(/\/admin\/store-list\?page=2$/);
    await expect(page.getByRole('button', { name: '2페이지' })).toHaveAttribute('aria-current', 'page');
    await expect(stores.getByRole('row')).toHaveCount(11);
    await page.getByRole('link', { name: '관리자 홈' }).click();

    await menu.getByRole('link', { name: /리뷰 관리/ }).click();
    const reviews = page.getByRole('table', { name: '리뷰 목록' });
    await expect(reviews.getByRole('row').nth(1)).toBeVisible();
    await reviews.getByRole('row').nth(1).getByRole('link').click();
    await expect(page).toHaveURL(/\/admin\/review\/\d+$/);
    await expect(page.getByRole('heading', { name: '신고 내역' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '관리 기록' })).toBeVisible();
    await page.getByRole('link', { name: '리뷰 목록' }).click();
    await expect(page).toHaveURL(/\/admin\/review-list$/);
  });

  test('the admin finds a member by e-mail and a store by name; the search stays in the address', async ({ page }) => {
    const member = await signUpMember(page.request, 'findme');
    await loginViaApi(page, DEMO.admin);

    await visit(page, '/admin/user-list?page=2');
    const users = page.getByRole('table', { name: '회원 목록' });
    await expect(users.getByRole('row').nth(1)).toBeVisible();
    // Any case and surrounding spaces: the e-mail is found all the same, and the page starts again at 1.
    await page.getByRole('searchbox', { name: '회원 검색' }).fill(`  ${member.email.toUpperCase()} `);
    const address = () => new URL(page.url());
    await expect.poll(() => address().searchParams.get('q')).toBe(member.email.toUpperCase());
    expect(address().searchParams.has('page')).toBe(false);
    await expect(users.getByRole('row')).toHaveCount(2);
    await expect(users.getByRole('row').nth(1)).toContainText(member.email);
    await page.reload();
    await expect(page.getByRole('searchbox', { name: '회원 검색' })).toHaveValue(member.email.toUpperCase());
    await expect(users.getByRole('row')).toHaveCount(2);
    await page.getByRole('searchbox', { name: '회원 검색' }).fill('아무도없는%_검색어');
    await expect(page.getByText("'아무도없는%_검색어'에 맞는 회원이 없어요.")).toBeVisible();

    await visit(page, '/admin/store-list?page=2');
    const stores = page.getByRole('table', { name: '가게 목록' });
    await expect(stores.getByRole('row')).toHaveCount(11);
    await page.getByRole('searchbox', { name: '가게 검색' }).fill('청담 스테이크');
    await page.getByRole('searchbox', { name: '가게 검색' }).press('Enter');
    await expect(page).toHaveURL(/\/admin\/store-list\?q=/);
    await expect(stores.getByRole('row')).toHaveCount(2);
    await expect(stores.getByRole('link', { name: '청담 스테이크 하우스' })).toBeVisible();
    await page.getByRole('button', { name: '검색어 지우기' }).click();
    await expect(page).toHaveURL(/\/admin\/store-list$/);
    await expect(stores.getByRole('row')).toHaveCount(11);
  });

  test('a member and a visitor cannot use the admin pages', async ({ page }) => {
    await visit(page, '/admin/user-list');
    await expect(page).toHaveURL(/\/login$/);
    await loginViaApi(page, DEMO.member1);
    await visit(page, '/admin/store-list');
    await expect(page.getByText('접근 권한이 없어요.')).toBeVisible();
    const refused = await page.request.get('/api/admin/manage/stores?page=0', {
      headers: bearer(await login(page.request, DEMO.member1.email, DEMO.member1.password)),
    });
    expect(refused.status()).toBe(403);
  });

  test('the admin withdraws a member, who is signed out on their next request', async ({ page, browser, baseURL }) => {
    const member = await signUpMember(page.request, 'withdrawn');
    const storeNo = await demoStore(page.request, '종로 빈대떡');
    const reservationNo = await bookUpcoming(page.request, member.session, storeNo);
    const theirs = await memberPage(browser, baseURL, member);

    await loginViaApi(page, DEMO.admin);
    await visit(page, `/admin/user/${member.session.userNo}`);
    await expect(page.getByRole('heading', { level: 1, name: '테스트회원 회원' })).toBeVisible();
    await expect(page.getByText(member.email)).toBeVisible();
    // Signed up through the API without consents, as the existing client does: recorded as not known.
    const consents = page.getByRole('region', { name: '약관 동의' });
    await expect(consents.getByRole('listitem').filter({ hasText: '이용약관 동의' })).toContainText('확인 안 됨');
    await expect(consents.getByRole('listitem').filter({ hasText: '이용약관 동의' })).toContainText('이전 앱으로 가입');
    await page.getByRole('button', { name: '회원 탈퇴' }).click();
    const dialog = page.getByRole('dialog', { name: '이 회원을 탈퇴시킬까요?' });
    await expect(dialog).toContainText(member.email);
    await confirmDialog(page, '탈퇴시키기');
    await expect(page.getByRole('status').filter({ hasText: '회원 탈퇴가 완료되었습니다.' })).toBeVisible();
    await expect(page.getByText('이미 탈퇴한 회원이에요.')).toBeVisible();
    await expect(page.getByRole('region', { name: '관리 기록' })).toContainText(
      '회원 탈퇴 처리 (예정된 예약 1건 취소)',
    );
    await expect(page.getByRole('region', { name: '관리 기록' })).toContainText('처리자 관리자');

    // Their very next request is refused as a token failure (code "401"), and no refresh brings them back.
    const next = await theirs.page.request.get('/api/profile/form', { headers: bearer(member.session) });
    expect(next.status()).toBe(401);
    expect((await next.json()).code).toBe('401');
    const refresh = await theirs.page.request.post('/api/auth/refresh', {
      data: { refreshToken: member.session.refreshToken },
    });
    expect((await refresh.json()).code).toBe('401');
    await theirs.close();

    await expect
      .poll(async () => (await mailsTo(member.email)).map((m) => m.subject))
      .toContain('[식탁] 회원 탈퇴 처리 안내');
    const notice = (await mailsTo(member.email)).find((m) => m.subject === '[식탁] 회원 탈퇴 처리 안내')!;
    expect(notice.text).toContain('예정되어 있던 예약 1건이 함께 취소되었습니다.');
    expect(notice.text).toContain(`예약번호 ${reservationNo}`);

    await visit(page, '/admin/user-list');
    await expect(
      page.getByRole('row').filter({ hasText: member.email }).getByText('탈퇴', { exact: true }),
    ).toBeVisible();
  });

  test('the admin deletes a store: gone from /stores, bookings cancelled and mailed, shown as deleted', async ({
    page,
  }) => {
    const name = '대림 양꼬치';
    const storeNo = await demoStore(page.request, name);
    const member = await signUpMember(page.request, 'storegone');
    const reservationNo = await bookUpcoming(page.request, member.session, storeNo);

    await loginViaApi(page, DEMO.admin);
    await visit(page, `/admin/store/${storeNo}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await page.getByRole('button', { name: '가게 삭제' }).click();
    await confirmDialog(page, '삭제');
    await expect(page.getByRole('status').filter({ hasText: '삭제 완료' })).toBeVisible();
    await expect(page.getByText('삭제됨', { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: '관리 기록' })).toContainText('가게 삭제 (예정된 예약 1건 취소)');
    await expect(page.getByRole('button', { name: '가게 삭제' })).toHaveCount(0);
    await expect(page.getByRole('form', { name: '가게 정보 수정' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: '가게 정보', exact: true })).toContainText('시간당 인원');

    await visit(page, '/stores?q=대림');
    await expect(page.getByText('0곳', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(name) })).toHaveCount(0);
    await visit(page, `/store-detail/${storeNo}`);
    await expect(page.getByText('가게 정보를 찾을 수 없어요.')).toBeVisible();

    // The member's booking is cancelled, their list shows the store as deleted, and the mail cancels the event.
    const list = await page.request.get(`/api/reservation/mypage/${member.session.userNo}?page=0`, {
      headers: bearer(member.session),
    });
    const row = (await list.json()).reservationList.find(
      (r: { reservationNo: number }) => r.reservationNo === reservationNo,
    );
    expect(row).toMatchObject({ status: 'N', isDeleted: 'Y', storeName: name });
    await loginViaApi(page, member);
    await visit(page, '/my-reservation-list?tab=cancelled');
    const shown = page.getByRole('row').or(page.getByRole('listitem')).filter({ hasText: '삭제된 가게입니다' });
    await expect(shown.filter({ visible: true })).toHaveCount(1);
    await expect(shown.filter({ visible: true })).toContainText('예약취소');
    await expect(page.getByText(name)).toHaveCount(0);
    await expect
      .poll(async () => (await mailsTo(member.email)).map((m) => m.subject))
      .toContain(`[식탁] 가게 사정으로 예약이 취소되었습니다 - ${name}`);
    const mail = (await mailsTo(member.email)).find((m) => m.subject.includes('가게 사정으로'))!;
    expect(mail.text).toContain('취소 사유: 가게 사정으로 취소되었습니다.');
    expect(mail.attachments[0]?.content).toContain('METHOD:CANCEL');
    expect(mail.attachments[0]?.content).toContain(`reservation-${reservationNo}@siktak`);
  });

  test('the admin hides a review from the store page and shows it again @mobile', async ({ page }) => {
    const storeNo = await demoStore(page.request, '청담 스테이크 하우스');
    const publicReviews = async () =>
      (await (await page.request.get(`/api/review/store/${storeNo}`)).json()) as {
        reviewNo: number;
        reviewContent: string;
      }[];
    const [review] = await publicReviews();
    expect(review).toBeTruthy();

    await loginViaApi(page, DEMO.admin);
    await visit(page, `/admin/review/${review!.reviewNo}`);
    await expect(page.getByText(review!.reviewContent)).toBeVisible();
    await expect(page.getByText('공개', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: '숨기기' }).click();
    await confirmDialog(page, '숨기기');
    await expect(page.getByRole('status').filter({ hasText: '리뷰를 숨겼습니다.' })).toBeVisible();
    await expect(page.getByText('숨김', { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: '관리 기록' })).toContainText('리뷰 숨김');
    expect((await publicReviews()).map((r) => r.reviewNo)).not.toContain(review!.reviewNo);

    const left = (await publicReviews()).length;
    await visit(page, `/store-detail/${storeNo}`);
    await expect(page.getByRole('heading', { level: 1, name: '청담 스테이크 하우스' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /방문자 리뷰/ })).toHaveText(
      new RegExp(`^방문자 리뷰\\s*${left || ''}$`),
    );

    await visit(page, `/admin/review/${review!.reviewNo}`);
    await page.getByRole('button', { name: '다시 공개' }).click();
    await expect(page.getByRole('status').filter({ hasText: '리뷰를 다시 공개했습니다.' })).toBeVisible();
    await expect(page.getByText('공개', { exact: true })).toBeVisible();
    expect((await publicReviews()).map((r) => r.reviewNo)).toContain(review!.reviewNo);
  });

  test('the store editor checks the spec rules and sends the flat multipart variant of the existing client', async ({
    page,
  }) => {
    const storeNo = await demoStore(page.request, '망원 김밥');
    await loginViaApi(page, DEMO.admin);
    await visit(page, `/admin/store/${storeNo}`);
    const form = page.getByRole('form', { name: '가게 정보 수정' });

    await form.getByRole('textbox', { name: '가게 이름' }).fill('');
    await form.getByRole('textbox', { name: '전화번호' }).fill('12345');
    await form.getByRole('button', { name: '수정하기' }).click();
    await expect(form.getByText('모든 필수 항목을 입력해주세요.')).toBeVisible();
    await expect(form.getByText('전화번호 형식을 확인해주세요. 예: 02-1234-5678')).toBeVisible();

    // The owner endpoint belongs to the owner feature; here we check what the editor puts on the wire.
    let sent = '';
    let contentType = '';
    await page.route('**/api/owner/stores/update', async (route) => {
      sent = route.request().postDataBuffer()?.toString('utf8') ?? '';
      contentType = (await route.request().headerValue('content-type')) ?? '';
      await route.fulfill({ status: 200, contentType: 'application/json', body: '{"success":true}' });
    });
    await form.getByRole('textbox', { name: '가게 이름' }).fill('망원 김밥 본점');
    await form.getByRole('textbox', { name: '전화번호' }).fill('0233334444');
    await form.getByRole('textbox', { name: '전화번호' }).blur();
    await expect(form.getByRole('textbox', { name: '전화번호' })).toHaveValue('02-3333-4444');
    await form.getByRole('textbox', { name: '1번 메뉴 이름' }).fill('참치김밥');
    await form.getByRole('button', { name: '2번 메뉴 삭제' }).click();
    await form.getByRole('checkbox', { name: '월요일' }).check();
    await form.getByRole('button', { name: '이미지 1 삭제' }).click();
    await form.getByRole('button', { name: '수정하기' }).click();
    await expect(page.getByRole('status').filter({ hasText: '수정이 완료되었습니다.' })).toBeVisible();

    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    const part = (name: string) =>
      [...sent.matchAll(new RegExp(`name="${name}"\\r\\n\\r\\n([^\\r]*)\\r\\n`, 'g'))].map((m) => m[1]);
    expect(part('storeDto')).toEqual([]);
    expect(part('storeNo')).toEqual([String(storeNo)]);
    expect(part('storeName')).toEqual(['망원 김밥 본점']);
    expect(part('storePhone')).toEqual(['02-3333-4444']);
    expect(part('menuList')).toEqual(['참치김밥', '라볶이']);
    expect(part('dayOff')).toContain('월');
    expect(part('startDate')).toEqual(['null']);
    expect(part('endDate')).toEqual(['null']);
    expect(part('categoryConvenience').length).toBeGreaterThan(0);
    expect(part('deletedImagePaths')).toHaveLength(1);
    expect(part('deletedImagePaths')[0]).toMatch(/^http:\/\/localhost:\d+\/uploads\/stores\//);
    expect(part('count')).toHaveLength(1);

    await page.unroute('**/api/owner/stores/update');
    await page.route('**/api/owner/stores/update', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: '{"success":false,"code":"E300","message":"x"}',
      }),
    );
    await form.getByRole('button', { name: '수정하기' }).click();
    await expect(page.getByRole('status').filter({ hasText: '수정 중 오류가 발생했습니다.' })).toBeVisible();
  });
});
