import { AMENITY_LABELS, type Amenity, WEEKDAYS } from '@siktak/contract/enums';
import { MESSAGES } from '@siktak/contract/messages';
import { LIMITS } from '@siktak/contract/rules';
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../shared/api/client';
import { dotDate } from '../../shared/lib/format';
import { session } from '../../shared/lib/session';
import { Badge } from '../../shared/ui/badge';
import { Button, ButtonLink } from '../../shared/ui/button';
import { useDocumentTitle } from '../../shared/ui/page';
import { RatingSummary } from '../../shared/ui/rating';
import { EmptyState, ErrorState, LoadingBlock, Skeleton } from '../../shared/ui/states';
import { useToast } from '../../shared/ui/toast';
import { SelectField } from '../../shared/ui/field';
import { NextTimes } from '../../shared/availability/next-times';
import { partyOf, partyOptions, storePath } from '../../shared/availability/pick';
import { DepositPolicyBox } from '../../shared/ui/deposit-policy-box';
import { Sheet } from '../../shared/ui/sheet';
import { useStoreDetail } from './api';
import { BlogPosts } from './blog-posts';
import { StoreMenu, priceRangeLines } from './store-menu';
import { StoreGallery } from './store-gallery';
import { StoreReviews } from './store-reviews';
import { FavoriteButton } from '../../shared/favorites/favorite-button';

function PartySelect({
  value,
  onChange,
  className,
  compact,
}: {
  value: number;
  onChange: (party: number) => void;
  className?: string;
  compact?: boolean;
}) {
  return (
    <SelectField
      label="인원"
      hideLabel={compact}
      className={className}
      value={value}
      onChange={(event) => onChange(Number(event.target.value))}
    >
      {partyOptions(value).map((n) => (
        <option key={n} value={n}>
          {n}명
        </option>
      ))}
    </SelectField>
  );
}

function InfoRow({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex gap-4 py-2 sm:py-2.5">
      <dt className="w-16 shrink-0 text-ink-500 sm:w-20">{label}</dt>
      <dd className="min-w-0 text-ink-900">{children}</dd>
    </div>
  );
}

export default function StoreDetailPage() {
  const storeNo = Number(useParams().storeNo);
  const { data: store, isPending, isError, error, refetch } = useStoreDetail(storeNo);
  const navigate = useNavigate();
  const toast = useToast();
  // The party a diner chose here or on the list (its link carries it) goes on to the booking page;
  // the times are shown for 2 until one is chosen.
  const [params] = useSearchParams();
  const [chosenParty, setParty] = useState<number | null>(() => partyOf(params));
  const party = chosenParty ?? LIMITS.partyDefault;
  const [timesOpen, setTimesOpen] = useState(false);
  useDocumentTitle(store?.storeName ?? '가게 정보');

  function reserve() {
    const booking = storePath('reservation', storeNo, chosenParty);
    if (!session.isLoggedIn()) {
      toast.info(MESSAGES.loginToReserve);
      navigate('/login', { state: { from: booking } });
      return;
    }
    navigate(booking);
  }

  if (!Number.isInteger(storeNo) || storeNo <= 0 || (isError && error instanceof ApiError && error.status === 404)) {
    return (
      <div className="container-page py-16">
        <EmptyState
          title="가게 정보를 찾을 수 없어요."
          description="문을 닫았거나 없는 가게예요."
          action={<ButtonLink to="/stores">다른 맛집 보기</ButtonLink>}
        />
      </div>
    );
  }
  if (isError) {
    return (
      <div className="container-page py-16">
        <ErrorState message={MESSAGES.storeDetailFailed} onRetry={() => refetch()} />
      </div>
    );
  }
  if (isPending) {
    return (
      <div className="container-page py-8">
        <LoadingBlock label="가게 정보를 불러오는 중">
          <Skeleton className="aspect-[16/9] w-full" />
          <Skeleton className="mt-6 h-8 w-64" />
          <Skeleton className="mt-3 h-5 w-48" />
        </LoadingBlock>
      </div>
    );
  }

  const dayOff = WEEKDAYS.filter((d) => store.dayOff.includes(d));
  const prices = priceRangeLines(store.priceRange);
  return (
    <div className="container-page pb-28 pt-4 sm:pt-6 lg:pb-10">
      <div className="grid gap-8 lg:grid-cols-[1fr_320px]">
        <div className="flex min-w-0 flex-col gap-5 sm:gap-8">
          <StoreGallery name={store.storeName} images={store.imageList} thumbs={store.thumbnailList} />
          <div className="flex flex-col gap-1 sm:gap-2">
            <p className="text-sm font-medium text-ink-500">
              {store.categoryAddress} · {store.categoryFoodtype}
            </p>
            <div className="flex items-start justify-between gap-3">
              <h1 className="text-2xl font-extrabold leading-tight sm:text-[28px]">{store.storeName}</h1>
              <FavoriteButton storeNo={store.storeNo} storeName={store.storeName} className="shrink-0" />
            </div>
            <RatingSummary
              grade={store.storeGrade}
              count={store.reviewCount}
              className="inline-flex items-center gap-1 text-base text-ink-700"
            />
            {store.intro && <p className="mt-1 whitespace-pre-line text-[15px] text-ink-700">{store.intro}</p>}
          </div>
          <dl className="divide-y divide-ink-200 border-y border-ink-200 text-[15px]">
            <InfoRow label="주소">
              {store.storeAddress1} {store.storeAddress2}
            </InfoRow>
            <InfoRow label="전화">
              <a href={`tel:${store.storePhone}`} className="text-brand-700 underline-offset-2 hover:underline">
                {store.storePhone}
              </a>
            </InfoRow>
            <InfoRow label="영업시간">
              {store.openTime} - {store.closeTime}
            </InfoRow>
            {prices.length > 0 && (
              <InfoRow label="가격대">
                {prices.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </InfoRow>
            )}
            <InfoRow label="휴무일">
              {dayOff.length > 0 ? `매주 ${dayOff.join(', ')}요일` : '연중무휴'}
              {store.startDate && store.endDate && (
                <span className="block text-danger-600">
                  임시 휴무 {dotDate(store.startDate)} ~ {dotDate(store.endDate)}
                </span>
              )}
            </InfoRow>
          </dl>
          {store.depositPolicy.enabled && <DepositPolicyBox policy={store.depositPolicy} party={party} />}
          {store.categoryConvenience.length > 0 && (
            <section aria-labelledby="amenities-heading" className="flex flex-col gap-3">
              <h2 id="amenities-heading" className="text-xl font-bold">
                편의 시설
              </h2>
              <ul className="flex flex-wrap gap-2">
                {store.categoryConvenience.map((key) => (
                  <li key={key}>
                    <Badge className="px-3 py-1 text-sm">{AMENITY_LABELS[key as Amenity] ?? key}</Badge>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <StoreMenu items={store.menuItems} />
          <StoreReviews storeNo={store.storeNo} />
          <BlogPosts storeName={store.storeName} />
        </div>
        <aside className="hidden lg:block">
          <div className="sticky top-24 flex flex-col gap-4 rounded-2xl border border-ink-200 p-5 shadow-sm">
            <p className="font-bold">{store.storeName}</p>
            <PartySelect value={party} onChange={setParty} />
            <section aria-labelledby="next-times-heading" className="flex flex-col gap-3">
              <h2 id="next-times-heading" className="text-[15px] font-bold text-ink-900">
                예약 가능한 시간
              </h2>
              <NextTimes storeNo={store.storeNo} party={party} />
            </section>
            <Button size="lg" onClick={reserve}>
              예약하기
            </Button>
          </div>
        </aside>
      </div>
      {/* Phones: one slim bar (party, the times, 예약하기); the times open in a sheet over the page. */}
      <div className="fixed inset-x-0 bottom-0 z-30 flex items-center gap-2 border-t border-ink-200 bg-white px-3 py-2.5 lg:hidden">
        <PartySelect value={party} onChange={setParty} className="w-[5.5rem] shrink-0" compact />
        <Button variant="outline" className="min-h-12 min-w-0 flex-1 px-3" onClick={() => setTimesOpen(true)}>
          시간 보기
        </Button>
        <Button className="min-h-12 min-w-0 flex-1 px-3" onClick={reserve}>
          예약하기
        </Button>
      </div>
      <Sheet open={timesOpen} onClose={() => setTimesOpen(false)} title={`예약 가능한 시간 · ${party}명`}>
        <NextTimes storeNo={store.storeNo} party={party} />
      </Sheet>
    </div>
  );
}
