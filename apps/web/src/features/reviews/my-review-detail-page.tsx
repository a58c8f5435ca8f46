import { MESSAGES } from '@siktak/contract/messages';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../shared/api/client';
import { dotDate } from '../../shared/lib/format';
import { RequireAuth } from '../../shared/lib/require-auth';
import { Button, ButtonLink } from '../../shared/ui/button';
import { useConfirm } from '../../shared/ui/dialog';
import { PageHeader } from '../../shared/ui/page';
import { OwnerReply } from '../../shared/ui/owner-reply';
import { Stars } from '../../shared/ui/rating';
import { EmptyState, ErrorState, LoadingBlock, Skeleton } from '../../shared/ui/states';
import { useToast } from '../../shared/ui/toast';
import { useDeleteReview, useMyReview } from './api';
import { ReviewPhotos } from './review-photos';

function reviewNoOf(state: unknown): number | null {
  const value = (state as { review?: { reviewNo?: unknown } } | null)?.review?.reviewNo;
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : null;
}

/** Without a review number in the navigation state the spec says "잘못된 접근입니다." and goes back. */
function InvalidAccess() {
  const navigate = useNavigate();
  const toast = useToast();
  useEffect(() => {
    toast.error(MESSAGES.invalidAccess);
    navigate('/my-review-list', { replace: true });
  }, [navigate, toast]);
  return null;
}

function ReviewDetail({ reviewNo }: { reviewNo: number }) {
  const { data: review, isPending, isError, error, refetch } = useMyReview(reviewNo);
  const remove = useDeleteReview();
  const confirm = useConfirm();
  const toast = useToast();
  const navigate = useNavigate();

  async function deleteReview() {
    if (!(await confirm({ title: MESSAGES.deleteConfirm, confirmText: '삭제', danger: true }))) return;
    remove.mutate(reviewNo, {
      onSuccess: (result) => {
        toast.success(result.message);
        navigate('/my-review-list', { replace: true });
      },
      onError: () => toast.error(MESSAGES.deleteFailed),
    });
  }

  let body: React.ReactNode;
  if (isPending) {
    body = (
      <LoadingBlock label="리뷰를 불러오는 중">
        <Skeleton className="h-8 w-56" />
        <Skeleton className="mt-4 h-5 w-40" />
        <Skeleton className="mt-6 h-32 w-full" />
      </LoadingBlock>
    );
  } else if ((isError && error instanceof ApiError && error.status === 404) || (!isError && !review)) {
    body = (
      <EmptyState
        title="리뷰를 찾을 수 없어요."
        description="이미 삭제된 리뷰일 수 있어요."
        action={<ButtonLink to="/my-review-list">내 리뷰 보기</ButtonLink>}
      />
    );
  } else if (isError || !review) {
    body = <ErrorState message="리뷰를 불러오지 못했어요." onRetry={() => refetch()} />;
  } else {
    body = (
      <article className="flex flex-col gap-6" aria-labelledby="review-store">
        <header className="flex flex-col gap-2 border-b border-ink-200 pb-5">
          <h2 id="review-store" className="text-xl font-bold">
            {review.isDeleted === 'Y' ? (
              MESSAGES.deletedStore
            ) : (
              <Link to={`/store-detail/${review.storeNo}`} className="underline-offset-4 hover:underline">
                {review.storeName}
              </Link>
            )}
          </h2>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-[15px]">
            <Stars score={review.storeGrade} />
            <span className="font-semibold text-ink-900">{review.storeGrade}점</span>
            <span className="text-ink-500">{dotDate(review.createDate)}</span>
          </div>
        </header>
        <p className="whitespace-pre-line text-base leading-relaxed text-ink-900">{review.reviewContent}</p>
        <ReviewPhotos urls={review.imageUrls} thumbs={review.thumbnailUrls} />
        {review.ownerReply && <OwnerReply reply={review.ownerReply} />}
        <div className="flex flex-col-reverse gap-2 border-t border-ink-200 pt-5 sm:flex-row sm:justify-between">
          <ButtonLink to="/my-review-list" variant="secondary" size="lg">
            목록으로
          </ButtonLink>
          <div className="grid grid-cols-2 gap-2 sm:flex">
            <Button
              size="lg"
              onClick={() => navigate(`/review-form?reviewNo=${review.reviewNo}`, { state: { review } })}
              disabled={remove.isPending}
            >
              수정
            </Button>
            <Button
              variant="outline"
              size="lg"
              onClick={deleteReview}
              loading={remove.isPending}
              loadingText="삭제 중…"
            >
              삭제
            </Button>
          </div>
        </div>
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

function MyReviewDetail() {
  const reviewNo = reviewNoOf(useLocation().state);
  return reviewNo === null ? <InvalidAccess /> : <ReviewDetail reviewNo={reviewNo} />;
}

export default function MyReviewDetailPage() {
  return (
    <RequireAuth>
      <MyReviewDetail />
    </RequireAuth>
  );
}
