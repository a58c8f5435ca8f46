import { MESSAGES } from '@siktak/contract/messages';
import { Link, useSearchParams } from 'react-router';
import { dotDate } from '../../shared/lib/format';
import { RequireAuth } from '../../shared/lib/require-auth';
import { ButtonLink } from '../../shared/ui/button';
import { Photo } from '../../shared/ui/image';
import { PageHeader } from '../../shared/ui/page';
import { Pagination } from '../../shared/ui/pagination';
import { Stars } from '../../shared/ui/rating';
import { EmptyState, ErrorState, LoadingBlock, Skeleton } from '../../shared/ui/states';
import { useMyReviews } from './api';

/** The server answers every review at once; the list pages them here. */
const PAGE_SIZE = 10;

function MyReviewList() {
  const { data: reviews, isPending, isError, refetch } = useMyReviews();
  const [params, setParams] = useSearchParams();
  const pages = Math.max(1, Math.ceil((reviews?.length ?? 0) / PAGE_SIZE));
  const page = Math.min(pages - 1, Math.max(0, Number(params.get('page') ?? 1) - 1 || 0));

  return (
    <div className="container-page max-w-3xl py-8">
      <PageHeader
        title="내 리뷰"
        description={reviews && reviews.length > 0 ? `작성한 리뷰 ${reviews.length}개` : '방문한 가게에 남긴 리뷰예요.'}
      />
      {isPending ? (
        <LoadingBlock label="리뷰를 불러오는 중">
          <div className="flex flex-col gap-3">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-28 w-full" />
            ))}
          </div>
        </LoadingBlock>
      ) : isError ? (
        <ErrorState message="리뷰를 불러오지 못했어요." onRetry={() => refetch()} />
      ) : reviews.length === 0 ? (
        <EmptyState
          title="아직 작성한 리뷰가 없어요."
          description="다녀온 가게의 리뷰는 예약 내역에서 쓸 수 있어요."
          action={<ButtonLink to="/my-reservation-list">예약 내역 보기</ButtonLink>}
        />
      ) : (
        <>
          <ul className="flex flex-col gap-3" aria-label="내가 쓴 리뷰">
            {reviews.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE).map((review) => (
              <li key={review.reviewNo}>
                <Link
                  to="/my-review-detail"
                  state={{ review: { reviewNo: review.reviewNo } }}
                  className="flex gap-4 rounded-2xl border border-ink-200 bg-white p-4 transition-colors hover:border-brand-500 hover:shadow-sm"
                >
                  <Photo
                    src={review.imageUrls[0]}
                    thumb={review.thumbnailUrls[0]}
                    alt={review.imageUrls[0] ? '' : '사진 없음'}
                    sizes="96px"
                    width={96}
                    height={96}
                    className="size-20 shrink-0 rounded-xl sm:size-24"
                  />
                  <div className="flex min-w-0 flex-1 flex-col gap-1">
                    <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                      <h2 className="truncate text-base font-bold text-ink-900">
                        {review.isDeleted === 'Y' ? MESSAGES.deletedStore : review.storeName}
                      </h2>
                      <span className="text-sm text-ink-600">{dotDate(review.createDate)}</span>
                    </div>
                    <Stars score={review.storeGrade} />
                    <p className="line-clamp-2 text-[15px] text-ink-700">{review.reviewContent}</p>
                  </div>
                </Link>
              </li>
            ))}
          </ul>
          <Pagination
            page={page}
            totalPages={pages}
            onChange={(next) => setParams(next > 0 ? { page: String(next + 1) } : {}, { replace: true })}
            label="리뷰 페이지"
          />
        </>
      )}
    </div>
  );
}

export default function MyReviewListPage() {
  return (
    <RequireAuth>
      <MyReviewList />
    </RequireAuth>
  );
}
