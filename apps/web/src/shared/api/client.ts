import { type EndpointOf, type KnownCall, type SuccessOf, authCalls } from '@siktak/contract';
import type { z } from 'zod';
import { session } from '../lib/session';

const TIMEOUT_MS = 10_000;

/** A failed call: HTTP status (0 when the network failed), the contract's code and Korean message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
    readonly errorType?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON body, or FormData for multipart. */
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  /** false never sends the access token. */
  auth?: boolean;
  signal?: AbortSignal;
  /** The Accept header: JSON unless a call answers a file. */
  accept?: string;
}

function urlOf(path: string, query?: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

async function send(path: string, options: RequestOptions, token: string | null): Promise<Response> {
  const headers: Record<string, string> = { accept: options.accept ?? 'application/json' };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  if (token) headers.authorization = `Bearer ${token}`;
  const timeout = AbortSignal.timeout(TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  return fetch(urlOf(path, options.query), { method: options.method ?? 'GET', headers, body, signal });
}

async function errorOf(response: Response): Promise<ApiError> {
  let data: { code?: unknown; message?: unknown; fields?: unknown; errorType?: unknown } = {};
  try {
    data = await response.json();
  } catch {
    // A body that is not JSON leaves the defaults.
  }
  return new ApiError(
    response.status,
    typeof data.code === 'string' ? data.code : String(response.status),
    typeof data.message === 'string' ? data.message : '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해주세요.',
    data.fields && typeof data.fields === 'object' ? (data.fields as Record<string, string>) : {},
    typeof data.errorType === 'string' ? data.errorType : undefined,
  );
}

type Refreshed = SuccessOf<Entry<typeof authCalls.refresh>>['data'];

/**
 * Runs `task` while no other tab of the site refreshes: the tabs share the one session cookie, and two
 * of them presenting it at once would look to the server like a copied token (ADR-0040).
 */
async function oneTabAtATime<T>(task: () => Promise<T>): Promise<T> {
  return navigator.locks ? ((await navigator.locks.request('siktak:refresh', task)) as T) : task();
}

/** The refresh call: with `refreshToken` in the body, or without one (the session cookie). Null when refused. */
async function refreshWith(refreshToken?: string): Promise<Refreshed | null> {
  const [method, path] = parts(authCalls.refresh);
  const response = await send(path, refreshToken ? { method, body: { refreshToken } } : { method }, null);
  if (!response.ok) return null;
  return ((await response.json()) as { data: Refreshed }).data;
}

let refreshing: Promise<boolean> | null = null;

/**
 * Trades a refresh token for new tokens once; concurrent 401s share one refresh. The session cookie
 * first, the one every tab of the browser refreshes through, but never into another member's session
 * (the cookie of a later login in another tab); then the tab's own token, for a browser that kept no
 * cookie.
 */
function refreshTokens(): Promise<boolean> {
  refreshing ??= (async () => {
    try {
      const data = await oneTabAtATime(async () => {
        const member = session.memberNo();
        const shared = await refreshWith();
        if (shared) return member === null || shared.userNo === member ? shared : null;
        const own = session.tokens()?.refreshToken;
        return own ? refreshWith(own) : null;
      });
      if (!data) return false;
      session.setTokens({ accessToken: data.accessToken, refreshToken: data.refreshToken });
      return true;
    } catch {
      return false;
    } finally {
      setTimeout(() => {
        refreshing = null;
      }, 0);
    }
  })();
  return refreshing;
}

/**
 * Takes up the browser's session in a tab whose session storage is empty (a new tab, a restarted
 * browser): the session cookie's refresh fills the keys a password login writes (ADR-0040). Without
 * the server's mark no call is made; a refused cookie leaves the tab signed out.
 */
export async function restoreSession(): Promise<void> {
  if (session.isLoggedIn() || !session.browserHasSession()) return;
  try {
    const data = await oneTabAtATime(() => refreshWith());
    if (data && !session.isLoggedIn()) session.login(data);
  } catch {
    // Signed out, as a browser without the cookie is.
  }
}

/** `/login?error=` value of a session that expired; the login page says so. */
export const SESSION_EXPIRED = 'expired';

/**
 * The spec's session-expired behaviour: clear everything and go to /login (spec §4), saying why. The
 * session is cleared quietly: told of it, a member page's RequireAuth would move to /login inside the
 * app, and that same-document navigation could cancel the pending load of /login?error=expired, so
 * the login page would not say why (seen once in CI).
 */
function expireSession(): void {
  if (window.location.pathname === '/login') {
    session.clear();
    return;
  }
  session.clear({ quiet: true });
  window.location.assign(`/login?error=${SESSION_EXPIRED}`);
}

/**
 * Sends a request of our API and answers its successful response: bearer token from session storage,
 * 10-second timeout. A token failure (`code: "401"`) refreshes once silently and retries, then falls
 * back to clear-and-redirect; any other failure is an ApiError.
 */
async function respond(path: string, options: RequestOptions): Promise<Response> {
  const useAuth = options.auth !== false;
  let response: Response;
  try {
    response = await send(path, options, useAuth ? (session.tokens()?.accessToken ?? null) : null);
    if (useAuth && response.status === 401 && session.isLoggedIn()) {
      const error = await errorOf(response.clone());
      if (error.code === '401') {
        if (await refreshTokens()) response = await send(path, options, session.tokens()?.accessToken ?? null);
        if (response.status === 401 && (await errorOf(response.clone())).code === '401') {
          expireSession();
          throw await errorOf(response);
        }
      }
    }
  } catch (err) {
    if (err instanceof ApiError) throw err;
    const timedOut = err instanceof DOMException && err.name === 'TimeoutError';
    throw new ApiError(
      0,
      timedOut ? 'TIMEOUT' : 'NETWORK',
      timedOut ? '응답이 늦어지고 있어요. 잠시 후 다시 시도해주세요.' : '네트워크 연결을 확인해주세요.',
    );
  }
  if (!response.ok) throw await errorOf(response);
  return response;
}

/** Calls our API with JSON in and out (see {@link respond} for tokens, errors and the timeout). */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await respond(path, options);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

type Entry<C extends KnownCall> = EndpointOf<C>;
type ParamsOf<E> = [E] extends [{ params: infer P extends z.ZodType }]
  ? { params: Record<keyof z.input<P>, string | number> }
  : { params?: undefined };
type QueryOf<E> = [E] extends [{ query: infer Q extends z.ZodType }]
  ? { query?: { [K in keyof z.input<Q>]?: string | number | boolean | null } }
  : { query?: undefined };
type BodyOf<E> = [E] extends [{ body: infer B extends z.ZodType }]
  ? { body: z.input<B> }
  : [E] extends [{ multipart: object }]
    ? { body: FormData }
    : { body?: undefined };

/** What a call of the endpoint table takes: its path params, query and body as its entry types them. */
export type CallOptions<C extends KnownCall> = ParamsOf<Entry<C>> &
  QueryOf<Entry<C>> &
  BodyOf<Entry<C>> &
  Pick<RequestOptions, 'auth' | 'signal'>;

type Method = NonNullable<RequestOptions['method']>;

/** A table call's method and path (`GET /api/store/detail/:storeNo`). */
function parts(call: KnownCall): [Method, string] {
  const space = call.indexOf(' ');
  return [call.slice(0, space) as Method, call.slice(space + 1)];
}

/** The path with its `:params` filled in, each percent-encoded. */
function pathOf(path: string, params: Record<string, string | number> | undefined): string {
  if (!params) return path;
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
}

/** The URL of a call without params, for a browser navigation rather than a fetch (the Kakao login link). */
export function pathOfCall(which: KnownCall): string {
  return parts(which)[1];
}

/** The path, method and options of one call of the table. */
function requestOf(which: KnownCall, options: unknown): [string, RequestOptions] {
  const [method, path] = parts(which);
  const { params, query, body, auth, signal } = (options ?? {}) as {
    params?: Record<string, string | number>;
    query?: RequestOptions['query'];
    body?: unknown;
  } & Pick<RequestOptions, 'auth' | 'signal'>;
  return [
    pathOf(path, params),
    {
      method,
      ...(query ? { query } : {}),
      ...(body !== undefined ? { body } : {}),
      ...(auth !== undefined ? { auth } : {}),
      ...(signal ? { signal } : {}),
    },
  ];
}

type Options<C extends KnownCall> = Record<string, never> extends CallOptions<C> ? [CallOptions<C>?] : [CallOptions<C>];

/**
 * Calls one entry of the contract's endpoint table (`storeCalls.detail`, …): the method and path come
 * from the table, the params, query, body and answer are typed by the entry's schemas, and the call
 * goes through `api` (token refresh, errors, timeout). The web app writes no path of its own.
 */
function call<C extends KnownCall>(which: C, ...[options]: Options<C>): Promise<SuccessOf<Entry<C>>> {
  return api<SuccessOf<Entry<C>>>(...requestOf(which, options));
}

/**
 * The file name a `Content-Disposition` header gives: its RFC 8187 `filename*` (UTF-8, so a Korean
 * name survives), else its plain `filename`, else ''.
 */
export function fileNameOf(disposition: string | null): string {
  if (!disposition) return '';
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (extended) return decodeURIComponent(extended);
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? '';
}

/**
 * Calls an entry whose answer is a file rather than JSON (a calendar file, a CSV), the same way; answers
 * its bytes, named as the server's `Content-Disposition` names them.
 */
async function file<C extends KnownCall>(which: C, accept: string, ...[options]: Options<C>): Promise<File> {
  const [path, request] = requestOf(which, options);
  const response = await respond(path, { ...request, accept });
  const blob = await response.blob();
  return new File([blob], fileNameOf(response.headers.get('content-disposition')), { type: blob.type });
}

api.call = call;
api.file = file;
