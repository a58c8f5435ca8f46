import type { ReactNode } from 'react';
import type { AvailableStore } from '@siktak/contract';
import { Link } from 'react-router';
import { cx } from '../ui/cx';
import { Photo } from '../ui/image';
import { RatingSummary } from '../ui/rating';
import { type Pick, storePath } from './pick';
import { TimeChips } from './time-chips';

/**
 * A store of the availability search: photo, district · food type, name, rating and its time chips
 * for the pick (or, without chips, when the store opens, or a note that the hours around it are full). `row` lays the photo beside the text
 * (the /stores list), `tile` above it (home rows). The whole card opens the store (its name's link
 * is stretched over it), the chips and `action` sit above that link as taps of their own.
 */
export function AvailableStoreCard({
  store,
  pick,
  layout,
  eager,
  action,
  carryParty,
}: {
  store: AvailableStore;
  pick: Pick;
  layout: 'row' | 'tile';
  eager?: boolean;
  /** A control beside the name (the /stores list puts the favourite heart there). */
  action?: ReactNode;
  /** The diner chose the party: the store page is opened with it. */
  carryParty?: boolean;
}) {
  const detail = storePath('store-detail', store.storeNo, carryParty ? pick.party : null);
  const row = layout === 'row';
  return (
    <article
      className={cx(
        'relative flex h-full rounded-2xl border border-ink-200 bg-white transition-shadow hover:shadow-md',
        row ? 'flex-col gap-3 p-3 sm:flex-row sm:gap-4 sm:p-4' : 'flex-col overflow-hidden',
      )}
    >
      <div
        className={cx(
          'shrink-0 overflow-hidden',
          row ? 'hidden aspect-[4/3] w-48 rounded-xl sm:block' : 'aspect-[4/3]',
        )}
      >
        <Photo
          src={store.storeImg}
          thumb={store.storeThumb}
          alt=""
          eager={eager}
          sizes={row ? '192px' : '(min-width: 1024px) 350px, 82vw'}
          width={row ? 192 : 480}
          height={row ? 144 : 360}
          className="size-full"
        />
      </div>
      <div className={cx('flex min-w-0 flex-1 flex-col gap-2', !row && 'p-4')}>
        <div className="flex gap-3">
          {row && (
            <div className="size-20 shrink-0 overflow-hidden rounded-xl sm:hidden">
              <Photo
                src={store.storeImg}
                thumb={store.storeThumb}
                alt=""
                eager={eager}
                sizes="80px"
                width={80}
                height={80}
                className="size-full"
              />
            </div>
          )}
          <div className="flex min-w-0 flex-col gap-0.5">
            <p className="text-[13px] font-medium text-ink-500">
              {store.categoryAddress} · {store.categoryFoodtype}
            </p>
            <h3 className="text-[17px] font-bold leading-snug text-ink-900 sm:text-lg">
              <Link to={detail} className="rounded-2xl after:absolute after:inset-0 after:rounded-2xl hover:underline">
                {store.storeName}
              </Link>
            </h3>
            <RatingSummary grade={store.storeGrade} count={store.reviewCount} />
          </div>
          {action && <div className="relative ml-auto shrink-0">{action}</div>}
        </div>
        {store.chips.length > 0 ? (
          <TimeChips
            storeNo={store.storeNo}
            date={pick.date}
            party={pick.party}
            chips={store.chips}
            label={`${store.storeName} 예약 가능 시간`}
            className="relative mt-auto pt-1"
          />
        ) : (
          <p className="relative mt-auto pt-1 text-sm text-ink-500">
            {store.opensAt ? `${store.opensAt}에 문을 열어요.` : `${pick.time} 전후로는 ${pick.party}명 자리가 없어요.`}{' '}
            <Link to={detail} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
              다른 시간 보기
            </Link>
          </p>
        )}
      </div>
    </article>
  );
}
