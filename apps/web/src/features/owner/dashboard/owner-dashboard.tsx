import { ErrorState, LoadingBlock, Skeleton } from '../../../shared/ui/states';
import { useOwnerDashboard } from '../api';
import { BookingsChart } from './bookings-chart';
import { RatingTrend } from './rating-trend';
import { TodayTimeline } from './today-timeline';

/** The owner's dashboard: today by hour beside the 61-day bookings chart and the rating trend. */
export function OwnerDashboard() {
  const dashboard = useOwnerDashboard();
  if (dashboard.isPending) {
    return (
      <LoadingBlock label="대시보드를 불러오는 중">
        <div className="grid gap-4 lg:grid-cols-2">
          <Skeleton className="h-96" />
          <Skeleton className="h-96" />
        </div>
      </LoadingBlock>
    );
  }
  if (dashboard.isError) {
    return <ErrorState message="대시보드를 불러오지 못했어요." onRetry={() => dashboard.refetch()} />;
  }
  const data = dashboard.data;
  return (
    <div className="grid items-start gap-4 lg:grid-cols-2">
      <TodayTimeline dashboard={data} />
      <div className="flex min-w-0 flex-col gap-4">
        <BookingsChart days={data.days} today={data.today.date} />
        <RatingTrend ratings={data.ratings} />
      </div>
    </div>
  );
}
