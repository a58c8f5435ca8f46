import { MESSAGES } from '@siktak/contract/messages';
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { ApiError } from '../../shared/api/client';
import { dotDate, listDate } from '../../shared/lib/format';
import { RequireAuth } from '../../shared/lib/require-auth';
import { Badge } from '../../shared/ui/badge';
import { Button, ButtonLink } from '../../shared/ui/button';
import { PageHeader } from '../../shared/ui/page';
import { Stars } from '../../shared/ui/rating';
import { EmptyState, ErrorState, LoadingBlock, Skeleton } from '../../shared/ui/states';
import { useOwnerReview } from './api';
import { OwnerReplyForm } from './owner-reply-form';
import { ReportDialog } from './report-dialog';
import { ReviewPhotos } from './review-photos';

/** The owner screen shows only the first 3 photos (spec §9); "+N" reveals the rest. */
const PHOTOS_SHOWN = 3;

function idOf(value: unknown): number | null {
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : null;
}

function StoreReviewDetail() {
  const [params] = useSearchParams();
  const state = useLocation().state as { review?: { reviewNo?: unknown } } | null;
  const reviewNo = idOf(params.get('reviewNo')) ?? idOf(state?.review?.reviewNo);
  const { data: review, isPending, isError, error, refetch } = useOwnerReview(reviewNo);
  const [reporting, setReporting] = useState(false);

  let body: React.ReactNode;
  if (reviewNo === null) {
    body = (
      <EmptyState
        title={MESSAGES.invalidAccess}
        description="리뷰 목록에서 볼 리뷰를 골라주세요."
        action={<ButtonLink to="/store-review">리뷰 목록으로</ButtonLink>}
      />
    );
  } else if (isPending) {
    body = (
      <LoadingBlock label="리뷰를 불러오는 중">
        <Skeleton className="h-8 w-48" />
        <Skeleton className="mt-4 h-5 w-64" />
        <Skeleton className="mt-6 h-32 w-full" />
      </LoadingBlock>
    );
  } else if (isError && error instanceof ApiError && error.status === 404) {
    body = (
      <EmptyState
        title={error.message === MESSAGES.storeMissing ? MESSAGES.storeMissing : '리뷰를 찾을 수 없어요.'}
        description="삭제되었거나 숨김 처리된 리뷰일 수 있어요."
        action={<ButtonLink to="/store-review">리뷰 목록으로</ButtonLink>}
      />
    );
  } else if (isError) {
    body = <ErrorState message="리뷰를 불러오지 못했어요." onRetry={() => refetch()} />;
  } else {
    body = (
      <article className="flex flex-col gap-6" aria-labelledby="review-author">
        <header className="flex flex-col gap-2 border-b border-ink-200 pb-5">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id="review-author" className="text-xl font-bold">
              {review.userNickname}
              <span className="sr-only">님의 리뷰</span>
            </h2>
            {review.reported && <Badge>신고됨</Badge>}
          </div>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-[15px]">
            <Stars score={review.storeGrade} />
            <span className="font-semibold text-ink-900">{review.storeGrade}점</span>
            <span className="text-ink-500">{dotDate(review.createDate)} 작성</span>
          </div>
          <p className="text-sm text-ink-600">
            방문 {listDate(review.reservationDate)} {review.reservationTime}
          </p>
        </header>
        <p className="whitespace-pre-line text-base leading-relaxed text-ink-900">{review.reviewContent}</p>
        <ReviewPhotos urls={review.imageUrls} thumbs={review.thumbnailUrls} limit={PHOTOS_SHOWN} />
        <OwnerReplyForm key={review.reviewNo} reviewNo={review.reviewNo} reply={review.ownerReply ?? null} />
        <div className="flex flex-col-reverse gap-2 border-t border-ink-200 pt-5 sm:flex-row sm:justify-between">
          <ButtonLink to="/store-review" variant="secondary" size="lg">
            목록으로
          </ButtonLink>
          <Button variant="outline" size="lg" onClick={() => setReporting(true)} disabled={review.reported}>
            {review.reported ? '신고 완료' : '신고하기'}
          </Button>
        </div>
        <ReportDialog reviewNo={review.reviewNo} open={reporting} onClose={() => setReporting(false)} />
      </article>
    );
  }

  return (
    <div className="container-page max-w-3xl py-8">
      <PageHeader title="리뷰 상세" />
      {body}
    </div>
  );
}

export default function StoreReviewDetailPage() {
  return (
    <RequireAuth roles={['ROLE_OWNER']}>
      <StoreReviewDetail />
    </RequireAuth>
  );
}
