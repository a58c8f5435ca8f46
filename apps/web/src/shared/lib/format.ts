import { weekdayOf } from '@siktak/contract/time';

/** `2026-11-21` (or an ISO date-time) → `2026.11.21`. */
export function dotDate(value: string | null | undefined): string {
  if (!value) return '';
  return value.slice(0, 10).replaceAll('-', '.');
}

/** `2026-11-21` → `2026.11.21 (토)`. */
export function listDate(value: string | null | undefined): string {
  if (!value) return '';
  const ymd = value.slice(0, 10);
  return `${dotDate(ymd)} (${weekdayOf(ymd)})`;
}

/** `2026-11-21T18:30:00` → `18:30`. */
export function timeOf(value: string): string {
  return value.length > 5 && value.includes('T') ? value.slice(11, 16) : value.slice(0, 5);
}

export function people(count: number): string {
  return `${count}명`;
}

/** `2026-11-01` → `2026년 11월 1일`. */
export function koreanDate(ymd: string): string {
  const [year, month, day] = ymd.split('-').map(Number);
  return `${year}년 ${month}월 ${day}일`;
}

/** `16000` → `16,000원`. */
export function won(amount: number): string {
  return `${amount.toLocaleString('ko-KR')}원`;
}
