import type { AdminReviewItem } from '@siktak/contract';
import { MESSAGES } from '@siktak/contract/messages';
import { dotDate } from '../../shared/lib/format';
import { Stars } from '../../shared/ui/rating';
import { usePageParam, useSearchParam } from '../../shared/lib/use-page-param';
import { adminOnly, AdminPage } from './admin-page';
import { ListSearch, emptyListText } from './list-search';
import { DataTable, type Column, RowLink } from '../../shared/ui/data-table';
import { useAdminReviews } from './api';
import { ReviewBadges } from './review-badges';

/** Why owners reported the review, one line each: "허위 정보 · 방문 기록이 없어요". */
function ReportReasons({ reports }: { reports: NonNullable<AdminReviewItem['reports']> }) {
  if (reports.length === 0) return null;
  return (
    <ul aria-label="신고 사유" className="mt-1.5 flex flex-col gap-0.5 text-[13px] text-danger-600">
      {reports.map((report, index) => (
        // Reports have no number on the list; their order (oldest first) is stable.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <li key={index} className="line-clamp-2">
          <span className="font-semibold">신고 · {report.reason}</span>
          {report.detail && <span className="text-ink-600"> · {report.detail}</span>}
        </li>
      ))}
    </ul>
  );
}

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
        {r.reviewExcerpt && <p className="mt-1 line-clamp-2 text-[15px] text-ink-800">{r.reviewExcerpt}</p>}
        <ReportReasons reports={r.reports ?? []} />
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
  const [search, setSearch] = useSearchParam();
  const query = useAdminReviews(page, search);
  return (
    <AdminPage
      title="리뷰 관리"
      description="리뷰를 눌러 사진과 신고 내용을 보고 숨기거나 삭제할 수 있어요."
      back={{ to: '/admin', label: '관리자 홈' }}
    >
      <ListSearch label="리뷰 검색" placeholder="가게 이름·닉네임으로 검색" value={search} onSearch={setSearch} />
      <DataTable
        caption="리뷰 목록"
        columns={columns}
        rows={query.data?.reviewList}
        rowKey={(r) => r.reviewNo}
        rowClassName={(r) => (r.isHidden === 'Y' ? 'text-ink-500' : undefined)}
        query={query}
        failure={MESSAGES.adminReviewListFailed}
        empty={emptyListText(search, '리뷰가', '작성된 리뷰가 없어요.')}
        page={page}
        totalPages={query.data?.totalPages ?? 1}
        onPage={setPage}
      />
    </AdminPage>
  );
}

export default adminOnly(ReviewListPage);
