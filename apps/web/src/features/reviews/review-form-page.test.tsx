import { MESSAGES } from '@siktak/contract/messages';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, route } from '../../../test/fake-api';
import { signInMember } from '../../../test/member';
import { renderRoutes } from '../../../test/render';
import ReviewFormPage from './review-form-page';

function writingReview() {
  signInMember();
  return renderRoutes(
    [
      { path: '/review-form', element: <ReviewFormPage /> },
      { path: '/my-review-list', element: <p>내 리뷰 화면</p> },
    ],
    {
      pathname: '/review-form',
      state: { reservation: { reservationNo: 31, storeNo: 3, storeName: '연남 파스타 하우스' } },
    },
  );
}

const content = () => screen.getByRole('textbox', { name: /^리뷰 내용/ });

describe('review form', () => {
  it('says each missing part under it and nothing else; an edited field loses its message', async () => {
    const { calls } = fakeApi({});
    writingReview();
    await userEvent.click(screen.getByRole('button', { name: '등록하기' }));
    expect(screen.getByText(MESSAGES.reviewScoreRequired)).toBeInTheDocument();
    expect(content()).toHaveAccessibleDescription(MESSAGES.reviewContentRequired);
    expect(screen.getByText(MESSAGES.reviewImageRequired)).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(calls).toEqual([]);

    await userEvent.click(screen.getByRole('radio', { name: /5/ }));
    expect(screen.queryByText(MESSAGES.reviewScoreRequired)).not.toBeInTheDocument();
    await userEvent.type(content(), '맛있어요');
    expect(content()).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText(MESSAGES.reviewImageRequired)).toBeInTheDocument();
  });

  it("shows the server's field refusal under the field, not as a toast", async () => {
    fakeApi({
      'POST /api/review/write': route({
        handle: () => ({
          status: 400,
          body: {
            success: false,
            code: '400',
            message: MESSAGES.recheckInput,
            fields: { reviewContent: MESSAGES.controlChars },
          },
        }),
      }),
    });
    writingReview();
    await userEvent.click(screen.getByRole('radio', { name: /4/ }));
    await userEvent.type(content(), '분위기가 좋아요');
    const picker = document.querySelector<HTMLInputElement>('input[type=file]');
    if (!picker) throw new Error('no photo input');
    fireEvent.change(picker, { target: { files: [new File(['x'], 'dish.png', { type: 'image/png' })] } });
    await userEvent.click(screen.getByRole('button', { name: '등록하기' }));

    await expect.poll(() => content().getAttribute('aria-invalid')).toBe('true');
    expect(content()).toHaveAccessibleDescription(MESSAGES.controlChars);
    expect(screen.getAllByText(MESSAGES.controlChars)).toHaveLength(1);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.queryByText(MESSAGES.reviewWriteFailed)).not.toBeInTheDocument();
  });
});
