import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import { z } from 'zod';
import { ERRORS, type Role } from '@siktak/contract';
import * as contract from '@siktak/contract';
import type { App } from '../../src/app.js';
import type { Access } from '../../src/platform/auth-guard.js';

/**
 * A property-based fuzz harness for every route of the app: routes are collected as they
 * are registered, requests are generated from each route's own zod schemas (near-valid values with
 * one field mutated) or from arbitrary JSON, sent in odd encodings with odd headers, and every
 * answer is checked against two properties — never a 5xx, and under /api every error is the
 * contract's envelope with a Korean message.
 */

type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

export interface FuzzRoute {
  method: string;
  url: string;
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  /** Who may call it (`config.access`): requests mostly carry a token that gets past the guard. */
  access?: Access;
}

const isZod = (value: unknown): value is z.ZodType => value instanceof z.ZodType;

/**
 * Collects routes through the app's `onRoute` dependency. HEAD twins of GET routes and the CORS
 * `OPTIONS *` route are skipped: Fastify answers them with the GET handler or the CORS plugin, so
 * fuzzing the GET route covers them. The swagger UI's static files (`/api/docs/static/*`,
 * `/api/docs/*`) are skipped too: they are the swagger-ui package's files served by @fastify/static,
 * with no input of ours to handle.
 */
export function routeCollector() {
  const routes: FuzzRoute[] = [];
  const onRoute = (route: RouteOptions) => {
    if (route.url.startsWith('/api/docs/static/') || route.url === '/api/docs/*') return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const schema = (route.schema ?? {}) as Record<string, unknown>;
    const access = (route.config as { access?: Access } | undefined)?.access;
    for (const method of methods) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      routes.push({
        method,
        url: route.url,
        ...(isZod(schema.params) ? { params: schema.params } : {}),
        ...(isZod(schema.querystring) ? { querystring: schema.querystring } : {}),
        ...(isZod(schema.body) ? { body: schema.body } : {}),
        ...(access ? { access } : {}),
      });
    }
  };
  return { routes, onRoute };
}

/** Values the fixture created (ids, emails, the password), so real rows are among the generated values. */
export interface FuzzFixture {
  ids: number[];
  strings: string[];
  /** Full `Authorization` header values of a member, an owner with a store and an admin. */
  tokens: Record<Role, string>;
  /** Tokens that must not get anyone in: wrong secret, `alg: none`, a member that does not exist. */
  forgedTokens: string[];
  png: Buffer;
}

/**
 * Spellings of the id `n` that are not its one canonical form (decimal digits, no leading zero): a
 * space before or after, a sign, a leading zero, a fraction, an exponent, hex, and other scripts'
 * digits (Arabic-Indic, fullwidth). A path id so spelled names no row (contract `pathId`).
 */
export function looseIds(n: number): string[] {
  const digits = String(n);
  const script = (zero: number) => [...digits].map((d) => String.fromCodePoint(zero + Number(d))).join('');
  return [
    ` ${digits}`,
    `${digits} `,
    `+${digits}`,
    `-${digits}`,
    `0${digits}`,
    `00${digits}`,
    `${digits}.0`,
    `${digits}e0`,
    `0x${n.toString(16)}`,
    script(0x0660),
    script(0xff10),
  ];
}

const ODD_STRINGS = [
  ...looseIds(1),
  '',
  ' ',
  '0',
  '-1',
  '-0',
  '1e3',
  '1.5',
  '0x10',
  '2147483647',
  '2147483648',
  '9223372036854775808',
  '99999999999999999999999999999',
  'NaN',
  'Infinity',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '%',
  '%zz',
  '%E0%A4%A',
  '%00',
  '%C0%AF',
  '%ED%95%9C',
  '한글',
  '\u0000',
  'a\u0000b',
  '\u0001\u0002\u001b\u001f\u007f',
  '\uFFFE',
  '\uD800',
  '😀',
  'e\u0301',
  '../../../etc/passwd',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '2026-02-30',
  '2026-11-20T25:00',
  '24:00',
  '12:60',
  '0000-00-00',
  '9999-12-31',
  'x'.repeat(5000),
];

/** Well-formed values the routes expect, so generated requests also get past validation. */
const GOOD_STRINGS = [
  '2026-11-17',
  '2026-11-18',
  '2026-11-20',
  '2026-12-01',
  '11:00',
  '12:00',
  '18:30',
  '강남구',
  '한식',
  '월',
  'PARKING',
  '010-1234-5678',
  '02-1234-5678',
  '123-45-67890',
  '맛있어요',
  '욕설/비방',
];

/** NUL and other C0 controls, a lone surrogate, a non-character, a percent-escape of NUL. */
const SPIKES = ['\u0000', '\u0001', '\u0008', '\u001f', '\r\n', '\uD800', '\uFFFE', '%00'];

const ODD_NUMBERS = [0, -1, -0, 1.5, 2147483647, 2147483648, Number.MAX_SAFE_INTEGER, 1e21, -1e21, 1e308];

/** A JSON body over the app's 1 MB body limit. */
const OVERSIZED = Buffer.from(JSON.stringify({ noticeContent: 'x'.repeat(1024 * 1024 + 100) }));

/** Names of the upload parts the server reads; an unknown name still goes through the multipart reader. */
const FILE_PARTS = ['file', 'files', 'images', 'profileImage', 'storeDto', 'deletedImagePaths'];

/** Every field name of every object schema in the contract: query keys and multipart text parts. */
const CONTRACT_KEYS = [
  ...new Set(
    Object.values(contract).flatMap((value) => (value instanceof z.ZodObject ? Object.keys(value.shape) : [])),
  ),
];

/**
 * The contract's input schemas (`…Body`, `…Fields`, `…Form`, `…Query`). A route without a body schema
 * (the multipart forms read their parts with one of these) gets near-valid values from any of them.
 */
const INPUT_SCHEMAS = Object.entries(contract).flatMap(([name, value]) =>
  value instanceof z.ZodObject && /(Body|Fields|Form|Query)$/.test(name) ? [value] : [],
);

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: JsonValue[];
  const?: JsonValue;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
}

function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

function safeEncode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    // A lone surrogate cannot be encoded; send what a browser sends for it.
    return '%EF%BF%BD';
  }
}

export function fuzzArbitraries(fixture: FuzzFixture) {
  const oddString = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...ODD_STRINGS) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 24 }) },
    { weight: 1, arbitrary: fc.string({ maxLength: 24 }) },
    { weight: 1, arbitrary: fc.bigInt(-(10n ** 30n), 10n ** 30n).map(String) },
    { weight: 2, arbitrary: fc.constantFrom(...fixture.ids.map(String), ...fixture.strings) },
  );
  const goodString = fc.constantFrom(...GOOD_STRINGS, ...fixture.strings);
  const idValue = fc.oneof(fc.constantFrom(...fixture.ids), fc.integer({ min: 1, max: 50 }));
  /** A well-formed value with a character the database or a header may choke on put somewhere in it. */
  const spiked = fc
    .tuple(goodString, fc.constantFrom(...SPIKES), fc.nat())
    .map(([text, spike, at]) => text.slice(0, at % (text.length + 1)) + spike + text.slice(at % (text.length + 1)));

  /** Anything JSON can carry, biased toward values that break naive parsing. */
  const wild: fc.Arbitrary<JsonValue> = fc.oneof(
    { weight: 4, arbitrary: oddString },
    { weight: 2, arbitrary: fc.constantFrom<JsonValue>(...ODD_NUMBERS, null, true, false, [], {}) },
    { weight: 1, arbitrary: fc.integer() },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<JsonValue> },
    { weight: 1, arbitrary: fc.array(oddString, { maxLength: 3 }) },
    { weight: 1, arbitrary: idValue },
  );

  /** A value that satisfies (or nearly satisfies) a JSON schema derived from a route's zod schema. */
  function valid(schema: JsonSchema): fc.Arbitrary<JsonValue> {
    if (schema.const !== undefined) return fc.constant(schema.const);
    if (schema.enum) return fc.constantFrom(...schema.enum);
    const choices = schema.anyOf ?? schema.oneOf;
    if (choices) return fc.oneof(...choices.map(valid));
    const type = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
    if (type.length > 1) return fc.oneof(...type.map((t) => valid({ ...schema, type: t })));
    switch (type[0]) {
      case 'null':
        return fc.constant(null);
      case 'boolean':
        return fc.boolean();
      case 'integer':
      case 'number': {
        const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 0);
        const max = Math.min(schema.maximum ?? 2_000_000_000, 2_000_000_000);
        return fc.oneof(
          { weight: 3, arbitrary: idValue },
          { weight: 2, arbitrary: fc.integer({ min: Math.max(min, -2_000_000_000), max }) },
          { weight: 1, arbitrary: fc.constantFrom(...ODD_NUMBERS) },
        );
      }
      case 'string': {
        const options: fc.Arbitrary<string>[] = [goodString, spiked, fc.string({ maxLength: schema.maxLength ?? 30 })];
        if (schema.pattern) {
          try {
            options.push(fc.stringMatching(new RegExp(schema.pattern)));
          } catch {
            // A pattern fast-check cannot generate from (lookaheads): the other options stay.
          }
        }
        return fc.oneof(...options);
      }
      case 'array':
        return fc.array(schema.items ? valid(schema.items) : wild, { maxLength: 4 });
      case 'object': {
        const properties = schema.properties ?? {};
        const record: Record<string, fc.Arbitrary<JsonValue>> = {};
        for (const [key, property] of Object.entries(properties)) record[key] = valid(property);
        return fc.record(record, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
      }
      default:
        return wild;
    }
  }

  const bySchema = new Map<z.ZodType, fc.Arbitrary<Record<string, JsonValue>>>();

  /**
   * An object for a route's params, query or body: from its schema, as it is or with one field
   * replaced, added or removed. A route without a schema gets wild values under contract field names
   * or the values of one of the contract's input schemas.
   */
  function fields(schema: z.ZodType | undefined): fc.Arbitrary<Record<string, JsonValue>> {
    const known = schema && bySchema.get(schema);
    if (known) return known;
    const loose = fc.dictionary(fc.oneof(fc.constantFrom(...CONTRACT_KEYS), fc.string({ maxLength: 8 })), wild, {
      maxKeys: 6,
    });
    if (!schema) {
      const borrowed = fc.constantFrom(...INPUT_SCHEMAS).chain(fields);
      return fc.oneof(
        loose,
        borrowed,
        // As the store form sends it: the values as one JSON part (`storeDto`) beside the uploads.
        fc.tuple(fc.constantFrom(...FILE_PARTS), borrowed).map(([part, values]) => ({ [part]: values })),
      );
    }
    const base = valid(jsonSchemaOf(schema)).map((value) =>
      value !== null && typeof value === 'object' && !Array.isArray(value) ? value : {},
    );
    const mutated = fc
      .tuple(base, fc.nat(), wild, fc.constantFrom('replace', 'remove', 'add'), fc.constantFrom(...CONTRACT_KEYS))
      .map(([value, index, replacement, how, extraKey]) => {
        const keys = Object.keys(value);
        const key = keys.length > 0 ? (keys[index % keys.length] as string) : extraKey;
        const copy = { ...value };
        if (how === 'remove') delete copy[key];
        else copy[how === 'add' ? extraKey : key] = replacement;
        return copy;
      });
    const arbitrary = fc.oneof(
      { weight: 2, arbitrary: base },
      { weight: 3, arbitrary: mutated },
      { weight: 1, arbitrary: loose },
    );
    bySchema.set(schema, arbitrary);
    return arbitrary;
  }

  /** A path or query value as text: well encoded, or raw (which keeps bad percent-encodings bad). */
  function urlText(value: JsonValue, raw: boolean): string {
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    return raw && /^[\x21-\x7e]*$/.test(text) ? text : safeEncode(text);
  }

  function path(route: FuzzRoute): fc.Arbitrary<string> {
    return fc.tuple(fields(route.params), fc.boolean(), oddString).map(([values, raw, rest]) => {
      const url = route.url.replace(/:(\w+)/g, (_, name: string) => urlText(values[name] ?? '', raw));
      return url.endsWith('*') ? url.slice(0, -1) + urlText(rest, raw) : url;
    });
  }

  function query(route: FuzzRoute): fc.Arbitrary<string> {
    const pair = ([key, value]: [string, JsonValue], raw: boolean) =>
      Array.isArray(value)
        ? value.map((item) => `${urlText(key, raw)}=${urlText(item, raw)}`).join('&')
        : `${urlText(key, raw)}=${urlText(value, raw)}`;
    return fc.oneof(
      { weight: 1, arbitrary: fc.constant('') },
      {
        weight: 5,
        arbitrary: fc.tuple(fields(route.querystring), fc.boolean()).map(
          ([values, raw]) =>
            `?${Object.entries(values)
              .map((entry) => pair(entry, raw))
              .join('&')}`,
        ),
      },
      { weight: 1, arbitrary: fc.constantFrom('?', '?&&', '?=', '?page', '?page=%', '?page[]=1', '?a=1&a=2&a=3') },
    );
  }

  const contentTypes = fc.constantFrom(
    'application/json',
    'application/json; charset=utf-8',
    'application/json; charset=latin1',
    'application/x-www-form-urlencoded',
    'text/plain',
    'multipart/form-data',
    'multipart/form-data; boundary=',
    'multipart/form-data; boundary=other',
    'application/octet-stream',
    'application/xml',
    'garbage',
    ';;;',
    '',
  );

  const filePart = fc.record({
    name: fc.constantFrom(...FILE_PARTS),
    type: fc.constantFrom('image/png', 'image/jpeg', 'application/json', 'application/octet-stream', 'text/plain'),
    data: fc.oneof(
      fc.constant(fixture.png),
      fc.constant(fixture.png.subarray(0, 40)),
      fc.constant(Buffer.alloc(0)),
      fc.constant(Buffer.from('{"storeName": ')),
      fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
    ),
  });

  function multipartBody(values: Record<string, JsonValue>, files: { name: string; type: string; data: Buffer }[]) {
    const boundary = 'fuzzBoundary7MA4YWxkTrZu0gW';
    const chunks: Buffer[] = [];
    const part = (headers: string, data: Buffer | string) => {
      chunks.push(Buffer.from(`--${boundary}\r\n${headers}\r\n\r\n`), Buffer.from(data), Buffer.from('\r\n'));
    };
    for (const [name, value] of Object.entries(values)) {
      const disposition = `Content-Disposition: form-data; name="${name}"`;
      if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
        part(`${disposition}; filename="blob"\r\nContent-Type: application/json`, JSON.stringify(value));
      } else {
        for (const item of Array.isArray(value) ? value : [value]) {
          part(disposition, typeof item === 'string' ? item : JSON.stringify(item));
        }
      }
    }
    for (const file of files) {
      part(
        `Content-Disposition: form-data; name="${file.name}"; filename="a.png"\r\nContent-Type: ${file.type}`,
        file.data,
      );
    }
    chunks.push(Buffer.from(`--${boundary}--\r\n`));
    return { boundary, data: Buffer.concat(chunks) };
  }

  /** The body in one of the encodings clients send, or get wrong. */
  function body(route: FuzzRoute): fc.Arbitrary<{ contentType?: string; payload?: Buffer }> {
    return fc
      .tuple(
        fields(route.body),
        fc.oneof(
          { weight: 5, arbitrary: fc.constant('json') },
          { weight: 3, arbitrary: fc.constant('multipart') },
          { weight: 1, arbitrary: fc.constantFrom('truncated', 'empty', 'none', 'form', 'text', 'oversized') },
        ),
        fc.array(filePart, { maxLength: 3 }),
        fc.constantFrom('ok', 'ok', 'no-boundary', 'bad-boundary', 'truncated'),
        fc.oneof({ weight: 4, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: contentTypes }),
        fc.nat(),
      )
      .map(([values, encoding, files, multipartShape, overrideType, cut]) => {
        const json = Buffer.from(JSON.stringify(values));
        let contentType: string | undefined;
        let payload: Buffer | undefined;
        switch (encoding) {
          case 'json':
            [contentType, payload] = ['application/json', json];
            break;
          case 'truncated':
            [contentType, payload] = ['application/json', json.subarray(0, cut % Math.max(json.length, 1))];
            break;
          case 'empty':
            [contentType, payload] = ['application/json', Buffer.alloc(0)];
            break;
          case 'form': {
            const form = new URLSearchParams();
            for (const [key, value] of Object.entries(values)) {
              form.append(key, typeof value === 'string' ? value : JSON.stringify(value));
            }
            [contentType, payload] = ['application/x-www-form-urlencoded', Buffer.from(form.toString())];
            break;
          }
          case 'text':
            [contentType, payload] = ['text/plain', json];
            break;
          case 'oversized':
            [contentType, payload] = ['application/json', OVERSIZED];
            break;
          case 'multipart': {
            const { boundary, data } = multipartBody(values, files);
            contentType =
              multipartShape === 'no-boundary'
                ? 'multipart/form-data'
                : `multipart/form-data; boundary=${multipartShape === 'bad-boundary' ? 'elsewhere' : boundary}`;
            payload = multipartShape === 'truncated' ? data.subarray(0, cut % data.length) : data;
            break;
          }
        }
        if (overrideType !== null) contentType = overrideType;
        return { ...(contentType !== undefined ? { contentType } : {}), ...(payload ? { payload } : {}) };
      });
  }

  const everyone = Object.values(fixture.tokens);
  const badAuthorization = fc.oneof(
    fc.constantFrom(...fixture.forgedTokens),
    fc.constantFrom('Bearer', 'Bearer ', 'Basic dXNlcjpwdw==', 'bearer a.b.c', 'null'),
    oddString.filter((value) => /^[\x20-\x7e]*$/.test(value)),
  );

  /** Mostly a token the route's guard lets in, so the handler is what gets fuzzed. */
  function authorization(route: FuzzRoute): fc.Arbitrary<string | undefined> {
    const admitted = Array.isArray(route.access) ? route.access.map((role: Role) => fixture.tokens[role]) : everyone;
    return fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom(...admitted) },
      { weight: 1, arbitrary: fc.constantFrom(...everyone) },
      { weight: 1, arbitrary: fc.constant(undefined) },
      { weight: 2, arbitrary: badAuthorization },
    );
  }

  /** One whole request to `route`. */
  function request(route: FuzzRoute): fc.Arbitrary<FuzzRequest> {
    return fc
      .record({
        path: path(route),
        query: query(route),
        body: body(route),
        authorization: authorization(route),
        accept: fc.constantFrom(undefined, 'application/json', 'text/html', '*/*', 'garbage'),
      })
      .map(({ path: url, query: search, body: { contentType, payload }, authorization: auth, accept }) => ({
        method: route.method,
        url: url + search,
        headers: {
          ...(auth !== undefined ? { authorization: auth } : {}),
          ...(contentType !== undefined ? { 'content-type': contentType } : {}),
          ...(accept !== undefined ? { accept } : {}),
        },
        ...(payload ? { payload } : {}),
      }));
  }

  return { request };
}

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: Buffer;
}

const HANGUL = /[\uAC00-\uD7A3]/;
const ENVELOPE_KEYS = new Set(['success', 'code', 'message', 'errorType', 'fields']);

/** Why an answer breaks the properties, or null when it keeps them. */
export function violation(route: FuzzRoute, status: number, contentType: string, text: string): string | null {
  if (status >= 500 && !DELIBERATE_FAILURES.has(`${route.method} ${route.url}`)) return `answered ${status}`;
  if (!route.url.startsWith('/api') || status < 400) return null;
  if (!contentType.startsWith('application/json')) return `error answer is ${contentType || 'untyped'}, not JSON`;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return 'error answer is not valid JSON';
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return 'error answer is not a JSON object';
  const envelope = body as Record<string, unknown>;
  if (envelope.success !== false) return 'error envelope lacks success: false';
  if (typeof envelope.code !== 'string' || !(envelope.code in ERRORS)) return 'error envelope has no catalogue code';
  if (typeof envelope.message !== 'string' || !HANGUL.test(envelope.message)) return 'error message is not Korean';
  const extra = Object.keys(envelope).filter((key) => !ENVELOPE_KEYS.has(key));
  if (extra.length > 0) return `error envelope has unexpected keys ${extra.join(', ')}`;
  return null;
}

/**
 * Routes allowed to answer 5xx: `GET /api/error` fails on purpose to show the 500 envelope;
 * its answer must still be the envelope.
 */
const DELIBERATE_FAILURES = new Set(['GET /api/error']);

function preview(value: Buffer | string | undefined, max = 300): string {
  if (value === undefined) return '(none)';
  const text = typeof value === 'string' ? value : value.toString('utf8');
  return JSON.stringify(text.length > max ? `${text.slice(0, max)}…(${text.length} chars)` : text);
}

export interface FuzzFailure {
  route: string;
  /** What broke, the status and the answer's code: failures of one class share it. */
  kind: string;
  report: string;
}

/**
 * Log options for an app under fuzz: only failures are logged, and `serverErrors` keeps the cause
 * of each unexpected error, so a 500 is reported with it (e.g. PostgreSQL's own message).
 */
export function errorLog() {
  const serverErrors: string[] = [];
  return {
    serverErrors,
    env: { LOG_LEVEL: 'error' },
    deps: {
      logger: true,
      logStream: {
        write(line: string) {
          const entry = JSON.parse(line) as { msg?: string; err?: { message?: string; stack?: string } };
          serverErrors.push(causeOf(entry.err ?? { message: entry.msg ?? line }));
        },
      },
    },
  };
}

/** A server error's deepest cause (pino appends `caused by:` stacks), without its values. */
function causeOf(error: { message?: string; stack?: string }): string {
  const causes = [...(error.stack ?? '').matchAll(/caused by: (?:\w*Error: |error: )?([^\n]*)/g)];
  const text = causes.at(-1)?.[1] ?? (error.message ?? '').split('\n')[0] ?? '';
  return text
    .replace(/"[^"]*"|'[^']*'/g, '"…"')
    .replace(/\d+/g, 'N')
    .slice(0, 120);
}

function codeOf(text: string): string {
  try {
    const body = JSON.parse(text) as { code?: unknown };
    return typeof body?.code === 'string' ? body.code : '-';
  } catch {
    return '-';
  }
}

/**
 * Sends `numRuns` requests from `seed` to one route and answers its failures, one per kind (the
 * shortest request of each), each with the request, the answer and how to replay it. A failure does
 * not stop the run, so one common failure does not hide a rarer one on the same route.
 */
export async function fuzzRoute(
  app: App,
  route: FuzzRoute,
  arbitraries: ReturnType<typeof fuzzArbitraries>,
  options: { seed: number; numRuns: number; serverErrors?: string[] },
): Promise<FuzzFailure[]> {
  const name = `${route.method} ${route.url}`;
  const found = new Map<string, { size: number; failure: FuzzFailure }>();
  await fc.check(
    fc.asyncProperty(arbitraries.request(route), async (request) => {
      options.serverErrors?.splice(0);
      const response = await app.inject({
        method: request.method as 'GET',
        url: request.url,
        headers: request.headers,
        ...(request.payload ? { payload: request.payload } : {}),
      });
      const contentType = String(response.headers['content-type'] ?? '');
      const problem = violation(route, response.statusCode, contentType, response.body);
      if (!problem) return;
      const cause = options.serverErrors?.[0];
      const kind = `${problem} (${response.statusCode} ${codeOf(response.body)})${cause ? `: ${cause}` : ''}`;
      const size = request.url.length + (request.payload?.length ?? 0);
      if ((found.get(kind)?.size ?? Number.POSITIVE_INFINITY) <= size) return;
      const report = [
        `${name} — ${kind}`,
        `  request:  ${request.method} ${preview(request.url)}`,
        `  headers:  ${JSON.stringify(request.headers)}`,
        `  body:     ${preview(request.payload)}`,
        `  answer:   ${response.statusCode} ${preview(response.body)}`,
        `  replay:   FUZZ_SEED=${options.seed} FUZZ_ROUTE='${name}'`,
      ].join('\n');
      found.set(kind, { size, failure: { route: name, kind, report } });
    }),
    { seed: options.seed, numRuns: options.numRuns },
  );
  return [...found.values()].map((entry) => entry.failure);
}
