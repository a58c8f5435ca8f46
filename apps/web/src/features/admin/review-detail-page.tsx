import { MESSAGES } from '@siktak/contract/messages';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../shared/api/client';
import { dotDate, timeOf } from '../../shared/lib/format';
import { Button, ButtonLink } from '../../shared/ui/button';
import { useConfirm } from '../../shared/ui/dialog';
import { Photo } from '../../shared/ui/image';
import { OwnerReply } from '../../shared/ui/owner-reply';
import { Stars } from '../../shared/ui/rating';
import { EmptyState, ErrorState, LoadingBlock, Skeleton } from '../../shared/ui/states';
import { useToast } from '../../shared/ui/toast';
import { adminOnly, AdminPage } from './admin-page';
import { useAdminReview, useDeleteReview, useSetReviewHidden } from './api';
import { AuditTrail } from './audit-trail';
import { ReviewBadges } from './review-badges';

const back = { to: '/admin/review-list', label: '리뷰 목록' };

/**
 * /admin/review/{reivewNo} (the route keeps the spec's spelling): the review with its photos and the
 * owners' reports on it; hide or show it again, delete it, and the audit trail.
 */
function ReviewDetailPage() {
  const reviewNo = Number(useParams().reivewNo);
  const { data: review, isPending, isError, error, refetch } = useAdminReview(reviewNo);
  const visibility = useSetReviewHidden(reviewNo);
  const remove = useDeleteReview();
  const confirm = useConfirm();
  const toast = useToast();
  const navigate = useNavigate();

  async function onToggle(hidden: boolean) {
    if (
      hidden &&
      !(await confirm({
        title: '이 리뷰를 숨길까요?',
        description: '가게 페이지에서 보이지 않고 평점에서도 빠져요. 언제든 다시 공개할 수 있어요.',
        confirmText: '숨기기',
      }))
    ) {
      return;
    }
    try {
      toast.success((await visibility.mutateAsync(hidden)).message);
    } catch (err) {
      toast.error(err instanceof ApiError ? err.message : '처리하지 못했어요. 다시 시도해주세요.');
    }
  }

  async function onDelete() {
    const ok = await confirm({
      title: '이 리뷰를 삭제할까요?',
      description: '리뷰와 사진, 신고 내역이 모두 지워지고 되돌릴 수 없어요. 작성자는 리뷰를 다시 쓸 수 있어요.',
      confirmText: '삭제',
      danger: true,
    });
    if (!ok) return;
    try {
      toast.success((await remove.mutateAsync(reviewNo)).message);
      navigate(back.to, { replace: true });
    } catch (err) {
      toast.error(err instanceof ApiError ? err.message : MESSAGES.deleteFailed);
    }
  }

  if (!(Number.isInteger(reviewNo) && reviewNo > 0) || (isError && error instanceof ApiError && error.status === 404)) {
    return (
      <AdminPage title="리뷰 상세" back={back}>
        <EmptyState
          title="리뷰를 찾을 수 없어요."
          description="이미 삭제된 리뷰일 수 있어요."
          action={<ButtonLink to={back.to}>리뷰 목록으로</ButtonLink>}
        />
      </AdminPage>
    );
  }
  if (isError) {
    return (
      <AdminPage title="리뷰 상세" back={back}>
        <ErrorState message="리뷰를 불러오지 못했어요." onRetry={() => refetch()} />
      </AdminPage>
    );
  }
  if (isPending) {
    return (
      <AdminPage title="리뷰 상세" back={back}>
        <LoadingBlock label="리뷰를 불러오는 중">
          <Skeleton className="h-64 w-full" />
        </LoadingBlock>
      </AdminPage>
    );
  }

  const hidden = review.isHidden === 'Y';
  return (
    <AdminPage title={`리뷰 #${review.reviewNo}`} back={back}>
      <div className="grid gap-6 lg:grid-cols-[1fr_340px]">
        <article
          aria-labelledby="review-heading"
          className="flex flex-col gap-4 self-start rounded-2xl border border-ink-200 p-5"
        >
          <header className="flex flex-col gap-2">
            <ReviewBadges review={{ isHidden: review.isHidden, reportCount: review.reports.length }} />
            <h2 id="review-heading" className="text-lg font-bold text-ink-900">
              <Link to={`/admin/store/${review.storeNo}`} className="hover:underline">
                {review.storeName}
              </Link>
            </h2>
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-600">
              <Stars score={review.storeGrade} />
              <span>{review.userNickname}</span>
              <time dateTime={review.reviewDate}>{dotDate(review.reviewDate)}</time>
            </div>
          </header>
          <p className="whitespace-pre-wrap leading-7 text-ink-900">{review.reviewContent}</p>
          {review.imageUrls.length > 0 && (
            <ul aria-label="리뷰 사진" className="grid grid-cols-3 gap-2 sm:grid-cols-4">
              {review.imageUrls.map((url, i) => (
                <li key={url}>
                  <a href={url} target="_blank" rel="noreferrer" aria-label={`리뷰 사진 ${i + 1} 크게 보기 (새 창)`}>
                    <Photo src={url} alt={`리뷰 사진 ${i + 1}`} className="aspect-square w-full rounded-xl" />
                  </a>
                </li>
              ))}
            </ul>
          )}
          {review.ownerReply && <OwnerReply reply={review.ownerReply} />}
        </article>

        <div className="flex flex-col gap-6">
          <section aria-labelledby="actions-heading" className="flex flex-col gap-3 rounded-2xl bg-ink-50 p-5">
            <h2 id="actions-heading" className="text-lg font-bold text-ink-900">
              리뷰 관리
            </h2>
            <p className="text-sm text-ink-600">
              {hidden
                ? '숨긴 리뷰예요. 가게 페이지와 평점에서 빠져 있어요.'
                : '공개된 리뷰예요. 숨기면 가게 페이지와 평점에서 빠져요.'}
            </p>
            <div className="grid grid-cols-2 gap-2">
              <Button
                variant="outline"
                onClick={() => onToggle(!hidden)}
                loading={visibility.isPending}
                loadingText="처리 중…"
              >
                {hidden ? '다시 공개' : '숨기기'}
              </Button>
              <Button variant="danger" onClick={onDelete} loading={remove.isPending} loadingText="삭제 중…">
                삭제
              </Button>
            </div>
          </section>

          <section aria-labelledby="reports-heading" className="rounded-2xl border border-ink-200 p-5">
            <h2 id="reports-heading" className="text-lg font-bold text-ink-900">
              신고 내역 <span className="text-ink-500">{review.reports.length}건</span>
            </h2>
            {review.reports.length === 0 ? (
              <p className="mt-2 text-sm text-ink-500">이 리뷰에 들어온 신고가 없어요.</p>
            ) : (
              <ul className="mt-2 flex flex-col divide-y divide-ink-200">
                {review.reports.map((report) => (
                  <li key={report.reportNo} className="py-3">
                    <p className="font-semibold text-ink-900">{report.reason}</p>
                    {report.detail && <p className="mt-0.5 whitespace-pre-wrap text-ink-700">{report.detail}</p>}
                    <p className="mt-1 text-[13px] text-ink-500">
                      {report.reporterName} · {dotDate(report.createDate)} {timeOf(report.createDate)}
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>

        <div className="lg:col-span-2">
          <AuditTrail entries={review.audit} />
        </div>
      </div>
    </AdminPage>
  );
}

export default adminOnly(ReviewDetailPage);
