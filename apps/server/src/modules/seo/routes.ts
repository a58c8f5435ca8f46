import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pathId } from '@siktak/contract';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { sendAppError } from '../../platform/http-errors.js';
import type { PageShell } from '../../platform/page-shell.js';
import { seoService } from './service.js';

/** Server-filled store pages (title, description, Open Graph), the sitemap and robots.txt. */
export function seoRoutes(ctx: AppContext, shell: PageShell): FastifyPluginAsyncZod {
  const seo = seoService(ctx);
  return async (app) => {
    app.get(
      '/store-detail/:storeNo',
      { schema: { hide: true, params: z.object({ storeNo: z.string().max(20) }) } },
      async (request, reply) => {
        const storeNo = pathId.safeParse(request.params.storeNo);
        const meta = storeNo.success ? await seo.storePage(storeNo.data) : null;
        const html = shell.html(meta ?? undefined, `/store-detail/${request.params.storeNo}`);
        if (!html) return sendAppError(reply, new AppError('404'));
        // A missing store still gets the app (it shows the Korean not-found state), but with 404 for crawlers.
        return reply
          .code(meta ? 200 : 404)
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-cache')
          .send(html);
      },
    );

    app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
      reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(await seo.sitemap()),
    );

    app.get('/robots.txt', { schema: { hide: true } }, (_request, reply) =>
      reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(seo.robots()),
    );
  };
}
