import type { AdminReviewItem } from '@siktak/contract';
import { MESSAGES } from '@siktak/contract/messages';
import { dotDate } from '../../shared/lib/format';
import { Stars } from '../../shared/ui/rating';
import { usePageParam } from '../../shared/lib/use-page-param';
import { adminOnly, AdminPage } from './admin-page';
import { DataTable, type Column, RowLink } from '../../shared/ui/data-table';
import { useAdminReviews } from './api';
import { ReviewBadges } from './review-badges';

const columns: Column<AdminReviewItem>[] = [
  { header: '번호', cell: (r) => r.reviewNo, className: 'hidden w-16 text-center text-sm text-ink-500 md:table-cell' },
  {
    header: '리뷰',
    cell: (r) => (
      <>
        <RowLink to={`/admin/review/${r.reviewNo}`}>{r.storeName}</RowLink>
        <p className="text-[13px] text-ink-500">
          {r.userNickname}
          <span className="sm:hidden"> · {dotDate(r.reviewDate)}</span>
        </p>
      </>
    ),
  },
  { header: '별점', cell: (r) => <Stars score={r.storeGrade} />, className: 'w-28' },
  { header: '작성일', cell: (r) => dotDate(r.reviewDate), className: 'hidden w-28 text-ink-600 sm:table-cell' },
  { header: '상태', cell: (r) => <ReviewBadges review={r} />, className: 'w-24 md:w-40' },
];

/** /admin/review-list (spec §2): every review, hidden and reported ones marked. */
function ReviewListPage() {
  const [page, setPage] = usePageParam();
  const query = useAdminReviews(page);
  return (
    <AdminPage
      title="리뷰 관리"
      description="리뷰를 눌러 사진과 신고 내용을 보고 숨기거나 삭제할 수 있어요."
      back={{ to: '/admin', label: '관리자 홈' }}
    >
      <DataTable
        caption="리뷰 목록"
        columns={columns}
        rows={query.data?.reviewList}
        rowKey={(r) => r.reviewNo}
        rowClassName={(r) => (r.isHidden === 'Y' ? 'text-ink-500' : undefined)}
        query={query}
        failure={MESSAGES.adminReviewListFailed}
        empty="작성된 리뷰가 없어요."
        page={page}
        totalPages={query.data?.totalPages ?? 1}
        onPage={setPage}
      />
    </AdminPage>
  );
}

export default adminOnly(ReviewListPage);
