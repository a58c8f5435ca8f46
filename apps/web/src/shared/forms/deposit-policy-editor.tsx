import {
  DEFAULT_DEPOSIT_POLICY,
  type DepositBasis,
  type DepositPolicy,
  type StoreKind,
  depositPolicy,
} from '@siktak/contract';
import {
  CAP_PERCENT,
  capFor,
  depositFor,
  keptOnNoShow,
  tierLabels,
  validatePolicy,
  wonText,
} from '@siktak/contract/deposit';
import { LIMITS } from '@siktak/contract/rules';
import { useId } from 'react';
import { Button } from '../ui/button';
import { Checkbox, SelectField, TextField } from '../ui/field';
import { RadioCards } from '../ui/radio-cards';
import { WonField } from './menu-rows';

/** The 예약금·취소 규정 as the owner types it: amounts and numbers as digits; the contract's schema reads them. */
export interface DepositPolicyValues {
  enabled: boolean;
  basis: DepositBasis;
  amount: string;
  storeKind: StoreKind;
  pricePerPerson: string;
  tiers: { daysBefore: string; refundPercent: string }[];
  lateMinutes: string;
}

/** The store's policy (the default, off, for a new store) as the editor's values. */
export function policyValuesOf(policy: DepositPolicy | undefined): DepositPolicyValues {
  const p = policy ?? DEFAULT_DEPOSIT_POLICY;
  return {
    enabled: p.enabled,
    basis: p.basis,
    amount: String(p.amount),
    storeKind: p.storeKind,
    pricePerPerson: String(p.pricePerPerson),
    tiers: p.tiers.map((tier) => ({ daysBefore: String(tier.daysBefore), refundPercent: String(tier.refundPercent) })),
    lateMinutes: String(p.lateMinutes),
  };
}

/**
 * The legal cap's refusal of the typed policy for the store's largest party (the server's own check,
 * E303/E304), or undefined; a policy the schema refuses is left to the schema's message.
 */
export function policyCapProblem(values: DepositPolicyValues, maxParty: string): string | undefined {
  const parsed = depositPolicy.safeParse(values);
  if (!parsed.success) return undefined;
  return validatePolicy(parsed.data, Number(maxParty) || LIMITS.partyMaxDefault)?.message;
}

const KIND_OPTIONS = [
  { value: 'GENERAL', label: '일반 음식점', hint: `노쇼·늦은 취소 위약금은 예상 금액의 ${CAP_PERCENT.GENERAL}%까지` },
  {
    value: 'RESERVATION',
    label: '예약 기반 음식점',
    hint: `오마카세, 파인다이닝처럼 예약으로만 준비하는 곳 · ${CAP_PERCENT.RESERVATION}%까지`,
  },
] as const;

const digits = (typed: string, max: number) => typed.replace(/\D/g, '').slice(0, max);

/**
 * 예약금·취소 규정 (issue 38, docs/adr/0051-deposit-policy.md): the deposit on or off, per person or per
 * booking, the store's kind and expected price per person, the refund tiers and the lateness rule. Under it,
 * what a party of one would leave at most against the legal cap, or the refusal that states the cap.
 */
export function DepositPolicyEditor({
  value,
  onChange,
  error,
}: {
  value: DepositPolicyValues;
  onChange: (next: DepositPolicyValues) => void;
  error?: string | undefined;
}) {
  const id = useId();
  const edit = (change: Partial<DepositPolicyValues>) => onChange({ ...value, ...change });
  const editTier = (index: number, change: Partial<DepositPolicyValues['tiers'][number]>) =>
    edit({ tiers: value.tiers.map((tier, i) => (i === index ? { ...tier, ...change } : tier)) });
  const parsed = depositPolicy.safeParse(value);
  const labels = tierLabels({
    tiers: value.tiers.map((tier) => ({ daysBefore: Number(tier.daysBefore), refundPercent: 0 })),
  });
  const full = value.tiers.length >= LIMITS.depositTiersMax;

  return (
    <div className="flex flex-col gap-4" aria-describedby={error ? `${id}-error` : undefined}>
      <Checkbox
        label="예약금 받기"
        checked={value.enabled}
        onChange={(event) => edit({ enabled: event.target.checked })}
      />
      {!value.enabled && (
        <p className="text-[13px] text-ink-500">
          지금은 예약금 없이 예약을 받아요. 켜면 손님이 예약 전에 이 규정을 보고 동의해요.
        </p>
      )}
      {value.enabled && (
        <>
          <RadioCards
            name={`${id}-kind`}
            legend="가게 종류"
            options={KIND_OPTIONS}
            value={value.storeKind}
            onChange={(storeKind) => edit({ storeKind })}
          />
          <div className="grid gap-4 sm:grid-cols-3">
            <WonField
              label="1인 예상 금액"
              value={value.pricePerPerson}
              onChange={(pricePerPerson) => edit({ pricePerPerson })}
            />
            <SelectField
              label="예약금 기준"
              value={value.basis}
              onChange={(event) => edit({ basis: event.target.value as DepositBasis })}
            >
              <option value="PERSON">1인당</option>
              <option value="BOOKING">예약 1건당</option>
            </SelectField>
            <WonField label="예약금" value={value.amount} onChange={(amount) => edit({ amount })} />
          </div>

          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-semibold text-ink-700">취소 시 환불 규정</legend>
            {value.tiers.map((tier, index) => {
              const last = index === value.tiers.length - 1;
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: the rows have no identity but their place
                <div key={index} className="grid grid-cols-[1fr_7rem_auto] items-end gap-2">
                  {last ? (
                    <p className="pb-3 text-[15px] font-medium text-ink-700">{labels[index]}</p>
                  ) : (
                    <TextField
                      label={`${index + 1}구간: 방문 며칠 전부터`}
                      inputMode="numeric"
                      value={tier.daysBefore}
                      onChange={(event) => editTier(index, { daysBefore: digits(event.target.value, 2) })}
                      addon={<span className="flex items-center text-ink-600">일 전</span>}
                    />
                  )}
                  <TextField
                    label={last ? '당일·노쇼 환불' : '환불'}
                    hideLabel={last}
                    inputMode="numeric"
                    value={tier.refundPercent}
                    onChange={(event) => editTier(index, { refundPercent: digits(event.target.value, 3) })}
                    addon={<span className="flex items-center text-ink-600">%</span>}
                  />
                  <Button
                    variant="ghost"
                    size="sm"
                    className={last ? 'invisible' : ''}
                    disabled={last}
                    onClick={() => edit({ tiers: value.tiers.filter((_, i) => i !== index) })}
                  >
                    삭제
                  </Button>
                </div>
              );
            })}
            <div>
              <Button
                variant="outline"
                size="sm"
                disabled={full}
                onClick={() => {
                  const first = Number(value.tiers[0]?.daysBefore ?? 0);
                  edit({ tiers: [{ daysBefore: String(first + 1), refundPercent: '100' }, ...value.tiers] });
                }}
              >
                구간 추가
              </Button>
            </div>
          </fieldset>

          <TextField
            label="노쇼로 보는 지각 시간"
            inputMode="numeric"
            value={value.lateMinutes}
            onChange={(event) => edit({ lateMinutes: digits(event.target.value, 2) })}
            addon={<span className="flex items-center text-ink-600">분</span>}
            hint="예약 시간보다 이만큼 늦으면 노쇼로 처리해요. 0분이면 예약 시간이 지나도 오지 않을 때예요."
          />
        </>
      )}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-[13px] font-medium text-danger-600">
          {error}
        </p>
      ) : (
        value.enabled && parsed.success && <CapSummary policy={parsed.data} />
      )}
    </div>
  );
}

/** What a party of one would leave at most on a no-show against the cap, so the owner sees the room left. */
function CapSummary({ policy }: { policy: DepositPolicy }) {
  const breach = validatePolicy(policy, 1);
  if (breach) {
    return (
      <p role="alert" className="text-[13px] font-medium text-danger-600">
        {breach.message}
      </p>
    );
  }
  return (
    <p className="rounded-xl bg-ink-50 px-4 py-3 text-[13px] text-ink-600">
      1명 예약이 노쇼하면 가게가 받는 금액은 최대 {wonText(keptOnNoShow(policy, depositFor(policy, 1), 1))}이에요. 법정
      한도(예상 금액의 {CAP_PERCENT[policy.storeKind]}%)는 {wonText(capFor(policy, 1))}이에요.
    </p>
  );
}
