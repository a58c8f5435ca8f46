import type { MenuItem, PriceRange } from '@siktak/contract';
import { won } from '../../shared/lib/format';
import { Badge } from '../../shared/ui/badge';

/**
 * One meal's 가격대 per person: `15,000~25,000원`, one figure alone as `1인 약 15,000원`, null when the
 * store gave none (docs/adr/0047-menus-with-prices.md).
 */
export function mealRange(min: number | null, max: number | null): string | null {
  if (min !== null && max !== null && min !== max) {
    return `1인 ${min.toLocaleString('ko-KR')}~${won(max)}`;
  }
  const one = min ?? max;
  return one === null ? null : `1인 약 ${won(one)}`;
}

/** The 가격대 lines of the store page's facts, lunch then dinner; empty when the store gave none. */
export function priceRangeLines(range: PriceRange): string[] {
  const lunch = mealRange(range.lunchMin, range.lunchMax);
  const dinner = mealRange(range.dinnerMin, range.dinnerMax);
  return [lunch && `점심 ${lunch}`, dinner && `저녁 ${dinner}`].filter((line): line is string => line !== null);
}

/** The menu the way Naver's place page shows it: 대표 메뉴 first, prices right-aligned. */
export function StoreMenu({ items }: { items: MenuItem[] }) {
  if (items.length === 0) return null;
  const ordered = [...items.filter((item) => item.signature), ...items.filter((item) => !item.signature)];
  return (
    <section aria-labelledby="menu-heading" className="flex flex-col gap-3">
      <h2 id="menu-heading" className="text-xl font-bold">
        메뉴
      </h2>
      <ul className="divide-y divide-ink-200 border-y border-ink-200">
        {ordered.map((item) => (
          <li key={item.name} className="flex items-baseline justify-between gap-4 py-3 text-[15px]">
            <span className="flex min-w-0 items-baseline gap-2">
              {item.signature && <Badge className="shrink-0 px-2 py-0.5 text-xs">대표</Badge>}
              <span className="font-medium text-ink-900">{item.name}</span>
            </span>
            {item.price !== null && (
              <span className="shrink-0 font-semibold tabular-nums text-ink-900">{won(item.price)}</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
