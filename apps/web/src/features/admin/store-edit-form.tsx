import { type AdminStoreDetail, storeForm } from '@siktak/contract';
import { AMENITIES, AMENITY_LABELS, DISTRICTS, FOOD_TYPES, WEEKDAYS } from '@siktak/contract/enums';
import { MESSAGES } from '@siktak/contract/messages';
import { LIMITS, formatPhone } from '@siktak/contract/rules';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../shared/api/client';
import { formDataOf } from '../../shared/api/form-data';
import { Button } from '../../shared/ui/button';
import { CheckboxGroup, SelectField, TextField } from '../../shared/ui/field';
import { ImagePicker, type PickedImage } from '../../shared/ui/image-picker';
import { useToast } from '../../shared/ui/toast';
import { useUpdateStore } from './api';

interface Values {
  storeName: string;
  categoryAddress: string;
  categoryFoodtype: string;
  storePhone: string;
  storeAddress1: string;
  storeAddress2: string;
  openTime: string;
  closeTime: string;
  count: string;
  startDate: string;
  endDate: string;
  menu: string;
  categoryConvenience: string[];
  dayOff: string[];
}

type Errors = Partial<Record<keyof Values | 'images', string>>;

function valuesOf(store: AdminStoreDetail): Values {
  return {
    storeName: store.storeName,
    categoryAddress: store.categoryAddress,
    categoryFoodtype: store.categoryFoodtype,
    storePhone: store.storePhone,
    storeAddress1: store.storeAddress1,
    storeAddress2: store.storeAddress2,
    openTime: store.openTime,
    closeTime: store.closeTime,
    count: String(store.count),
    startDate: store.startDate ?? '',
    endDate: store.endDate ?? '',
    menu: store.menuList.join(', '),
    categoryConvenience: store.categoryConvenience,
    dayOff: store.dayOff,
  };
}

/** Server and schema field names → the form's. */
const FIELD_OF: Record<string, keyof Errors> = { menuList: 'menu', imageList: 'images', deletedImagePaths: 'images' };

/**
 * The admin's store editor (/admin/store/{storeNo}). It checks the spec §5 store rules with the shared
 * schema, then posts the FLAT multipart variant of api-contract §6.8.3 to the owner endpoint: one text
 * part per field, `"null"` for an empty closure date, repeated parts for the lists, new files as `images`.
 */
export function StoreEditForm({ store }: { store: AdminStoreDetail }) {
  const [values, setValues] = useState<Values>(() => valuesOf(store));
  const [images, setImages] = useState<PickedImage[]>(() =>
    store.imageList.map((url) => ({ kind: 'existing', url }) as const),
  );
  const [errors, setErrors] = useState<Errors>({});
  const update = useUpdateStore();
  const toast = useToast();

  const set =
    <K extends keyof Values>(key: K) =>
    (value: Values[K]) =>
      setValues((current) => ({ ...current, [key]: value }));
  const text = (key: keyof Values) => ({
    value: values[key] as string,
    onChange: (event: { currentTarget: { value: string } }) => set(key)(event.currentTarget.value as never),
    error: errors[key],
  });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const kept = images.filter((p) => p.kind === 'existing').map((p) => p.url);
    const files = images.flatMap((p) => (p.kind === 'new' ? [p.file] : []));
    const deletedImagePaths = store.imageList.filter((url) => !kept.includes(url));
    const parsed = storeForm.safeParse({
      storeNo: store.storeNo,
      storeName: values.storeName,
      categoryAddress: values.categoryAddress,
      categoryFoodtype: values.categoryFoodtype,
      storePhone: values.storePhone,
      storeAddress1: values.storeAddress1,
      storeAddress2: values.storeAddress2,
      openTime: values.openTime,
      closeTime: values.closeTime,
      count: values.count,
      startDate: values.startDate || null,
      endDate: values.endDate || null,
      menuList: values.menu,
      categoryConvenience: values.categoryConvenience,
      dayOff: values.dayOff,
      deletedImagePaths,
    });
    const next: Errors = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const name = String(issue.path[0] ?? '');
        const field = FIELD_OF[name] ?? (name as keyof Errors);
        next[field] ??= issue.message;
      }
    }
    if (kept.length + files.length > LIMITS.storeImagesMax) next.images = MESSAGES.storeImagesMax;
    setErrors(next);
    if (!parsed.success || next.images) {
      toast.error(Object.values(next)[0] ?? MESSAGES.required);
      return;
    }
    const form = parsed.data;
    const body = formDataOf(
      {
        storeNo: store.storeNo,
        storeName: form.storeName,
        categoryAddress: form.categoryAddress,
        categoryFoodtype: form.categoryFoodtype,
        storePhone: form.storePhone,
        storeAddress1: form.storeAddress1,
        storeAddress2: form.storeAddress2,
        openTime: form.openTime,
        closeTime: form.closeTime,
        count: form.count,
        startDate: form.startDate ?? 'null',
        endDate: form.endDate ?? 'null',
        menuList: form.menuList,
        dayOff: form.dayOff,
        categoryConvenience: form.categoryConvenience,
        deletedImagePaths,
      },
      { images: files },
    );
    try {
      await update.mutateAsync(body);
      toast.success(MESSAGES.storeUpdated);
    } catch (err) {
      if (err instanceof ApiError) {
        const fromServer: Errors = {};
        for (const [name, message] of Object.entries(err.fields)) {
          fromServer[FIELD_OF[name] ?? (name as keyof Errors)] = message;
        }
        setErrors(fromServer);
      }
      toast.error(MESSAGES.adminStoreEditFailed);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="가게 정보 수정">
      <div className="grid gap-5 md:grid-cols-2">
        <TextField
          label="가게 이름"
          required
          maxLength={LIMITS.storeNameMax}
          {...text('storeName')}
          className="md:col-span-2"
        />
        <SelectField label="지역" required {...text('categoryAddress')}>
          {DISTRICTS.map((d) => (
            <option key={d} value={d}>
              {d}
            </option>
          ))}
        </SelectField>
        <SelectField label="음식 종류" required {...text('categoryFoodtype')}>
          {FOOD_TYPES.map((f) => (
            <option key={f} value={f}>
              {f}
            </option>
          ))}
        </SelectField>
        <TextField
          label="전화번호"
          required
          inputMode="tel"
          placeholder="02-1234-5678"
          {...text('storePhone')}
          onBlur={() => set('storePhone')(formatPhone(values.storePhone))}
        />
        <TextField
          label="시간당 수용 인원"
          required
          type="number"
          inputMode="numeric"
          min={1}
          max={LIMITS.capacityMax}
          {...text('count')}
        />
        <TextField label="주소" required maxLength={LIMITS.addressMax} {...text('storeAddress1')} />
        <TextField label="상세 주소" required maxLength={LIMITS.addressMax} {...text('storeAddress2')} />
        <TextField label="오픈 시간" required type="time" {...text('openTime')} />
        <TextField label="마감 시간" required type="time" {...text('closeTime')} />
        <TextField
          label="대표 메뉴"
          hint="쉼표(,)로 구분해 입력해주세요."
          placeholder="김치찌개, 제육볶음"
          {...text('menu')}
          className="md:col-span-2"
        />
        <div className="md:col-span-2">
          <CheckboxGroup
            legend="편의시설"
            required
            columns="grid-cols-2 sm:grid-cols-3 lg:grid-cols-5"
            options={AMENITIES.map((key) => ({ value: key, label: AMENITY_LABELS[key] }))}
            selected={values.categoryConvenience}
            onChange={set('categoryConvenience')}
            error={errors.categoryConvenience}
          />
        </div>
        <div className="md:col-span-2">
          <CheckboxGroup
            legend="정기 휴무일"
            columns="grid-cols-4 sm:grid-cols-7"
            options={WEEKDAYS.map((day) => ({ value: day, label: `${day}요일` }))}
            selected={values.dayOff}
            onChange={set('dayOff')}
            error={errors.dayOff}
          />
        </div>
        <TextField label="임시 휴무 시작일" type="date" {...text('startDate')} />
        <TextField label="임시 휴무 종료일" type="date" min={values.startDate || undefined} {...text('endDate')} />
        <div className="md:col-span-2">
          <ImagePicker
            label="가게 사진"
            value={images}
            onChange={setImages}
            max={LIMITS.storeImagesMax}
            maxMessage={MESSAGES.storeImagesMax}
            hint="첫 번째 사진이 대표 사진이 돼요. 최대 5장까지 올릴 수 있어요."
            error={errors.images}
            onReject={(message) => toast.error(message)}
          />
        </div>
        <div className="flex justify-end md:col-span-2">
          <Button type="submit" loading={update.isPending} loadingText="수정 중…" className="w-full sm:w-auto">
            수정하기
          </Button>
        </div>
      </div>
    </form>
  );
}
