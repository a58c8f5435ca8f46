import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ToastProvider, useToast } from './toast';

function Actions() {
  const toast = useToast();
  return (
    <>
      <button type="button" onClick={() => toast.error('저장하지 못했어요.')}>
        실패
      </button>
      <button type="button" onClick={() => toast.success('저장했어요.')}>
        성공
      </button>
      <button type="button" onClick={() => toast.dismissSeenErrors()}>
        이동
      </button>
    </>
  );
}

const toasts = () => screen.getByRole('status');

/** An error toast does not outlive what it was about. */
describe('toasts', () => {
  it('a success takes the error toasts shown before it away', async () => {
    render(
      <ToastProvider>
        <Actions />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: '실패' }));
    expect(within(toasts()).getByText('저장하지 못했어요.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '성공' }));
    expect(within(toasts()).getByText('저장했어요.')).toBeInTheDocument();
    expect(within(toasts()).queryByText('저장하지 못했어요.')).not.toBeInTheDocument();
  });

  it('a page change takes away the errors the visitor has acted after seeing', async () => {
    render(
      <ToastProvider>
        <Actions />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: '실패' }));
    // The visitor acts after seeing it (this click), then the page changes: the error goes.
    await userEvent.click(screen.getByRole('button', { name: '이동' }));
    expect(within(toasts()).queryByText('저장하지 못했어요.')).not.toBeInTheDocument();
  });
});
