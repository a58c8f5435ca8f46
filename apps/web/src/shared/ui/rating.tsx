/** `★ 4.5 (12)` — a store's average and review count, or "새로 오픈" without reviews. */
export function RatingSummary({ grade, count, className }: { grade: number; count: number; className?: string }) {
  if (count === 0) {
    return <span className={className ?? 'text-sm text-ink-500'}>아직 리뷰가 없어요</span>;
  }
  return (
    <span className={className ?? 'inline-flex items-center gap-1 text-sm text-ink-700'}>
      <span aria-hidden="true" className="text-star">
        ★
      </span>
      <span className="font-semibold text-ink-900">
        <span className="sr-only">평점 </span>
        {grade.toFixed(1)}
      </span>
      <span className="text-ink-500">
        (<span className="sr-only">리뷰 </span>
        {count})
      </span>
    </span>
  );
}

/** Five stars for one review's score. */
export function Stars({ score }: { score: number }) {
  return (
    <span className="inline-flex items-center text-star" role="img" aria-label={`5점 만점에 ${score}점`}>
      {[1, 2, 3, 4, 5].map((star) => (
        <span key={star} aria-hidden="true" className={star <= score ? '' : 'text-ink-300'}>
          ★
        </span>
      ))}
    </span>
  );
}
