import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Photo } from './image';
import { RatingSummary } from './rating';

export interface StoreCardData {
  storeNo: number;
  storeName: string;
  image: string | null;
  thumb: string | null;
  district: string;
  foodType: string;
  grade: number;
  reviewCount: number;
}

/**
 * Store card: 4:3 photo, name, district · food type, rating and review count.
 * `corner` sits over the photo's top right, beside the link rather than inside it (the heart, 찜).
 */
export function StoreCard({
  store,
  eager,
  sizes,
  corner,
}: {
  store: StoreCardData;
  eager?: boolean;
  sizes?: string;
  corner?: ReactNode;
}) {
  return (
    <div className="relative h-full">
      <Link
        to={`/store-detail/${store.storeNo}`}
        className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-ink-200 bg-white transition-shadow hover:shadow-lg"
      >
        <div className="aspect-[4/3] overflow-hidden">
          <Photo
            src={store.image}
            thumb={store.thumb}
            alt={`${store.storeName} 대표 사진`}
            eager={eager}
            sizes={sizes}
            width={480}
            height={360}
            className="size-full transition-transform duration-300 group-hover:scale-[1.03]"
          />
        </div>
        <div className="flex flex-1 flex-col gap-1 p-4">
          <p className="text-[13px] font-medium text-ink-500">
            {store.district} · {store.foodType}
          </p>
          <h3 className="text-[17px] font-bold leading-snug text-ink-900">{store.storeName}</h3>
          <RatingSummary grade={store.grade} count={store.reviewCount} />
        </div>
      </Link>
      {corner && <div className="absolute right-3 top-3">{corner}</div>}
    </div>
  );
}
