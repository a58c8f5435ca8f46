import { myReservationDetail, myReviewDetail } from '@siktak/contract';
import { MESSAGES } from '@siktak/contract/messages';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, route } from '../../../test/fake-api';
import { signInMember } from '../../../test/member';
import { renderRoutes } from '../../../test/render';
import { myBooking } from '../../../test/reservations';
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
    // The form validates asynchronously: wait for its first message, then the rest are there with it.
    expect(await screen.findByText(MESSAGES.reviewScoreRequired)).toBeInTheDocument();
    expect(content()).toHaveAccessibleDescription(MESSAGES.reviewContentRequired);
    expect(screen.getByText(MESSAGES.reviewImageRequired)).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(calls).toEqual([]);

    await userEvent.click(screen.getByRole('radio', { name: /5/ }));
    await waitFor(() => expect(screen.queryByText(MESSAGES.reviewScoreRequired)).not.toBeInTheDocument());
    await userEvent.type(content(), '맛있어요');
    await waitFor(() => expect(content()).not.toHaveAttribute('aria-invalid'));
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

describe('review form opened by its address', () => {
  const booking = myBooking({
    reservationNo: 31,
    storeAddress2: '',
    reservationDate: '2026-11-15',
    reservationTime: '12:00',
    personCount: 2,
    isReview: 'YET',
    cancellable: false,
  });
  const review = {
    reviewNo: 9,
    reservationNo: 31,
    storeNo: 3,
    storeName: '연남 파스타 하우스',
    createDate: '2026-11-16T10:00:00',
    reviewContent: '면이 쫄깃했어요',
    storeGrade: 5,
    imageUrls: ['http://siktak.test/uploads/a.webp'],
    thumbnailUrls: ['http://siktak.test/uploads/a.thumb.webp'],
    reviewImageUrl: 'http://siktak.test/uploads/a.webp',
    isDeleted: 'N' as const,
  };

  function openAt(search: string, answered = booking) {
    signInMember();
    const { calls } = fakeApi({
      'GET /api/reservation/mypage/detail/31': route({ answer: myReservationDetail, handle: () => answered }),
      'GET /api/review/myreview/detail/9': route({ answer: myReviewDetail, handle: () => [review] }),
    });
    renderRoutes([{ path: '/review-form', element: <ReviewFormPage /> }], { pathname: '/review-form', search });
    return calls;
  }

  it('?reservationNo= without router state reads the booking and writes a review of its store and visit', async () => {
    const calls = openAt('?reservationNo=31');
    expect(await screen.findByText('연남 파스타 하우스')).toBeInTheDocument();
    expect(screen.getByText('2026.11.15 (일) 12:00 방문')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '리뷰 작성' })).toBeInTheDocument();
    expect(calls).toEqual(['GET /api/reservation/mypage/detail/31']);
  });

  it('?reviewNo= reads the review and edits it', async () => {
    openAt('?reviewNo=9');
    expect(await screen.findByRole('textbox', { name: /^리뷰 내용/ })).toHaveValue('면이 쫄깃했어요');
    expect(screen.getByRole('heading', { name: '리뷰 수정' })).toBeInTheDocument();
  });

  it('a booking already reviewed opens its review for editing', async () => {
    openAt('?reservationNo=31', { ...booking, isReview: 'COM', reviewNo: 9 });
    expect(await screen.findByRole('textbox', { name: /^리뷰 내용/ })).toHaveValue('면이 쫄깃했어요');
    expect(screen.getByRole('heading', { name: '리뷰 수정' })).toBeInTheDocument();
  });
});
