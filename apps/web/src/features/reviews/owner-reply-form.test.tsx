import {
  LIMITS,
  type OwnerReviewDetail,
  type ReviewReply,
  messageBody,
  ownerReviewDetail,
  reviewReplyBody,
  reviewReplySaved,
} from '@siktak/contract';
import { MESSAGES } from '@siktak/contract/messages';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, route } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render';
import { session } from '../../shared/lib/session';
import StoreReviewDetailPage from './store-review-detail-page';

const REPLY: ReviewReply = {
  content: '찾아주셔서 감사해요.\n또 오세요!',
  createDate: '2026-11-20T10:00:00',
  updateDate: '2026-11-20T10:00:00',
};

function review(ownerReply: ReviewReply | null): OwnerReviewDetail {
  return {
    reviewNo: 9,
    userNickname: '단골손님',
    createDate: '2026-11-16T10:00:00',
    storeGrade: 5,
    reviewContent: '면이 쫄깃했어요',
    imageUrls: [],
    thumbnailUrls: [],
    reported: false,
    reservationDate: '2026-11-15',
    reservationTime: '12:00',
    ownerReply,
  };
}

/** The owner's review page with a fake API that keeps the reply the page writes. */
function openReview(initial: ReviewReply | null) {
  session.login({
    accessToken: 'owner-access',
    refreshToken: 'owner-refresh',
    userNo: 3,
    userName: '김사장',
    userNickName: '사장님',
    userRole: 'ROLE_OWNER',
  });
  let stored = initial;
  const sent: string[] = [];
  const { calls } = fakeApi({
    'GET /api/owner/reviews/9': route({ answer: ownerReviewDetail, handle: () => review(stored) }),
    'PUT /api/owner/reviews/9/reply': route({
      body: reviewReplyBody,
      answer: reviewReplySaved,
      handle: ({ body }) => {
        sent.push(body.content);
        const wasThere = stored !== null;
        stored = { content: body.content, createDate: REPLY.createDate, updateDate: '2026-11-21T09:30:00' };
        return { success: true, message: wasThere ? MESSAGES.replyUpdated : MESSAGES.replySaved, ownerReply: stored };
      },
    }),
    'DELETE /api/owner/reviews/9/reply': route({
      answer: messageBody,
      handle: () => {
        stored = null;
        return { success: true, message: MESSAGES.replyDeleted };
      },
    }),
  });
  renderRoutes([{ path: '/store-review-detail', element: <StoreReviewDetailPage /> }], {
    pathname: '/store-review-detail',
    search: '?reviewNo=9',
  });
  return { calls, sent };
}

const replyBox = () => screen.getByRole('textbox', { name: /^사장님 답글/ });

describe("the owner's reply on their review page", () => {
  it('refuses an empty reply on the spot, then writes one and shows it as the diners will see it', async () => {
    const { calls, sent } = openReview(null);
    await screen.findByText('면이 쫄깃했어요');
    expect(replyBox()).toHaveAttribute('maxlength', String(LIMITS.reviewReplyMax));

    await userEvent.type(replyBox(), '   ');
    await userEvent.click(screen.getByRole('button', { name: '답글 등록' }));
    expect(replyBox()).toHaveAccessibleDescription(MESSAGES.replyContentRequired);
    expect(calls).not.toContain('PUT /api/owner/reviews/9/reply');

    await userEvent.clear(replyBox());
    await userEvent.type(replyBox(), '  감사해요, 또 오세요!  ');
    expect(screen.getByText('16/500자')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '답글 등록' }));

    const shown = await screen.findByRole('region', { name: '사장님 답글' });
    expect(within(shown).getByText('감사해요, 또 오세요!')).toBeInTheDocument();
    expect(within(shown).getByText('2026.11.21 수정')).toBeInTheDocument();
    expect(sent).toEqual(['감사해요, 또 오세요!']);
    expect(screen.getByText(MESSAGES.replySaved)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^사장님 답글/ })).not.toBeInTheDocument();
  });

  it('edits the reply from its text, and deletes it after asking', async () => {
    const { sent } = openReview(REPLY);
    const shown = await screen.findByRole('region', { name: '사장님 답글' });
    expect(shown).toHaveTextContent('찾아주셔서 감사해요.');
    expect(within(shown).getByText('2026.11.20')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '답글 수정' }));
    expect(replyBox()).toHaveValue(REPLY.content);
    await userEvent.click(screen.getByRole('button', { name: '취소' }));
    expect(screen.getByRole('region', { name: '사장님 답글' })).toHaveTextContent('또 오세요!');

    await userEvent.click(screen.getByRole('button', { name: '답글 수정' }));
    await userEvent.clear(replyBox());
    await userEvent.type(replyBox(), '다음엔 창가 자리로 모실게요.');
    await userEvent.click(screen.getByRole('button', { name: '수정하기' }));
    expect(await screen.findByText('다음엔 창가 자리로 모실게요.')).toBeInTheDocument();
    expect(sent).toEqual(['다음엔 창가 자리로 모실게요.']);
    expect(screen.getByText(MESSAGES.replyUpdated)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '답글 삭제' }));
    const dialog = await screen.findByRole('dialog', { name: '답글을 삭제할까요?' });
    await userEvent.click(within(dialog).getByRole('button', { name: '삭제' }));
    expect(await screen.findByRole('button', { name: '답글 등록' })).toBeInTheDocument();
    expect(replyBox()).toHaveValue('');
    expect(screen.queryByText('다음엔 창가 자리로 모실게요.')).not.toBeInTheDocument();
    expect(screen.getByText(MESSAGES.replyDeleted)).toBeInTheDocument();
  });
});
