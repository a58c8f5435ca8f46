import { DEFAULT_DEPOSIT_POLICY, type DepositPolicy } from '@siktak/contract';

/** 오마카세: ₩30,000 a person, kept by tier (100 % back until 2 days before, 50 % the day before, 0 % the day). */
export const OMAKASE: DepositPolicy = {
  ...DEFAULT_DEPOSIT_POLICY,
  enabled: true,
  amount: 30_000,
  storeKind: 'RESERVATION',
  pricePerPerson: 150_000,
};
