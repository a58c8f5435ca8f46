import type { FastifyPluginAsync } from 'fastify';
import { ownerEndpoints as calls } from '@siktak/contract';
import { currentUser } from '../../platform/auth-guard.js';
import type { AppContext } from '../../platform/context.js';
import { route } from '../../platform/endpoint-route.js';
import { ownerApplicationService } from './application-service.js';
import { ownerDashboardService } from './dashboard.js';
import { slotOverrideService } from './slot-overrides.js';
import { storeFormValues } from './store-form.js';
import { ownerStoreService } from './store-service.js';

export function ownerRoutes(ctx: AppContext): FastifyPluginAsync {
  const applications = ownerApplicationService(ctx);
  const stores = ownerStoreService(ctx);
  const dashboard = ownerDashboardService(ctx);
  const slots = slotOverrideService(ctx);

  return async (app) => {
    route(app, calls.apply, (request, _reply, form) =>
      applications.apply(currentUser(request), form.fields, form.files.file[0]),
    );
    route(app, calls.myApplication, (request) => applications.mine(currentUser(request)));

    route(app, calls.store, (request) => stores.mine(currentUser(request)));
    route(app, calls.removedStore, (request) => stores.removed(currentUser(request)));
    route(app, calls.dashboard, (request) => dashboard.ofOwner(currentUser(request)));
    // The store form comes as the `storeDto` JSON part or as the admin editor's flat parts (store-form.ts).
    route(app, calls.createStore, { fields: storeFormValues }, (request, _reply, form) =>
      stores.create(currentUser(request), form.fields, form.files.images),
    );
    route(app, calls.updateStore, { fields: storeFormValues }, (request, _reply, form) =>
      stores.update(currentUser(request), form.fields, form.files.images),
    );

    // 시간대 관리: the store's owner only (an admin has no store of their own; docs/api-additions.md).
    route(app, calls.slots, (request) => slots.day(currentUser(request), request.query.date));
    route(app, calls.setSlot, (request) => slots.set(currentUser(request), request.body));
  };
}
