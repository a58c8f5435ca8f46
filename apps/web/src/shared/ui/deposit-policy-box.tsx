import type { DepositPolicy } from '@siktak/contract';
import { disclosureOf } from '@siktak/contract/deposit';

/**
 * A store's 예약금·취소 규정 in plain Korean for a party (issue 38, docs/adr/0051-deposit-policy.md): the
 * deposit, the refund tiers as a small table, the lateness rule and the legal cap. The store page, the
 * booking page and a booking's own page (its copy of the policy) show it before anything is agreed.
 */
export function DepositPolicyBox({
  policy,
  party,
  headingLevel = 'h2',
}: {
  policy: DepositPolicy;
  party: number;
  headingLevel?: 'h2' | 'h3';
}) {
  const text = disclosureOf(policy, party);
  const Heading = headingLevel;
  return (
    <section
      aria-labelledby="deposit-policy-heading"
      className="flex flex-col gap-3 rounded-2xl border border-ink-200 bg-ink-50 p-4 sm:p-5"
    >
      <Heading id="deposit-policy-heading" className="text-lg font-bold">
        예약금·취소 규정
      </Heading>
      <p className="text-[15px] text-ink-900">
        <span className="font-semibold">{text.deposit}</span>
        <span className="text-ink-600"> · {text.basis}</span>
      </p>
      <table className="w-full overflow-hidden rounded-xl bg-white text-[15px]">
        <caption className="sr-only">취소 시점별 환불</caption>
        <thead>
          <tr className="border-b border-ink-200 text-left text-sm text-ink-600">
            <th scope="col" className="px-3 py-2 font-medium">
              취소 시점
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              예약금 환불
            </th>
          </tr>
        </thead>
        <tbody>
          {text.tiers.map((tier) => (
            <tr key={tier.label} className="border-b border-ink-100 last:border-0">
              <th scope="row" className="px-3 py-2 text-left font-normal text-ink-900">
                {tier.label}
              </th>
              <td className="px-3 py-2 text-right font-semibold tabular-nums">{tier.refund}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="text-[15px] text-ink-800">{text.late}</p>
      <p className="text-[13px] text-ink-600">{text.cap}</p>
    </section>
  );
}
