import { LIMITS } from '@siktak/contract/rules';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { type MenuRow, MenuRowsEditor } from './menu-rows';

/** The editor with its rows kept in state, the way the store form keeps them; `rows()` reads what it holds. */
function renderEditor(initial: MenuRow[] = []) {
  let current = initial;
  function Host() {
    const [rows, setRows] = useState(initial);
    current = rows;
    return <MenuRowsEditor value={rows} onChange={setRows} />;
  }
  render(<Host />);
  return { rows: () => current };
}

const names = () => screen.getAllByLabelText(/번 메뉴 이름$/).map((input) => (input as HTMLInputElement).value);

describe('the menu rows editor', () => {
  it('adds rows, formats prices with thousands separators and keeps only the digits', async () => {
    const { rows } = renderEditor();
    expect(screen.getByText('아직 등록한 메뉴가 없어요.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '메뉴 추가' }));
    await userEvent.type(screen.getByLabelText('1번 메뉴 이름'), '평양냉면');
    await userEvent.type(screen.getByLabelText('1번 메뉴 가격'), '01a6000');
    expect(screen.getByLabelText('1번 메뉴 가격')).toHaveValue('16,000');
    await userEvent.click(screen.getByRole('checkbox', { name: '대표' }));
    expect(rows()).toEqual([{ name: '평양냉면', price: '16000', signature: true }]);

    await userEvent.click(screen.getByRole('button', { name: '메뉴 추가' }));
    await userEvent.type(screen.getByLabelText('2번 메뉴 가격'), '1234567');
    expect(screen.getByLabelText('2번 메뉴 가격')).toHaveValue('1,234,567');
    await userEvent.clear(screen.getByLabelText('2번 메뉴 가격'));
    expect(rows()[1]).toEqual({ name: '', price: '', signature: false });
  });

  it('moves rows up and down and removes one, each input staying with its row', async () => {
    const { rows } = renderEditor([
      { name: '냉면', price: '16000', signature: true },
      { name: '제육', price: '19000', signature: false },
      { name: '녹두전', price: '', signature: false },
    ]);
    expect(screen.getByRole('button', { name: '1번 메뉴 위로' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '3번 메뉴 아래로' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: '3번 메뉴 위로' }));
    expect(names()).toEqual(['냉면', '녹두전', '제육']);
    expect(screen.getByLabelText('3번 메뉴 가격')).toHaveValue('19,000');
    await userEvent.click(screen.getByRole('button', { name: '1번 메뉴 아래로' }));
    expect(names()).toEqual(['녹두전', '냉면', '제육']);

    await userEvent.click(screen.getByRole('button', { name: '1번 메뉴 삭제' }));
    expect(rows()).toEqual([
      { name: '냉면', price: '16000', signature: true },
      { name: '제육', price: '19000', signature: false },
    ]);
    expect(screen.getAllByRole('checkbox', { name: '대표' }).map((box) => (box as HTMLInputElement).checked)).toEqual([
      true,
      false,
    ]);
  });

  it(`stops adding at ${LIMITS.menuItemsMax} rows and says why`, async () => {
    renderEditor(
      Array.from({ length: LIMITS.menuItemsMax - 1 }, (_, i) => ({ name: `메뉴 ${i}`, price: '', signature: false })),
    );
    await userEvent.click(screen.getByRole('button', { name: '메뉴 추가' }));
    expect(screen.getAllByLabelText(/번 메뉴 이름$/)).toHaveLength(LIMITS.menuItemsMax);
    expect(screen.getByRole('button', { name: '메뉴 추가' })).toBeDisabled();
    expect(screen.getByText(`메뉴는 ${LIMITS.menuItemsMax}개까지 등록할 수 있어요.`)).toBeInTheDocument();
  });
});
