import { DEFAULT_DEPOSIT_POLICY } from '@siktak/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import {
  DepositPolicyEditor,
  type DepositPolicyValues,
  policyCapProblem,
  policyValuesOf,
} from './deposit-policy-editor';

/** The editor with its values kept in state, the way the store form keeps them; `values()` reads them. */
function renderEditor(initial: DepositPolicyValues = policyValuesOf(undefined)) {
  let current = initial;
  function Host() {
    const [values, setValues] = useState(initial);
    current = values;
    return <DepositPolicyEditor value={values} onChange={setValues} />;
  }
  render(<Host />);
  return { values: () => current };
}

async function retype(label: string, text: string) {
  const input = screen.getByLabelText(label);
  await userEvent.clear(input);
  await userEvent.type(input, text);
}

describe('the 예약금·취소 규정 editor', () => {
  it('starts off with legal defaults, and turned on shows the kind, amounts, tiers and lateness', async () => {
    const { values } = renderEditor();
    expect(screen.getByRole('checkbox', { name: '예약금 받기' })).not.toBeChecked();
    expect(screen.queryByLabelText('예약금')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: '예약금 받기' }));
    expect(values().enabled).toBe(true);
    expect(screen.getByLabelText('1인 예상 금액')).toHaveValue('50,000');
    expect(screen.getByLabelText('예약금')).toHaveValue('10,000');
    expect(screen.getByLabelText('1구간: 방문 며칠 전부터')).toHaveValue('2');
    expect(screen.getByText('방문 당일·노쇼')).toBeInTheDocument();
    expect(screen.getByLabelText('노쇼로 보는 지각 시간')).toHaveValue('15');
    expect(screen.getByText(/1명 예약이 노쇼하면 가게가 받는 금액은 최대 10,000원이에요/)).toBeInTheDocument();
    expect(policyCapProblem(values(), '8')).toBeUndefined();
  });

  it('says the 20 % cap of a general restaurant as soon as the deposit would keep more, and 40 % for a reservation-based one', async () => {
    const { values } = renderEditor({ ...policyValuesOf(DEFAULT_DEPOSIT_POLICY), enabled: true });
    await retype('예약금', '30000');
    expect(screen.getByRole('alert')).toHaveTextContent(
      '일반 음식점은 예상 금액의 20%까지만 위약금으로 받을 수 있어요',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('한도는 10,000원');
    expect(policyCapProblem(values(), '8')).toContain('20%');

    await userEvent.click(screen.getByRole('radio', { name: /예약 기반 음식점/ }));
    await retype('1인 예상 금액', '150000');
    await retype('예약금', '60001');
    expect(screen.getByRole('alert')).toHaveTextContent('예약 기반 음식점은 예상 금액의 40%까지만');
    await retype('예약금', '60000');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(values()).toMatchObject({ storeKind: 'RESERVATION', pricePerPerson: '150000', amount: '60000' });
  });

  it('refuses a per-booking deposit that is over the cap for a party of one', async () => {
    const { values } = renderEditor({ ...policyValuesOf(DEFAULT_DEPOSIT_POLICY), enabled: true });
    await userEvent.selectOptions(screen.getByLabelText('예약금 기준'), '예약 1건당');
    await retype('예약금', '30000');
    expect(values().basis).toBe('BOOKING');
    expect(screen.getByRole('alert')).toHaveTextContent('1명 예약에서 30,000원');
  });

  it('adds a tier before the others, edits its refund and removes it; the visit day stays last', async () => {
    const { values } = renderEditor({ ...policyValuesOf(DEFAULT_DEPOSIT_POLICY), enabled: true });
    await userEvent.click(screen.getByRole('button', { name: '구간 추가' }));
    expect(values().tiers.map((tier) => tier.daysBefore)).toEqual(['3', '2', '1', '0']);
    await retype('1구간: 방문 며칠 전부터', '7');
    expect(values().tiers[0]).toEqual({ daysBefore: '7', refundPercent: '100' });
    await userEvent.click(screen.getAllByRole('button', { name: '삭제' })[0]!);
    expect(values().tiers.map((tier) => tier.daysBefore)).toEqual(['2', '1', '0']);
    expect(screen.getAllByRole('button', { name: '삭제' }).filter((b) => !b.hasAttribute('disabled'))).toHaveLength(2);
  });
});
