import { APPLICATION_STATUS_LABELS, type ApplicationStatus } from '@siktak/contract/enums';
import { Badge } from '../../shared/ui/badge';

/** 처리 대기 in red (spec §4), 처리 완료, 반려. */
export function OwnerStatusBadge({ status }: { status: ApplicationStatus }) {
  const tone = status === 'N' ? 'danger' : status === 'Y' ? 'success' : 'neutral';
  return <Badge tone={tone}>{APPLICATION_STATUS_LABELS[status]}</Badge>;
}
