import { type DepositMoney, type LedgerMonth, wonText } from '@siktak/contract';
import { Badge } from '../../shared/ui/badge';
import { TEXTS } from './texts';

/**
 * A booking's 예약금 at a glance in the owner's book: what was paid while nothing went back, then what
 * went back (all, or how much), and 환불 중 while a refund waits for the provider. Nothing without a payment.
 */
export function DepositBadge({ money }: { money?: DepositMoney }) {
  if (!money) return null;
  if (money.refundPending > 0) return <Badge tone="brand">{TEXTS.depositBadgePending}</Badge>;
  if (money.refunded >= money.paid && money.paid > 0) return <Badge>{TEXTS.depositBadgeFullRefund}</Badge>;
  if (money.refunded > 0) return <Badge>{`${TEXTS.depositBadgeRefunded} ${wonText(money.refunded)}`}</Badge>;
  return <Badge tone="brand">{`${TEXTS.depositBadgePaid} ${wonText(money.paid)}`}</Badge>;
}

/** The month's 예약금 above the book's calendar: taken, given back, and what the store keeps. */
export function DepositMonthSummary({ deposits }: { deposits: LedgerMonth['deposits'] }) {
  if (!deposits || deposits.paid === 0) return null;
  const parts = [
    [TEXTS.depositMonthPaid, deposits.paid],
    [TEXTS.depositMonthRefunded, deposits.refunded],
    [TEXTS.depositMonthKept, deposits.kept],
  ] as const;
  return (
    <p className="rounded-2xl bg-ink-50 px-4 py-3 text-[15px] text-ink-800">
      {/* On a phone each figure takes its own line; wider, they run on one. */}
      <span className="block font-semibold sm:inline">{TEXTS.depositMonthTitle}</span>{' '}
      {parts.map(([label, amount], i) => (
        <span key={label} className="block whitespace-nowrap sm:inline">
          {i > 0 && <span className="hidden sm:inline"> · </span>}
          {label} <span className="font-semibold tabular-nums">{wonText(amount)}</span>
        </span>
      ))}
    </p>
  );
}
