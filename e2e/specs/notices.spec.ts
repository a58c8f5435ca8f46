import { DEMO, expect, loginViaApi, test, visit } from '../fixtures.js';

test.describe('notices', () => {
  test('the admin writes, edits and deletes a notice @mobile', async ({ page }) => {
    const title = `점검 안내 ${Date.now()}`;
    await loginViaApi(page, DEMO.admin);
    await visit(page, '/notice');
    await page.getByRole('link', { name: '공지사항 작성' }).click();
    await expect(page).toHaveURL(/\/notice-write$/);
    await expect(page.getByRole('heading', { level: 1, name: '공지사항 작성' })).toBeVisible();

    await page.getByRole('button', { name: '등록하기' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '제목과 내용을 모두 입력해주세요.' })).toHaveCount(2);
    await expect(page.getByRole('textbox', { name: '제목' })).toBeFocused();

    await page.getByRole('textbox', { name: '제목' }).fill(title);
    await page
      .getByRole('textbox', { name: '내용' })
      .fill('새벽 2시부터 4시까지 점검해요.\n예약은 점검 뒤에 해주세요.');
    await page.getByRole('button', { name: '등록하기' }).click();
    await expect(page).toHaveURL(/\/notice-detail\?noticeNo=\d+$/);
    await expect(page.getByRole('status').filter({ hasText: '공지사항이 등록되었습니다.' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('예약은 점검 뒤에 해주세요.')).toBeVisible();
    await expect(page).toHaveTitle(`${title} | 식탁`);

    await page.getByRole('link', { name: '수정' }).click();
    await expect(page).toHaveURL(/\/notice-write\?mode=edit&noticeNo=\d+$/);
    await expect(page.getByRole('textbox', { name: '제목' })).toHaveValue(title);
    await expect(page.getByRole('textbox', { name: '내용' })).toHaveValue(/새벽 2시부터/);
    await page.getByRole('textbox', { name: '제목' }).fill(`${title} (변경)`);
    await page.getByRole('button', { name: '수정하기' }).click();
    await expect(page.getByRole('status').filter({ hasText: '공지사항이 수정되었습니다.' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: `${title} (변경)` })).toBeVisible();

    await page.getByRole('link', { name: '목록으로' }).click();
    await expect(page.getByRole('table', { name: '공지사항 목록' }).getByRole('row').nth(1)).toContainText(
      `${title} (변경)`,
    );
    await page.getByRole('link', { name: `${title} (변경)` }).click();

    await page.getByRole('button', { name: '삭제' }).click();
    await expect(page.getByRole('dialog', { name: '공지사항을 삭제할까요?' })).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: '삭제' }).click();
    await expect(page).toHaveURL(/\/notice$/);
    await expect(page.getByRole('status').filter({ hasText: '공지사항이 삭제되었습니다.' })).toBeVisible();
    await expect(page.getByRole('link', { name: `${title} (변경)` })).toHaveCount(0);
  });

  test('a member sees no write, edit or delete button, and the role follows currentUserRole', async ({ page }) => {
    await loginViaApi(page, DEMO.member1);
    // A stale role in session storage is corrected by the list's currentUserRole.
    await page.evaluate(() => sessionStorage.setItem('userRole', 'ROLE_ADMIN'));
    await visit(page, '/notice');
    await expect(page.getByRole('link', { name: '식탁 서비스 오픈 안내' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('userRole'))).toBe('ROLE_USER');
    await expect(page.getByRole('link', { name: '공지사항 작성' })).toHaveCount(0);

    await page.getByRole('link', { name: '식탁 서비스 오픈 안내' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '식탁 서비스 오픈 안내' })).toBeVisible();
    await expect(page.getByRole('article')).toContainText('관리자');
    await expect(page.getByRole('link', { name: '목록으로' })).toBeVisible();
    await expect(page.getByRole('link', { name: '수정' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: '삭제' })).toHaveCount(0);

    await visit(page, '/notice-write');
    await expect(page.getByText('접근 권한이 없어요.')).toBeVisible();
  });

  test('a visitor reads the list without a write button; a failed list clears the stored role @mobile', async ({
    page,
  }) => {
    await visit(page, '/notice');
    await expect(page).toHaveTitle('공지사항 | 식탁');
    const table = page.getByRole('table', { name: '공지사항 목록' });
    for (const header of ['번호', '제목'])
      await expect(table.getByRole('columnheader', { name: header })).toBeVisible();
    await expect(table.getByRole('link', { name: '예약 취소 및 노쇼 정책 안내' })).toBeVisible();
    await expect(page.getByRole('link', { name: '공지사항 작성' })).toHaveCount(0);

    await page.evaluate(() => sessionStorage.setItem('userRole', 'ROLE_ADMIN'));
    await page.route('**/api/notice?*', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"success":false,"code":"500","message":"x"}',
      }),
    );
    await page.reload();
    await expect(page.getByText('공지사항을 불러오지 못했어요.')).toBeVisible();
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('userRole'))).toBeNull();
    await expect(page.getByRole('link', { name: '공지사항 작성' })).toHaveCount(0);
  });

  test('the list numbers its rows from the total down, whatever ids deleted notices left behind', async ({ page }) => {
    const login = await page.request.post('/api/auth/login', {
      data: { userId: DEMO.admin.email, userPw: DEMO.admin.password },
    });
    const headers = { authorization: `Bearer ${(await login.json()).data.accessToken}` };
    const write = async (noticeTitle: string) =>
      (
        await (
          await page.request.post('/api/notice/write', { headers, data: { noticeTitle, noticeContent: '번호 확인' } })
        ).json()
      ).noticeNo as number;
    const gone = await write(`지워질 공지 ${Date.now()}`);
    const kept = `번호 확인 공지 ${Date.now()}`;
    const keptNo = await write(kept);
    expect((await page.request.delete(`/api/notice/${gone}`, { headers })).ok()).toBe(true);
    const total = (await (await page.request.get('/api/notice?page=0&size=5')).json()).totalElements as number;
    try {
      await visit(page, '/notice');
      const rows = page.getByRole('table', { name: '공지사항 목록' }).getByRole('row');
      await expect(rows.nth(1)).toContainText(kept);
      const numbers = await rows.locator('td:first-child').allTextContents();
      expect(numbers).toEqual(numbers.map((_, i) => String(total - i)));
      expect(numbers[0]).not.toBe(String(keptNo));
    } finally {
      await page.request.delete(`/api/notice/${keptNo}`, { headers });
    }
  });

  test('a missing notice says so, with a way back', async ({ page }) => {
    await visit(page, '/notice-detail?noticeNo=999999');
    await expect(page.getByText('공지사항을 찾을 수 없어요.')).toBeVisible();
    await page.getByRole('link', { name: '목록으로' }).click();
    await expect(page).toHaveURL(/\/notice$/);
  });
});
