import { AMENITY_LABELS, type Amenity } from '@siktak/contract';
import { isNull } from 'drizzle-orm';
import { stores } from '../../db/schema.js';
import type { AppContext } from '../../platform/context.js';
import type { PageMeta } from '../../platform/page-shell.js';
import { averageGrade, findStore } from '../stores/index.js';
import { STORE_PAGE } from './texts.js';

/** Page metadata and the sitemap for search engines and link previews. */
export function seoService(ctx: AppContext) {
  const base = ctx.config.publicUrl;
  return {
    /** Title, description and preview image of a public store page; null when the store is gone. */
    async storePage(storeNo: number): Promise<PageMeta | null> {
      const store = await findStore(ctx.db, storeNo);
      if (!store || store.deletedAt) return null;
      const grade =
        store.reviewCount > 0
          ? ` · ★ ${averageGrade(store.gradeSum, store.reviewCount).toFixed(1)} (${store.reviewCount})`
          : '';
      const amenities = store.amenities
        .slice(0, 3)
        .map((key) => AMENITY_LABELS[key as Amenity] ?? key)
        .join(', ');
      const menu = store.menu.slice(0, 3).join(', ');
      return {
        title: STORE_PAGE.title(store),
        description: STORE_PAGE.description(store, { grade, menu, amenities }),
        url: `${base}/store-detail/${store.storeNo}`,
        image: ctx.urls.url(store.images[0]),
      };
    },

    async sitemap(): Promise<string> {
      const rows = await ctx.db
        .select({ storeNo: stores.storeNo, updatedAt: stores.updatedAt })
        .from(stores)
        .where(isNull(stores.deletedAt))
        .orderBy(stores.storeNo);
      const urls = [
        `<url><loc>${base}/</loc><changefreq>daily</changefreq><priority>1.0</priority></url>`,
        `<url><loc>${base}/stores</loc><changefreq>daily</changefreq><priority>0.9</priority></url>`,
        `<url><loc>${base}/notice</loc><changefreq>weekly</changefreq><priority>0.3</priority></url>`,
        ...rows.map(
          (row) =>
            `<url><loc>${base}/store-detail/${row.storeNo}</loc><lastmod>${row.updatedAt.toISOString().slice(0, 10)}</lastmod><priority>0.8</priority></url>`,
        ),
      ];
      return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
    },

    robots(): string {
      return `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /my-\nDisallow: /owner-page\nDisallow: /api/\nSitemap: ${base}/sitemap.xml\n`;
    },
  };
}
