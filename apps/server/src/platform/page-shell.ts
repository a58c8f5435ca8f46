import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface PageMeta {
  title: string;
  description: string;
  /** Absolute URL of the page. */
  url: string;
  /** Absolute URL of the preview image. */
  image?: string | null;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] as string);
}

/**
 * The built `index.html` of the web app, optionally with a page's own title, description and Open
 * Graph tags filled in on the server, so a shared link (KakaoTalk, search engines) shows a preview
 * without running JavaScript.
 */
export class PageShell {
  private readonly template: string | null;

  constructor(webDist: string) {
    const file = join(webDist, 'index.html');
    this.template = existsSync(file) ? readFileSync(file, 'utf8') : null;
  }

  get available(): boolean {
    return this.template !== null;
  }

  html(meta?: PageMeta): string | null {
    if (!this.template || !meta) return this.template;
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
    return this.template
      .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
      .replace(
        /<meta name="description" content="[^"]*"\s*\/?>/,
        `<meta name="description" content="${description}" />`,
      )
      .replace('</head>', `    ${tags}\n  </head>`);
  }
}
