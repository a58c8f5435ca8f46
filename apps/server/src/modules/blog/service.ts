import { decodeHTML } from 'entities';
import type { BlogItem } from '@siktak/contract';
import type { AppContext } from '../../platform/context.js';

const CACHE_MS = 10 * 60 * 1000;
const FAILURE_CACHE_MS = 60 * 1000;
const RESULT_COUNT = 5;

/** Removes tags such as Naver's `<b>` highlights, then decodes entities (`&amp;`, `&#39;`, `&#x2F;`). */
export function plainText(html: string): string {
  return decodeHTML(html.replace(/<[^>]*>/g, '')).trim();
}

function safeLink(link: unknown): string {
  if (typeof link !== 'string') return '';
  try {
    const url = new URL(link);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : '';
  } catch {
    return '';
  }
}

/**
 * Blog posts about a store from the Naver blog search API. Without keys, or when Naver
 * is slow or failing, the answer is an empty list — quickly, and the failure is cached briefly.
 */
export function blogService(ctx: AppContext) {
  return {
    /** Whether blog posts can be found at all: only with Naver's keys (our store page hides the section without). */
    status(): { available: boolean } {
      return { available: ctx.config.naver !== null };
    },

    async search(storeName: string): Promise<{ items: BlogItem[] }> {
      const naver = ctx.config.naver;
      const name = storeName.trim();
      if (!naver || !name) return { items: [] };
      const cacheKey = `blog:${name}`;
      const cached = await ctx.cache.get<BlogItem[]>(cacheKey);
      if (cached) return { items: cached };
      let items: BlogItem[] = [];
      try {
        const url = `${naver.apiUrl}/v1/search/blog.json?query=${encodeURIComponent(name)}&display=${RESULT_COUNT}&sort=sim`;
        const response = await ctx.fetch(url, {
          headers: { 'X-Naver-Client-Id': naver.clientId, 'X-Naver-Client-Secret': naver.clientSecret },
          signal: AbortSignal.timeout(naver.timeoutMs),
        });
        if (!response.ok) throw new Error(`Naver answered ${response.status}`);
        const body = (await response.json()) as { items?: unknown };
        items = (Array.isArray(body.items) ? body.items : [])
          .map((raw: Record<string, unknown>) => ({
            title: plainText(String(raw.title ?? '')),
            description: plainText(String(raw.description ?? '')),
            link: safeLink(raw.link),
          }))
          .filter((item) => item.title && item.link);
        await ctx.cache.set(cacheKey, items, CACHE_MS);
      } catch (err) {
        ctx.log.warn({ err: (err as Error).message, storeName: name }, 'naver blog search failed');
        await ctx.cache.set(cacheKey, [], FAILURE_CACHE_MS);
      }
      return { items };
    },
  };
}
