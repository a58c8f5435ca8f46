import { type AdminReviewItem, adminReviewList } from '@siktak/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, route } from '../../../test/fake-api';
import { MEMBER } from '../../../test/member';
import { renderRoutes } from '../../../test/render';
import { session } from '../../shared/lib/session';
import ReviewListPage from './review-list-page';

const REVIEW: AdminReviewItem = {
  reviewNo: 31,
  storeName: '을지로 골뱅이집',
  userNickname: '미식가',
  storeGrade: 5,
  reviewDate: '2026-11-24T12:00:00',
  isHidden: 'N',
  reportCount: 2,
  reviewExcerpt: '반찬이 정갈하게 하나하나 나와서 좋았어요.',
  reports: [
    { reason: '허위 정보', detail: '그날 방문 기록이 없는 손님이에요.' },
    { reason: '욕설/비방', detail: '' },
  ],
};

function listing() {
  session.login({ ...MEMBER, userRole: 'ROLE_ADMIN' });
  const asked: { page: string | null; q: string | null }[] = [];
  fakeApi({
    'GET /api/admin/manage/reviews': route({
      answer: adminReviewList,
      handle: ({ query }) => {
        asked.push({ page: query.get('page'), q: query.get('q') });
        return { reviewList: query.get('q') === '없는 가게' ? [] : [REVIEW], totalPages: 3 };
      },
    }),
  });
  const view = renderRoutes([{ path: '/admin/review-list', element: <ReviewListPage /> }], '/admin/review-list?page=2');
  return { ...view, asked };
}

describe('/admin/review-list', () => {
  it("shows each review's text and the reasons of its reports", async () => {
    listing();
    const table = await screen.findByRole('table', { name: '리뷰 목록' });
    const row = within(table).getByRole('row', { name: /을지로 골뱅이집/ });
    expect(row).toHaveTextContent(REVIEW.reviewExcerpt!);
    const reasons = within(row).getByRole('list', { name: '신고 사유' });
    expect(
      within(reasons)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['신고 · 허위 정보 · 그날 방문 기록이 없는 손님이에요.', '신고 · 욕설/비방']);
    expect(row).toHaveTextContent('신고 2건');
  });

  it('searches from the first page, keeps the search in the address and says when nothing matched', async () => {
    const { asked, router } = listing();
    await screen.findByRole('table', { name: '리뷰 목록' });
    expect(asked.at(-1)).toEqual({ page: '1', q: null });

    await userEvent.type(screen.getByRole('searchbox', { name: '리뷰 검색' }), '  없는 가게 {Enter}');
    expect(await screen.findByText("'없는 가게'에 맞는 리뷰가 없어요.")).toBeInTheDocument();
    expect(asked.at(-1)).toEqual({ page: '0', q: '없는 가게' });
    expect(router.state.location.search).toBe(`?${new URLSearchParams({ q: '없는 가게' })}`);
  });
});
