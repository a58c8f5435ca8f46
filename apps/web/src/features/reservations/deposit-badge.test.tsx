import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DepositBadge, DepositMonthSummary } from './deposit-badge';

const badgeOf = (money: Parameters<typeof DepositBadge>[0]['money']) =>
  render(<DepositBadge money={money} />).container.textContent;

describe("the book's 예약금 badge and month summary", () => {
  it('shows what was paid, what went back, and a refund on its way', () => {
    expect(badgeOf({ paid: 60_000, refunded: 0, refundPending: 0 })).toBe('예약금 60,000원');
    expect(badgeOf({ paid: 60_000, refunded: 30_000, refundPending: 0 })).toBe('환불 30,000원');
    expect(badgeOf({ paid: 60_000, refunded: 60_000, refundPending: 0 })).toBe('전액 환불');
    expect(badgeOf({ paid: 60_000, refunded: 0, refundPending: 60_000 })).toBe('환불 중');
  });

  it('shows nothing for a booking without a payment', () => {
    expect(badgeOf(undefined)).toBe('');
    expect(badgeOf(null)).toBe('');
  });

  it("sums the month's deposits, and stays away when nothing was paid", () => {
    const summary = render(<DepositMonthSummary deposits={{ paid: 240_000, refunded: 90_000, kept: 150_000 }} />);
    expect(summary.container.textContent).toBe(
      '이번 달 예약금: 받은 금액 240,000원 · 환불 90,000원 · 남은 금액 150,000원',
    );
    summary.unmount();
    expect(render(<DepositMonthSummary deposits={{ paid: 0, refunded: 0, kept: 0 }} />).container.textContent).toBe('');
  });
});
