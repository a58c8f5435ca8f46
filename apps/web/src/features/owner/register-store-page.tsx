import { type StoreDetail, storeForm } from '@siktak/contract';
import { AMENITIES, AMENITY_LABELS, type Amenity, DISTRICTS, FOOD_TYPES, WEEKDAYS } from '@siktak/contract/enums';
import { MESSAGES } from '@siktak/contract/messages';
import { LIMITS, formatPhone } from '@siktak/contract/rules';
import { seoulDate } from '@siktak/contract/time';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../shared/api/client';
import { jsonPart } from '../../shared/api/form-data';
import { RequireAuth } from '../../shared/lib/require-auth';
import { useSession } from '../../shared/lib/use-session';
import { Button, ButtonLink } from '../../shared/ui/button';
import { CheckboxGroup, SelectField, TextField } from '../../shared/ui/field';
import { ImagePicker, type PickedImage } from '../../shared/ui/image-picker';
import { PageHeader } from '../../shared/ui/page';
import { ErrorState, LoadingBlock, Skeleton } from '../../shared/ui/states';
import { useToast } from '../../shared/ui/toast';
import { useOwnerStore, useProfile, useSaveStore } from './api';

interface Values {
  storeName: string;
  categoryAddress: string;
  categoryFoodtype: string;
  categoryConvenience: string[];
  storePhone: string;
  storeAddress1: string;
  storeAddress2: string;
  openTime: string;
  closeTime: string;
  dayOff: string[];
  startDate: string;
  endDate: string;
  menus: string;
  count: string;
}

type Field = keyof Values | 'images';
type Errors = Partial<Record<Field, string>>;

/** The form's first values: the store being edited, or for a new store the name the owner applied with. */
function valuesOf(store: StoreDetail | null, appliedName: string | undefined): Values {
  return {
    storeName: store?.storeName ?? appliedName ?? '',
    categoryAddress: store?.categoryAddress ?? '',
    categoryFoodtype: store?.categoryFoodtype ?? '',
    categoryConvenience: store?.categoryConvenience.map((key) => key.trim()) ?? [],
    storePhone: store ? formatPhone(store.storePhone) : '',
    storeAddress1: store?.storeAddress1 ?? '',
    storeAddress2: store?.storeAddress2 ?? '',
    openTime: store?.openTime ?? '',
    closeTime: store?.closeTime ?? '',
    dayOff: store?.dayOff ?? [],
    startDate: store?.startDate ?? '',
    endDate: store?.endDate ?? '',
    menus: store?.menuList.join(', ') ?? '',
    count: store ? String(store.count) : '',
  };
}

/** The `storeDto` JSON part exactly as api-contract §6.8.2 describes it. */
function dtoOf(store: StoreDetail | null, values: Values, images: PickedImage[]) {
  return {
    storeNo: store?.storeNo ?? null,
    storeName: values.storeName.trim(),
    categoryAddress: values.categoryAddress,
    categoryFoodtype: values.categoryFoodtype,
    storePhone: values.storePhone,
    storeAddress1: values.storeAddress1.trim(),
    storeAddress2: values.storeAddress2.trim(),
    openTime: values.openTime,
    closeTime: values.closeTime,
    menuList: values.menus
      .split(',')
      .map((menu) => menu.trim())
      .filter(Boolean),
    categoryConvenience: values.categoryConvenience,
    dayOff: WEEKDAYS.filter((day) => values.dayOff.includes(day)),
    startDate: values.startDate || null,
    endDate: values.endDate || null,
    count: values.count === '' ? null : Number(values.count),
    imageList: images.flatMap((image) => (image.kind === 'existing' ? [image.url] : [])),
  };
}

/** The spec §5 rules, checked with the same schema the server uses, plus the image counts. */
function check(dto: ReturnType<typeof dtoOf>, images: PickedImage[], creating: boolean): Errors {
  const errors: Errors = {};
  const parsed = storeForm.safeParse(dto);
  for (const issue of parsed.error?.issues ?? []) {
    const field = String(issue.path[0] ?? '') as Field;
    errors[field] ??= issue.message;
  }
  const added = images.filter((image) => image.kind === 'new').length;
  if (creating && (added < LIMITS.storeImagesMinOnCreate || added > LIMITS.storeImagesMax)) {
    errors.images = MESSAGES.storeImagesOnCreate;
  } else if (images.length > LIMITS.storeImagesMax) {
    errors.images = MESSAGES.storeImagesMax;
  } else if (images.length === 0) {
    errors.images = MESSAGES.storeImagesOnCreate;
  }
  return errors;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-4 rounded-2xl border border-ink-200 bg-white p-5 sm:p-6">
      <h2 className="text-lg font-bold">{title}</h2>
      {children}
    </section>
  );
}

const AMENITY_OPTIONS = AMENITIES.map((key) => ({ value: key, label: AMENITY_LABELS[key as Amenity] }));
const WEEKDAY_OPTIONS = WEEKDAYS.map((day) => ({ value: day, label: `${day}요일` }));

function StoreFormView({ store, appliedName }: { store: StoreDetail | null; appliedName?: string | undefined }) {
  const creating = store === null;
  const [values, setValues] = useState<Values>(() => valuesOf(store, appliedName));
  const [images, setImages] = useState<PickedImage[]>(
    () => store?.imageList.map((url) => ({ kind: 'existing', url }) as const) ?? [],
  );
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const save = useSaveStore();
  const toast = useToast();
  const navigate = useNavigate();
  const { role } = useSession();

  function set<K extends keyof Values>(key: K, value: Values[K]) {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  }

  function showErrors(next: Errors) {
    setErrors(next);
    requestAnimationFrame(() => {
      formRef.current
        ?.querySelector<HTMLElement>(
          '[aria-invalid="true"] input, input[aria-invalid="true"], select[aria-invalid="true"]',
        )
        ?.focus();
    });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const dto = dtoOf(store, values, images);
    const problems = check(dto, images, creating);
    const first = Object.values(problems).find(Boolean);
    if (first) {
      showErrors(problems);
      toast.error(first);
      return;
    }
    const kept = new Set(dto.imageList);
    const form = new FormData();
    form.append('storeDto', jsonPart(dto));
    form.append('deletedImagePaths', jsonPart(store?.imageList.filter((url) => !kept.has(url)) ?? []));
    for (const image of images) if (image.kind === 'new') form.append('images', image.file);
    save.mutate(
      { form, edit: !creating },
      {
        onSuccess: (saved) => {
          toast.success(creating ? MESSAGES.storeCreated : MESSAGES.storeUpdated);
          navigate(role === 'ROLE_ADMIN' ? `/store-detail/${saved.storeNo}` : '/owner-page');
        },
        onError: (err) => {
          const detail = err instanceof ApiError && err.status < 500 && err.status !== 0 ? err.message : null;
          setFailure(detail && detail !== MESSAGES.storeSaveFailed ? detail : null);
          if (err instanceof ApiError) showErrors(err.fields as Errors);
          toast.error(MESSAGES.storeSaveFailed);
        },
      },
    );
  }

  const today = seoulDate(new Date());

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="flex flex-col gap-5">
      <p className="text-sm text-ink-500">
        <span className="text-danger-600" aria-hidden="true">
          *
        </span>{' '}
        표시는 필수 항목이에요.
      </p>
      <Section title="기본 정보">
        <TextField
          label="가게 이름"
          required
          value={values.storeName}
          onChange={(event) => set('storeName', event.target.value)}
          error={errors.storeName}
          maxLength={LIMITS.storeNameMax}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="지역"
            required
            value={values.categoryAddress}
            onChange={(event) => set('categoryAddress', event.target.value)}
            error={errors.categoryAddress}
          >
            <option value="">구를 선택해주세요</option>
            {DISTRICTS.map((district) => (
              <option key={district} value={district}>
                {district}
              </option>
            ))}
          </SelectField>
          <SelectField
            label="음식 종류"
            required
            value={values.categoryFoodtype}
            onChange={(event) => set('categoryFoodtype', event.target.value)}
            error={errors.categoryFoodtype}
          >
            <option value="">음식 종류를 선택해주세요</option>
            {FOOD_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </SelectField>
        </div>
        <TextField
          label="전화번호"
          required
          type="tel"
          inputMode="tel"
          value={values.storePhone}
          onChange={(event) => set('storePhone', formatPhone(event.target.value))}
          error={errors.storePhone}
          placeholder="02-1234-5678"
          autoComplete="tel"
        />
        <TextField
          label="주소"
          required
          value={values.storeAddress1}
          onChange={(event) => set('storeAddress1', event.target.value)}
          error={errors.storeAddress1}
          placeholder="서울 마포구 월드컵로 1"
          maxLength={LIMITS.addressMax}
        />
        <TextField
          label="상세 주소"
          required
          value={values.storeAddress2}
          onChange={(event) => set('storeAddress2', event.target.value)}
          error={errors.storeAddress2}
          placeholder="2층"
          maxLength={LIMITS.addressMax}
        />
        <CheckboxGroup
          legend="편의 시설"
          required
          options={AMENITY_OPTIONS}
          selected={values.categoryConvenience}
          onChange={(next) => set('categoryConvenience', next)}
          error={errors.categoryConvenience}
          columns="grid-cols-2 sm:grid-cols-3 lg:grid-cols-5"
        />
      </Section>

      <Section title="영업 정보">
        <div className="grid grid-cols-2 gap-4">
          <TextField
            label="오픈 시간"
            required
            type="time"
            value={values.openTime}
            onChange={(event) => set('openTime', event.target.value)}
            error={errors.openTime}
          />
          <TextField
            label="마감 시간"
            required
            type="time"
            value={values.closeTime}
            onChange={(event) => set('closeTime', event.target.value)}
            error={errors.closeTime}
          />
        </div>
        <TextField
          label="시간당 수용 인원"
          required
          type="number"
          inputMode="numeric"
          min={1}
          max={LIMITS.capacityMax}
          value={values.count}
          onChange={(event) => set('count', event.target.value)}
          error={errors.count}
          hint="한 시간에 예약받을 수 있는 최대 인원이에요."
          className="sm:max-w-xs"
          addon={<span className="flex items-center text-ink-600">명</span>}
        />
        <CheckboxGroup
          legend="정기 휴무일"
          options={WEEKDAY_OPTIONS}
          selected={values.dayOff}
          onChange={(next) => set('dayOff', next)}
          error={errors.dayOff}
          columns="grid-cols-4 sm:grid-cols-7"
        />
        <fieldset className="flex flex-col gap-1.5">
          <legend className="mb-1 text-sm font-semibold text-ink-700">임시 휴무 기간</legend>
          <div className="grid grid-cols-2 gap-4">
            <TextField
              label="시작일"
              type="date"
              value={values.startDate}
              min={creating ? today : undefined}
              onChange={(event) => set('startDate', event.target.value)}
              error={errors.startDate}
            />
            <TextField
              label="종료일"
              type="date"
              value={values.endDate}
              min={values.startDate || undefined}
              onChange={(event) => set('endDate', event.target.value)}
              error={errors.endDate}
            />
          </div>
          <p className="text-[13px] text-ink-500">
            휴가나 공사로 쉬는 기간이 있으면 입력해주세요. 이 기간에는 예약을 받지 않아요.
          </p>
        </fieldset>
        <TextField
          label="대표 메뉴"
          value={values.menus}
          onChange={(event) => set('menus', event.target.value)}
          error={errors.menus}
          placeholder="김치찌개, 제육볶음, 계란말이"
          hint="쉼표(,)로 구분해서 입력해주세요."
        />
      </Section>

      <Section title="가게 사진">
        <ImagePicker
          label="사진"
          required={creating}
          max={LIMITS.storeImagesMax}
          maxMessage={MESSAGES.storeImagesMax}
          value={images}
          onChange={(next) => {
            setImages(next);
            setErrors((current) => ({ ...current, images: undefined }));
          }}
          error={errors.images}
          hint="첫 번째 사진이 대표 사진이 돼요. 최대 5장 (JPG, PNG, WebP, GIF · 10MB 이하)"
          onReject={(message) => toast.error(message)}
        />
      </Section>

      {failure && (
        <div role="alert" className="rounded-xl bg-danger-50 px-4 py-3 text-[15px] text-danger-600">
          <p className="font-semibold">{MESSAGES.storeSaveFailed}</p>
          <p>{failure}</p>
        </div>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <ButtonLink to={role === 'ROLE_ADMIN' ? '/admin' : '/owner-page'} variant="outline" size="lg">
          취소
        </ButtonLink>
        <Button type="submit" size="lg" loading={save.isPending} loadingText={creating ? '등록 중...' : '수정 중...'}>
          {creating ? '등록하기' : '수정하기'}
        </Button>
      </div>
    </form>
  );
}

/**
 * Create mode or edit mode by the `initialData` router state (spec §4). Opened without that state
 * (a typed address), an owner's own store is looked up so the page never offers a second store.
 */
function RegisterStore() {
  const location = useLocation();
  const state = location.state as { initialData?: StoreDetail | null } | null;
  const fromState = state !== null && typeof state === 'object' && 'initialData' in state;
  const { role } = useSession();
  const owned = useOwnerStore(!fromState && role === 'ROLE_OWNER');
  const store = fromState ? (state.initialData ?? null) : role === 'ROLE_OWNER' ? owned.data : null;
  const title = store ? '가게 정보 수정' : '가게 정보 등록';
  // A new owner's first store starts with the name from their approved application.
  const firstStore = store === null && role === 'ROLE_OWNER';
  const profile = useProfile(firstStore);
  const application = profile.data?.ownerApplication;

  let body: ReactNode;
  if (store === undefined && owned.isError) {
    body = <ErrorState message="가게 정보를 불러오지 못했어요." onRetry={() => owned.refetch()} />;
  } else if (store === undefined || (firstStore && profile.isPending)) {
    body = (
      <LoadingBlock label="가게 정보를 불러오는 중">
        <Skeleton className="h-72 w-full" />
        <Skeleton className="mt-5 h-72 w-full" />
      </LoadingBlock>
    );
  } else {
    body = (
      <StoreFormView
        key={store?.storeNo ?? 'new'}
        store={store}
        appliedName={application?.status === 'Y' ? application.storeName : undefined}
      />
    );
  }
  return (
    <div className="container-page max-w-3xl py-8">
      <PageHeader
        title={store === undefined ? '가게 정보' : title}
        description={store ? store.storeName : '손님이 보게 될 가게 정보를 입력해주세요.'}
      />
      {body}
    </div>
  );
}

export default function RegisterStorePage() {
  return (
    <RequireAuth roles={['ROLE_OWNER', 'ROLE_ADMIN']}>
      <RegisterStore />
    </RequireAuth>
  );
}
