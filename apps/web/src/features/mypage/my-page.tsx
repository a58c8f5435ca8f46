import type { ProfileForm } from '@siktak/contract';
import { type ReactNode, useEffect } from 'react';
import { dotDate } from '../../shared/lib/format';
import { RequireAuth } from '../../shared/lib/require-auth';
import { session } from '../../shared/lib/session';
import { useLogout } from '../../shared/lib/sign-out';
import { Badge } from '../../shared/ui/badge';
import { Button, ButtonLink } from '../../shared/ui/button';
import { useDocumentTitle } from '../../shared/ui/page';
import { ErrorState, LoadingBlock, Skeleton } from '../../shared/ui/states';
import { type Tile, TileMenu } from '../../shared/ui/tile-menu';
import { FavoriteStores } from '../../shared/favorites/favorite-stores';
import { MyWaits } from '../../shared/waitlist/my-waits';
import { useProfile } from './api';
import { Avatar } from './avatar';
import { TILE_ICONS } from './tile-icons';

type Application = NonNullable<ProfileForm['ownerApplication']>;

const APPLICATION_LABELS: Record<Application['status'], string> = { N: '처리 대기', Y: '승인 완료', R: '반려' };

function tilesFor(profile: ProfileForm): Tile[] {
  const kakao = profile.loginType === 'KAKAO';
  const application = profile.ownerApplication;
  return [
    {
      // Kakao members have no password to re-enter.
      to: kakao ? '/my-info' : '/my-password',
      title: '내 정보 수정',
      description: '이름, 닉네임, 연락처, 프로필 사진',
      icon: TILE_ICONS.profile,
    },
    ...(kakao
      ? []
      : [{ to: '/new-password', title: '비밀번호 변경', description: '새 비밀번호로 바꿔요', icon: TILE_ICONS.lock }]),
    { to: '/account-delete', title: '회원 탈퇴', description: '계정을 삭제해요', icon: TILE_ICONS.leave },
    {
      to: '/my-reservation-list',
      title: '예약 내역',
      description: '예약 확인과 취소',
      icon: TILE_ICONS.calendar,
    },
    { to: '/my-review-list', title: '내 리뷰', description: '내가 쓴 리뷰 모아보기', icon: TILE_ICONS.review },
    {
      to: '/my-register-owner',
      title: '사장님 신청',
      description: application
        ? `신청 상태: ${APPLICATION_LABELS[application.status]}`
        : '가게를 등록하고 예약을 관리해요',
      icon: TILE_ICONS.store,
    },
  ];
}

function OwnerApplication({ application }: { application: Application | null }) {
  if (!application) return null;
  const tone = application.status === 'Y' ? 'success' : application.status === 'R' ? 'danger' : 'brand';
  return (
    <section
      aria-labelledby="owner-application-heading"
      className="flex flex-col gap-3 rounded-2xl border border-ink-200 p-5 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex flex-col gap-1">
        <div className="flex items-center gap-2">
          <h2 id="owner-application-heading" className="text-base font-bold">
            사장님 신청
          </h2>
          <Badge tone={tone}>{APPLICATION_LABELS[application.status]}</Badge>
        </div>
        <p className="text-[15px] text-ink-700">
          {application.storeName} · {dotDate(application.requestDate)} 신청
        </p>
        <p className="text-sm text-ink-600">
          {application.status === 'N' && '관리자가 신청 내용을 확인하고 있어요.'}
          {application.status === 'Y' && '승인되었어요. 사장님 페이지에서 가게를 등록해주세요.'}
          {application.status === 'R' && '신청이 반려되었어요. 내용을 확인하고 다시 신청해주세요.'}
        </p>
      </div>
      {application.status === 'R' && (
        <ButtonLink to="/my-register-owner" variant="outline" className="shrink-0">
          다시 신청하기
        </ButtonLink>
      )}
      {application.status === 'Y' && (
        <ButtonLink to="/owner-page" variant="outline" className="shrink-0">
          사장님 페이지
        </ButtonLink>
      )}
    </section>
  );
}

function MyPageSkeleton() {
  return (
    <LoadingBlock label="회원 정보를 불러오는 중">
      <div className="flex items-center gap-4 rounded-2xl bg-ink-50 p-5 sm:p-6">
        <Skeleton className="size-16 rounded-full sm:size-20" />
        <div className="flex flex-1 flex-col gap-2">
          <Skeleton className="h-6 w-48" />
          <Skeleton className="h-4 w-36" />
        </div>
      </div>
      <div className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3">
        {Array.from({ length: 6 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={i} className="h-28 rounded-2xl" />
        ))}
      </div>
    </LoadingBlock>
  );
}

function MyPageContent({ nextBooking }: MyPageProps) {
  const { data: profile, isPending, isError, refetch } = useProfile();
  const logout = useLogout();

  // An approval or a role change takes effect at once on the server; the header follows it too.
  useEffect(() => {
    if (profile && profile.userRole !== session.role()) session.setRole(profile.userRole);
  }, [profile]);

  if (isPending) return <MyPageSkeleton />;
  if (isError) return <ErrorState message="회원 정보를 불러오지 못했어요." onRetry={() => refetch()} />;

  return (
    <div className="flex flex-col gap-6">
      <section
        aria-label="내 프로필"
        className="flex flex-col gap-4 rounded-2xl bg-ink-50 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6"
      >
        <div className="flex min-w-0 items-center gap-4">
          <Avatar src={profile.profileImage} name={profile.userName} className="size-16 ring-4 ring-white sm:size-20" />
          <div className="flex min-w-0 flex-col gap-0.5">
            <h1 className="text-xl font-bold text-ink-900 sm:text-2xl">{profile.userName}님, 환영합니다</h1>
            <p className="truncate text-[15px] text-ink-600">{profile.userId}</p>
            {profile.loginType === 'KAKAO' && (
              <span className="mt-1 inline-flex self-start rounded-full bg-[#FEE500] px-2.5 py-0.5 text-[13px] font-semibold text-[#191919]">
                카카오 계정
              </span>
            )}
          </div>
        </div>
        <Button variant="outline" className="self-start sm:self-center" onClick={logout}>
          로그아웃
        </Button>
      </section>
      {nextBooking}
      <TileMenu label="마이페이지 메뉴" tiles={tilesFor(profile)} />
      <OwnerApplication application={profile.ownerApplication} />
      <MyWaits />
      <FavoriteStores />
    </div>
  );
}

export interface MyPageProps {
  /** The next booking card, from the reservations feature; app/pages/my-page.tsx puts the two together. */
  nextBooking: ReactNode;
}

export default function MyPage({ nextBooking }: MyPageProps) {
  useDocumentTitle('마이페이지');
  return (
    <RequireAuth>
      <div className="container-page py-8 sm:py-12">
        <MyPageContent nextBooking={nextBooking} />
      </div>
    </RequireAuth>
  );
}
