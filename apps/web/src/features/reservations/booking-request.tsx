import type { Occasion } from '@siktak/contract';
import type { ReactNode } from 'react';
import { OCCASION_LABELS } from '@siktak/contract/enums';
import { Badge } from '../../shared/ui/badge';
import { cx } from '../../shared/ui/cx';

/** What the diner told the store at booking (요청사항); both null when nothing. */
export interface BookingRequestFields {
  occasion: Occasion | null;
  requestNote: string | null;
}

export const hasBookingRequest = (r: BookingRequestFields) => r.occasion !== null || r.requestNote !== null;

/**
 * The occasion as a badge and the note as plain text, as the diner typed it (React escapes it; its line
 * breaks are kept). `compact`: one line cut with an ellipsis, the full note on hover (the owner's list).
 */
export function BookingRequest({
  occasion,
  requestNote,
  compact = false,
}: BookingRequestFields & { compact?: boolean }) {
  return (
    <span className={cx('flex min-w-0 gap-1.5', compact ? 'items-center' : 'flex-col items-start')}>
      {occasion && (
        <Badge tone="brand" className="shrink-0">
          {OCCASION_LABELS[occasion]}
        </Badge>
      )}
      {requestNote &&
        (compact ? (
          <span className="min-w-0 truncate text-sm font-normal text-ink-600" title={requestNote}>
            {requestNote}
          </span>
        ) : (
          <span className="whitespace-pre-line break-words">{requestNote}</span>
        ))}
    </span>
  );
}

/** The 요청사항 row of a booking's detail list, or no row when the diner told the store nothing. */
export function requestRows(r: BookingRequestFields): [string, ReactNode][] {
  return hasBookingRequest(r) ? [['요청사항', <BookingRequest key="request" {...r} />]] : [];
}
