import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { homeOfRole } from '../../shared/lib/session';
import { useLogout } from '../../shared/lib/sign-out';
import { useSession } from '../../shared/lib/use-session';
import { cx } from '../../shared/ui/cx';

const NAV = [
  { to: '/', label: '홈', end: true },
  { to: '/stores', label: '맛집 찾기', end: false },
  { to: '/notice', label: '공지사항', end: false },
];

const SOLID_AFTER_PX = 50;

function useScrolledPast(px: number, enabled: boolean): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    const update = () => setPast(window.scrollY > px);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [px, enabled]);
  return past;
}

function Logo({ light }: { light: boolean }) {
  return (
    <Link to="/" className="flex min-h-11 items-center gap-2" aria-label="식탁 홈">
      <svg viewBox="0 0 64 64" className="size-8" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill="#c93f14" />
        <ellipse cx="32" cy="36" rx="20" ry="8" fill="#fff" />
        <rect x="16" y="20" width="32" height="6" rx="3" fill="#fff" />
        <rect x="22" y="26" width="4" height="14" fill="#fff" />
        <rect x="38" y="26" width="4" height="14" fill="#fff" />
      </svg>
      <span className={cx('text-xl font-extrabold tracking-tight', light ? 'text-white' : 'text-ink-900')}>식탁</span>
    </Link>
  );
}

/**
 * The shared header (spec §2 Layout): transparent on the home page until 50 px of scrolling, solid
 * and fixed elsewhere; my-page by role; logout asks first, revokes the refresh token and clears the session.
 */
export function Header({ transparentAtTop }: { transparentAtTop: boolean }) {
  const { loggedIn, role } = useSession();
  const scrolled = useScrolledPast(SOLID_AFTER_PX, transparentAtTop);
  const transparent = transparentAtTop && !scrolled;
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  const logout = useLogout();
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: closes the mobile menu whenever the route changes
  useEffect(() => setMenuOpen(false), [pathname]);

  // Escape closes the open mobile menu and puts focus back on the button that opened it.
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      // An open dialog (the logout confirm) takes its own Escape.
      if (event.key !== 'Escape' || document.querySelector('dialog[open]')) return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const linkClass = (active: boolean) =>
    cx(
      'inline-flex min-h-11 items-center rounded-lg px-3 text-[15px] font-semibold transition-colors',
      transparent ? 'text-white hover:bg-white/15' : active ? 'text-brand-600' : 'text-ink-700 hover:bg-ink-100',
    );
  const actionClass = (primary: boolean, onDark: boolean) =>
    cx(
      'inline-flex min-h-11 flex-1 items-center justify-center rounded-xl px-4 text-[15px] font-semibold md:flex-none',
      primary
        ? 'bg-brand-600 text-white hover:bg-brand-700'
        : onDark
          ? 'text-white hover:bg-white/15'
          : 'text-ink-700 hover:bg-ink-100',
    );

  const actions = (onDark: boolean) =>
    loggedIn ? (
      <>
        <Link to={homeOfRole(role)} className={actionClass(false, onDark)}>
          마이페이지
        </Link>
        <button type="button" onClick={logout} className={actionClass(false, onDark)}>
          로그아웃
        </button>
      </>
    ) : (
      <>
        <Link to="/login" className={actionClass(false, onDark)}>
          로그인
        </Link>
        <Link to="/signup" className={actionClass(true, onDark)}>
          회원가입
        </Link>
      </>
    );

  return (
    <header
      className={cx(
        'fixed inset-x-0 top-0 z-40 transition-colors duration-200',
        transparent
          ? 'bg-gradient-to-b from-black/45 to-transparent'
          : 'border-b border-ink-200 bg-white/95 backdrop-blur',
      )}
    >
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <div className="flex items-center gap-6">
          <Logo light={transparent} />
          <nav aria-label="주요 메뉴" className="hidden md:block">
            <ul className="flex items-center gap-1">
              {NAV.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end={item.end} className={({ isActive }) => linkClass(isActive)}>
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <div className="hidden items-center gap-1 md:flex">{actions(transparent)}</div>
        <button
          ref={menuButton}
          type="button"
          className={cx(
            'inline-flex size-11 items-center justify-center rounded-lg md:hidden',
            transparent ? 'text-white' : 'text-ink-900',
          )}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={menuOpen ? '메뉴 닫기' : '메뉴 열기'}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <svg
            viewBox="0 0 24 24"
            className="size-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            {menuOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
          </svg>
        </button>
      </div>
      {menuOpen && (
        <div id={menuId} className="border-t border-ink-200 bg-white shadow-lg md:hidden">
          <nav aria-label="모바일 메뉴" className="container-page flex flex-col py-2">
            {NAV.map((item) => (
              <NavLink
                key={item.to}
                to={item.to}
                end={item.end}
                className={({ isActive }) =>
                  cx(
                    'flex min-h-12 items-center rounded-lg px-3 font-semibold',
                    isActive ? 'text-brand-600' : 'text-ink-900',
                  )
                }
              >
                {item.label}
              </NavLink>
            ))}
            <div className="mt-2 flex gap-2 border-t border-ink-200 pt-3">{actions(false)}</div>
          </nav>
        </div>
      )}
    </header>
  );
}
