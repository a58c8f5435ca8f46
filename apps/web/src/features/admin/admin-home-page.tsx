import type { ReactNode } from 'react';
import { TileMenu } from '../../shared/ui/tile-menu';
import { adminOnly, AdminPage } from './admin-page';

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg viewBox="0 0 24 24" className="size-7" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
      {children}
    </svg>
  );
}

const TILES = [
  {
    to: '/admin/owner-list',
    title: '사장님 권한 관리',
    description: '사장님 신청을 확인하고 승인하거나 반려해요.',
    icon: (
      <Icon>
        <path d="M9 12l2 2 4-4" />
        <path d="M12 3l7 3v6c0 4.5-3 7.5-7 9-4-1.5-7-4.5-7-9V6z" />
      </Icon>
    ),
  },
  {
    to: '/admin/user-list',
    title: '회원 관리',
    description: '회원 정보를 보고 탈퇴 처리해요.',
    icon: (
      <Icon>
        <circle cx="12" cy="8" r="4" />
        <path d="M4 21c0-4 3.6-7 8-7s8 3 8 7" />
      </Icon>
    ),
  },
  {
    to: '/admin/store-list',
    title: '가게 관리',
    description: '가게 정보를 고치거나 삭제해요.',
    icon: (
      <Icon>
        <path d="M4 10v10h16V10" />
        <path d="M3 10l2-6h14l2 6z" />
        <path d="M10 20v-5h4v5" />
      </Icon>
    ),
  },
  {
    to: '/admin/review-list',
    title: '리뷰 관리',
    description: '신고된 리뷰를 숨기거나 삭제해요.',
    icon: (
      <Icon>
        <path d="M4 5h16v11H8l-4 4z" />
        <path d="M8 9h8M8 12h5" />
      </Icon>
    ),
  },
  {
    to: '/admin/payments',
    title: '결제 내역',
    description: '예약금 결제와 환불 기록을 찾아봐요.',
    icon: (
      <Icon>
        <rect x="3" y="6" width="18" height="13" rx="2" />
        <path d="M3 10h18M7 15h4" />
      </Icon>
    ),
  },
  {
    to: '/notice',
    title: '공지사항 관리',
    description: '공지사항을 쓰고 고치고 지워요.',
    icon: (
      <Icon>
        <path d="M4 10v4h3l6 4V6L7 10z" />
        <path d="M17 9a4 4 0 010 6" />
      </Icon>
    ),
  },
];

/** /admin (spec §2): the four management tiles, plus payments and notices. */
function AdminHomePage() {
  return (
    <AdminPage title="관리자" description="식탁 운영에 필요한 관리 메뉴예요.">
      <TileMenu tiles={TILES} label="관리 메뉴" />
    </AdminPage>
  );
}

export default adminOnly(AdminHomePage);
