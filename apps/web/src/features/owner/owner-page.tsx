import type { ProfileForm, RemovedOwnerStore, StoreDetail } from '@siktak/contract';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useLogout } from '../../shared/lib/sign-out';
import { RequireAuth } from '../../shared/lib/require-auth';
import { session } from '../../shared/lib/session';
import { Button, ButtonLink } from '../../shared/ui/button';
import { PageHeader } from '../../shared/ui/page';
import { EmptyState, ErrorState, LoadingBlock, Skeleton } from '../../shared/ui/states';
import { type Tile, TileMenu } from '../../shared/ui/tile-menu';
import { dotDate } from '../../shared/lib/format';
import { useOwnerStore, useOwnerToday, useProfile, useRemovedStore } from './api';
import { OwnerDashboard } from './dashboard/owner-dashboard';
import { SlotManager } from './slots/slot-manager';

function Icon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
      <path d={path} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

const ICONS = {
  person: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0',
  lock: 'M8 11V8a4 4 0 0 1 8 0v3M6 11h12v9H6zM12 15v2',
  leave: 'M15 17l5-5-5-5M20 12H9M12 20H5a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h7',
  store: 'M4 10h16M5 10l1-5h12l1 5M6 10v9h12v-9M10 19v-5h4v5',
  calendar: 'M7 3v3M17 3v3M4 8h16M5 5h14a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Z',
  book: 'M5 4h11a2 2 0 0 1 2 2v14H7a2 2 0 0 1-2-2V4Zm0 14a2 2 0 0 1 2-2h11M9 8h6M9 11h4',
  star: 'M12 4l2.4 5 5.6.6-4.2 3.8 1.2 5.6L12 16.3 7 19l1.2-5.6L4 9.6 9.6 9 12 4Z',
};

function tilesOf(profile: ProfileForm, store: StoreDetail | null): Tile[] {
  const kakao = profile.loginType === 'KAKAO';
  return [
    {
      to: kakao ? '/my-info' : '/my-password',
      title: '내 정보 수정',
      description: '이름, 닉네임, 연락처',
      icon: <Icon path={ICONS.person} />,
    },
    ...(kakao
      ? []
      : [
          {
            to: '/new-password',
            title: '비밀번호 변경',
            description: '로그인 비밀번호',
            icon: <Icon path={ICONS.lock} />,
          },
        ]),
    { to: '/account-delete', title: '회원 탈퇴', description: '계정 삭제', icon: <Icon path={ICONS.leave} /> },
    {
      to: '/register-store',
      state: { initialData: store },
      title: store ? '가게 정보 수정' : '가게 정보 등록',
      description: store ? '영업시간, 휴무일, 사진' : '가게를 등록하고 예약을 받아요',
      icon: <Icon path={ICONS.store} />,
    },
    {
      to: '/store-reservation-book',
      title: '예약 장부',
      description: '일·월 달력, 검색, CSV',
      icon: <Icon path={ICONS.book} />,
    },
    {
      to: '/store-reservation',
      title: '가게 예약 관리',
      description: '예약 확인과 취소',
      icon: <Icon path={ICONS.calendar} />,
    },
    { to: '/store-review', title: '가게 리뷰', description: '손님이 남긴 리뷰', icon: <Icon path={ICONS.star} /> },
  ];
}

function StoreSummary({
  store,
  removed,
}: {
  store: StoreDetail | null;
  removed: RemovedOwnerStore['removedStore'] | undefined;
}) {
  if (!store && removed) {
    return (
      <p className="text-[15px] text-ink-600">
        <span className="font-semibold text-ink-900">'{removed.storeName}'</span> 가게는 관리자가{' '}
        {dotDate(removed.removedAt)}에 삭제했어요. 다시 운영하려면{' '}
        <span className="font-semibold text-ink-900">가게 정보 등록</span>에서 새로 등록해주세요.
      </p>
    );
  }
  if (!store) {
    return (
      <p className="text-[15px] text-ink-600">
        아직 등록한 가게가 없어요. <span className="font-semibold text-ink-900">가게 정보 등록</span>에서 시작해보세요.
      </p>
    );
  }
  return (
    <p className="text-[15px] text-ink-600">
      <Link
        to={`/store-detail/${store.storeNo}`}
        className="font-semibold text-ink-900 underline-offset-2 hover:underline"
      >
        {store.storeName}
      </Link>{' '}
      · {store.categoryAddress} · {store.categoryFoodtype}
    </p>
  );
}

/** Today's bookings of the store (not cancelled) on top of the owner page, with a way to the list. */
function Today() {
  const today = useOwnerToday();
  return (
    <section
      aria-labelledby="today-heading"
      className="flex flex-col gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-5 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex flex-col gap-1">
        <h2 id="today-heading" className="text-base font-bold">
          오늘 예약{today.data && <span className="ml-2 font-medium text-ink-600">{dotDate(today.data.date)}</span>}
        </h2>
        {today.isPending ? (
          <Skeleton className="h-8 w-40" />
        ) : today.isError ? (
          <p className="text-[15px] text-red-700">오늘 예약을 불러오지 못했어요.</p>
        ) : (
          <p className="text-ink-700">
            <span className="text-2xl font-extrabold text-ink-900">{today.data.bookingCount}건</span>
            <span className="ml-2 text-[15px]">손님 {today.data.personCount}명</span>
          </p>
        )}
      </div>
      <ButtonLink to="/store-reservation-book" variant="outline" className="shrink-0">
        예약 장부
      </ButtonLink>
    </section>
  );
}

function OwnerHome() {
  const profile = useProfile();
  const role = profile.data?.userRole;
  const store = useOwnerStore(role === 'ROLE_OWNER');
  // GET /api/owner/stores answers 404 both before the first store and after an admin deleted it.
  const removed = useRemovedStore(role === 'ROLE_OWNER' && store.data === null);
  const logout = useLogout();

  // The role may have changed since login (an approval takes effect at once): follow the server.
  useEffect(() => {
    if (role && role !== session.role()) session.setRole(role);
  }, [role]);
  useEffect(() => {
    if (store.data !== undefined) session.setStoreNo(store.data?.storeNo ?? null);
  }, [store.data]);

  if (profile.isPending || (role === 'ROLE_OWNER' && (store.isPending || (store.data === null && removed.isPending)))) {
    return (
      <LoadingBlock label="사장님 정보를 불러오는 중">
        <Skeleton className="h-24 w-full" />
        <div className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3">
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <Skeleton key={i} className="h-28" />
          ))}
        </div>
      </LoadingBlock>
    );
  }
  if (profile.isError || store.isError || removed.isError) {
    return (
      <ErrorState
        message="사장님 정보를 불러오지 못했어요."
        onRetry={() => {
          profile.refetch();
          store.refetch();
          if (store.data === null) removed.refetch();
        }}
      />
    );
  }
  const me = profile.data;
  if (me.userRole !== 'ROLE_OWNER') {
    return (
      <EmptyState
        title="사장님 권한이 필요해요."
        description="사장님 신청이 승인되면 가게를 등록하고 예약을 관리할 수 있어요."
        action={<ButtonLink to="/my-register-owner">사장님 신청하기</ButtonLink>}
      />
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <section
        aria-label="내 정보"
        className="flex flex-col gap-4 rounded-2xl border border-ink-200 bg-white p-5 sm:flex-row sm:items-center"
      >
        <div className="flex min-w-0 flex-1 items-center gap-4">
          {me.profileImage ? (
            <img src={me.profileImage} alt="프로필 사진" className="size-16 shrink-0 rounded-full object-cover" />
          ) : (
            <span
              aria-hidden="true"
              className="flex size-16 shrink-0 items-center justify-center rounded-full bg-brand-50 text-2xl font-bold text-brand-700"
            >
              {me.userName.slice(0, 1)}
            </span>
          )}
          <div className="min-w-0">
            <p className="text-lg font-bold">{me.userName} 사장님, 환영합니다</p>
            <p className="truncate text-sm text-ink-500">{me.userId}</p>
            <div className="mt-1">
              <StoreSummary store={store.data ?? null} removed={removed.data} />
            </div>
          </div>
        </div>
        <Button variant="outline" onClick={logout} className="w-full sm:w-auto">
          로그아웃
        </Button>
      </section>
      {store.data && <Today />}
      {store.data && <OwnerDashboard />}
      <TileMenu label="사장님 메뉴" tiles={tilesOf(me, store.data ?? null)} />
      {store.data && <SlotManager />}
    </div>
  );
}

export default function OwnerPage() {
  return (
    <RequireAuth>
      <div className="container-page py-8">
        <PageHeader title="사장님 페이지" />
        <OwnerHome />
      </div>
    </RequireAuth>
  );
}
