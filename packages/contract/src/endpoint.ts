import type { z } from 'zod';
import type { Role } from './enums.js';
import type { ErrorCode, MESSAGES } from './messages.js';

/**
 * The endpoint table's vocabulary (docs/adr/0002-contract-package-owns-the-endpoints.md). `calls.ts`
 * writes each call once — method and path as one plain string, cheap enough for the web app's first
 * bundle — and each module of `endpoints/` builds its entries from those strings plus the shapes. The
 * server registers its routes from the entries, the web app calls through the strings with the
 * entries' types, and OpenAPI at /api/docs is generated from the entries.
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A call as written in the table: method, one space, the path in Fastify syntax (`:param`). */
export type Call = `${Method} /api${string}`;

/**
 * Who may call: `public` ignores any token (a stale token must not break a public page); `optional` reads a valid token when there is one; `member` needs a signed-in member of any
 * role; a list of roles needs one of them (visitor, member, owner, admin).
 */
export type Access = 'public' | 'optional' | 'member' | readonly Role[];

/** A multipart body: its text (and JSON Blob) parts, and its file parts with how many of each. */
export interface Multipart {
  /** The text parts, validated as one object (a repeated name arrives as an array). */
  fields: z.ZodType;
  /** File part name → most files of that name. */
  files: Readonly<Record<string, number>>;
  /** Files read before refusing with E203 (default: the sum of `files`). */
  readFiles?: number;
  /** The code of a form whose fields fail validation (default "400"). */
  invalid?: ErrorCode;
  /** The message of E203 when more files come than `readFiles` (default `filesMax`). */
  tooMany?: keyof typeof MESSAGES;
}

/** What an entry says besides its call. */
export interface EndpointSpec {
  summary: string;
  tags: readonly string[];
  access: Access;
  params?: z.ZodType;
  query?: z.ZodType;
  /** A JSON body. */
  body?: z.ZodType;
  /** A multipart/form-data body instead of JSON. */
  multipart?: Multipart;
  /** The answer's schema by success status; empty for an answer that is no JSON (a redirect, a file). */
  responses: { readonly 200?: z.ZodType; readonly 201?: z.ZodType };
  /** The codes this call may answer besides validation ("400") and, by its access, "401" and "403". */
  errors: readonly ErrorCode[];
}

type MethodOf<C> = C extends `${infer M extends Method} ${string}` ? M : never;
type PathOf<C> = C extends `${Method} ${infer P}` ? P : never;

/** One row of the table. */
export type Endpoint<C extends Call = Call, S extends EndpointSpec = EndpointSpec> = S & {
  call: C;
  method: MethodOf<C>;
  path: PathOf<C>;
};

/** A module's entries from its calls and their specs: the same keys, nothing written twice. */
export function defineEndpoints<
  const C extends Record<string, Call>,
  const S extends { readonly [K in keyof C]: EndpointSpec },
>(calls: C, specs: S): { readonly [K in keyof C]: Endpoint<C[K], S[K]> } {
  const entries: Record<string, EndpointSpec & { call: Call; method: Method; path: string }> = {};
  for (const [key, call] of Object.entries(calls)) {
    const space = call.indexOf(' ');
    entries[key] = {
      ...(specs[key] as EndpointSpec),
      call,
      method: call.slice(0, space) as Method,
      path: call.slice(space + 1),
    };
  }
  return entries as { readonly [K in keyof C]: Endpoint<C[K], S[K]> };
}

/** The schema of an entry's successful answer (200, else 201), or undefined when it has none. */
export type SuccessSchema<E> = E extends { responses: { 200: infer S extends z.ZodType } }
  ? S
  : E extends { responses: { 201: infer S extends z.ZodType } }
    ? S
    : undefined;

/** The answer a caller reads. */
export type SuccessOf<E> = SuccessSchema<E> extends z.ZodType ? z.output<SuccessSchema<E>> : unknown;
