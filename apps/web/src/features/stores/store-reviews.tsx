import { MESSAGES } from '@siktak/contract/messages';
import { dotDate } from '../../shared/lib/format';
import { Photo } from '../../shared/ui/image';
import { OwnerReply } from '../../shared/ui/owner-reply';
import { Stars } from '../../shared/ui/rating';
import { LoadingBlock, Skeleton } from '../../shared/ui/states';
import { useStoreReviews } from './api';

/** Visitor reviews with their photos; an error counts as no reviews (spec §8). */
export function StoreReviews({ storeNo }: { storeNo: number }) {
  const { data, isPending } = useStoreReviews(storeNo);
  const reviews = data ?? [];
  return (
    <section aria-labelledby="reviews-heading" className="flex flex-col gap-4">
      <h2 id="reviews-heading" className="text-xl font-bold">
        방문자 리뷰 <span className="text-brand-600">{reviews.length > 0 ? reviews.length : ''}</span>
      </h2>
      {isPending ? (
        <LoadingBlock label="리뷰를 불러오는 중">
          <Skeleton className="h-28 w-full" />
        </LoadingBlock>
      ) : reviews.length === 0 ? (
        <p className="rounded-2xl bg-ink-50 px-5 py-8 text-center text-ink-600">{MESSAGES.reviewsEmpty}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-ink-200">
          {reviews.map((review) => (
            <li key={review.reviewNo} className="flex flex-col gap-2 py-4">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <span className="font-semibold">{review.userName}</span>
                <Stars score={review.storeGrade} />
                <span className="text-sm text-ink-500">{dotDate(review.createDate)}</span>
              </div>
              <p className="whitespace-pre-line text-ink-700">{review.reviewContent}</p>
              {review.imageUrls.length > 0 && (
                <ul className="flex gap-2 overflow-x-auto" aria-label="리뷰 사진">
                  {review.imageUrls.map((url, i) => (
                    <li key={url} className="shrink-0">
                      <a
                        href={url}
                        target="_blank"
                        rel="noreferrer"
                        aria-label={`리뷰 사진 ${i + 1} 크게 보기 (새 창)`}
                      >
                        <Photo
                          src={url}
                          thumb={review.thumbnailUrls[i]}
                          alt=""
                          sizes="112px"
                          width={112}
                          height={84}
                          className="h-[84px] w-28 rounded-xl"
                        />
                      </a>
                    </li>
                  ))}
                </ul>
              )}
              {review.ownerReply && <OwnerReply reply={review.ownerReply} className="mt-1" />}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
