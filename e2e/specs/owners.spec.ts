import type { Page } from '@playwright/test';
import { DEMO, expect, loginViaApi, test, visit } from '../fixtures.js';
import { pngFile } from '../support/images.js';
import { businessNo, signUpMember } from '../support/accounts.js';
import { waitForMail } from '../support/mail.js';

async function sessionValue(page: Page, key: string) {
  return page.evaluate((k) => sessionStorage.getItem(k), key);
}

test.describe('owners', () => {
  test('a new member applies, the admin approves, the owner registers and edits a store that people find and book', async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    const storeName = `연희 작은부엌 ${String(Date.now()).slice(-5)}`;
    const member = await signUpMember(page.request);
    await loginViaApi(page, member);

    // 1. The owner application: required fields, business number formatting, one image with re-upload.
    await visit(page, '/my-register-owner');
    await expect(page.getByRole('heading', { name: '사장님 신청', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: '사장님 신청하기' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '모든 필수 항목을 입력해주세요.' }).first()).toBeVisible();
    await page.getByLabel('가게 이름').fill(storeName);
    const number = businessNo();
    await page.getByLabel('사업자등록번호').pressSequentially(number);
    await expect(page.getByLabel('사업자등록번호')).toHaveValue(
      `${number.slice(0, 3)}-${number.slice(3, 5)}-${number.slice(5)}`,
    );
    const upload = page.locator('input[type=file]');
    await upload.setInputFiles(pngFile('first.png', [40, 40, 40]));
    await expect(page.getByRole('img', { name: '선택한 이미지 1' })).toBeVisible();
    await page.getByRole('button', { name: '이미지 1 삭제' }).click();
    await expect(page.getByRole('img', { name: '선택한 이미지 1' })).toHaveCount(0);
    await upload.setInputFiles(pngFile('license.png', [230, 230, 230]));
    await expect(page.getByRole('img', { name: '선택한 이미지 1' })).toBeVisible();
    // A refusal is said once, under its field, not also as a toast; fixing the field
    // takes it away, and the application goes through.
    await page.getByLabel('가게 이름').fill('');
    await page.getByRole('button', { name: '사장님 신청하기' }).click();
    await expect(page.getByLabel('가게 이름')).toHaveAccessibleDescription('모든 필수 항목을 입력해주세요.');
    await expect(page.getByRole('status').filter({ hasText: '모든 필수 항목을 입력해주세요.' })).toHaveCount(0);
    await page.getByLabel('가게 이름').fill(storeName);
    await expect(page.getByText('모든 필수 항목을 입력해주세요.')).toHaveCount(0);
    await page.getByRole('button', { name: '사장님 신청하기' }).click();
    await expect(page.getByText('사장님 신청이 접수되었습니다.', { exact: false })).toBeVisible();
    await expect(page).toHaveURL(/\/my-page$/);
    await visit(page, '/my-register-owner');
    await expect(page.getByText('신청서를 검토하고 있어요.')).toBeVisible();

    // 2. The admin approves it.
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await loginViaApi(admin, DEMO.admin);
    await visit(admin, '/admin/owner-list');
    const row = admin.getByRole('row').filter({ hasText: member.email });
    await expect(row.getByText('처리 대기')).toBeVisible();
    await row.getByRole('link', { name: member.name }).click();
    await expect(admin).toHaveURL(/\/admin\/owner\/\d+$/);
    await expect(admin.getByRole('img', { name: `${member.name}님의 사업자등록증` })).toBeVisible();
    await expect(admin.getByText(storeName)).toBeVisible();
    await admin.getByRole('button', { name: '승인', exact: true }).click();
    const dialog = admin.getByRole('dialog', { name: '사장님 신청을 승인할까요?' });
    // The particle follows the store name's last sound; never the "을(를)" of a form letter.
    await expect(dialog).toContainText(`'${storeName}'`);
    await expect(dialog).not.toContainText('(를)');
    await dialog.getByRole('button', { name: '승인', exact: true }).click();
    await expect(admin.getByText('사장님 신청이 승인되었습니다.')).toBeVisible();
    await expect(admin).toHaveURL(/\/admin\/owner-list$/);
    await expect(row.getByText('처리 완료')).toBeVisible();
    await adminContext.close();
    const decision = await waitForMail(member.email, /사장님 신청이 승인되었습니다/);
    expect(decision.text).toContain(`${member.name}님, '${storeName}' 사장님 신청이 승인되었습니다.`);

    // 3. Without logging in again the member is an owner: the owner page follows the server's role.
    await visit(page, '/owner-page');
    await expect(page.getByText(`${member.name} 사장님, 환영합니다`)).toBeVisible();
    expect(await sessionValue(page, 'userRole')).toBe('ROLE_OWNER');
    await expect(page.getByText('아직 등록한 가게가 없어요.', { exact: false })).toBeVisible();
    await page.getByRole('link', { name: /가게 정보 등록/ }).click();
    await expect(page.getByRole('heading', { name: '가게 정보 등록', level: 1 })).toBeVisible();
    // The name the member applied with is already in the form.
    await expect(page.getByLabel('가게 이름')).toHaveValue(storeName);

    // 4. Register: the spec's checks first, then every field and three photos.
    await page.getByRole('button', { name: '등록하기' }).click();
    await expect(page.getByText('모든 필수 항목을 입력해주세요.').first()).toBeVisible();
    await page.getByLabel('가게 이름').fill(storeName);
    await page.getByLabel('지역').selectOption('마포구');
    await page.getByLabel('음식 종류').selectOption('양식');
    await page.getByLabel('전화번호').pressSequentially('0212');
    await page.getByLabel(/^주소/).fill('서울 마포구 연희로 11');
    await page.getByLabel('상세 주소').fill('1층');
    await page.getByRole('checkbox', { name: '주차 가능' }).check();
    await page.getByRole('checkbox', { name: '무선 인터넷' }).check();
    await page.getByLabel('오픈 시간').fill('11:00');
    await page.getByLabel('마감 시간').fill('21:00');
    await page.getByLabel('시간당 수용 인원').fill('6');
    await page.getByRole('checkbox', { name: '월요일' }).check();
    // The menu as rows with prices: three added, the dessert moved up and back, 생면 파스타 as 대표 메뉴.
    for (const [i, [name, price]] of [
      ['생면 파스타', '18000'],
      ['티라미수', '8000'],
      ['리조또', '21000'],
    ].entries()) {
      await page.getByRole('button', { name: '메뉴 추가' }).click();
      await page.getByLabel(`${i + 1}번 메뉴 이름`).fill(name!);
      await page.getByLabel(`${i + 1}번 메뉴 가격`).pressSequentially(price!);
    }
    await expect(page.getByLabel('1번 메뉴 가격')).toHaveValue('18,000');
    await page.getByRole('button', { name: '3번 메뉴 위로' }).click();
    await expect(page.getByLabel('2번 메뉴 이름')).toHaveValue('리조또');
    await page
      .getByLabel('1번 메뉴 이름')
      .locator('xpath=ancestor::li')
      .getByRole('checkbox', { name: '대표' })
      .check();
    await page.getByLabel('점심 최저').fill('15000');
    await page.getByLabel('점심 최고').fill('25000');
    await page.getByLabel('저녁 최저').fill('30000');
    await page.getByLabel('가게 소개').fill('매일 아침 생면을 뽑는 작은 파스타집이에요.');
    await page.getByRole('button', { name: '등록하기' }).click();
    await expect(page.getByText('전화번호 형식을 확인해주세요. 예: 02-1234-5678').first()).toBeVisible();
    await page.getByLabel('전화번호').fill('');
    await page.getByLabel('전화번호').pressSequentially('0233345678');
    await expect(page.getByLabel('전화번호')).toHaveValue('02-3334-5678');
    await page.getByRole('button', { name: '등록하기' }).click();
    await expect(page.getByText('이미지는 최소 1장 이상, 최대 5장까지 등록 가능합니다.').first()).toBeVisible();
    // Six chosen at once are refused whole: the refusal stays and none of the six are kept, so
    // 등록하기 cannot save five the owner never chose between.
    const colours: [number, number, number][] = [
      [10, 20, 30],
      [60, 20, 30],
      [110, 20, 30],
      [160, 20, 30],
      [210, 20, 30],
      [240, 20, 30],
    ];
    await page.locator('input[type=file]').setInputFiles(colours.map((rgb, i) => pngFile(`six-${i}.png`, rgb)));
    const photos = page.getByRole('group', { name: /^사진/ });
    await expect(photos.getByRole('alert')).toHaveText('이미지는 최대 5장까지 등록 가능합니다.');
    await expect(page.getByRole('img', { name: /선택한 이미지/ })).toHaveCount(0);
    await page.getByRole('button', { name: '등록하기' }).click();
    await expect(page.getByText('이미지는 최소 1장 이상, 최대 5장까지 등록 가능합니다.').first()).toBeVisible();
    await expect(page.getByText('등록이 완료되었습니다.')).toHaveCount(0);
    await page
      .locator('input[type=file]')
      .setInputFiles([
        pngFile('a.png', [201, 63, 20]),
        pngFile('b.png', [51, 102, 204]),
        pngFile('c.png', [34, 170, 85]),
      ]);
    await expect(page.getByRole('img', { name: /선택한 이미지/ })).toHaveCount(3);
    await page.getByRole('button', { name: '등록하기' }).click();
    await expect(page.getByText('등록이 완료되었습니다.')).toBeVisible();
    await expect(page).toHaveURL(/\/owner-page$/);
    await expect(page.getByRole('link', { name: storeName })).toBeVisible();
    const storeNo = Number(await sessionValue(page, 'storeNo'));
    expect(storeNo).toBeGreaterThan(0);
    const created = await (await page.request.get(`/api/store/detail/${storeNo}`)).json();
    expect(created.imageList).toHaveLength(3);
    expect(created.menuList).toEqual(['생면 파스타', '리조또', '티라미수']);

    // The store page: 소개 and 가격대 near the top, the menu with 대표 메뉴 first and prices in 원.
    await visit(page, `/store-detail/${storeNo}`);
    await expect(page.getByText('매일 아침 생면을 뽑는 작은 파스타집이에요.')).toBeVisible();
    await expect(page.getByText('점심 1인 15,000~25,000원')).toBeVisible();
    await expect(page.getByText('저녁 1인 약 30,000원')).toBeVisible();
    const menu = page.getByRole('region', { name: '메뉴' }).getByRole('listitem');
    await expect(menu).toHaveText(['대표생면 파스타18,000원', '리조또21,000원', '티라미수8,000원']);
    await visit(page, '/owner-page');

    // 5. Edit: drop the second photo, add one, new hours and days off.
    await page.getByRole('link', { name: /가게 정보 수정/ }).click();
    await expect(page.getByRole('heading', { name: '가게 정보 수정', level: 1 })).toBeVisible();
    await expect(page.getByLabel('가게 이름')).toHaveValue(storeName);
    await expect(page.getByLabel('2번 메뉴 이름')).toHaveValue('리조또');
    await expect(page.getByLabel('2번 메뉴 가격')).toHaveValue('21,000');
    await expect(page.getByRole('checkbox', { name: '월요일' })).toBeChecked();
    await page.getByRole('button', { name: '이미지 2 삭제' }).click();
    await page.locator('input[type=file]').setInputFiles(pngFile('d.png', [170, 34, 170]));
    await expect(page.getByRole('img', { name: /선택한 이미지/ })).toHaveCount(3);
    await page.getByLabel('오픈 시간').fill('10:00');
    await page.getByLabel('마감 시간').fill('22:00');
    await page.getByRole('checkbox', { name: '월요일' }).uncheck();
    await page.getByRole('checkbox', { name: '화요일' }).check();
    await page.getByRole('checkbox', { name: '수요일' }).check();
    // A new store took the default largest party; the owner lowers it.
    await expect(page.getByLabel('한 번에 받을 최대 인원')).toHaveValue('8');
    await page.getByLabel('한 번에 받을 최대 인원').fill('4');
    await page.getByRole('button', { name: '수정하기' }).click();
    await expect(page.getByText('수정이 완료되었습니다.')).toBeVisible();
    await expect(page).toHaveURL(/\/owner-page$/);

    const edited = await (await page.request.get(`/api/store/detail/${storeNo}`)).json();
    expect(edited).toMatchObject({
      openTime: '10:00',
      closeTime: '22:00',
      dayOff: ['화', '수'],
      count: 6,
      maxPersonCount: 4,
    });
    expect(edited.imageList).toHaveLength(3);
    expect(edited.imageList.slice(0, 2)).toEqual([created.imageList[0], created.imageList[2]]);
    expect((await page.request.get(created.imageList[1])).status()).toBe(404);

    // 6. Everyone finds it with the new data.
    await visit(page, `/stores?q=${encodeURIComponent(storeName)}`);
    const card = page.getByRole('link', { name: new RegExp(storeName) }).first();
    await expect(card).toBeVisible();
    await card.click();
    await expect(page).toHaveURL(new RegExp(`/store-detail/${storeNo}$`));
    await expect(page.getByRole('heading', { name: storeName, level: 1 })).toBeVisible();
    // The week's hours open under today's state (docs/adr/0049-hours-by-weekday.md).
    await page.getByRole('button', { name: '요일별 영업시간' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: '월요일' })).toHaveText('월요일10:00–22:00');
    await expect(page.getByRole('listitem').filter({ hasText: '화요일' })).toHaveText('화요일정기 휴무');
    await expect(page.getByText('매주 화, 수요일')).toBeVisible();
    await expect(page.getByText('마포구 · 양식')).toBeVisible();
    await expect(page.getByRole('list', { name: '사진 목록' }).getByRole('button')).toHaveCount(3);

    // 7. A member books it on the booking page: the first open day is preselected, days off are not.
    await loginViaApi(page, DEMO.member1);
    await visit(page, `/store-detail/${storeNo}`);
    await page.getByRole('button', { name: '예약하기' }).filter({ visible: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`/reservation/${storeNo}$`));
    await expect(page.getByRole('heading', { name: storeName, level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const times = page.getByRole('region', { name: '시간' });
    // Hourly slots 10:00–21:00 of the first open day; on today the hours already begun are not offered,
    // so what is offered is the end of that list, whatever the hour in Seoul. The first one is chosen.
    const hours = Array.from({ length: 12 }, (_, i) => `${10 + i}:00`);
    await expect(times.getByRole('button').first()).toBeVisible();
    const offered = (await times.getByRole('button').allTextContents()).map((text) => text.slice(0, 5));
    expect(offered).toEqual(hours.slice(hours.length - offered.length));
    await expect(times.locator('[aria-pressed="true"]')).toContainText(offered[0] as string);
    await page.getByRole('button', { name: '예약하기', exact: true }).click();
    await expect(page.getByText('예약이 완료되었습니다!')).toBeVisible();
    await expect(page).toHaveURL(/\/reservation-complete\/\d+$/);
    await expect(page.getByRole('heading', { level: 2, name: storeName })).toBeVisible();
  });

  test('an owner finds their store in the edit form and logs out; admins see the applications on a phone @mobile', async ({
    page,
  }) => {
    await loginViaApi(page, DEMO.owner2);
    await visit(page, '/owner-page');
    const menu = page.getByRole('navigation', { name: '사장님 메뉴' });
    await expect(menu.getByRole('link')).toHaveCount(7);
    await expect(menu.getByRole('link', { name: /예약 장부/ })).toBeVisible();
    await page.getByRole('link', { name: /가게 정보 수정/ }).click();
    await expect(page.getByRole('heading', { name: '가게 정보 수정', level: 1 })).toBeVisible();
    await expect(page.getByLabel('가게 이름')).not.toHaveValue('');
    await expect(page.getByRole('img', { name: /선택한 이미지/ }).first()).toBeVisible();
    expect(await sessionValue(page, 'storeNo')).toMatch(/^\d+$/);

    await visit(page, '/owner-page');
    await page.getByRole('region', { name: '내 정보' }).getByRole('button', { name: '로그아웃' }).click();
    await page.getByRole('dialog', { name: '로그아웃 하시겠어요?' }).getByRole('button', { name: '로그아웃' }).click();
    await expect(page).toHaveURL(/\/$/);
    // Home comes first, then the session ends (shared/lib/sign-out.ts): wait for that, not for a time.
    await expect.poll(() => sessionValue(page, 'tokens')).toBeNull();
    expect(await sessionValue(page, 'storeNo')).toBeNull();

    await loginViaApi(page, DEMO.admin);
    await visit(page, '/admin/owner-list');
    await expect(page.getByRole('heading', { name: '사장님 권한 관리' })).toBeVisible();
    await expect(page.getByText('처리 대기').filter({ visible: true }).first()).toBeVisible();
    // A failed detail shows the server's message and goes back to the list (spec §8); the toast is
    // short-lived, so it is checked before anything slower.
    await page.goto('/admin/owner/999999');
    await expect(page.getByText('신청 정보를 찾을 수 없습니다.')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/owner-list$/);
  });
});
