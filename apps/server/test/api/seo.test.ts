import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stores } from '../../src/db/schema.js';
import { type TestApp, TEST_PUBLIC_URL, createTestApp } from '../helpers/app.js';
import { createStore } from '../helpers/factories.js';
import { PAGE_HEADERS } from '../helpers/security-headers.js';

const INDEX_HTML = `<!doctype html>
<html lang="ko">
  <head>
    <meta charset="UTF-8" />
    <title>식탁 — 서울 맛집 찾기와 테이블 예약</title>
    <meta name="description" content="서울의 맛집을 찾고, 원하는 날짜와 시간에 바로 테이블을 예약하세요." />
  </head>
  <body><div id="root"></div></body>
</html>`;

describe('shareable store pages, sitemap and robots', () => {
  let t: TestApp;
  let webDist: string;
  let store: { storeNo: number };
  let gone: { storeNo: number };

  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'siktak-web-'));
    mkdirSync(webDist, { recursive: true });
    writeFileSync(join(webDist, 'index.html'), INDEX_HTML);
    mkdirSync(join(webDist, '.vite'));
    writeFileSync(
      join(webDist, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index-1.js', imports: ['_shared-1.js'] },
        '_shared-1.js': { file: 'assets/shared-1.js' },
        '_page-1.js': { file: 'assets/page-1.js', imports: ['_shared-1.js'] },
        'src/features/home/home-page.tsx': { file: 'assets/home-page-1.js', imports: ['index.html', '_page-1.js'] },
        'src/features/stores/store-detail-page.tsx': { file: 'assets/store-detail-page-1.js', imports: ['_page-1.js'] },
      }),
    );
    t = await createTestApp({ env: { WEB_DIST: webDist } });
    store = await createStore(t.app, {
      name: '을지로 "골뱅이" <본점>',
      district: '중구',
      foodType: '한식',
      images: 2,
      menu: ['골뱅이무침', '파전'],
    });
    gone = await createStore(t.app, { name: '폐업한 집' });
    await t.app.ctx.db.update(stores).set({ deletedAt: new Date() }).where(eq(stores.storeNo, gone.storeNo));
  });

  afterAll(async () => {
    await t?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('serves /store-detail/{n} with the store in the title, description and Open Graph tags, escaped', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/store-detail/${store.storeNo}`,
      headers: { accept: 'text/html' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    const title = '을지로 &quot;골뱅이&quot; &lt;본점&gt; - 중구 한식 | 식탁';
    expect(html).toContain(`<title>${title}</title>`);
    expect(html).toContain(`<meta property="og:title" content="${title}" />`);
    expect(html).toMatch(
      /<meta property="og:description" content="중구 한식 을지로 &quot;골뱅이&quot; &lt;본점&gt;\. 대표 메뉴 골뱅이무침, 파전\./,
    );
    expect(html).toMatch(
      new RegExp(`<meta property="og:image" content="${TEST_PUBLIC_URL}/uploads/stores/[0-9a-f-]+\\.webp" />`),
    );
    expect(html).toContain(`<meta property="og:url" content="${TEST_PUBLIC_URL}/store-detail/${store.storeNo}" />`);
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('<본점>');
  });

  it("keeps the page head intact for a store named with replacement patterns ($&, $`, $')", async () => {
    const name = "달러$&가게$`앞$'뒤";
    const tricky = await createStore(t.app, { name, district: '중구', foodType: '한식' });
    const html = (await t.app.inject({ method: 'GET', url: `/store-detail/${tricky.storeNo}` })).body;
    const title = '달러$&amp;가게$`앞$&#39;뒤 - 중구 한식 | 식탁';
    expect(html).toContain(`<title>${title}</title>`);
    expect(html).toContain(`<meta property="og:title" content="${title}" />`);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
  });

  it('answers a missing or deleted store, or a number no row can have, with the app page and HTTP 404', async () => {
    const impossible = ['2147483648', '99999999999999999999', '-1', '1.5', '1e3', '0', '%00'];
    for (const path of [
      `/store-detail/${gone.storeNo}`,
      '/store-detail/99999',
      '/store-detail/abc',
      ...impossible.map((n) => `/store-detail/${n}`),
    ]) {
      const res = await t.app.inject({ method: 'GET', url: path });
      expect(res.statusCode, path).toBe(404);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).not.toContain('og:title');
    }
  });

  it('serves the app page to a client that accepts any type or sends no Accept, but never for a file, an API path or an upload', async () => {
    const root = '<div id="root"></div>';
    for (const accept of [undefined, '*/*', 'application/json, text/plain, */*']) {
      for (const url of ['/', '/my-page', '/notice?page=2']) {
        const res = await t.app.inject({ method: 'GET', url, headers: accept ? { accept } : {} });
        expect(res.statusCode, `${url} ${accept}`).toBe(200);
        expect(res.headers['content-type'], `${url} ${accept}`).toContain('text/html');
        expect(res.body).toContain(root);
      }
    }
    const head = await t.app.inject({ method: 'HEAD', url: '/', headers: { accept: '*/*' } });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toContain('text/html');
    expect(head.body).toBe('');

    const notPages: { method: 'GET' | 'POST'; url: string; accept?: string }[] = [
      { method: 'GET', url: '/assets/page-0.js', accept: '*/*' },
      { method: 'GET', url: '/logo.png' },
      { method: 'GET', url: '/api/no-such-call', accept: '*/*' },
      { method: 'GET', url: '/uploads/stores/none', accept: '*/*' },
      { method: 'GET', url: '/', accept: 'application/json' },
      { method: 'POST', url: '/', accept: '*/*' },
    ];
    for (const { method, url, accept } of notPages) {
      const res = await t.app.inject({ method, url, headers: accept ? { accept } : {} });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.headers['content-type'], `${method} ${url}`).toContain('application/json');
      expect(res.json(), `${method} ${url}`).toMatchObject({ success: false, code: '404' });
      expect(res.body).not.toContain(root);
    }
  });

  it("names the landing pages' route code in modulepreload links, beyond what the entry loads", async () => {
    const preload = (file: string) => `<link rel="modulepreload" crossorigin href="/assets/${file}">`;
    const home = (await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } })).body;
    expect(home).toContain(preload('home-page-1.js'));
    expect(home).toContain(preload('page-1.js'));
    expect(home).not.toContain(preload('shared-1.js'));
    expect(home).not.toContain(preload('index-1.js'));
    expect(home).toContain('<link rel="preload" as="fetch" crossorigin href="/api/store/latest">');
    const detail = (await t.app.inject({ method: 'GET', url: `/store-detail/${store.storeNo}` })).body;
    expect(detail).toContain(preload('store-detail-page-1.js'));
    expect(detail).toContain('og:title');
    expect(detail).not.toContain('as="fetch"');
    const notice = (await t.app.inject({ method: 'GET', url: '/notice', headers: { accept: 'text/html' } })).body;
    expect(notice).toContain('<div id="root"></div>');
    expect(notice).not.toContain('modulepreload');
  });

  it('lists public store pages in the sitemap and points robots.txt at it', async () => {
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.headers['content-type']).toContain('application/xml');
    expect(sitemap.body).toContain(`<loc>${TEST_PUBLIC_URL}/store-detail/${store.storeNo}</loc>`);
    expect(sitemap.body).not.toContain(`/store-detail/${gone.storeNo}<`);
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.body).toContain(`Sitemap: ${TEST_PUBLIC_URL}/sitemap.xml`);
    expect(robots.body).toContain('Disallow: /admin');
  });

  it('sends the Content-Security-Policy with every HTML answer: app pages, store pages and the fallback', async () => {
    for (const url of ['/', `/store-detail/${store.storeNo}`, '/my-page', '/store-detail/999999']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.headers['content-type'], url).toContain('text/html');
      const policy = String(res.headers['content-security-policy']);
      const directives = Object.fromEntries(
        policy.split(';').map((d) => {
          const [name, ...values] = d.trim().split(/\s+/);
          return [name, values.join(' ')];
        }),
      );
      expect(directives, url).toMatchObject({
        'default-src': "'self'",
        'script-src': "'self'",
        'object-src': "'none'",
        'frame-ancestors': "'none'",
        'base-uri': "'self'",
        'form-action': "'self'",
        'img-src': `'self' data: blob: ${TEST_PUBLIC_URL}`,
      });
      expect(res.headers, url).toMatchObject(PAGE_HEADERS);
    }
  });
});
