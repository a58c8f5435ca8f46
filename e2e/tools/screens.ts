/**
 * `npm run screens`: screenshots of every route of spec §2 (the sweep's list, e2e/support/routes.ts),
 * plus the booking page offering the waitlist (`reservation-waitlist`), the admin's review list searched
 * with a reported review (`admin-review-list-search`), an owner's booking with its guest card open
 * (`store-reservation-detail-guest-card`), a deposit store's booking page and a paid deposit booking's detail
 * (`reservation-deposit`, `my-reservation-detail-deposit`) with its ledger on the admin's 결제 내역 (`admin-payment-deposit`), the store form's 예약금 section turned on
 * (`register-store-deposit`), a store's week of hours opened (`store-detail-hours`) and the store form's
 * hours editor by weekday (`register-store-hours`), at 1280 and 390 px, each as the role that uses it, from the production build on a fresh demo
 * database, written to docs/screens/<slug>-desktop.png and <slug>-mobile.png for review.
 * Run `npm run build` first (the root script does). `npm run screens -- --only my-page,owner-page`
 * re-shoots just those slugs and leaves the other files alone.
 */
import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, request } from '@playwright/test';
import {
  ROLE_ACCOUNT,
  type Role,
  type RouteVisit,
  depositVisits,
  guestCardVisit,
  hoursVisits,
  openVisit,
  routeVisits,
  signIn,
  reportedReviewVisit,
  waitlistVisit,
} from '../support/routes.js';
import { freePort, startProductionServer } from '../support/server.js';

const outDir = fileURLToPath(new URL('../../docs/screens', import.meta.url));
/** A full-page shot bigger than this is replaced by one of the viewport only. */
const MAX_BYTES = 300 * 1024;
const SIZES = [
  { name: 'desktop', viewport: { width: 1280, height: 900 }, isMobile: false },
  { name: 'mobile', viewport: { width: 390, height: 844 }, isMobile: true },
] as const;

async function shootRole(browser: Browser, baseURL: string, role: Role, visits: RouteVisit[]): Promise<void> {
  for (const size of SIZES) {
    const context = await browser.newContext({
      baseURL,
      viewport: size.viewport,
      isMobile: size.isMobile,
      hasTouch: size.isMobile,
      locale: 'ko-KR',
      timezoneId: 'Asia/Seoul',
    });
    const page = await context.newPage();
    if (role !== 'guest') await signIn(page, ROLE_ACCOUNT[role]);
    for (const visit of visits) {
      await openVisit(page, visit);
      // Pretendard loads once the screen settles (apps/web/src/main.tsx); this machine has no other Korean font.
      await page
        .waitForFunction(
          () => {
            let loaded = false;
            document.fonts.forEach((f) => {
              if (f.family.includes('Pretendard') && f.status === 'loaded') loaded = true;
            });
            return loaded;
          },
          null,
          { timeout: 8000 },
        )
        .catch(() => console.warn(`${visit.path}: Pretendard did not load`));
      await page.evaluate(() => document.fonts.ready);
      // Full-page shots: load the lazy photos below the fold too, and wait until every photo is drawn.
      await page.evaluate(() => {
        for (const img of Array.from(document.images)) img.loading = 'eager';
      });
      await page
        .waitForFunction(() => Array.from(document.images).every((img) => img.complete), null, { timeout: 8000 })
        .catch(() => console.warn(`${visit.path}: a photo did not load`));
      const file = join(outDir, `${visit.slug}-${size.name}.png`);
      // A pressed-open sheet is fixed to the viewport: a full-page shot would show it cut off mid-page.
      await page.screenshot({ path: file, fullPage: !visit.press && !visit.reveal, animations: 'disabled' });
      if (statSync(file).size > MAX_BYTES) await page.screenshot({ path: file, animations: 'disabled' });
      console.log(`${file.slice(outDir.length + 1)} ${Math.round(statSync(file).size / 1024)} KB`);
    }
    await context.close();
  }
}

const onlyArg = process.argv.indexOf('--only');
const only = onlyArg >= 0 ? new Set((process.argv[onlyArg + 1] ?? '').split(',').filter(Boolean)) : null;

const server = await startProductionServer(await freePort());
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--lang=ko-KR'],
});
try {
  const api = await request.newContext({ baseURL: server.url });
  // The waitlist's states (a full hour, member1 waiting for it) exist before any page is shot, my-page included.
  const visits = [
    ...(await routeVisits(api)),
    await waitlistVisit(api),
    await reportedReviewVisit(api),
    await guestCardVisit(api),
    ...(await depositVisits(api)),
    ...(await hoursVisits(api)),
  ].filter((v) => !only || only.has(v.slug));
  await api.dispose();
  if (!only) rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  for (const role of ['guest', 'member', 'owner', 'admin'] as Role[]) {
    await shootRole(
      browser,
      server.url,
      role,
      visits.filter((v) => v.role === role),
    );
  }
  const total = readdirSync(outDir).reduce((sum, f) => sum + statSync(join(outDir, f)).size, 0);
  console.log(`${readdirSync(outDir).length} screenshots, ${(total / 1024 / 1024).toFixed(1)} MB in docs/screens/`);
} finally {
  await browser.close();
  await server.stop();
}
