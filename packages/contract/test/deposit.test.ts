import { describe, expect, it } from 'vitest';
import {
  CAP_PERCENT,
  capFor,
  depositFor,
  disclosureOf,
  keptOnCancel,
  keptOnNoShow,
  refundPercentAt,
  tierLabels,
  validatePolicy,
} from '../src/deposit.js';
import { DEFAULT_DEPOSIT_POLICY, type DepositPolicy, depositPolicy } from '../src/schemas/deposit.js';
import { seoulInstant } from '../src/time.js';

const on = (changes: Partial<DepositPolicy> = {}): DepositPolicy => ({
  ...DEFAULT_DEPOSIT_POLICY,
  enabled: true,
  ...changes,
});
const omakase = on({ storeKind: 'RESERVATION', amount: 30_000, pricePerPerson: 150_000 });
const slot = seoulInstant('2026-12-20', '19:00');

describe('depositFor', () => {
  it('is the amount × the party per person, the amount once per booking, and 0 when off', () => {
    expect(depositFor(on({ amount: 30_000 }), 3)).toBe(90_000);
    expect(depositFor(on({ basis: 'BOOKING', amount: 50_000 }), 3)).toBe(50_000);
    expect(depositFor(DEFAULT_DEPOSIT_POLICY, 3)).toBe(0);
  });
});

describe('capFor', () => {
  it('is 20 % of the expected amount for the party at a general restaurant and 40 % at a reservation-based one', () => {
    expect(CAP_PERCENT).toEqual({ GENERAL: 20, RESERVATION: 40 });
    expect(capFor(on({ pricePerPerson: 50_000 }), 2)).toBe(20_000);
    expect(capFor(omakase, 2)).toBe(120_000);
  });

  it('rounds down to whole 원', () => {
    expect(capFor(on({ pricePerPerson: 33_333 }), 1)).toBe(6_666);
    expect(capFor(on({ storeKind: 'RESERVATION', pricePerPerson: 12_345 }), 1)).toBe(4_938);
  });
});

describe('keptOnCancel by the tier in force (Seoul dates)', () => {
  const policy = on({ amount: 10_000, pricePerPerson: 50_000 });
  const paid = 20_000;

  it('refunds everything until 2 days before', () => {
    expect(keptOnCancel(policy, paid, 2, slot, seoulInstant('2026-12-10', '12:00'))).toBe(0);
    // 23:59 Seoul two days before is still 2 days before, although it is 14:59 UTC that day.
    expect(keptOnCancel(policy, paid, 2, slot, seoulInstant('2026-12-18', '23:59'))).toBe(0);
  });

  it('keeps 50 % from 00:00 Seoul the day before', () => {
    expect(keptOnCancel(policy, paid, 2, slot, seoulInstant('2026-12-19', '00:00'))).toBe(10_000);
    expect(keptOnCancel(policy, paid, 2, slot, seoulInstant('2026-12-19', '23:59'))).toBe(10_000);
  });

  it('keeps the rest on the visit day, never above the cap', () => {
    expect(keptOnCancel(policy, paid, 2, slot, seoulInstant('2026-12-20', '00:00'))).toBe(20_000);
    expect(keptOnCancel(policy, paid, 2, slot, seoulInstant('2026-12-20', '18:59'))).toBe(20_000);
  });

  it('treats a cancellation at or after the start as the visit day', () => {
    expect(refundPercentAt(policy, slot, slot)).toBe(0);
    expect(refundPercentAt(policy, slot, seoulInstant('2026-12-21', '09:00'))).toBe(0);
  });

  it('refunds the part of a deposit above the cap', () => {
    // ₩30,000 paid for one at a general restaurant expecting ₩50,000: at most ₩10,000 is kept.
    expect(keptOnCancel(policy, 30_000, 1, slot, seoulInstant('2026-12-20', '10:00'))).toBe(10_000);
    expect(keptOnCancel(omakase, 100_000, 1, slot, seoulInstant('2026-12-20', '10:00'))).toBe(60_000);
  });

  it('rounds the kept share down to whole 원, in the diner’s favour', () => {
    const odd = on({
      tiers: [
        { daysBefore: 1, refundPercent: 67 },
        { daysBefore: 0, refundPercent: 67 },
      ],
    });
    // The fraction of a 원 of the kept share stays with the diner.
    expect(keptOnCancel(odd, 10_001, 1, slot, seoulInstant('2026-12-20', '10:00'))).toBe(Math.floor(10_001 * 0.33));
  });

  it('picks the nearest tier below for days between tiers', () => {
    const spread = on({
      tiers: [
        { daysBefore: 7, refundPercent: 100 },
        { daysBefore: 3, refundPercent: 70 },
        { daysBefore: 0, refundPercent: 60 },
      ],
    });
    expect(refundPercentAt(spread, slot, seoulInstant('2026-12-13', '19:00'))).toBe(100);
    expect(refundPercentAt(spread, slot, seoulInstant('2026-12-14', '19:00'))).toBe(70);
    expect(refundPercentAt(spread, slot, seoulInstant('2026-12-17', '19:00'))).toBe(70);
    expect(refundPercentAt(spread, slot, seoulInstant('2026-12-18', '00:00'))).toBe(60);
  });
});

describe('keptOnNoShow', () => {
  it('keeps by the visit day’s tier, at most the cap', () => {
    expect(keptOnNoShow(on(), 40_000, 4)).toBe(40_000);
    expect(keptOnNoShow(on(), 80_000, 4)).toBe(40_000);
    const half = on({ tiers: [{ daysBefore: 0, refundPercent: 50 }] });
    expect(keptOnNoShow(half, 40_000, 4)).toBe(20_000);
  });

  it('keeps at most 40 % of the expected amount at a reservation-based restaurant', () => {
    expect(keptOnNoShow(omakase, 90_000, 3)).toBe(90_000);
    expect(keptOnNoShow(omakase, 200_000, 1)).toBe(60_000);
  });
});

describe('validatePolicy', () => {
  it('passes the defaults, off or on', () => {
    expect(validatePolicy(DEFAULT_DEPOSIT_POLICY, 8)).toBeNull();
    expect(validatePolicy(on(), 8)).toBeNull();
    expect(depositPolicy.safeParse(DEFAULT_DEPOSIT_POLICY).success).toBe(true);
  });

  it('passes a policy keeping exactly 20 % and refuses one 원 more, with the cap in the message', () => {
    expect(validatePolicy(on({ amount: 10_000, pricePerPerson: 50_000 }), 4)).toBeNull();
    const breach = validatePolicy(on({ amount: 10_001, pricePerPerson: 50_000 }), 4);
    expect(breach).toMatchObject({ code: 'E303', party: 1, kept: 10_001, cap: 10_000 });
    expect(breach?.message).toContain('일반 음식점은 예상 금액의 20%까지만 위약금으로 받을 수 있어요');
    expect(breach?.message).toContain('10,000원');
  });

  it('allows 40 % at a reservation-based store and refuses above it', () => {
    expect(validatePolicy(omakase, 6)).toBeNull();
    expect(validatePolicy({ ...omakase, amount: 60_000 }, 6)).toBeNull();
    const breach = validatePolicy({ ...omakase, amount: 60_001 }, 6);
    expect(breach).toMatchObject({ code: 'E304', party: 1, cap: 60_000 });
    expect(breach?.message).toContain('예약 기반 음식점은 예상 금액의 40%까지만');
  });

  it('refuses a per-booking deposit that is legal for a large party but not for a party of 1', () => {
    const perBooking = on({ basis: 'BOOKING', amount: 30_000, pricePerPerson: 50_000 });
    // 4 people: cap ₩40,000 ≥ ₩30,000; 1 person: cap ₩10,000 < ₩30,000.
    expect(validatePolicy(perBooking, 4)).toMatchObject({ party: 1, kept: 30_000, cap: 10_000 });
  });

  it('counts only the share that can be kept: a lowest refund of 50 % halves it', () => {
    const lenient = on({ amount: 20_000, tiers: [{ daysBefore: 0, refundPercent: 50 }] });
    expect(validatePolicy(lenient, 4)).toBeNull();
    expect(validatePolicy({ ...lenient, amount: 20_002 }, 4)).toMatchObject({ code: 'E303', kept: 10_001 });
  });
});

describe('the policy schema', () => {
  it('refuses tiers out of order, without the visit day, or refunding more as the visit nears', () => {
    const tiers = (t: DepositPolicy['tiers']) => depositPolicy.safeParse(on({ tiers: t })).success;
    expect(
      tiers([
        { daysBefore: 1, refundPercent: 50 },
        { daysBefore: 2, refundPercent: 100 },
        { daysBefore: 0, refundPercent: 0 },
      ]),
    ).toBe(false);
    expect(
      tiers([
        { daysBefore: 2, refundPercent: 100 },
        { daysBefore: 1, refundPercent: 0 },
      ]),
    ).toBe(false);
    expect(
      tiers([
        { daysBefore: 2, refundPercent: 50 },
        { daysBefore: 0, refundPercent: 100 },
      ]),
    ).toBe(false);
    expect(tiers([{ daysBefore: 0, refundPercent: 100 }])).toBe(true);
  });

  it('refuses amounts out of range and a fractional percent', () => {
    expect(depositPolicy.safeParse(on({ amount: 999 })).success).toBe(false);
    expect(depositPolicy.safeParse(on({ tiers: [{ daysBefore: 0, refundPercent: 12.5 }] })).success).toBe(false);
    expect(depositPolicy.safeParse(on({ lateMinutes: 61 })).success).toBe(false);
  });
});

describe('disclosure in plain Korean', () => {
  it('labels the tiers and says the deposit for the party, the lateness rule and the cap', () => {
    expect(tierLabels(DEFAULT_DEPOSIT_POLICY)).toEqual(['방문 2일 전까지', '방문 1일 전', '방문 당일·노쇼']);
    expect(
      tierLabels({
        tiers: [
          { daysBefore: 7, refundPercent: 100 },
          { daysBefore: 3, refundPercent: 50 },
          { daysBefore: 0, refundPercent: 0 },
        ],
      }),
    ).toEqual(['방문 7일 전까지', '방문 3~6일 전', '방문 당일·노쇼']);
    const text = disclosureOf(omakase, 2);
    expect(text.deposit).toBe('예약금 60,000원 (2명 기준)');
    expect(text.basis).toBe('1인 30,000원');
    expect(text.tiers[1]).toEqual({ label: '방문 1일 전', refund: '50% 환불' });
    expect(text.late).toBe('예약 시간보다 15분 이상 늦으면 노쇼로 처리돼요.');
    expect(text.cap).toContain('40%');
  });
});
