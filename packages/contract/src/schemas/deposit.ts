import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { LIMITS } from '../rules.js';

/** 일반 음식점 or 예약 기반 음식점 (오마카세, 파인다이닝): the legal cap differs (docs/adr/0051-deposit-policy.md). */
export const STORE_KINDS = ['GENERAL', 'RESERVATION'] as const;
export type StoreKind = (typeof STORE_KINDS)[number];

/** 예약금 per person (× the party) or one amount per booking. */
export const DEPOSIT_BASES = ['PERSON', 'BOOKING'] as const;
export type DepositBasis = (typeof DEPOSIT_BASES)[number];

const wholeNumber = (min: number, max: number, message: string) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);

/** Cancelling `daysBefore` or more days (Seoul dates) before the visit refunds `refundPercent` of the deposit. */
export const refundTier = z.object(
  {
    daysBefore: wholeNumber(0, LIMITS.depositTierDaysMax, MESSAGES.depositTierDaysRule),
    refundPercent: wholeNumber(0, 100, MESSAGES.depositRefundRule),
  },
  { error: MESSAGES.recheckInput },
);
export type RefundTier = z.infer<typeof refundTier>;

/**
 * A store's 예약금·취소 규정. `tiers` run from the most days before the visit to the visit's day
 * (daysBefore 0, which also rules a no-show); a refund never grows as the visit nears.
 */
export const depositPolicy = z
  .object(
    {
      enabled: z.boolean(),
      basis: z.enum(DEPOSIT_BASES, { error: MESSAGES.recheckInput }),
      amount: wholeNumber(LIMITS.depositAmountMin, LIMITS.depositAmountMax, MESSAGES.depositAmountRule),
      storeKind: z.enum(STORE_KINDS, { error: MESSAGES.recheckInput }),
      pricePerPerson: wholeNumber(LIMITS.depositAmountMin, LIMITS.menuPriceMax, MESSAGES.expectedPriceRule),
      tiers: z
        .array(refundTier, { error: MESSAGES.recheckInput })
        .min(1, MESSAGES.depositTiersRule)
        .max(LIMITS.depositTiersMax, MESSAGES.depositTiersRule),
      lateMinutes: wholeNumber(0, LIMITS.depositLateMinutesMax, MESSAGES.depositLateRule),
    },
    { error: MESSAGES.recheckInput },
  )
  .superRefine((policy, ctx) => {
    const days = policy.tiers.map((tier) => tier.daysBefore);
    const ordered = days.every((d, i) => i === 0 || d < (days[i - 1] as number));
    if (!ordered || days.at(-1) !== 0) {
      ctx.addIssue({ code: 'custom', path: ['tiers'], message: MESSAGES.depositTiersRule });
      return;
    }
    const refunds = policy.tiers.map((tier) => tier.refundPercent);
    if (refunds.some((r, i) => i > 0 && r > (refunds[i - 1] as number))) {
      ctx.addIssue({ code: 'custom', path: ['tiers'], message: MESSAGES.depositRefundOrder });
    }
  });
export type DepositPolicy = z.infer<typeof depositPolicy>;

/** Legal and off: ₩10,000 per person against ₩50,000 expected at a general restaurant keeps at most its 20 %. */
export const DEFAULT_DEPOSIT_POLICY: DepositPolicy = {
  enabled: false,
  basis: 'PERSON',
  amount: 10_000,
  storeKind: 'GENERAL',
  pricePerPerson: 50_000,
  tiers: [
    { daysBefore: 2, refundPercent: 100 },
    { daysBefore: 1, refundPercent: 50 },
    { daysBefore: 0, refundPercent: 0 },
  ],
  lateMinutes: 15,
};
