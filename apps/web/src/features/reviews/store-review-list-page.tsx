import { MESSAGES } from '@siktak/contract/messages';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../shared/api/client';
import { dotDate } from '../../shared/lib/format';
import { RequireAuth } from '../../shared/lib/require-auth';
import { Badge } from '../../shared/ui/badge';
import { ButtonLink } from '../../shared/ui/button';
import { Photo } from '../../shared/ui/image';
import { PageHeader } from '../../shared/ui/page';
import { Pagination } from '../../shared/ui/pagination';
import { RatingSummary, Stars } from '../../shared/ui/rating';
import { EmptyState, ErrorState, LoadingBlock, Skeleton } from '../../shared/ui/states';
import { useOwnerReviews } from './api';

function StoreSummary({ name, grade, count }: { name: string; grade: number; count: number }) {
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-2 rounded-2xl border border-ink-200 px-5 py-4">
      <p className="text-lg font-bold text-ink-900">{name}</p>
      <RatingSummary grade={grade} count={count} className="inline-flex items-center gap-1 text-base text-ink-700" />
    </div>
  );
}

function StoreReviewList() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(0, Number(params.get('page') ?? 1) - 1 || 0);
  const { data, isPending, isError, error, refetch } = useOwnerReviews(page);

  let body: React.ReactNode;
  if (isPending) {
    body = (
      <LoadingBlock label="리뷰를 불러오는 중">
        <div className="flex flex-col gap-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-28 w-full" />
          ))}
        </div>
      </LoadingBlock>
    );
  } else if (isError && error instanceof ApiError && error.status === 404) {
    body = (
      <EmptyState
        title={MESSAGES.storeMissing}
        description="가게를 등록하면 손님들의 리뷰를 여기에서 볼 수 있어요."
        action={<ButtonLink to="/register-store">가게 등록하기</ButtonLink>}
      />
    );
  } else if (isError) {
    body = <ErrorState message="리뷰 목록을 불러오지 못했어요." onRetry={() => refetch()} />;
  } else if (data.reviewList.length === 0) {
    body = (
      <EmptyState
        title="아직 받은 리뷰가 없어요."
        description="손님이 방문 후 리뷰를 남기면 여기에 보여요."
        action={<ButtonLink to="/owner-page">사장님 페이지로</ButtonLink>}
      />
    );
  } else {
    body = (
      <>
        <StoreSummary name={data.storeName} grade={data.storeGrade} count={data.reviewCount} />
        <ul className="flex flex-col gap-3" aria-label="가게 리뷰 목록">
          {data.reviewList.map((review) => (
            <li key={review.reviewNo}>
              <Link
                to={`/store-review-detail?reviewNo=${review.reviewNo}`}
                state={{ review: { reviewNo: review.reviewNo } }}
                className="flex gap-4 rounded-2xl border border-ink-200 bg-white p-4 transition-colors hover:border-brand-500 hover:shadow-sm"
              >
                <div className="flex min-w-0 flex-1 flex-col gap-1">
                  <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                    <span className="font-bold text-ink-900">{review.userNickname}</span>
                    <Stars score={review.storeGrade} />
                    <span className="text-sm text-ink-600">{dotDate(review.createDate)}</span>
                    {review.reported && <Badge>신고됨</Badge>}
                  </div>
                  <p className="line-clamp-2 text-[15px] text-ink-700">{review.reviewContent}</p>
                  {review.imageUrls.length > 0 && (
                    <p className="text-sm text-ink-600">사진 {review.imageUrls.length}장</p>
                  )}
                </div>
                {review.imageUrls.length > 0 && (
                  <Photo
                    src={review.imageUrls[0]}
                    thumb={review.thumbnailUrls[0]}
                    alt=""
                    sizes="96px"
                    width={96}
                    height={96}
                    className="size-20 shrink-0 rounded-xl sm:size-24"
                  />
                )}
              </Link>
            </li>
          ))}
        </ul>
        <Pagination
          page={page}
          totalPages={data.totalPages}
          onChange={(next) => setParams(next > 0 ? { page: String(next + 1) } : {}, { replace: true })}
          label="리뷰 페이지"
        />
      </>
    );
  }

  return (
    <div className="container-page max-w-3xl py-8">
      <PageHeader
        title="가게 리뷰"
        description="손님들이 남긴 리뷰예요. 부적절한 리뷰는 상세 화면에서 신고할 수 있어요."
      />
      {body}
    </div>
  );
}

export default function StoreReviewListPage() {
  return (
    <RequireAuth roles={['ROLE_OWNER']}>
      <StoreReviewList />
    </RequireAuth>
  );
}
