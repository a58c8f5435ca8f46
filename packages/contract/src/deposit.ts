import { ERRORS, MESSAGES, fillMessage } from './messages.js';
import type { DepositPolicy, RefundTier } from './schemas/deposit.js';
import { daysBetween, seoulDate } from './time.js';

/**
 * The money rules of a 예약금 (docs/adr/0051-deposit-policy.md), shared by the store form, the booking page
 * and the server. Amounts are whole 원; every rounding is down, in the diner's favour.
 */

/** The share of the expected amount a store may keep, by its kind (소비자분쟁해결기준, from 2025-12-18, as reported). */
export const CAP_PERCENT = { GENERAL: 20, RESERVATION: 40 } as const;

/** The deposit a party pays: the amount per person × the party, or once per booking; 0 when off. */
export function depositFor(policy: DepositPolicy, party: number): number {
  if (!policy.enabled) return 0;
  return policy.basis === 'PERSON' ? policy.amount * party : policy.amount;
}

/** The most the store may keep from a party: the cap's percent of the expected price × the party. */
export function capFor(policy: DepositPolicy, party: number): number {
  return Math.floor((policy.pricePerPerson * party * CAP_PERCENT[policy.storeKind]) / 100);
}

/** The tier of a cancellation `days` Seoul dates before the visit (0 = the visit's day). */
function tierAt(policy: DepositPolicy, days: number): RefundTier {
  return policy.tiers.find((tier) => tier.daysBefore <= days) ?? (policy.tiers.at(-1) as RefundTier);
}

/** What is kept of `paid` when `refundPercent` of it comes back, never above the cap. */
function kept(policy: DepositPolicy, paid: number, party: number, refundPercent: number): number {
  const share = Math.floor((paid * (100 - refundPercent)) / 100);
  return Math.min(share, capFor(policy, party), paid);
}

/** The refund percent in force when a booking starting at `slotStart` is cancelled at `cancelledAt` (Seoul dates). */
export function refundPercentAt(policy: DepositPolicy, slotStart: Date, cancelledAt: Date): number {
  const days = cancelledAt >= slotStart ? 0 : daysBetween(seoulDate(cancelledAt), seoulDate(slotStart));
  return tierAt(policy, days).refundPercent;
}

/** What the store keeps of `paid` when the diner cancels at `cancelledAt`; the rest is refunded. */
export function keptOnCancel(
  policy: DepositPolicy,
  paid: number,
  party: number,
  slotStart: Date,
  cancelledAt: Date,
): number {
  return kept(policy, paid, party, refundPercentAt(policy, slotStart, cancelledAt));
}

/** What the store keeps of `paid` on a no-show (the visit day's tier); the rest is refunded. */
export function keptOnNoShow(policy: DepositPolicy, paid: number, party: number): number {
  return kept(policy, paid, party, tierAt(policy, 0).refundPercent);
}

/** A policy that could keep more than the cap for a party it takes: the party, what it would keep, the cap. */
export interface CapBreach {
  code: 'E303' | 'E304';
  party: number;
  kept: number;
  cap: number;
  /** The catalogue message's values ({party}, {kept}, {cap}) and the message filled with them. */
  values: { party: number; kept: string; cap: string };
  message: string;
}

/**
 * Checks a policy against the cap for every party from 1 to `maxParty`: the deposit's largest kept share
 * (100 − the lowest refund percent) must not exceed the cap. Compared in hundredths of 원, exactly. An
 * off policy passes.
 */
export function validatePolicy(policy: DepositPolicy, maxParty: number): CapBreach | null {
  if (!policy.enabled) return null;
  const keptPercent = 100 - Math.min(...policy.tiers.map((tier) => tier.refundPercent));
  const capPercent = CAP_PERCENT[policy.storeKind];
  for (let party = 1; party <= Math.max(1, maxParty); party++) {
    const keptHundredths = depositFor(policy, party) * keptPercent;
    if (keptHundredths > policy.pricePerPerson * party * capPercent) {
      const code = policy.storeKind === 'GENERAL' ? 'E303' : 'E304';
      const kept = Math.ceil(keptHundredths / 100);
      const cap = capFor(policy, party);
      const values = { party, kept: wonText(kept), cap: wonText(cap) };
      return { code, party, kept, cap, values, message: fillMessage(ERRORS[code].message, values) };
    }
  }
  return null;
}

/** `30,000원`. */
export function wonText(amount: number): string {
  return `${amount.toLocaleString('ko-KR')}원`;
}

/** The Korean label of each tier: "방문 2일 전까지", "방문 1일 전", "방문 3~5일 전", "방문 당일·노쇼". */
export function tierLabels(policy: Pick<DepositPolicy, 'tiers'>): string[] {
  return policy.tiers.map((tier, i) => {
    if (tier.daysBefore === 0) return MESSAGES.depositTierSameDay;
    if (i === 0) return fillMessage(MESSAGES.depositTierUntil, { n: tier.daysBefore });
    const upper = (policy.tiers[i - 1] as RefundTier).daysBefore - 1;
    const days = upper === tier.daysBefore ? String(upper) : `${tier.daysBefore}~${upper}`;
    return fillMessage(MESSAGES.depositTierDays, { n: days });
  });
}

/** The policy in plain Korean for a party: what the store page, the booking page and the mails show. */
export interface PolicyDisclosure {
  /** "1인 30,000원" or "예약 1건당 50,000원". */
  basis: string;
  /** "예약금 60,000원 (2명 기준)". */
  deposit: string;
  tiers: { label: string; refund: string }[];
  late: string;
  cap: string;
}

export function disclosureOf(policy: DepositPolicy, party: number): PolicyDisclosure {
  const labels = tierLabels(policy);
  return {
    basis: fillMessage(policy.basis === 'PERSON' ? MESSAGES.depositPerPerson : MESSAGES.depositPerBooking, {
      amount: wonText(policy.amount),
    }),
    deposit: fillMessage(MESSAGES.depositOfParty, { amount: wonText(depositFor(policy, party)), party }),
    tiers: policy.tiers.map((tier, i) => ({
      label: labels[i] as string,
      refund: fillMessage(MESSAGES.depositRefund, { n: tier.refundPercent }),
    })),
    late:
      policy.lateMinutes === 0
        ? MESSAGES.depositLateOnTime
        : fillMessage(MESSAGES.depositLate, { n: policy.lateMinutes }),
    cap: fillMessage(policy.storeKind === 'GENERAL' ? MESSAGES.depositCapGeneral : MESSAGES.depositCapReservation, {
      price: wonText(policy.pricePerPerson),
    }),
  };
}
