import { type AdminStoreDetail, DEFAULT_DEPOSIT_POLICY, adminStoreDetail } from '@siktak/contract';
import { MESSAGES } from '@siktak/contract/messages';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, route } from '../../test/fake-api';
import { MEMBER } from '../../test/member';
import { renderRoutes } from '../../test/render';
import AdminStorePage from '../features/admin/store-detail-page';
import RegisterStorePage from '../features/owner/register-store-page';
import { session } from '../shared/lib/session';

const STORE: AdminStoreDetail = {
  storeNo: 12,
  storeName: '망원 김밥',
  storeAddress1: '서울 마포구 포은로 94',
  storeAddress2: '1층',
  storePhone: '02-336-1414',
  openTime: '08:00',
  closeTime: '20:00',
  categoryAddress: '마포구',
  categoryFoodtype: '한식',
  categoryConvenience: ['BABY_CHAIR'],
  menuList: ['참치 김밥', '라볶이'],
  menuItems: [
    { name: '참치 김밥', price: 5500, signature: true },
    { name: '라볶이', price: null, signature: false },
  ],
  priceRange: { lunchMin: 6000, lunchMax: null, dinnerMin: null, dinnerMax: null },
  intro: '',
  depositPolicy: DEFAULT_DEPOSIT_POLICY,
  imageList: ['http://siktak.test/uploads/stores/a.webp'],
  thumbnailList: ['http://siktak.test/uploads/stores/a-thumb.webp'],
  dayOff: [],
  startDate: null,
  endDate: null,
  count: 18,
  maxPersonCount: 6,
  storeGrade: 4.5,
  reviewCount: 3,
  createDate: '2026-11-01T10:00:00',
  isDeleted: 'N',
  audit: [],
};

const toasts = () => screen.getByRole('status');

function ownerEditing() {
  session.login({ ...MEMBER, userRole: 'ROLE_OWNER' });
  return renderRoutes([{ path: '/register-store', element: <RegisterStorePage /> }], {
    pathname: '/register-store',
    state: { initialData: STORE },
  });
}

function adminEditing(update: () => unknown = () => ({ success: true })) {
  session.login({ ...MEMBER, userRole: 'ROLE_ADMIN' });
  const fake = fakeApi({
    [`GET /api/admin/manage/stores/detail/${STORE.storeNo}`]: route({ answer: adminStoreDetail, handle: () => STORE }),
    'PUT /api/owner/stores/update': route({ handle: update }),
  });
  const view = renderRoutes([{ path: '/admin/store/:storeNo', element: <AdminStorePage /> }], `/admin/store/12`);
  return { ...view, ...fake };
}

/** Every control of a form by its accessible name and role, in order. */
function controlsOf(form: HTMLElement): string[] {
  return [
    ...within(form).getAllByRole('textbox'),
    ...within(form).getAllByRole('combobox'),
    ...within(form).getAllByRole('spinbutton'),
    ...within(form).getAllByRole('checkbox'),
    ...within(form).getAllByRole('group'),
    ...within(form).getAllByRole('button'),
  ].map(
    (element) =>
      `${element.getAttribute('role') ?? element.tagName} ${element.getAttribute('aria-label') ?? ''}|${element.textContent?.trim() ?? ''}|${(element as HTMLInputElement).labels?.[0]?.textContent ?? ''}`,
  );
}

describe('the store form', () => {
  it('is one form on /register-store and the admin store page: same fields, labels and buttons', async () => {
    fakeApi({});
    const owner = ownerEditing();
    const ownerForm = await screen.findByRole('form', { name: '가게 정보 수정' });
    const ownerControls = controlsOf(ownerForm);
    const ownerHeadings = within(ownerForm)
      .getAllByRole('heading')
      .map((h) => h.textContent);
    owner.unmount();

    adminEditing();
    const adminForm = await screen.findByRole('form', { name: '가게 정보 수정' });
    const adminControls = controlsOf(adminForm);
    // Two props differ: an owner's edit must keep a photo (the picker's required mark), and the owner's
    // form has a 취소 link where the admin's page stays where it is. The rest is the same.
    const photoMark = (controls: string[]) => controls.map((control) => control.replace('|사진*', '|사진'));
    expect(adminControls).not.toEqual(ownerControls);
    expect(photoMark(adminControls)).toEqual(photoMark(ownerControls));
    expect(
      within(adminForm)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(ownerHeadings);
    // Labels carry the required mark (*) after the words.
    for (const label of ['가게 이름', '지역', '음식 종류', '전화번호', '주소', '상세 주소', '오픈 시간', '마감 시간']) {
      expect(within(adminForm).getByLabelText(new RegExp(`^${label}\\*?$`))).toBeInTheDocument();
    }
    expect(within(adminForm).getByLabelText(/^시간당 수용 인원/)).toHaveValue(18);
    expect(within(adminForm).getByLabelText(/^한 번에 받을 최대 인원/)).toHaveValue(6);
    expect(within(adminForm).getByLabelText('1번 메뉴 이름')).toHaveValue('참치 김밥');
    expect(within(adminForm).getByLabelText('1번 메뉴 가격')).toHaveValue('5,500');
    expect(within(adminForm).getByLabelText('2번 메뉴 가격')).toHaveValue('');
    expect(within(adminForm).getByRole('button', { name: '수정하기' })).toBeInTheDocument();
  });

  it('shows a refusal once, under its field, and not as a toast; editing the field takes it away', async () => {
    const { calls } = adminEditing();
    const form = await screen.findByRole('form', { name: '가게 정보 수정' });
    const name = within(form).getByRole('textbox', { name: '가게 이름' });
    const phone = within(form).getByRole('textbox', { name: '전화번호' });
    await userEvent.clear(name);
    await userEvent.clear(phone);
    await userEvent.type(phone, '12345');
    await userEvent.click(within(form).getByRole('button', { name: '수정하기' }));

    expect(name).toHaveAccessibleDescription(MESSAGES.required);
    expect(phone).toHaveAccessibleDescription(MESSAGES.storePhoneRule);
    expect(screen.getAllByText(MESSAGES.storePhoneRule)).toHaveLength(1);
    expect(toasts()).toBeEmptyDOMElement();
    expect(calls).not.toContain('PUT /api/owner/stores/update');

    await userEvent.type(name, '망원 김밥 본점');
    expect(name).not.toHaveAccessibleDescription(MESSAGES.required);
    expect(name).not.toHaveAttribute('aria-invalid');
    // The other field keeps its refusal until it is edited too.
    expect(phone).toHaveAccessibleDescription(MESSAGES.storePhoneRule);
  });

  it('says a refused menu row under the menu and sends nothing; editing the menu takes the refusal away', async () => {
    const { calls } = adminEditing();
    const form = await screen.findByRole('form', { name: '가게 정보 수정' });
    const price = within(form).getByLabelText('2번 메뉴 가격');
    await userEvent.type(price, '99999999');
    expect(price).toHaveValue('99,999,999');
    await userEvent.click(within(form).getByRole('button', { name: '수정하기' }));
    expect(within(form).getByRole('group', { name: '메뉴' })).toHaveAccessibleDescription(MESSAGES.menuPriceRule);
    expect(calls).not.toContain('PUT /api/owner/stores/update');
    await userEvent.clear(price);
    await userEvent.type(price, '6500');
    expect(within(form).getByRole('group', { name: '메뉴' })).not.toHaveAccessibleDescription(MESSAGES.menuPriceRule);
  });

  it("puts the server's field refusals under their fields, without a toast", async () => {
    adminEditing(() => ({
      status: 400,
      body: {
        success: false,
        code: 'E300',
        message: MESSAGES.storePhoneRule,
        fields: { storePhone: MESSAGES.storePhoneRule, deletedImagePaths: MESSAGES.recheckInput },
      },
    }));
    const form = await screen.findByRole('form', { name: '가게 정보 수정' });
    await userEvent.click(within(form).getByRole('button', { name: '수정하기' }));
    const phone = within(form).getByRole('textbox', { name: '전화번호' });
    await expect.poll(() => phone.getAttribute('aria-invalid')).toBe('true');
    expect(phone).toHaveAccessibleDescription(MESSAGES.storePhoneRule);
    expect(within(form).getByText(MESSAGES.recheckInput)).toBeInTheDocument();
    expect(screen.getAllByText(MESSAGES.storePhoneRule)).toHaveLength(1);
    expect(toasts()).toBeEmptyDOMElement();
  });

  describe('photos chosen more than fit', () => {
    // jsdom has no object URLs; the picker only needs one per preview.
    beforeEach(() => {
      URL.createObjectURL = vi.fn(() => 'blob:preview');
      URL.revokeObjectURL = vi.fn();
    });
    afterEach(() => {
      // Unmounted first: the picker gives its previews' URLs back as it goes.
      cleanup();
      Reflect.deleteProperty(URL, 'createObjectURL');
      Reflect.deleteProperty(URL, 'revokeObjectURL');
    });
    const photos = (count: number) =>
      Array.from({ length: count }, (_, i) => new File(['png'], `p${i}.png`, { type: 'image/png' }));
    const chosen = () => screen.queryAllByRole('img', { name: /^선택한 이미지/ });

    it('six at once: the refusal stays on screen and none of the six are added', async () => {
      fakeApi({});
      ownerEditing();
      const form = await screen.findByRole('form', { name: '가게 정보 수정' });
      await userEvent.click(within(form).getByRole('button', { name: '이미지 1 삭제' }));
      expect(chosen()).toHaveLength(0);

      await userEvent.upload(within(form).getByLabelText('사진 추가'), photos(6));
      expect(chosen()).toHaveLength(0);
      const photoGroup = within(form).getByRole('group', { name: /^사진/ });
      expect(within(photoGroup).getByRole('alert')).toHaveTextContent(MESSAGES.storeImagesMax);
      expect(photoGroup).toHaveTextContent('0/5장');

      // Fewer fit: all of them are taken and the refusal goes.
      await userEvent.upload(within(form).getByLabelText('사진 추가'), photos(4));
      expect(chosen()).toHaveLength(4);
      expect(within(photoGroup).queryByRole('alert')).not.toBeInTheDocument();

      // Two more than the one place left: refused whole again, the four stay as they were.
      await userEvent.upload(within(form).getByLabelText('사진 추가'), photos(2));
      expect(chosen()).toHaveLength(4);
      expect(within(photoGroup).getByRole('alert')).toHaveTextContent(MESSAGES.storeImagesMax);
    });

    it('a batch with a file that is not a picture adds none of it and says why', async () => {
      fakeApi({});
      ownerEditing();
      const form = await screen.findByRole('form', { name: '가게 정보 수정' });
      const notes = new File(['x'], 'notes.txt', { type: 'text/plain' });
      await userEvent.upload(within(form).getByLabelText('사진 추가'), [...photos(2), notes], {
        applyAccept: false,
      });
      expect(chosen()).toHaveLength(1);
      expect(within(form).getByRole('group', { name: /^사진/ })).toHaveTextContent(MESSAGES.imageOnly);
    });
  });

  it('a failure that names no field is the page message as a toast', async () => {
    adminEditing(() => ({ status: 400, body: { success: false, code: 'E300', message: 'x' } }));
    const form = await screen.findByRole('form', { name: '가게 정보 수정' });
    await userEvent.click(within(form).getByRole('button', { name: '수정하기' }));
    expect(await within(toasts()).findByText(MESSAGES.adminStoreEditFailed)).toBeInTheDocument();
  });
});
