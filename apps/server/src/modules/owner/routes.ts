import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  LIMITS,
  messageBody,
  myOwnerApplication,
  ownerDashboard,
  ownerApplicationFields,
  ownerSlotDay,
  ownerSlotsQuery,
  removedOwnerStore,
  slotOverrideBody,
  storeDetail,
  storeForm,
} from '@siktak/contract';
import { currentUser } from '../../platform/auth-guard.js';
import type { AppContext } from '../../platform/context.js';
import { MULTIPART, parseFields, readMultipart } from '../../platform/multipart.js';
import { ownerApplicationService } from './application-service.js';
import { ownerDashboardService } from './dashboard.js';
import { slotOverrideService } from './slot-overrides.js';
import { storeFormValues, storeUploads } from './store-form.js';
import { ownerStoreService } from './store-service.js';

const OWNER_OR_ADMIN = ['ROLE_OWNER', 'ROLE_ADMIN'] as const;
/**
 * Uploads read from one store form. More than the 5 a store may have, so that 6–10 photos answer the
 * spec's image-count message (E300) rather than a generic upload error.
 */
const STORE_FORM_MAX_FILES = LIMITS.storeImagesMax * 2;

export function ownerRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const applications = ownerApplicationService(ctx);
  const stores = ownerStoreService(ctx);
  const dashboard = ownerDashboardService(ctx);
  const slots = slotOverrideService(ctx);

  return async (app) => {
    app.post(
      '/api/mypage/registerOwner',
      {
        schema: { tags: ['profile'], consumes: MULTIPART, response: { 201: messageBody } },
        config: { access: 'member' },
      },
      async (request, reply) => {
        const form = await readMultipart(request, 1);
        const values = parseFields(ownerApplicationFields, form.fields);
        const file = form.files.find((f) => f.field === 'file');
        return reply.code(201).send(await applications.apply(currentUser(request), values, file));
      },
    );

    app.get(
      '/api/mypage/owner-application',
      { schema: { tags: ['profile'], response: { 200: myOwnerApplication } }, config: { access: 'member' } },
      (request) => applications.mine(currentUser(request)),
    );

    const tags = ['owner'];
    const config = { access: OWNER_OR_ADMIN };

    app.get('/api/owner/stores', { schema: { tags, response: { 200: storeDetail } }, config }, (request) =>
      stores.mine(currentUser(request)),
    );

    app.get(
      '/api/owner/stores/removed',
      { schema: { tags, response: { 200: removedOwnerStore } }, config },
      (request) => stores.removed(currentUser(request)),
    );

    app.get(
      '/api/owner/dashboard',
      { schema: { tags, response: { 200: ownerDashboard } }, config: { access: ['ROLE_OWNER'] } },
      (request) => dashboard.ofOwner(currentUser(request)),
    );

    app.post(
      '/api/owner/stores/write',
      { schema: { tags, consumes: MULTIPART, response: { 201: storeDetail } }, config },
      async (request, reply) => {
        const form = await readMultipart(request, STORE_FORM_MAX_FILES);
        const values = parseFields(storeForm, storeFormValues(form.fields), 'E300');
        return reply.code(201).send(await stores.create(currentUser(request), values, storeUploads(form)));
      },
    );

    app.put(
      '/api/owner/stores/update',
      { schema: { tags, consumes: MULTIPART, response: { 200: storeDetail } }, config },
      async (request) => {
        const form = await readMultipart(request, STORE_FORM_MAX_FILES);
        const values = parseFields(storeForm, storeFormValues(form.fields), 'E300');
        return stores.update(currentUser(request), values, storeUploads(form));
      },
    );

    // 시간대 관리: the store's owner only (an admin has no store of their own; docs/api-additions.md).
    const ownerOnly = { access: ['ROLE_OWNER'] as const };

    app.get(
      '/api/owner/slots',
      { schema: { tags, querystring: ownerSlotsQuery, response: { 200: ownerSlotDay } }, config: ownerOnly },
      (request) => slots.day(currentUser(request), request.query.date),
    );

    app.put(
      '/api/owner/slots',
      { schema: { tags, body: slotOverrideBody, response: { 200: ownerSlotDay } }, config: ownerOnly },
      (request) => slots.set(currentUser(request), request.body),
    );
  };
}
