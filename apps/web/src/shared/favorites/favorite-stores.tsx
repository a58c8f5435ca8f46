import type { FavoriteItem } from '@siktak/contract';
import { MESSAGES } from '@siktak/contract/messages';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button, ButtonLink } from '../ui/button';
import { StoreThumb } from '../ui/image';
import { EmptyState, ErrorState, LoadingBlock, Skeleton } from '../ui/states';
import { useFavorites } from './api';
import { FavoriteButton } from './favorite-button';

/** Cards shown before "모두 보기". */
const FIRST_CARDS = 4;

function FavoriteCard({ store }: { store: FavoriteItem }) {
  const deleted = store.isDeleted === 'Y';
  const body = (
    <>
      <StoreThumb src={store.imageList[0]} thumb={store.thumbnailList[0]} name={store.storeName} />
      <div className="flex min-w-0 flex-col justify-center gap-1">
        <p className="truncate font-bold text-ink-900">{deleted ? MESSAGES.deletedStore : store.storeName}</p>
        <p className="text-sm text-ink-600">
          {deleted ? store.storeName : `${store.categoryAddress} · ${store.categoryFoodtype}`}
        </p>
        {/* The next bookable times of the store (the availability engine's chips) go here. */}
      </div>
    </>
  );
  return (
    <li className="relative">
      {deleted ? (
        <div className="flex gap-3 rounded-2xl border border-ink-200 bg-ink-50 p-3 pr-16 [&_img]:grayscale">{body}</div>
      ) : (
        <Link
          to={`/store-detail/${store.storeNo}`}
          className="flex gap-3 rounded-2xl border border-ink-200 bg-white p-3 pr-16 transition-shadow hover:shadow-md"
        >
          {body}
        </Link>
      )}
      <FavoriteButton storeNo={store.storeNo} storeName={store.storeName} className="absolute right-3 top-3" />
    </li>
  );
}

/** "찜한 가게" of /my-page: the member's favourite stores, newest first, each removable with its heart. */
export function FavoriteStores() {
  const { data, isPending, isError, refetch } = useFavorites();
  const [all, setAll] = useState(false);
  // The phone's 찜 tab opens /my-page#favorites: once the cards are in, the section is scrolled to.
  const { hash } = useLocation();
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    if (hash === '#favorites' && data) section.current?.scrollIntoView();
  }, [hash, data]);

  let body: ReactNode;
  if (isPending) {
    body = (
      <LoadingBlock label="찜한 가게를 불러오는 중">
        <div className="grid gap-3 sm:grid-cols-2">
          <Skeleton className="h-28 rounded-2xl" />
          <Skeleton className="h-28 rounded-2xl" />
        </div>
      </LoadingBlock>
    );
  } else if (isError) {
    body = <ErrorState message="찜한 가게를 불러오지 못했어요." onRetry={() => refetch()} />;
  } else if (data.length === 0) {
    body = (
      <EmptyState
        title="아직 찜한 가게가 없어요."
        description="마음에 드는 가게의 하트를 눌러 모아 보세요."
        action={
          <ButtonLink to="/stores" variant="outline">
            가게 둘러보기
          </ButtonLink>
        }
      />
    );
  } else {
    const shown = all ? data : data.slice(0, FIRST_CARDS);
    body = (
      <>
        <ul className="grid gap-3 sm:grid-cols-2">
          {shown.map((store) => (
            <FavoriteCard key={store.storeNo} store={store} />
          ))}
        </ul>
        {data.length > FIRST_CARDS && (
          <Button variant="outline" className="self-center" onClick={() => setAll((value) => !value)}>
            {all ? '접기' : `모두 보기 (${data.length}곳)`}
          </Button>
        )}
      </>
    );
  }

  return (
    <section
      ref={section}
      id="favorites"
      aria-labelledby="favorites-heading"
      className="flex scroll-mt-20 flex-col gap-3"
    >
      <h2 id="favorites-heading" className="text-lg font-bold">
        찜한 가게
      </h2>
      {body}
    </section>
  );
}
