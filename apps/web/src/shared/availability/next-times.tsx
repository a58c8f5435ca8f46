import { LIMITS } from '@siktak/contract/rules';
import { seoulDate } from '@siktak/contract/time';
import { Link } from 'react-router';
import { ErrorState, LoadingBlock, Skeleton } from '../ui/states';
import { useNextTimes } from './api';
import { bookingPath, dayLabel } from './pick';
import { TimeChips } from './time-chips';

/** Hours a day shows on the store page before "더 보기" (the booking page has them all). */
const TIMES_PER_DAY = 6;

/**
 * The store page's next bookable times for the party: the first days with a table, each with its
 * hours as chips.
 */
export function NextTimes({ storeNo, party }: { storeNo: number; party: number }) {
  const { data, isPending, isError, refetch } = useNextTimes(storeNo, party);
  const today = seoulDate(new Date());
  if (isPending) {
    return (
      <LoadingBlock label="예약 가능한 시간을 불러오는 중">
        <Skeleton className="h-24 w-full" />
      </LoadingBlock>
    );
  }
  if (isError) {
    return <ErrorState message="예약 가능한 시간을 불러오지 못했어요." onRetry={() => refetch()} />;
  }
  if (data.days.length === 0) {
    return (
      <p className="text-sm text-ink-600">
        앞으로 {LIMITS.bookingWindowDays}일 안에 {party}명이 앉을 자리가 없어요.
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      {data.days.map((day) => (
        <div key={day.date} className="flex flex-col gap-2">
          <p className="text-sm font-semibold text-ink-700">{dayLabel(day.date, today)}</p>
          <TimeChips
            storeNo={storeNo}
            date={day.date}
            party={party}
            chips={day.times.slice(0, TIMES_PER_DAY)}
            label={`${dayLabel(day.date, today)} 예약 가능 시간`}
          />
          {day.times.length > TIMES_PER_DAY && (
            <Link
              to={bookingPath(storeNo, { date: day.date, time: day.times[TIMES_PER_DAY]?.time ?? '', party })}
              className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
            >
              {day.times.length - TIMES_PER_DAY}개 시간 더 보기
            </Link>
          )}
        </div>
      ))}
    </div>
  );
}
