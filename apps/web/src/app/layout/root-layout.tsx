import { type ReactNode, Suspense, useEffect } from 'react';
import { type Location, Outlet, ScrollRestoration, useLocation } from 'react-router';
import { cx } from '../../shared/ui/cx';
import { useToast } from '../../shared/ui/toast';
import { Footer } from './footer';
import { Header } from './header';
import { TabBar, showsTabBar } from './tab-bar';

function RouteFallback() {
  return (
    <div className="container-page py-16" role="status" aria-live="polite">
      <span className="sr-only">화면을 불러오는 중</span>
      <div className="skeleton h-8 w-48" />
      <div className="skeleton mt-6 h-48 w-full" />
    </div>
  );
}

/**
 * Where a page's scroll position is kept. A page opened by its address (a full load) has no history
 * key of its own — every such entry is "default" — so it is keyed by its address instead; otherwise
 * each page opened by address would open where the previous one was left.
 */
function scrollKey(location: Location): string {
  return location.key === 'default' ? `${location.pathname}${location.search}` : location.key;
}

/** Header and footer around `children`; `/` sits under the transparent header, others below it. */
function Shell({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const isHome = pathname === '/';
  const tabs = showsTabBar(pathname);
  return (
    <div className={cx('flex min-h-dvh flex-col', tabs && 'pb-14 md:pb-0')}>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[60] focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        본문 바로가기
      </a>
      <Header transparentAtTop={isHome} />
      <main id="main" className={isHome ? 'min-h-dvh flex-1' : 'min-h-dvh flex-1 pt-16'}>
        {children}
      </main>
      <Footer />
      {tabs && <TabBar />}
    </div>
  );
}

/** Every route's frame. Error toasts the visitor has moved on from leave with the page they were on. */
export function RootLayout() {
  const { pathname } = useLocation();
  const { dismissSeenErrors } = useToast();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs whenever the page changes
  useEffect(() => dismissSeenErrors(), [pathname, dismissSeenErrors]);
  return (
    <Shell>
      <Suspense fallback={<RouteFallback />}>
        <Outlet />
      </Suspense>
      <ScrollRestoration getKey={scrollKey} />
    </Shell>
  );
}

/** What the first load shows while the page's code arrives: the frame with a loading placeholder. */
export function RootHydrateFallback() {
  return (
    <Shell>
      <RouteFallback />
    </Shell>
  );
}
