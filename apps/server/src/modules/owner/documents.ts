import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { MESSAGES, ownerEndpoints } from '@siktak/contract';
import { ownerApplications } from '../../db/schema.js';
import type { AppContext } from '../../platform/context.js';
import { route } from '../../platform/endpoint-route.js';
import { forbidden, notFound } from '../../platform/errors.js';
import { DOCUMENT_FOLDER, LEGACY_DOCUMENT_FOLDER, removeImages } from '../../platform/images.js';
import { PRIVATE_NO_STORE } from '../../platform/storage.js';

/** How long a document URL handed to the admin or the applicant opens the document. */
export const DOCUMENT_URL_TTL_SECONDS = 10 * 60;

/** The documents' path before the name, from the contract's entry. */
export const DOCUMENT_PATH = ownerEndpoints.document.path.slice(0, -':name'.length);

const NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;
const PURPOSE = 'owner-document';

const nameOf = (key: string) => key.slice(key.lastIndexOf('/') + 1);

/**
 * Short-lived signed URLs of owner-application documents: `/api/owner-documents/<uuid>.webp?exp=&sig=`,
 * `sig` an HMAC-SHA256 (server secret) of the name and the expiry. The answers that carry one (admin
 * detail, the applicant's own application) are the access check; an `<img>` can send no Bearer header.
 */
export function documentLinks(ctx: AppContext) {
  const mac = (name: string, exp: string) =>
    createHmac('sha256', ctx.config.jwtSecret).update(`${PURPOSE}\n${name}\n${exp}`).digest();

  return {
    /** The absolute URL opening the document of `key` for the next {@link DOCUMENT_URL_TTL_SECONDS}. */
    url(key: string): string {
      const name = nameOf(key);
      const exp = String(Math.floor(ctx.clock.now().getTime() / 1000) + DOCUMENT_URL_TTL_SECONDS);
      const sig = mac(name, exp).toString('base64url');
      return `${ctx.config.publicUrl}${DOCUMENT_PATH}${name}?exp=${exp}&sig=${sig}`;
    },

    /** The private-storage key a URL's parts open, or null when the signature is wrong or expired. */
    check(name: string, exp: string | undefined, sig: string | undefined): string | null {
      if (!NAME.test(name) || !exp || !/^\d{1,12}$/.test(exp) || !sig) return null;
      const given = Buffer.from(sig, 'base64url');
      const expected = mac(name, exp);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      if (Number(exp) * 1000 <= ctx.clock.now().getTime()) return null;
      return `${DOCUMENT_FOLDER}/${name}`;
    },
  };
}

/** GET `/api/owner-documents/:name` — streams a document from the private storage to a valid signed URL. */
export function documentRoutes(ctx: AppContext): FastifyPluginAsync {
  const links = documentLinks(ctx);
  return async (app) => {
    route(app, ownerEndpoints.document, async (request, reply) => {
      const key = links.check(request.params.name, request.query.exp, request.query.sig);
      if (!key) throw forbidden(MESSAGES.documentLinkInvalid);
      const file = await ctx.documents.get(key);
      if (!file) throw notFound();
      return reply
        .type(file.contentType)
        .header('cache-control', PRIVATE_NO_STORE)
        .header('content-disposition', 'inline')
        .header('x-robots-tag', 'noindex')
        .send(file.data);
    });
  };
}

/**
 * Moves documents stored before they became private (`applications/<uuid>.webp` in the public storage)
 * to the private one as `documents/<uuid>.webp`, points their rows there and deletes the public copy
 * and its thumbnail. Runs at start-up; the `applications/` keys left in the table are the work left, so
 * a second run (or a second instance) costs one query. Returns how many rows it moved.
 */
export async function moveLegacyDocuments(ctx: AppContext): Promise<number> {
  const rows = await ctx.db
    .select({ registerNo: ownerApplications.registerNo, imageKey: ownerApplications.imageKey })
    .from(ownerApplications)
    .where(like(ownerApplications.imageKey, `${LEGACY_DOCUMENT_FOLDER}/%`));
  let moved = 0;
  for (const row of rows) {
    const key = `${DOCUMENT_FOLDER}/${nameOf(row.imageKey)}`;
    const file = await ctx.storage.get(row.imageKey);
    if (file) await ctx.documents.put(key, file.data, file.contentType);
    else if (!(await ctx.documents.get(key))) {
      ctx.log.warn({ registerNo: row.registerNo }, 'owner document missing from both storages; left as it is');
      continue;
    }
    await ctx.db
      .update(ownerApplications)
      .set({ imageKey: key })
      .where(and(eq(ownerApplications.registerNo, row.registerNo), eq(ownerApplications.imageKey, row.imageKey)));
    await removeImages(ctx.storage, [row.imageKey]);
    moved++;
  }
  if (moved > 0) ctx.log.info({ moved }, 'owner documents moved to private storage');
  return moved;
}
