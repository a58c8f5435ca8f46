import { type CatalogMessage, ERRORS, type ErrorCode, fillMessage } from '@siktak/contract';

/** Codes the existing client reads from `errorType` as well as `code`. */
const ALSO_AS_ERROR_TYPE = new Set<ErrorCode>(['E119']);

export interface AppErrorOptions {
  /** A more precise message of the catalogue than the code's own; never free text. */
  message?: CatalogMessage;
  /** Values for `{n}`-style placeholders of the message. */
  values?: Record<string, string | number>;
  /** Overrides the HTTP status of the catalogue (E119 is 401 on verify-password). */
  status?: number;
  /** Field-level messages for forms. */
  fields?: Record<string, string>;
  headers?: Record<string, string>;
}

/** A failure the client is meant to see: a code of the contract's catalogue (`messages.ts`) with its Korean message. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fields: Record<string, string> | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(code: ErrorCode, options: AppErrorOptions = {}) {
    const entry = ERRORS[code];
    super(fillMessage(options.message ?? entry.message, options.values ?? {}));
    this.name = 'AppError';
    this.code = code;
    this.status = options.status ?? entry.status;
    this.fields = options.fields;
    this.headers = options.headers;
  }

  /**
   * A contract schema's refusal: `code` with every field's message and the first one as the answer's
   * message. Those messages are the schemas' own (catalogue messages, or zod's Korean locale).
   */
  static invalid(code: ErrorCode, fields: Record<string, string>, status?: number): AppError {
    const error = new AppError(code, { fields, ...(status ? { status } : {}) });
    const first = Object.values(fields)[0];
    if (first) error.message = first;
    return error;
  }

  toBody() {
    return {
      success: false as const,
      code: this.code,
      message: this.message,
      ...(ALSO_AS_ERROR_TYPE.has(this.code) ? { errorType: this.code } : {}),
      ...(this.fields ? { fields: this.fields } : {}),
    };
  }
}

export const notFound = (message?: CatalogMessage) => new AppError('404', message ? { message } : {});
export const forbidden = (message?: CatalogMessage) => new AppError('403', message ? { message } : {});
export const badRequest = (message?: CatalogMessage, fields?: Record<string, string>) =>
  new AppError('400', { ...(message ? { message } : {}), ...(fields ? { fields } : {}) });
