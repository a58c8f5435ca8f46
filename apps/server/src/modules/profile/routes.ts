import type { FastifyPluginAsync } from 'fastify';
import { profileEndpoints as calls } from '@siktak/contract';
import { currentUser } from '../../platform/auth-guard.js';
import type { AppContext } from '../../platform/context.js';
import { route } from '../../platform/endpoint-route.js';
import { sessionStore } from '../auth/index.js';
import { profileService } from './service.js';

/** Per-IP limit of the calls that check a password, so a stolen access token is no password oracle. */
export const PASSWORD_CHECK_LIMIT = { max: 10, timeWindow: 60_000 };

export function profileRoutes(ctx: AppContext): FastifyPluginAsync {
  const profiles = profileService(ctx, sessionStore(ctx));
  const passwordChecked = { rateLimit: PASSWORD_CHECK_LIMIT };

  return async (app) => {
    route(app, calls.form, (request) => profiles.form(currentUser(request)));
    route(app, calls.update, (request, _reply, form) =>
      profiles.update(currentUser(request), form.fields, form.files.profileImage[0]),
    );
    route(app, calls.verifyPassword, passwordChecked, (request) =>
      profiles.verifyPassword(currentUser(request), request.body.password),
    );
    route(app, calls.changePassword, passwordChecked, (request) =>
      profiles.changePassword(currentUser(request), request.body.currentPw, request.body.newPw),
    );
    route(app, calls.deleteAccount, passwordChecked, (request) =>
      profiles.deleteAccount(currentUser(request), request.body.userPw),
    );
    route(app, calls.consents, (request) => profiles.consents(currentUser(request)));
    route(app, calls.marketingConsent, (request) => profiles.setMarketing(currentUser(request), request.body.agreed));
  };
}
