import { MESSAGES, type OwnerSlot, type OwnerSlotDay } from '@siktak/contract';
import { useState } from 'react';
import { ApiError } from '../../../shared/api/client';
import { dotDate } from '../../../shared/lib/format';
import { cx } from '../../../shared/ui/cx';
import { TextField } from '../../../shared/ui/field';
import { ErrorState, LoadingBlock, Skeleton } from '../../../shared/ui/states';
import { useToast } from '../../../shared/ui/toast';
import { useOwnerSlots, useSetSlot } from './api';
import { changeOf } from './change';

/**
 * 열기 | 닫기 as two toggle buttons, the one in force pressed: the labels never change with the state
 * (a toggle whose label flips reads as its own opposite to a screen reader).
 */
function OpenClose({
  name,
  closed,
  disabled,
  onChange,
  className,
}: {
  name: string;
  closed: boolean;
  disabled: boolean;
  onChange: (close: boolean) => void;
  className?: string;
}) {
  const option = (close: boolean, label: string) => {
    const pressed = close === closed;
    return (
      <button
        type="button"
        aria-pressed={pressed}
        aria-label={`${name} ${label}`}
        disabled={disabled}
        onClick={() => !pressed && onChange(close)}
        className={cx(
          'min-h-10 min-w-14 px-3 text-sm font-semibold transition-colors focus-visible:relative focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed',
          pressed
            ? close
              ? 'bg-ink-900 text-white'
              : 'bg-brand-600 text-white'
            : 'bg-white text-ink-700 hover:bg-ink-50 disabled:text-ink-500',
        )}
      >
        {label}
      </button>
    );
  };
  return (
    <div className={cx('flex shrink-0 overflow-hidden rounded-xl border border-ink-300', className)}>
      {option(false, '열기')}
      {option(true, '닫기')}
    </div>
  );
}

function SlotRow({
  slot,
  disabled,
  onChange,
}: {
  slot: OwnerSlot;
  disabled: boolean;
  onChange: (close: boolean) => void;
}) {
  const closed = slot.capacity === 0;
  return (
    <li className="flex items-center gap-3 border-b border-ink-100 py-3">
      <span className={cx('w-14 shrink-0 text-base font-bold tabular-nums', slot.started && 'text-ink-500')}>
        {slot.time}
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-[15px] text-ink-700">
          예약 <span className="font-semibold text-ink-900">{slot.booked}</span>
          {closed ? '석' : `/${slot.capacity}석`}
        </p>
        {slot.started ? (
          <p className="text-[13px] text-ink-500">지난 시간이에요.</p>
        ) : closed ? (
          <p className="text-[13px] font-medium text-red-700">{MESSAGES.slotHourClosed}</p>
        ) : (
          slot.booked >= slot.capacity && <p className="text-[13px] text-ink-500">남은 자리가 없어요.</p>
        )}
      </div>
      <OpenClose
        name={slot.time}
        closed={closed}
        disabled={disabled || slot.started}
        onChange={onChange}
        className={slot.started ? 'opacity-50' : undefined}
      />
    </li>
  );
}

/**
 * 시간대 관리 on /owner-page: close one hour or one whole date of the owner's store without editing
 * it (docs/adr/0014-slot-overrides.md). Bookings already made stay.
 */
export function SlotManager() {
  const [date, setDate] = useState<string | null>(null);
  const day = useOwnerSlots(date);
  const setSlot = useSetSlot();
  const toast = useToast();

  const change = (current: OwnerSlotDay, time: string | null, close: boolean) =>
    setSlot.mutate(changeOf(current, time, close), {
      onError: (err) => toast.error(err instanceof ApiError && err.message ? err.message : MESSAGES.slotSaveFailed),
    });

  return (
    <section aria-labelledby="slots-heading" className="rounded-2xl border border-ink-200 bg-white p-5">
      <div className="flex flex-col gap-1">
        <h2 id="slots-heading" className="text-base font-bold">
          시간대 관리
        </h2>
        <p className="text-sm text-ink-500">
          가게 정보를 고치지 않고 한 시간이나 하루만 예약을 닫을 수 있어요. 이미 받은 예약은 그대로예요.
        </p>
      </div>
      {day.isPending ? (
        <LoadingBlock label="시간대를 불러오는 중">
          <Skeleton className="mt-4 h-40 w-full" />
        </LoadingBlock>
      ) : day.isError ? (
        <div className="mt-4">
          <ErrorState message={MESSAGES.slotLoadFailed} onRetry={() => day.refetch()} />
        </div>
      ) : (
        <DayView
          day={day.data}
          busy={setSlot.isPending || day.isPlaceholderData}
          onDate={setDate}
          onChange={(time, close) => change(day.data, time, close)}
        />
      )}
    </section>
  );
}

function DayView({
  day,
  busy,
  onDate,
  onChange,
}: {
  day: OwnerSlotDay;
  busy: boolean;
  onDate: (date: string) => void;
  onChange: (time: string | null, close: boolean) => void;
}) {
  const dayClosed = day.dayCapacity === 0;
  const over = day.slots.every((slot) => slot.started);
  return (
    <div className="mt-4 flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <TextField
          label="날짜"
          type="date"
          value={day.date}
          min={day.today}
          max={day.lastBookableDate}
          onChange={(event) => {
            // Only days of the booking window (typed dates may pass min/max); anything else keeps the shown day.
            const value = event.target.value;
            if (value >= day.today && value <= day.lastBookableDate) onDate(value);
          }}
          className="sm:w-56"
        />
        {!day.dayOff && (
          <div className="flex items-center justify-between gap-3 sm:justify-end">
            <span className="text-sm font-semibold text-ink-700">이날 전체</span>
            <OpenClose
              name="이날 전체"
              closed={dayClosed}
              disabled={busy || over}
              onChange={(close) => onChange(null, close)}
              className={over ? 'opacity-50' : undefined}
            />
          </div>
        )}
      </div>
      {day.dayOff ? (
        <p className="rounded-xl bg-ink-50 px-4 py-3 text-[15px] text-ink-700">
          이날은 가게 휴무일이라 예약을 받지 않아요.
        </p>
      ) : (
        <>
          {dayClosed && (
            <p className="rounded-xl bg-danger-50 px-4 py-3 text-[15px] font-medium text-red-700">
              {MESSAGES.slotDayClosed} 열고 싶은 시간만 따로 열 수 있어요.
            </p>
          )}
          <ul aria-label={`${dotDate(day.date)} 시간대`} className="grid lg:grid-cols-2 lg:gap-x-10">
            {day.slots.map((slot) => (
              <SlotRow key={slot.time} slot={slot} disabled={busy} onChange={(close) => onChange(slot.time, close)} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
