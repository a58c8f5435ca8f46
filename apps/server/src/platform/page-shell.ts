import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { storeEndpoints } from '@siktak/contract';
import { escapeHtml } from './html.js';

export interface PageMeta {
  title: string;
  description: string;
  /** Absolute URL of the page. */
  url: string;
  /** Absolute URL of the preview image. */
  image?: string | null;
}

/**
 * Public landing pages whose route module (and what it imports) the shell names in
 * `<link rel="modulepreload">`, so it downloads with the entry instead of after it has run (Lighthouse
 * LCP), and the public call the page starts with, if any, in `<link rel="preload" as="fetch">`
 * (the web client's plain GET reuses that response). Keys are the web app's source paths as Vite's
 * manifest names them.
 */
const PRELOADED_PAGES: [RegExp, string, string?][] = [
  [/^\/$/, 'src/features/home/home-page.tsx', storeEndpoints.latest.path],
  [/^\/stores$/, 'src/features/stores/store-list-page.tsx'],
  [/^\/store-detail\/[^/]+$/, 'src/features/stores/store-detail-page.tsx'],
];

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/** The chunk files a page module needs beyond the entry, from `.vite/manifest.json`. */
function pagePreloads(webDist: string): [RegExp, string][] {
  const file = join(webDist, '.vite', 'manifest.json');
  if (!existsSync(file)) return [];
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  const inEntry = new Set<string>();
  const walk = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) walk(imported, into);
  };
  walk('index.html', inEntry);
  return PRELOADED_PAGES.filter(([, key]) => manifest[key]).map(([pattern, key, data]) => {
    const files = new Set<string>();
    walk(key, files);
    const links = [...files]
      .filter((f) => !inEntry.has(f))
      .map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`);
    if (data) links.push(`<link rel="preload" as="fetch" crossorigin href="${data}">`);
    return [pattern, links.join('\n    ')];
  });
}

/**
 * The built `index.html` of the web app, optionally with a page's own title, description and Open
 * Graph tags filled in on the server, so a shared link (KakaoTalk, search engines) shows a preview
 * without running JavaScript.
 */
export class PageShell {
  private readonly template: string | null;
  private readonly preloads: [RegExp, string][];

  constructor(webDist: string) {
    const file = join(webDist, 'index.html');
    this.template = existsSync(file) ? readFileSync(file, 'utf8') : null;
    this.preloads = this.template ? pagePreloads(webDist) : [];
  }

  get available(): boolean {
    return this.template !== null;
  }

  /** The page for `path`: its meta tags when given, and preloads of its route code when it has some. */
  html(meta?: PageMeta, path?: string): string | null {
    if (!this.template) return null;
    const preload = path === undefined ? undefined : this.preloads.find(([pattern]) => pattern.test(path))?.[1];
    const page = preload ? this.template.replace('</head>', () => `    ${preload}\n  </head>`) : this.template;
    if (!meta) return page;
    const title = escapeHtml(meta.title);
    const description = escapeHtml(meta.description);
    const tags = [
      `<meta property="og:type" content="website" />`,
      `<meta property="og:site_name" content="식탁" />`,
      `<meta property="og:locale" content="ko_KR" />`,
      `<meta property="og:title" content="${title}" />`,
      `<meta property="og:description" content="${description}" />`,
      `<meta property="og:url" content="${escapeHtml(meta.url)}" />`,
      ...(meta.image ? [`<meta property="og:image" content="${escapeHtml(meta.image)}" />`] : []),
      `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}" />`,
      `<link rel="canonical" href="${escapeHtml(meta.url)}" />`,
    ].join('\n    ');
    // Replacer functions, not strings: a store named `$&` or `$'` must not splice the template into itself.
    return page
      .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
      .replace(
        /<meta name="description" content="[^"]*"\s*\/?>/,
        () => `<meta name="description" content="${description}" />`,
      )
      .replace('</head>', () => `    ${tags}\n  </head>`);
  }
}
