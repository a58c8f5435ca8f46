import { type StoreDetail, type StoreForm as StoreFormOutput, storeForm } from '@siktak/contract';
import { AMENITIES, AMENITY_LABELS, type Amenity, DISTRICTS, FOOD_TYPES, WEEKDAYS } from '@siktak/contract/enums';
import { MESSAGES } from '@siktak/contract/messages';
import { LIMITS, formatPhone } from '@siktak/contract/rules';
import { seoulDate } from '@siktak/contract/time';
import { type ReactNode, useState } from 'react';
import { formDataOf } from '../api/form-data';
import { Button, ButtonLink } from '../ui/button';
import type { PickedImage } from '../ui/image-picker';
import { useToast } from '../ui/toast';
import {
  FormCheckboxGroup,
  FormDepositPolicy,
  FormImagePicker,
  FormMenuRows,
  FormPriceRange,
  FormSelectField,
  FormTextArea,
  FormTextField,
} from './form-fields';
import { type DepositPolicyValues, policyCapProblem, policyValuesOf } from './deposit-policy-editor';
import type { MenuRow, PriceRangeValues } from './menu-rows';
import { useContractForm } from './use-contract-form';

/** The store form's values as typed; the contract's `storeForm` reads them as the server will. */
interface StoreValues {
  storeNo: number | null;
  storeName: string;
  categoryAddress: string;
  categoryFoodtype: string;
  storePhone: string;
  storeAddress1: string;
  storeAddress2: string;
  openTime: string;
  closeTime: string;
  /** The menu rows; the schema derives `menuList` from their names. */
  menuItems: MenuRow[];
  priceRange: PriceRangeValues;
  intro: string;
  categoryConvenience: string[];
  dayOff: string[];
  startDate: string;
  endDate: string;
  count: string;
  maxPersonCount: string;
  images: PickedImage[];
  depositPolicy: DepositPolicyValues;
}

/** The store being edited as the owner and admin calls answer it (the admin's carries more). */
type EditedStore = Pick<
  StoreDetail,
  | 'storeNo'
  | 'storeName'
  | 'categoryAddress'
  | 'categoryFoodtype'
  | 'categoryConvenience'
  | 'storePhone'
  | 'storeAddress1'
  | 'storeAddress2'
  | 'openTime'
  | 'closeTime'
  | 'dayOff'
  | 'startDate'
  | 'endDate'
  | 'menuItems'
  | 'priceRange'
  | 'intro'
  | 'count'
  | 'maxPersonCount'
  | 'imageList'
  | 'depositPolicy'
>;

const digitsOf = (won: number | null | undefined) => (won === null || won === undefined ? '' : String(won));

function valuesOf(store: EditedStore | null, initialName: string | undefined): StoreValues {
  return {
    storeNo: store?.storeNo ?? null,
    storeName: store?.storeName ?? initialName ?? '',
    categoryAddress: store?.categoryAddress ?? '',
    categoryFoodtype: store?.categoryFoodtype ?? '',
    storePhone: store ? formatPhone(store.storePhone) : '',
    storeAddress1: store?.storeAddress1 ?? '',
    storeAddress2: store?.storeAddress2 ?? '',
    openTime: store?.openTime ?? '',
    closeTime: store?.closeTime ?? '',
    menuItems:
      store?.menuItems.map((item) => ({
        name: item.name,
        price: item.price === null ? '' : String(item.price),
        signature: item.signature,
      })) ?? [],
    priceRange: {
      lunchMin: digitsOf(store?.priceRange.lunchMin),
      lunchMax: digitsOf(store?.priceRange.lunchMax),
      dinnerMin: digitsOf(store?.priceRange.dinnerMin),
      dinnerMax: digitsOf(store?.priceRange.dinnerMax),
    },
    intro: store?.intro ?? '',
    categoryConvenience: store?.categoryConvenience.map((key) => key.trim()) ?? [],
    dayOff: store?.dayOff ?? [],
    startDate: store?.startDate ?? '',
    endDate: store?.endDate ?? '',
    count: store ? String(store.count) : '',
    maxPersonCount: String(store?.maxPersonCount ?? LIMITS.partyMaxDefault),
    images: store?.imageList.map((url) => ({ kind: 'existing', url }) as const) ?? [],
    depositPolicy: policyValuesOf(store?.depositPolicy),
  };
}

/**
 * The one multipart body of the store form, for a new store and an edit, owner or admin: the flat text
 * parts of the existing client's store form (repeated parts for lists, `"null"` for an empty closure date),
 * the menu rows, 가격대 and 예약금·취소 규정 as JSON text parts (docs/api-additions.md), plus the kept photos in their order as repeated `imageList` parts, the removed ones as
 * `deletedImagePaths`, and the new files as `images`.
 */
export function storeBody(form: StoreFormOutput, images: PickedImage[], stored: readonly string[]): FormData {
  const kept = images.flatMap((image) => (image.kind === 'existing' ? [image.url] : []));
  return formDataOf(
    {
      storeNo: form.storeNo,
      storeName: form.storeName,
      categoryAddress: form.categoryAddress,
      categoryFoodtype: form.categoryFoodtype,
      storePhone: form.storePhone,
      storeAddress1: form.storeAddress1,
      storeAddress2: form.storeAddress2,
      openTime: form.openTime,
      closeTime: form.closeTime,
      count: form.count,
      maxPersonCount: form.maxPersonCount,
      startDate: form.startDate ?? 'null',
      endDate: form.endDate ?? 'null',
      menuList: form.menuList,
      menuItems: JSON.stringify(form.menuItems ?? []),
      priceRange: JSON.stringify(form.priceRange),
      intro: form.intro,
      depositPolicy: JSON.stringify(form.depositPolicy),
      dayOff: form.dayOff,
      categoryConvenience: form.categoryConvenience,
      imageList: kept,
      deletedImagePaths: stored.filter((url) => !kept.includes(url)),
    },
    { images: images.flatMap((image) => (image.kind === 'new' ? [image.file] : [])) },
  );
}

/** The photo rule of spec §5: 1–5 new photos for a new store, at most 5 after an edit (at least 1 when required). */
function photoProblem(images: PickedImage[], creating: boolean, photosRequired: boolean): string | undefined {
  const added = images.filter((image) => image.kind === 'new').length;
  if (creating) {
    return added < LIMITS.storeImagesMinOnCreate || added > LIMITS.storeImagesMax
      ? MESSAGES.storeImagesOnCreate
      : undefined;
  }
  if (images.length > LIMITS.storeImagesMax) return MESSAGES.storeImagesMax;
  if (photosRequired && images.length === 0) return MESSAGES.storeImagesOnCreate;
  return undefined;
}

/** Server refusals that belong to the photos. */
const SERVER_FIELDS = {
  imageList: 'images',
  deletedImagePaths: 'images',
  E200: 'images',
  E201: 'images',
  E202: 'images',
  E203: 'images',
  '413': 'images',
} as const;

const AMENITY_OPTIONS = AMENITIES.map((key) => ({ value: key, label: AMENITY_LABELS[key as Amenity] }));
const WEEKDAY_OPTIONS = WEEKDAYS.map((day) => ({ value: day, label: `${day}요일` }));

function Section({ title, heading, children }: { title: string; heading: 'h2' | 'h3'; children: ReactNode }) {
  const Heading = heading;
  return (
    <section className="flex flex-col gap-4 rounded-2xl border border-ink-200 bg-white p-5 sm:p-6">
      <Heading className="text-lg font-bold">{title}</Heading>
      {children}
    </section>
  );
}

export interface StoreFormProps<T> {
  /** The store being edited, or null for a new one. */
  store: EditedStore | null;
  /** A new store's first name (the owner's approved application). */
  initialName?: string | undefined;
  /** The form's accessible name. */
  label: string;
  /** Sends the multipart body (create or update by `store`), answering what the endpoint answers. */
  save: (body: FormData) => Promise<T>;
  saving: boolean;
  /** After the success toast: where the page goes next, if anywhere. */
  onSaved?: (saved: T) => void;
  /** The toast of a failed save that is not about one field. */
  failedMessage: string;
  /** Whether an edit must keep at least one photo (owners); a new store always needs one. */
  photosRequired: boolean;
  /** Where 취소 leads; no 취소 button without it. */
  cancelTo?: string | undefined;
  /** The section headings' level: h2 on a page of its own, h3 inside another section. */
  headingLevel?: 'h2' | 'h3';
}

/**
 * The store form of spec §5, one for `/register-store` (owner, new or edit) and the admin's store
 * page: the same fields, labels, checks (the contract's `storeForm` plus the photo rule) and body
 * (`storeBody`). A refusal shows once, under its field; a failed save that names no field shows the
 * page's message as a toast and the server's reason above the buttons.
 */
export function StoreForm<T>({
  store,
  initialName,
  label,
  save,
  saving,
  onSaved,
  failedMessage,
  photosRequired,
  cancelTo,
  headingLevel = 'h2',
}: StoreFormProps<T>) {
  const creating = store === null;
  const toast = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useContractForm(storeForm, {
    defaultValues: valuesOf(store, initialName),
    check: (values) => ({
      images: photoProblem(values.images, creating, photosRequired),
      depositPolicy: policyCapProblem(values.depositPolicy, values.maxPersonCount),
    }),
    serverFields: SERVER_FIELDS,
  });
  const { control } = form;
  const startDate = form.watch('startDate');

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const saved = await save(storeBody(values, form.getValues('images'), store?.imageList ?? []));
      toast.success(creating ? MESSAGES.storeCreated : MESSAGES.storeUpdated);
      onSaved?.(saved);
    } catch (err) {
      if (form.showServerErrors(err)) return;
      const status = (err as { status?: number }).status ?? 500;
      const detail = err instanceof Error && status < 500 && status !== 0 ? err.message : null;
      setFailure(detail && detail !== failedMessage ? detail : null);
      toast.error(failedMessage);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={label} className="flex flex-col gap-5">
      <p className="text-sm text-ink-500">
        <span className="text-danger-600" aria-hidden="true">
          *
        </span>{' '}
        표시는 필수 항목이에요.
      </p>
      <Section title="기본 정보" heading={headingLevel}>
        <FormTextField control={control} name="storeName" label="가게 이름" required maxLength={LIMITS.storeNameMax} />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormSelectField control={control} name="categoryAddress" label="지역" required>
            <option value="">구를 선택해주세요</option>
            {DISTRICTS.map((district) => (
              <option key={district} value={district}>
                {district}
              </option>
            ))}
          </FormSelectField>
          <FormSelectField control={control} name="categoryFoodtype" label="음식 종류" required>
            <option value="">음식 종류를 선택해주세요</option>
            {FOOD_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </FormSelectField>
        </div>
        <FormTextField
          control={control}
          name="storePhone"
          format={formatPhone}
          label="전화번호"
          required
          type="tel"
          inputMode="tel"
          placeholder="02-1234-5678"
          autoComplete="tel"
        />
        <FormTextField
          control={control}
          name="storeAddress1"
          label="주소"
          required
          placeholder="서울 마포구 월드컵로 1"
          maxLength={LIMITS.addressMax}
        />
        <FormTextField
          control={control}
          name="storeAddress2"
          label="상세 주소"
          required
          placeholder="2층"
          maxLength={LIMITS.addressMax}
        />
        <FormCheckboxGroup
          control={control}
          name="categoryConvenience"
          legend="편의 시설"
          required
          options={AMENITY_OPTIONS}
          columns="grid-cols-2 sm:grid-cols-3 lg:grid-cols-5"
        />
      </Section>

      <Section title="영업 정보" heading={headingLevel}>
        <div className="grid grid-cols-2 gap-4">
          <FormTextField control={control} name="openTime" label="오픈 시간" required type="time" />
          <FormTextField control={control} name="closeTime" label="마감 시간" required type="time" />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormTextField
            control={control}
            name="count"
            label="시간당 수용 인원"
            required
            type="number"
            inputMode="numeric"
            min={1}
            max={LIMITS.capacityMax}
            hint="한 시간에 예약받을 수 있는 최대 인원이에요."
            addon={<span className="flex items-center text-ink-600">명</span>}
          />
          <FormTextField
            control={control}
            name="maxPersonCount"
            label="한 번에 받을 최대 인원"
            required
            type="number"
            inputMode="numeric"
            min={1}
            max={LIMITS.capacityMax}
            hint="예약 한 건의 최대 인원이에요. 더 많은 인원은 가게에 전화하도록 안내해요."
            addon={<span className="flex items-center text-ink-600">명</span>}
          />
        </div>
        <FormCheckboxGroup
          control={control}
          name="dayOff"
          legend="정기 휴무일"
          options={WEEKDAY_OPTIONS}
          columns="grid-cols-4 sm:grid-cols-7"
        />
        <fieldset className="flex flex-col gap-1.5">
          <legend className="mb-1 text-sm font-semibold text-ink-700">임시 휴무 기간</legend>
          <div className="grid grid-cols-2 gap-4">
            <FormTextField
              control={control}
              name="startDate"
              label="시작일"
              type="date"
              min={creating ? seoulDate(new Date()) : undefined}
            />
            <FormTextField control={control} name="endDate" label="종료일" type="date" min={startDate || undefined} />
          </div>
          <p className="text-[13px] text-ink-500">
            휴가나 공사로 쉬는 기간이 있으면 입력해주세요. 이 기간에는 예약을 받지 않아요.
          </p>
        </fieldset>
      </Section>

      <Section title="메뉴와 가격" heading={headingLevel}>
        <FormMenuRows control={control} name="menuItems" />
        <FormPriceRange control={control} name="priceRange" />
        <FormTextArea
          control={control}
          name="intro"
          label="가게 소개"
          rows={3}
          maxLength={LIMITS.storeIntroMax}
          placeholder="가게를 한두 문장으로 소개해주세요."
          hint={`가게 페이지 위쪽에 보여요. ${LIMITS.storeIntroMax}자까지 적을 수 있어요.`}
        />
      </Section>

      <Section title="예약금·취소 규정" heading={headingLevel}>
        <FormDepositPolicy control={control} name="depositPolicy" />
      </Section>

      <Section title="가게 사진" heading={headingLevel}>
        <FormImagePicker
          control={control}
          name="images"
          label="사진"
          required={creating || photosRequired}
          max={LIMITS.storeImagesMax}
          maxMessage={MESSAGES.storeImagesMax}
          hint="첫 번째 사진이 대표 사진이 돼요. 최대 5장 (JPG, PNG, WebP, GIF · 10MB 이하)"
        />
      </Section>

      {failure && (
        <div role="alert" className="rounded-xl bg-danger-50 px-4 py-3 text-[15px] text-red-700">
          <p className="font-semibold">{failedMessage}</p>
          <p>{failure}</p>
        </div>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {cancelTo && (
          <ButtonLink to={cancelTo} variant="outline" size="lg">
            취소
          </ButtonLink>
        )}
        <Button type="submit" size="lg" loading={saving} loadingText={creating ? '등록 중…' : '수정 중…'}>
          {creating ? '등록하기' : '수정하기'}
        </Button>
      </div>
    </form>
  );
}
