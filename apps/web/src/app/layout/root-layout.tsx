import { Suspense } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { Footer } from './footer';
import { Header } from './header';

function RouteFallback() {
  return (
    <div className="container-page py-16" role="status" aria-live="polite">
      <span className="sr-only">화면을 불러오는 중</span>
      <div className="skeleton h-8 w-48" />
      <div className="skeleton mt-6 h-48 w-full" />
    </div>
  );
}

/** Header and footer around every route; `/` sits under the transparent header, others below it. */
export function RootLayout() {
  const { pathname } = useLocation();
  const isHome = pathname === '/';
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[60] focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        본문 바로가기
      </a>
      <Header transparentAtTop={isHome} />
      <main id="main" className={isHome ? 'min-h-dvh flex-1' : 'min-h-dvh flex-1 pt-16'}>
        <Suspense fallback={<RouteFallback />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
