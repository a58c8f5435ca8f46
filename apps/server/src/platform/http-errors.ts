import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERRORS, type ErrorCode, MESSAGES } from '@siktak/contract';
import { AppError } from './errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The code a schema-validation failure answers on this route (default `"400"`), e.g. E300 for the store form. */
    validationCode?: ErrorCode;
  }
}

const STATUS_CODES: Partial<Record<number, ErrorCode>> = {
  400: '400',
  401: '401',
  403: '403',
  404: '404',
  413: '413',
  415: '415',
  429: '429',
};

/** Fastify's own refusals whose generic code would mislead: they get a message of their own. */
const FASTIFY_REFUSALS: Record<string, () => AppError> = {
  // '413' alone says "file over 10 MB"; this is a JSON (or other non-multipart) body over the body limit.
  FST_ERR_CTP_BODY_TOO_LARGE: () => new AppError('413', { message: MESSAGES.requestBodyTooLarge }),
  FST_ERR_BAD_URL: () => new AppError('400', { message: MESSAGES.badUrl }),
  FST_ERR_MAX_PARAM_LENGTH: () => new AppError('400', { message: MESSAGES.badUrl }),
};

/** `/userPw` → `userPw`, `/body/0` → `body.0`. */
function fieldName(instancePath: string): string {
  return instancePath.replace(/^\//, '').replaceAll('/', '.');
}

/** Turns any thrown error into the contract's error envelope; never sends a stack trace. */
export function toAppError(error: FastifyError | Error, request: FastifyRequest): AppError {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    // An id in the path that cannot name a row (contract `pathId`) is simply not found.
    if (error.validation.some((issue) => (issue.params as { params?: { notFound?: boolean } }).params?.notFound)) {
      return new AppError('404');
    }
    const fields: Record<string, string> = {};
    for (const issue of error.validation) {
      const name = fieldName(issue.instancePath) || '_';
      fields[name] ??= issue.message ?? ERRORS['400'].message;
    }
    const code = request.routeOptions.config?.validationCode ?? '400';
    return AppError.invalid(code, fields, ERRORS[code].status >= 500 ? 400 : undefined);
  }
  const refusal = FASTIFY_REFUSALS[(error as FastifyError).code];
  if (refusal) return refusal();
  const status = (error as FastifyError).statusCode;
  if (status === 429) {
    const retry = (error as FastifyError & { headers?: Record<string, string> }).headers?.['retry-after'];
    return new AppError('429', retry ? { headers: { 'retry-after': retry } } : {});
  }
  if (status && status >= 400 && status < 500) {
    return new AppError(STATUS_CODES[status] ?? '400');
  }
  return new AppError('500');
}

export function sendAppError(reply: FastifyReply, error: AppError): FastifyReply {
  if (error.headers) reply.headers(error.headers);
  return reply.code(error.status).type('application/json; charset=utf-8').send(error.toBody());
}

function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const appError = toAppError(error, request);
  if (appError.status >= 500) {
    request.log.error({ err: error }, 'request failed');
  } else if (!(error instanceof AppError)) {
    request.log.info({ code: appError.code, reason: error.message }, 'request refused');
  }
  return sendAppError(reply, appError);
}

/**
 * Fastify's `frameworkErrors`: the errors raised while routing (a path that is not valid
 * percent-encoding, a too-long path parameter), answered like every other error. No hook runs for
 * them, so `headers` sets what every other answer gets from the hooks (app.ts): the request id, CORS
 * and the security headers of a JSON answer.
 */
export function frameworkErrorHandler(headers: (request: FastifyRequest, reply: FastifyReply) => void) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    reply.type('application/json; charset=utf-8');
    headers(request, reply);
    handleError(error, request, reply);
  };
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(handleError);
}
