import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { z } from 'zod';
import { type CatalogMessage, type ErrorCode, LIMITS, MESSAGES } from '@siktak/contract';
import { AppError } from './errors.js';

export interface UploadedFile {
  field: string;
  filename: string;
  mimetype: string;
  data: Buffer;
}

export interface MultipartForm {
  /** Text parts and JSON Blob parts (parsed); a repeated name becomes an array. */
  fields: Record<string, unknown>;
  files: UploadedFile[];
}

/**
 * The route schema's `consumes` of a multipart form. It also tells the request-body policy
 * (platform/request-body.ts) that the route reads a body; without it the body would be ignored.
 */
export const MULTIPART = ['multipart/form-data'];

/** 100 text parts: the admin's flat store form repeats one part per menu item, amenity and day off. */
const PARSER_OPTIONS = { limits: { fileSize: LIMITS.imageMaxBytes, fieldSize: 256 * 1024, fields: 100 } };

/**
 * Registers the route of a multipart form in a scope of its own with @fastify/multipart, so the
 * parser's per-request hooks (an async onRequest adding a `close` listener and an async onResponse,
 * both for files saved to disk, which `readMultipart` never does) run for the forms alone, not for
 * every request of the server. A form sent to any other route meets the catch-all parser: 415 where
 * the route reads a body, ignored where it reads none (platform/request-body.ts).
 */
export function registerMultipartRoute(app: FastifyInstance, options: RouteOptions): void {
  app.register(async (scope) => {
    await scope.register(multipart, PARSER_OPTIONS);
    scope.route(options);
  });
}

function addField(fields: Record<string, unknown>, name: string, value: unknown): void {
  const existing = fields[name];
  if (existing === undefined) fields[name] = value;
  else if (Array.isArray(existing)) existing.push(value);
  else fields[name] = [existing, value];
}

/**
 * Reads a whole multipart request. File parts whose content type is `application/json` (the
 * existing client's `new Blob([json], {type: "application/json"})` parts, filename `blob`) are
 * parsed as JSON fields, not treated as uploads. Empty file parts are
 * dropped. Files larger than 10 MB answer E201; more than `maxFiles` files answer E203 with `tooMany`;
 * a malformed or cut-off body answers 400. Files are only held in memory here, so a failed read
 * leaves nothing in storage.
 */
export async function readMultipart(
  request: FastifyRequest,
  maxFiles: number,
  tooMany: CatalogMessage = MESSAGES.filesMax,
): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new AppError('415');
  // A client that went away before we got here (e.g. during the auth check) never closes the stream
  // again, so the parser would wait for the rest of the body forever.
  if (request.raw.destroyed) throw new AppError('400', { message: MESSAGES.malformedUpload });
  const fields: Record<string, unknown> = {};
  const files: UploadedFile[] = [];
  try {
    for await (const part of request.parts({ limits: { fileSize: LIMITS.imageMaxBytes, files: maxFiles + 4 } })) {
      if (part.type === 'field') {
        addField(fields, part.fieldname, part.value);
        continue;
      }
      const data = await part.toBuffer();
      if (part.mimetype === 'application/json' || part.mimetype.startsWith('application/json;')) {
        try {
          addField(fields, part.fieldname, JSON.parse(data.toString('utf8')));
        } catch {
          throw new AppError('400');
        }
        continue;
      }
      if (data.length === 0) continue;
      if (files.length >= maxFiles) throw new AppError('E203', { message: tooMany, values: { n: maxFiles } });
      files.push({ field: part.fieldname, filename: part.filename, mimetype: part.mimetype, data });
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('E201');
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw new AppError('E203', { message: tooMany, values: { n: maxFiles } });
    if (code === 'FST_FIELDS_LIMIT') throw new AppError('400', { message: MESSAGES.fieldsMax });
    // Anything else is a body that cannot be read: cut short, without or with the wrong boundary,
    // garbage, or a client gone mid-upload (busboy's and the plugin's errors). Nothing was stored yet.
    throw new AppError('400', { message: MESSAGES.malformedUpload });
  }
  return { fields, files };
}

/**
 * Validates the text parts of a multipart form with a contract schema; a failure answers `code`
 * (default "400") with the first problem's Korean message and every field's message.
 */
export function parseFields<T extends z.ZodType>(schema: T, fields: Record<string, unknown>, code: ErrorCode = '400') {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data as z.output<T>;
  const messages: Record<string, string> = {};
  for (const issue of parsed.error.issues) messages[issue.path.join('.') || '_'] ??= issue.message;
  throw AppError.invalid(code, messages);
}
