import type { AdminReviewItem } from '@siktak/contract';
import { Badge } from '../../shared/ui/badge';

/** 공개/숨김 and, when owners reported it, how many times. */
export function ReviewBadges({ review }: { review: Pick<AdminReviewItem, 'isHidden' | 'reportCount'> }) {
  return (
    <span className="inline-flex flex-wrap gap-1">
      {review.isHidden === 'Y' ? <Badge tone="brand">숨김</Badge> : <Badge tone="success">공개</Badge>}
      {review.reportCount > 0 && <Badge tone="danger">신고 {review.reportCount}건</Badge>}
    </span>
  );
}
