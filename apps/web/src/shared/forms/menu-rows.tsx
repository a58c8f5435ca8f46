import { LIMITS } from '@siktak/contract/rules';
import { useId } from 'react';
import { Button } from '../ui/button';
import { Checkbox, TextField } from '../ui/field';

/** One menu row as the owner types it: `price` holds digits only ('' for none); the schema reads it as 원. */
export interface MenuRow {
  name: string;
  price: string;
  signature: boolean;
}

/** Digits typed into a 원 field, at most nine (more than the largest price, so the schema can say so). */
export function wonDigits(typed: string): string {
  return typed
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '')
    .slice(0, 9);
}

/** `16000` → `16,000`, as the 원 field shows it. */
export function groupedWon(digits: string): string {
  return digits === '' ? '' : Number(digits).toLocaleString('ko-KR');
}

/** A text field for an amount in 원, shown with thousands separators; its value is the digits. */
export function WonField({
  label,
  value,
  onChange,
  hideLabel,
  className,
}: {
  label: string;
  value: string;
  onChange: (digits: string) => void;
  hideLabel?: boolean;
  className?: string;
}) {
  return (
    <TextField
      label={label}
      hideLabel={hideLabel}
      className={className}
      inputMode="numeric"
      value={groupedWon(value)}
      onChange={(event) => onChange(wonDigits(event.target.value))}
      addon={<span className="flex items-center text-ink-600">원</span>}
    />
  );
}

/** Under a group of inputs: its refusal, or else its hint; the group's `aria-describedby` names either. */
export function GroupMessage({ id, error, hint }: { id: string; error: string | undefined; hint: string }) {
  return error ? (
    <p id={`${id}-error`} role="alert" className="text-[13px] font-medium text-danger-600">
      {error}
    </p>
  ) : (
    <p id={`${id}-hint`} className="text-[13px] text-ink-500">
      {hint}
    </p>
  );
}

const EMPTY_ROW: MenuRow = { name: '', price: '', signature: false };

/**
 * The store's menu as rows (issue 39): name, price and 대표 메뉴, added, moved up or down and removed;
 * at most LIMITS.menuItemsMax rows. One message for the whole menu (`error`) is said under it.
 */
export function MenuRowsEditor({
  value,
  onChange,
  error,
}: {
  value: MenuRow[];
  onChange: (rows: MenuRow[]) => void;
  error?: string | undefined;
}) {
  const id = useId();
  const edit = (index: number, change: Partial<MenuRow>) =>
    onChange(value.map((row, i) => (i === index ? { ...row, ...change } : row)));
  const move = (index: number, by: -1 | 1) => {
    const rows = [...value];
    [rows[index], rows[index + by]] = [rows[index + by]!, rows[index]!];
    onChange(rows);
  };
  const full = value.length >= LIMITS.menuItemsMax;

  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={error ? `${id}-error` : `${id}-hint`}>
      <legend className="mb-1 text-sm font-semibold text-ink-700">메뉴</legend>
      {value.length === 0 && <p className="text-[15px] text-ink-500">아직 등록한 메뉴가 없어요.</p>}
      <ol className="flex flex-col gap-3">
        {value.map((row, index) => (
          // Rows have no identity of their own; the index keeps each input with its row while moving.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={index} className="flex flex-col gap-2 rounded-xl border border-ink-200 p-3 sm:flex-row sm:items-end">
            <TextField
              label={`${index + 1}번 메뉴 이름`}
              className="sm:flex-1"
              value={row.name}
              maxLength={LIMITS.menuItemMax}
              placeholder="김치찌개"
              onChange={(event) => edit(index, { name: event.target.value })}
            />
            <div className="flex items-end gap-2">
              <WonField
                label={`${index + 1}번 메뉴 가격`}
                className="w-36"
                value={row.price}
                onChange={(price) => edit(index, { price })}
              />
              <Checkbox
                label="대표"
                checked={row.signature}
                onChange={(event) => edit(index, { signature: event.target.checked })}
              />
            </div>
            <div className="flex gap-1">
              <Button
                type="button"
                variant="outline"
                size="sm"
                aria-label={`${index + 1}번 메뉴 위로`}
                disabled={index === 0}
                onClick={() => move(index, -1)}
              >
                ↑
              </Button>
              <Button
                type="button"
                variant="outline"
                size="sm"
                aria-label={`${index + 1}번 메뉴 아래로`}
                disabled={index === value.length - 1}
                onClick={() => move(index, 1)}
              >
                ↓
              </Button>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                aria-label={`${index + 1}번 메뉴 삭제`}
                onClick={() => onChange(value.filter((_, i) => i !== index))}
              >
                삭제
              </Button>
            </div>
          </li>
        ))}
      </ol>
      <div>
        <Button type="button" variant="secondary" disabled={full} onClick={() => onChange([...value, EMPTY_ROW])}>
          메뉴 추가
        </Button>
      </div>
      <GroupMessage
        id={id}
        error={error}
        hint={
          full
            ? `메뉴는 ${LIMITS.menuItemsMax}개까지 등록할 수 있어요.`
            : '대표로 고른 메뉴가 가게 페이지 맨 위에 보여요. 가격을 비워 두면 가격 없이 보여요.'
        }
      />
    </fieldset>
  );
}

/** 가격대 per person as typed: digits per figure, '' for none. */
export interface PriceRangeValues {
  lunchMin: string;
  lunchMax: string;
  dinnerMin: string;
  dinnerMax: string;
}

const MEALS = [
  ['lunch', '점심'],
  ['dinner', '저녁'],
] as const;

/** 가격대 per person for lunch and dinner: a lower and an upper figure each, either may be left blank. */
export function PriceRangeEditor({
  value,
  onChange,
  error,
}: {
  value: PriceRangeValues;
  onChange: (range: PriceRangeValues) => void;
  error?: string | undefined;
}) {
  const id = useId();
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? `${id}-error` : `${id}-hint`}>
      <legend className="mb-1 text-sm font-semibold text-ink-700">1인 가격대</legend>
      {MEALS.map(([meal, label]) => (
        <div key={meal} className="grid grid-cols-[3rem_1fr_auto_1fr] items-end gap-2">
          <span className="pb-3 text-[15px] font-medium text-ink-700">{label}</span>
          <WonField
            label={`${label} 최저`}
            hideLabel
            value={value[`${meal}Min`]}
            onChange={(digits) => onChange({ ...value, [`${meal}Min`]: digits })}
          />
          <span className="pb-3 text-ink-500" aria-hidden="true">
            ~
          </span>
          <WonField
            label={`${label} 최고`}
            hideLabel
            value={value[`${meal}Max`]}
            onChange={(digits) => onChange({ ...value, [`${meal}Max`]: digits })}
          />
        </div>
      ))}
      <GroupMessage
        id={id}
        error={error}
        hint="금액을 하나만 적으면 ‘1인 약 …원’으로 보여요. 비워 두면 보이지 않아요."
      />
    </fieldset>
  );
}
