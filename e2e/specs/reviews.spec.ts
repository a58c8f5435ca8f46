import { crc32, deflateSync } from 'node:zlib';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { DEMO, expect, expectAccessible, loginViaApi, test, visit } from '../fixtures.js';

/** Demo owner1's store, where demo member1 has a past visit without a review (apps/server/src/seed). */
const STORE = '을지로 골뱅이집';

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG of one colour, written by hand so the test needs no image library. */
function png(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) row.set([r, g, b], 1 + x * 3);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const photo = (name: string, rgb: [number, number, number]) => ({
  name,
  mimeType: 'image/png',
  buffer: png(320, 240, rgb),
});

interface Session {
  accessToken: string;
  userNo: number;
}

async function apiLogin(request: APIRequestContext, account: { email: string; password: string }): Promise<Session> {
  const response = await request.post('/api/auth/login', { data: { userId: account.email, userPw: account.password } });
  expect(response.ok()).toBe(true);
  return (await response.json()).data;
}

const bearer = (session: Session) => ({ authorization: `Bearer ${session.accessToken}` });

interface ReservationRow {
  reservationNo: number;
  storeNo: number;
  storeName: string;
  reservationDate: string;
  reservationTime: string;
  status: string;
  isReview: string;
  reviewNo: number | null;
}

/**
 * Member1's latest past visit at the store, as the reservation list shows it, without a review: a
 * review a failed earlier run left on it is deleted first, so every run starts from the same place.
 */
async function unreviewedVisit(request: APIRequestContext, member: Session): Promise<ReservationRow> {
  for (let page = 0, totalPages = 1; page < totalPages; page++) {
    const list = await request.get(`/api/reservation/mypage/${member.userNo}?page=${page}`, {
      headers: bearer(member),
    });
    const body: { reservationList: ReservationRow[]; totalPages: number } = await list.json();
    totalPages = body.totalPages;
    // Newest first: the first reviewable (or reviewed) visit at the store is the latest one.
    const row = body.reservationList.find(
      (r) => r.storeName === STORE && r.status === 'Y' && ['YET', 'COM'].includes(r.isReview),
    );
    if (!row) continue;
    if (row.reviewNo === null) return row;
    await request.delete(`/api/review/delete/${row.reviewNo}`, { headers: bearer(member) });
    return { ...row, isReview: 'YET', reviewNo: null };
  }
  throw new Error(`member1 has no past visit at ${STORE}`);
}

/** Member1 reviews their latest unreviewed visit at the store over the API, with a photo per colour. */
async function reviewLatestVisit(
  request: APIRequestContext,
  member: Session,
  text: string,
  grade: number,
  colours: [number, number, number][],
): Promise<{ reviewNo: number; storeNo: number }> {
  const row = await unreviewedVisit(request, member);
  const form = new FormData();
  form.append('reservationNo', String(row.reservationNo));
  form.append('storeNo', String(row.storeNo));
  form.append('reviewContent', text);
  form.append('storeGrade', String(grade));
  for (const [i, rgb] of colours.entries()) {
    form.append('files', new Blob([new Uint8Array(png(160, 120, rgb))], { type: 'image/png' }), `p${i}.png`);
  }
  const written = await request.post('/api/review/write', { headers: bearer(member), multipart: form });
  expect(written.status()).toBe(201);
  return { reviewNo: (await written.json()).reviewNo, storeNo: row.storeNo };
}

/**
 * Opens a route with router state, as a click on another screen would (the reservation list hands
 * its whole row to /review-form): a history entry in React Router's shape, then popstate.
 */
async function openWithState(page: Page, path: string, state: unknown): Promise<void> {
  await page.evaluate(
    ([to, usr]) => {
      const idx = ((window.history.state as { idx?: number } | null)?.idx ?? 0) + 1;
      window.history.pushState({ usr, key: `e2e${idx}`, idx }, '', to);
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    },
    [path, state] as const,
  );
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await page.waitForLoadState('networkidle');
}

async function snap(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

const scoreChip = (page: Page, score: number) =>
  page.locator('label', { has: page.getByRole('radio', { name: `${score}점` }) });

test.describe('reviews', () => {
  test('a member writes a review with two photos, sees it on the store page and in their list, edits and deletes it @mobile', async ({
    page,
  }, testInfo) => {
    const member = await apiLogin(page.request, DEMO.member1);
    const row = await unreviewedVisit(page.request, member);
    await loginViaApi(page, DEMO.member1);
    const text = `골뱅이무침이 새콤달콤했어요 ${testInfo.project.name}`;
    const edited = `다시 가니 파전이 더 맛있었어요 ${testInfo.project.name}`;

    await openWithState(page, '/review-form', { reservation: row });
    await expect(page.getByRole('heading', { level: 1, name: '리뷰 작성' })).toBeVisible();
    await expect(page).toHaveTitle('리뷰 작성 | 식탁');
    await expect(page.getByText(STORE, { exact: true })).toBeVisible();
    await expect(page.getByText(/최대 5장/)).toBeVisible();
    await expectAccessible(page);

    // Every rule of spec §5 speaks first.
    await page.getByRole('button', { name: '등록하기' }).click();
    await expect(page.getByText('별점을 선택해주세요.')).toBeVisible();
    await expect(page.getByText('리뷰 내용을 입력해주세요.')).toBeVisible();
    await expect(page.getByText('사진을 1장 이상 올려주세요.')).toBeVisible();

    // The score is a radio group: a click picks 5점, the arrow key moves on to 4점.
    await scoreChip(page, 5).click();
    await expect(page.getByRole('radio', { name: '5점' })).toBeChecked();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: '4점' })).toBeChecked();
    await page.getByLabel('리뷰 내용').fill(`   ${text}   `);
    await page
      .getByLabel('사진 추가')
      .setInputFiles([photo('first.png', [255, 106, 61]), photo('second.png', [51, 102, 204])]);
    await expect(page.getByRole('img', { name: /선택한 이미지/ })).toHaveCount(2);
    await expect(page.getByText('2/5장')).toBeVisible();
    await snap(page, testInfo, 'review-form');

    await page.getByRole('button', { name: '등록하기' }).click();
    await expect(page).toHaveURL(/\/my-review-list$/);
    await expect(page.getByRole('status').filter({ hasText: '리뷰가 등록되었습니다.' })).toBeVisible();
    const mine = page.getByRole('list', { name: '내가 쓴 리뷰' }).getByRole('listitem');
    await expect(mine.first()).toContainText(STORE);
    await expect(mine.first()).toContainText(text);
    await expect(mine.first().getByRole('img', { name: '5점 만점에 4점' })).toBeVisible();
    await snap(page, testInfo, 'my-review-list');

    await visit(page, `/store-detail/${row.storeNo}`);
    const onStore = page
      .getByRole('region', { name: /방문자 리뷰/ })
      .getByRole('listitem')
      .filter({ hasText: text });
    await expect(onStore).toContainText('미식가');
    await expect(onStore.getByRole('link', { name: /리뷰 사진 \d 크게 보기/ })).toHaveCount(2);

    await visit(page, '/my-review-list');
    await page.getByRole('link', { name: new RegExp(text) }).click();
    await expect(page).toHaveURL(/\/my-review-detail$/);
    await expect(page.getByRole('heading', { level: 2, name: STORE })).toBeVisible();
    await expect(page.getByText('4점', { exact: true })).toBeVisible();
    await expect(page.getByText(text)).toBeVisible();
    const photos = page.getByRole('link', { name: /리뷰 사진 \d 크게 보기/ });
    await expect(photos).toHaveCount(2);
    const secondPhoto = await photos.nth(1).getAttribute('href');
    expect(secondPhoto).toMatch(/^http:\/\/localhost:\d+\/uploads\/reviews\/[0-9a-f-]+\.webp$/);
    await expectAccessible(page);
    await snap(page, testInfo, 'my-review-detail');

    // Edit: drop the first photo, keep the second, add a third; new score and text.
    await page.getByRole('button', { name: '수정' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '리뷰 수정' })).toBeVisible();
    await expect(page.getByLabel('리뷰 내용')).toHaveValue(text);
    await expect(page.getByRole('radio', { name: '4점' })).toBeChecked();
    await expect(page.getByRole('img', { name: /선택한 이미지/ })).toHaveCount(2);
    await page.getByRole('button', { name: '이미지 1 삭제' }).click();
    await page.getByLabel('사진 추가').setInputFiles([photo('third.png', [21, 128, 61])]);
    await expect(page.getByRole('img', { name: /선택한 이미지/ })).toHaveCount(2);
    await scoreChip(page, 5).click();
    await page.getByLabel('리뷰 내용').fill(edited);
    await expectAccessible(page);
    await snap(page, testInfo, 'review-form-edit');
    await page.getByRole('button', { name: '수정하기' }).click();
    await expect(page).toHaveURL(/\/my-review-list$/);
    await expect(page.getByRole('status').filter({ hasText: '리뷰가 수정되었습니다.' })).toBeVisible();

    await page.getByRole('link', { name: new RegExp(edited) }).click();
    await expect(page.getByText('5점', { exact: true })).toBeVisible();
    await expect(page.getByText(edited)).toBeVisible();
    await expect(photos).toHaveCount(2);
    await expect(photos.first()).toHaveAttribute('href', secondPhoto as string);

    // Delete, after the confirmation dialog.
    await page.getByRole('button', { name: '삭제' }).click();
    const confirm = page.getByRole('dialog', { name: '정말 삭제하시겠습니까?' });
    await expect(confirm).toBeVisible();
    await expectAccessible(page);
    await confirm.getByRole('button', { name: '삭제' }).click();
    await expect(page).toHaveURL(/\/my-review-list$/);
    await expect(page.getByRole('status').filter({ hasText: '리뷰가 삭제되었습니다.' })).toBeVisible();
    await expect(page.getByText(edited)).toHaveCount(0);
    const detail = await page.request.get(`/api/reservation/mypage/detail/${row.reservationNo}`, {
      headers: bearer(member),
    });
    expect(await detail.json()).toMatchObject({ isReview: 'YET', reviewNo: null });
  });

  test('the owner opens a review of their store in /store-review, sees its photos and reports it @mobile', async ({
    page,
  }, testInfo) => {
    const member = await apiLogin(page.request, DEMO.member1);
    const text = `사장님이 신고할 리뷰 ${testInfo.project.name}`;
    const { reviewNo } = await reviewLatestVisit(page.request, member, text, 2, [
      [255, 106, 61],
      [51, 102, 204],
      [21, 128, 61],
      [245, 158, 11],
    ]);

    try {
      await loginViaApi(page, DEMO.owner1);
      await visit(page, '/store-review');
      await expect(page.getByRole('heading', { level: 1, name: '가게 리뷰' })).toBeVisible();
      await expect(page.getByText(STORE, { exact: true })).toBeVisible();
      const item = page.getByRole('list', { name: '가게 리뷰 목록' }).getByRole('listitem').filter({ hasText: text });
      await expect(item).toContainText('미식가');
      await expect(item).toContainText('사진 4장');
      await snap(page, testInfo, 'store-review');
      await item.getByRole('link').click();

      await expect(page).toHaveURL(new RegExp(`/store-review-detail\\?reviewNo=${reviewNo}$`));
      await expect(page.getByText(text)).toBeVisible();
      await expect(page.getByText('2점', { exact: true })).toBeVisible();
      // The first three photos show; the third tile says +1 and reveals the fourth.
      await expect(page.getByRole('link', { name: /리뷰 사진 \d 크게 보기/ })).toHaveCount(2);
      await page.getByRole('button', { name: '사진 1장 더 보기' }).click();
      await expect(page.getByRole('link', { name: /리뷰 사진 \d 크게 보기/ })).toHaveCount(4);
      await snap(page, testInfo, 'store-review-detail');

      await page.getByRole('button', { name: '신고하기' }).click();
      const dialog = page.getByRole('dialog', { name: '리뷰 신고' });
      await expect(dialog).toBeVisible();
      for (const reason of ['욕설/비방', '허위 정보', '기타']) {
        await expect(dialog.getByRole('radio', { name: new RegExp(reason) })).toBeVisible();
      }
      await dialog.getByRole('radio', { name: /기타/ }).check();
      await dialog.getByRole('button', { name: '신고하기' }).click();
      await expect(dialog.getByText('신고 사유를 입력해주세요.')).toBeVisible();
      await expectAccessible(page);
      await snap(page, testInfo, 'report-dialog');
      await dialog.getByLabel('신고 내용').fill('방문하지 않은 날짜의 후기 같아요.');
      await dialog.getByRole('button', { name: '신고하기' }).click();
      await expect(page.getByRole('status').filter({ hasText: '신고가 접수되었습니다.' })).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(page.getByText('신고됨', { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: '신고 완료' })).toBeDisabled();

      await page.getByRole('link', { name: '목록으로' }).click();
      await expect(page).toHaveURL(/\/store-review$/);
      await expect(
        page.getByRole('list', { name: '가게 리뷰 목록' }).getByRole('listitem').filter({ hasText: text }),
      ).toContainText('신고됨');
    } finally {
      await page.request.delete(`/api/review/delete/${reviewNo}`, { headers: bearer(member) });
    }
  });

  test("the owner replies to a diner's review, edits the reply, and it shows under the review on the store page @mobile", async ({
    page,
  }, testInfo) => {
    const member = await apiLogin(page.request, DEMO.member1);
    const text = `사장님이 답글을 달 리뷰 ${testInfo.project.name}`;
    const { reviewNo, storeNo } = await reviewLatestVisit(page.request, member, text, 5, [[255, 106, 61]]);
    const reply = '찾아주셔서 감사해요!\n다음에도 맛있게 준비할게요.';

    try {
      await loginViaApi(page, DEMO.owner1);
      await visit(page, `/store-review-detail?reviewNo=${reviewNo}`);
      await expect(page.getByText(text)).toBeVisible();
      const box = page.getByRole('textbox', { name: /^사장님 답글/ });
      await box.fill('   ');
      await page.getByRole('button', { name: '답글 등록' }).click();
      await expect(page.getByText('답글 내용을 입력해주세요.')).toBeVisible();
      await box.fill(reply);
      await page.getByRole('button', { name: '답글 등록' }).click();
      await expect(page.getByRole('status').filter({ hasText: '답글을 등록했어요.' })).toBeVisible();
      const shown = page.getByRole('region', { name: '사장님 답글' });
      await expect(shown).toContainText('다음에도 맛있게 준비할게요.');
      await expectAccessible(page);
      await snap(page, testInfo, 'store-review-detail-reply');

      await shown.getByRole('button', { name: '답글 수정' }).click();
      await box.fill(`${reply} 또 오세요.`);
      await page.getByRole('button', { name: '수정하기' }).click();
      await expect(page.getByRole('status').filter({ hasText: '답글을 수정했어요.' })).toBeVisible();
      await expect(shown).toContainText('또 오세요.');

      // The public store page shows it under the review at once (its cached review list was dropped).
      await visit(page, `/store-detail/${storeNo}`);
      const onStore = page
        .getByRole('region', { name: /방문자 리뷰/ })
        .getByRole('listitem')
        .filter({ hasText: text });
      const replyOnStore = onStore.getByRole('region', { name: '사장님 답글' });
      await expect(replyOnStore).toContainText('찾아주셔서 감사해요!');
      await expect(replyOnStore).toContainText('또 오세요.');
      await onStore.scrollIntoViewIfNeeded();
      await snap(page, testInfo, 'store-detail-reply');

      // The diner reads it in their review too.
      const mine = await page.request.get(`/api/review/myreview/detail/${reviewNo}`, { headers: bearer(member) });
      expect((await mine.json())[0].ownerReply.content).toBe(`${reply} 또 오세요.`);
    } finally {
      await page.request.delete(`/api/review/delete/${reviewNo}`, { headers: bearer(member) });
    }
  });

  test('review screens without their navigation state, and the owner screens for a member, say so', async ({
    page,
  }) => {
    await loginViaApi(page, DEMO.member2);
    await visit(page, '/review-form');
    await expect(page.getByText('리뷰를 쓸 예약을 찾지 못했어요.')).toBeVisible();
    await expect(page.getByText('누락')).toHaveCount(0);
    await expect(page.getByRole('link', { name: '예약 내역 보기' })).toHaveAttribute('href', '/my-reservation-list');

    await page.goto('/my-review-detail');
    await expect(page).toHaveURL(/\/my-review-list$/);
    await expect(page.getByRole('status').filter({ hasText: '잘못된 접근입니다.' })).toBeVisible();

    await visit(page, '/store-review');
    await expect(page.getByText('접근 권한이 없어요.')).toBeVisible();
  });
});
