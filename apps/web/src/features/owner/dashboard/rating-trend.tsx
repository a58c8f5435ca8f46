import type { OwnerDashboard } from '@siktak/contract';
import { cx } from '../../../shared/ui/cx';
import { gradeTop } from './chart-scale';
import { Panel, PlotFrame } from './panel';

/** `2026-03` → `3월`. */
const monthName = (month: string) => `${Number(month.slice(5))}월`;

/**
 * 평점 추이: the average of each of the last 12 months as a line (months without reviews leave a gap
 * in the dots, the line joins the ones around it), with the store's overall average. Like the bar
 * chart, the line is a stretched SVG and the dots and labels are HTML.
 */
export function RatingTrend({ ratings }: { ratings: OwnerDashboard['ratings'] }) {
  const { months } = ratings;
  const x = (index: number) => ((index + 0.5) / months.length) * 100;
  const rated = months.flatMap((month, index) => (month.average === null ? [] : [{ ...month, index }]));
  const points = rated.map((month) => `${x(month.index)},${gradeTop(month.average ?? 0)}`).join(' ');

  return (
    <Panel id="rating-heading" title="평점 추이" note="최근 12개월, 숨김 리뷰 제외">
      {ratings.reviewCount === 0 ? (
        <p className="py-6 text-center text-sm text-ink-500">
          아직 리뷰가 없어요. 리뷰가 쌓이면 달마다 평점을 보여드릴게요.
        </p>
      ) : (
        <>
          <p className="flex items-baseline gap-2">
            <span aria-hidden="true" className="text-xl text-star">
              ★
            </span>
            <span className="text-2xl font-extrabold tabular-nums">
              <span className="sr-only">전체 평점 </span>
              {ratings.average.toFixed(1)}
            </span>
            <span className="text-sm text-ink-600">리뷰 {ratings.reviewCount}개 전체 평균</span>
          </p>
          <PlotFrame
            height="h-28"
            axis={[5, 3, 1]}
            labels={months.map((month, index) => (
              <span
                key={month.month}
                className={cx(
                  'absolute -translate-x-1/2 whitespace-nowrap',
                  index === months.length - 1 && 'font-bold text-ink-700',
                  index % 2 === 0 && index !== months.length - 1 && 'hidden sm:inline',
                )}
                style={{ left: `${x(index)}%` }}
              >
                {monthName(month.month)}
              </span>
            ))}
          >
            <svg
              className="absolute inset-0 size-full overflow-visible"
              viewBox="0 0 100 100"
              preserveAspectRatio="none"
              role="presentation"
            >
              <polyline
                points={points}
                fill="none"
                strokeWidth="2"
                strokeLinejoin="round"
                vectorEffect="non-scaling-stroke"
                className="stroke-brand-500"
              />
            </svg>
            {rated.map((month) => (
              <span
                key={month.month}
                title={`${monthName(month.month)} 평점 ${month.average?.toFixed(1)} · 리뷰 ${month.reviewCount}개`}
                className="absolute size-2.5 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-brand-600"
                style={{ left: `${x(month.index)}%`, top: `${gradeTop(month.average ?? 0)}%` }}
              />
            ))}
          </PlotFrame>
          <table className="sr-only">
            <caption>월별 평점</caption>
            <thead>
              <tr>
                <th scope="col">월</th>
                <th scope="col">평균 평점</th>
                <th scope="col">리뷰</th>
              </tr>
            </thead>
            <tbody>
              {months.map((month) => (
                <tr key={month.month}>
                  <th scope="row">{`${month.month.slice(0, 4)}년 ${monthName(month.month)}`}</th>
                  <td>{month.average === null ? '리뷰 없음' : month.average.toFixed(1)}</td>
                  <td>{month.reviewCount}개</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </Panel>
  );
}
