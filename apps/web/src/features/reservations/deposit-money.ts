import { type DepositMoney, wonText } from '@siktak/contract';
import { MESSAGES, fillMessage } from '@siktak/contract/messages';

/** The detail rows of a booking's 예약금 as money moved: what was paid, refunded, and refunds on their way. */
export function depositRows(money: DepositMoney): [string, string][] {
  if (!money) return [];
  const rows: [string, string][] = [
    [MESSAGES.depositPaid, fillMessage(MESSAGES.depositPaidValue, { amount: wonText(money.paid) })],
  ];
  if (money.refunded > 0) rows.push([MESSAGES.depositRefunded, wonText(money.refunded)]);
  if (money.refundPending > 0) rows.push([MESSAGES.depositRefundPending, wonText(money.refundPending)]);
  return rows;
}
