import type { DepositPolicy } from '@siktak/contract';
import { Checkbox } from '../../shared/ui/field';
import { DepositPolicyBox } from '../../shared/ui/deposit-policy-box';

/**
 * The booking page's 예약금·취소 규정 of a store with a deposit, for the chosen party, and the diner's
 * consent: 예약하기 stays off until it is ticked, and the booking carries it as `policyAgreed`.
 */
export function DepositConsent({
  policy,
  party,
  agreed,
  onAgreed,
}: {
  policy: DepositPolicy;
  party: number;
  agreed: boolean;
  onAgreed: (agreed: boolean) => void;
}) {
  return (
    <div className="flex flex-col gap-2">
      <DepositPolicyBox policy={policy} party={party} />
      <Checkbox
        label="취소·환불 규정을 확인했고 동의해요"
        checked={agreed}
        onChange={(event) => onAgreed(event.target.checked)}
        className="font-semibold"
      />
    </div>
  );
}
