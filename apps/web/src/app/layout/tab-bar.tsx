import { Link, useLocation } from 'react-router';
import { homeOfRole } from '../../shared/lib/session';
import { useSession } from '../../shared/lib/use-session';
import { cx } from '../../shared/ui/cx';
import { LineIcon } from '../../shared/ui/line-icon';

/** Pages with a bottom bar of their own (the store's 예약하기, the booking's, the change's): the tabs give way to it. */
const OWN_BOTTOM_BAR = /^\/(store-detail|reservation|reservation-change)\//;

export function showsTabBar(pathname: string): boolean {
  return !OWN_BOTTOM_BAR.test(pathname);
}

/**
 * The phone's bottom tabs (below md): 홈, 맛집 찾기, 찜, 예약, 마이. The member tabs lead to member pages,
 * which send a signed-out visitor to /login and back after (RequireAuth), as the header's links do.
 */
export function TabBar() {
  const { role } = useSession();
  const { pathname, hash } = useLocation();
  const mine = homeOfRole(role);
  const tabs = [
    {
      to: '/',
      label: '홈',
      active: pathname === '/',
      icon: <path d="M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z" />,
    },
    {
      to: '/stores',
      label: '맛집 찾기',
      active: pathname.startsWith('/stores'),
      icon: (
        <>
          <circle cx="11" cy="11" r="7" />
          <path d="M20 20l-4-4" />
        </>
      ),
    },
    {
      to: '/my-page#favorites',
      label: '찜',
      active: pathname === '/my-page' && hash === '#favorites',
      icon: <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />,
    },
    {
      to: '/my-reservation-list',
      label: '예약',
      active: pathname.startsWith('/my-reservation'),
      icon: (
        <>
          <rect x="3" y="5" width="18" height="16" rx="2" />
          <path d="M3 10h18M8 3v4M16 3v4" />
        </>
      ),
    },
    {
      to: mine,
      label: '마이',
      active: pathname === mine && hash !== '#favorites',
      icon: (
        <>
          <circle cx="12" cy="8" r="4" />
          <path d="M4 21a8 8 0 0 1 16 0" />
        </>
      ),
    },
  ];
  return (
    <nav
      aria-label="하단 메뉴"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-ink-200 bg-white/95 backdrop-blur md:hidden"
    >
      <ul className="grid grid-cols-5">
        {tabs.map((tab) => (
          <li key={tab.label}>
            <Link
              to={tab.to}
              aria-current={tab.active ? 'page' : undefined}
              className={cx(
                'flex min-h-14 flex-col items-center justify-center gap-0.5 text-[11px] font-semibold',
                tab.active ? 'text-brand-600' : 'text-ink-600',
              )}
            >
              <LineIcon>{tab.icon}</LineIcon>
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
