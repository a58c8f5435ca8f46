import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountDeleteBody,
  passwordChangeBody,
  profileForm,
  profileUpdateFields,
  successMessage,
  verifyPasswordBody,
} from '@siktak/contract';
import { currentUser } from '../../platform/auth-guard.js';
import type { AppContext } from '../../platform/context.js';
import { MULTIPART, parseFields, readMultipart } from '../../platform/multipart.js';
import { sessionStore } from '../auth/index.js';
import { profileService } from './service.js';

/** Per-IP limit of the calls that check a password, so a stolen access token is no password oracle. */
export const PASSWORD_CHECK_LIMIT = { max: 10, timeWindow: 60_000 };

export function profileRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const profiles = profileService(ctx, sessionStore(ctx));
  const tags = ['profile'];
  const config = { access: 'member' } as const;

  return async (app) => {
    app.get('/api/profile/form', { schema: { tags, response: { 200: profileForm } }, config }, (request) =>
      profiles.form(currentUser(request)),
    );

    app.put(
      '/api/profile/update',
      { schema: { tags, consumes: MULTIPART, response: { 200: successMessage } }, config },
      async (request) => {
        const form = await readMultipart(request, 1);
        const values = parseFields(profileUpdateFields, form.fields);
        const image = form.files.find((file) => file.field === 'profileImage');
        return profiles.update(currentUser(request), values, image);
      },
    );

    app.post(
      '/api/mypage/verify-password',
      {
        schema: { tags, body: verifyPasswordBody, response: { 200: successMessage } },
        config: { ...config, rateLimit: PASSWORD_CHECK_LIMIT },
      },
      (request) => profiles.verifyPassword(currentUser(request), request.body.password),
    );

    app.put(
      '/api/profile/password',
      {
        schema: { tags, body: passwordChangeBody, response: { 200: successMessage } },
        config: { ...config, rateLimit: PASSWORD_CHECK_LIMIT },
      },
      (request) => profiles.changePassword(currentUser(request), request.body.currentPw, request.body.newPw),
    );

    app.put(
      '/api/profile/delete',
      {
        schema: { tags, body: accountDeleteBody, response: { 200: successMessage } },
        config: { ...config, rateLimit: PASSWORD_CHECK_LIMIT },
      },
      (request) => profiles.deleteAccount(currentUser(request), request.body.userPw),
    );
  };
}
