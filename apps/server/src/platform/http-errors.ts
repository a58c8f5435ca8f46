import { randomUUID } from 'node:crypto';
import { STATUS_CODES as HTTP_REASONS, maxHeaderSize } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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

/** The answer under way on a socket, if any (Node's own `clientError` fallback reads it the same way). */
type SocketWithAnswer = Socket & { _httpMessage?: { headersSent?: boolean; req?: { headers: { origin?: string } } } };

/** A request line: a method and then the address. */
const REQUEST_LINE = /^[A-Z]+ /;
const ORIGIN_LINE = /\r\norigin:[ \t]*([^\r\n]*?)[ \t]*\r\n/i;

function clientRefusal(error: ConnectionError, packet: string): AppError {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return new AppError('408');
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    // The address alone over the limit of the request line and headers together is 414, else 431.
    const firstLine = packet.split('\r\n', 1)[0] ?? '';
    return new AppError(REQUEST_LINE.test(firstLine) && firstLine.length >= maxHeaderSize ? '414' : '431');
  }
  return new AppError('400', { message: MESSAGES.malformedRequest });
}

/** An HTTP/1.1 answer as bytes for the socket: the envelope, the given headers, and the connection closing. */
function rawAnswer(error: AppError, headers: Record<string, string>): string {
  const body = JSON.stringify(error.toBody());
  const all: Record<string, string> = {
    ...headers,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
  };
  const lines = Object.entries(all).map(([name, value]) => `${name}: ${value}`);
  return [`HTTP/1.1 ${error.status} ${HTTP_REASONS[error.status]}`, ...lines, '', body].join('\r\n');
}

/**
 * Fastify's `clientErrorHandler`: what Node's HTTP parser refuses before there is a request (bad framing,
 * headers over the 16 KB limit, an address that long) and its header and request timeouts, answered
 * with the envelope (400, 431, 414, 408) instead of Fastify's English JSON. There is no request or
 * reply, so the answer is written to the socket as it is, with what every other error gets from the
 * hooks: a request id, the API's security headers, `no-store`, and CORS for an allowed `Origin`, read
 * from the answer under way (a timeout) or from the bytes the parser refused (best effort: the origin
 * must be in the same packet as the error).
 */
export function clientErrorHandler(options: {
  headers: Record<string, string>;
  corsOf: (origin: string | undefined) => Record<string, string>;
}) {
  return function handleClientError(this: FastifyInstance, error: ConnectionError, socket: SocketWithAnswer): void {
    // A reset connection has no one to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    // Node hands a parse error the bytes it could not read (typed by Fastify as their JSON form).
    const raw: unknown = error.rawPacket;
    const packet = Buffer.isBuffer(raw) ? raw.toString('latin1') : '';
    const refusal = clientRefusal(error, packet);
    const requestId = randomUUID();
    this.log.debug({ reqId: requestId, code: error.code, statusCode: refusal.status }, 'client error refused');
    // Once an answer has begun on this socket, another one would corrupt it: only close.
    const underway = socket._httpMessage;
    if (socket.writable && !underway?.headersSent) {
      const origin = underway?.req?.headers.origin ?? ORIGIN_LINE.exec(packet)?.[1];
      const headers = { ...options.headers, ...options.corsOf(origin), 'cache-control': 'no-store' };
      socket.write(rawAnswer(refusal, { 'x-request-id': requestId, ...headers }));
    }
    socket.destroy(error);
  };
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(handleError);
}
