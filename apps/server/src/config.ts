import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { DEFAULT_HASH_CONCURRENCY } from './platform/passwords.js';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const optionalText = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

/**
 * Every setting of the server, read from the environment in one place. The README's configuration
 * table lists the same names and defaults.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  // Without it, the address this server listens on (PORT), so images and links work on any port.
  PUBLIC_URL: z.url().optional(),
  CORS_ORIGINS: z.string().default(''),
  TRUST_PROXY: bool.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().default(join(repoRoot, 'data')),
  DATABASE_URL: optionalText,
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  REDIS_URL: optionalText,
  REDIS_PREFIX: z.string().min(1).default('siktak:'),
  REDIS_COMMAND_TIMEOUT_MS: z.coerce.number().int().min(10).max(10_000).default(300),
  UPLOAD_DIR: optionalText,
  PRIVATE_DIR: optionalText,
  S3_BUCKET: optionalText,
  S3_ENDPOINT: optionalText.pipe(z.url().optional()),
  S3_REGION: z.string().default('ap-northeast-2'),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: bool.default(false),
  S3_PUBLIC_URL: optionalText.pipe(z.url().optional()),
  WEB_DIST: z.string().default(join(repoRoot, 'apps/web/dist')),
  SEED_DEMO: bool.default(true),
  JWT_SECRET: optionalText,
  ACCESS_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(30)
    .default(30 * 60),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).default(14),
  SMTP_URL: optionalText,
  MAIL_FROM: z.string().default('식탁 <no-reply@siktak.local>'),
  KAKAO_CLIENT_ID: optionalText,
  KAKAO_CLIENT_SECRET: optionalText,
  KAKAO_REDIRECT_URI: optionalText,
  KAKAO_AUTH_URL: z.url().default('https://kauth.kakao.com'),
  KAKAO_API_URL: z.url().default('https://kapi.kakao.com'),
  NAVER_CLIENT_ID: optionalText,
  NAVER_CLIENT_SECRET: optionalText,
  NAVER_API_URL: z.url().default('https://openapi.naver.com'),
  NAVER_TIMEOUT_MS: z.coerce.number().int().min(100).default(2500),
  TOSS_CLIENT_KEY: optionalText,
  TOSS_SECRET_KEY: optionalText,
  TOSS_API_BASE: z.url().default('https://api.tosspayments.com'),
  TOSS_SDK_URL: z.url().default('https://js.tosspayments.com/v2/standard'),
  TOSS_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  RATE_LIMIT: bool.default(true),
  PASSWORD_HASH_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(DEFAULT_HASH_CONCURRENCY),
  SCHEDULER: bool.optional(),
  METRICS_TOKEN: optionalText,
  HTTP_IDLE_TIMEOUT_MS: z.coerce.number().int().min(100).default(20_000),
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(120_000),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).default(72_000),
  HTTP_MAX_REQUESTS_PER_SOCKET: z.coerce.number().int().min(1).default(1000),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  corsOrigins: string[];
  trustProxy: boolean;
  logLevel: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  redisUrl: string | undefined;
  /** Put before every Redis key, so several deployments (or test runs) can share one Redis. */
  redisPrefix: string;
  /** How long a Redis command may take before it counts as failed and the app goes on without Redis. */
  redisCommandTimeoutMs: number;
  uploadDir: string;
  /** Files only the server hands out (owner-application documents): `PRIVATE_DIR`, never under `uploadDir`. */
  privateDir: string;
  /** Object storage for uploads when `S3_BUCKET` is set; otherwise files live in `uploadDir`. */
  s3: S3Config | null;
  webDist: string;
  seedDemo: boolean;
  jwtSecret: Uint8Array;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  kakao: {
    clientId: string;
    clientSecret: string | undefined;
    redirectUri: string;
    authUrl: string;
    apiUrl: string;
  } | null;
  naver: { clientId: string; clientSecret: string; apiUrl: string; timeoutMs: number } | null;
  /** Toss Payments with both keys set; without them the built-in demo provider (modules/payments). */
  toss: TossConfig | null;
  rateLimit: boolean;
  /** argon2 hashes/verifications running at once in this process (platform/passwords.ts). */
  passwordHashConcurrency: number;
  /** Scheduled jobs (clean-up, reminders) run in this process; off by default under NODE_ENV=test. */
  scheduler: boolean;
  /** When set, GET /metrics wants `Authorization: Bearer <token>`. */
  metricsToken: string | undefined;
  /** How long a connection may take and idle (platform/http-timeouts.ts). */
  http: HttpLimits;
}

export interface HttpLimits {
  /** A socket with nothing sent either way for this long is closed: a stalled header or body. */
  idleTimeoutMs: number;
  /** The request line and headers must have arrived within this (slow-header attacks). */
  headersTimeoutMs: number;
  /** The whole request, body included, must have arrived within this (a body sent a byte at a time). */
  requestTimeoutMs: number;
  /** An idle keep-alive connection is closed after this. */
  keepAliveTimeoutMs: number;
  /** A keep-alive connection is closed after this many requests. */
  maxRequestsPerSocket: number;
}

export interface TossConfig {
  /** The browser's key (`test_ck_…`/`live_ck_…`), handed to the SDK. */
  clientKey: string;
  /** The server's key (`test_sk_…`/`live_sk_…`): Basic auth of the core API, never sent to a browser. */
  secretKey: string;
  /** Base URL of the core API, `/v1/...` appended. */
  apiBase: string;
  /** The JS SDK the web app loads to open the payment window. */
  sdkUrl: string;
  /** How long a call may take; after it the outcome is unknown and the payments job finds it out. */
  timeoutMs: number;
}

export interface S3Config {
  bucket: string;
  /** Base URL of the S3 API, e.g. `https://s3.ap-northeast-2.amazonaws.com` or a MinIO address. */
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `endpoint/bucket/key` instead of `bucket.endpoint/key` (MinIO and most self-hosted servers). */
  forcePathStyle: boolean;
  /** Where the API reaches the bucket's objects: `endpoint/bucket` (path style) or `bucket.endpoint`. */
  bucketUrl: string;
  /** Base URL the images are served from (bucket website, CDN); image URLs are this plus the key. */
  publicUrl: string;
}

function s3ConfigFrom(e: z.output<typeof envSchema>): S3Config | null {
  if (!e.S3_BUCKET) return null;
  if (!e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY) {
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set when S3_BUCKET is set.');
  }
  const endpoint = (e.S3_ENDPOINT ?? `https://s3.${e.S3_REGION}.amazonaws.com`).replace(/\/+$/, '');
  const host = new URL(endpoint);
  const bucketUrl = e.S3_FORCE_PATH_STYLE
    ? `${endpoint}/${e.S3_BUCKET}`
    : `${host.protocol}//${e.S3_BUCKET}.${host.host}${host.pathname.replace(/\/+$/, '')}`;
  return {
    bucket: e.S3_BUCKET,
    endpoint,
    region: e.S3_REGION,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
    bucketUrl,
    publicUrl: (e.S3_PUBLIC_URL ?? bucketUrl).replace(/\/+$/, ''),
  };
}

/**
 * The JWT key: `JWT_SECRET` when set (required for several instances), otherwise a random key kept in
 * the data directory so a restart on one machine keeps people logged in.
 */
function jwtSecretFrom(secret: string | undefined, dataDir: string): Uint8Array {
  if (secret) return new TextEncoder().encode(secret);
  const file = join(dataDir, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const dataDir = resolve(e.DATA_DIR);
  const uploadDir = resolve(e.UPLOAD_DIR ?? join(dataDir, 'uploads'));
  const privateDir = resolve(e.PRIVATE_DIR ?? join(dataDir, 'private'));
  if (`${privateDir}${sep}`.startsWith(`${uploadDir}${sep}`)) {
    throw new Error('PRIVATE_DIR must not be inside UPLOAD_DIR: the documents kept there are not public.');
  }
  if (e.HTTP_HEADERS_TIMEOUT_MS > e.HTTP_REQUEST_TIMEOUT_MS) {
    throw new Error(
      'HTTP_HEADERS_TIMEOUT_MS must not be more than HTTP_REQUEST_TIMEOUT_MS: the headers are part of the request.',
    );
  }
  if (Boolean(e.TOSS_CLIENT_KEY) !== Boolean(e.TOSS_SECRET_KEY)) {
    throw new Error('TOSS_CLIENT_KEY and TOSS_SECRET_KEY must be set together (or neither, for the demo provider).');
  }
  if (e.NODE_ENV === 'production' && !e.JWT_SECRET && e.DATABASE_URL) {
    throw new Error('JWT_SECRET must be set when DATABASE_URL is set: every instance must sign with the same key.');
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    corsOrigins: [
      ...new Set([
        new URL(publicUrl).origin,
        ...e.CORS_ORIGINS.split(',')
          .map((o) => o.trim())
          .filter(Boolean),
      ]),
    ],
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    redisCommandTimeoutMs: e.REDIS_COMMAND_TIMEOUT_MS,
    uploadDir,
    privateDir,
    s3: s3ConfigFrom(e),
    webDist: resolve(e.WEB_DIST),
    seedDemo: e.SEED_DEMO,
    jwtSecret: jwtSecretFrom(e.JWT_SECRET, dataDir),
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: e.REFRESH_TOKEN_TTL_DAYS,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    kakao: e.KAKAO_CLIENT_ID
      ? {
          clientId: e.KAKAO_CLIENT_ID,
          clientSecret: e.KAKAO_CLIENT_SECRET,
          redirectUri: e.KAKAO_REDIRECT_URI ?? `${publicUrl}/api/auth/login/kakao`,
          authUrl: e.KAKAO_AUTH_URL.replace(/\/+$/, ''),
          apiUrl: e.KAKAO_API_URL.replace(/\/+$/, ''),
        }
      : null,
    naver:
      e.NAVER_CLIENT_ID && e.NAVER_CLIENT_SECRET
        ? {
            clientId: e.NAVER_CLIENT_ID,
            clientSecret: e.NAVER_CLIENT_SECRET,
            apiUrl: e.NAVER_API_URL.replace(/\/+$/, ''),
            timeoutMs: e.NAVER_TIMEOUT_MS,
          }
        : null,
    toss:
      e.TOSS_CLIENT_KEY && e.TOSS_SECRET_KEY
        ? {
            clientKey: e.TOSS_CLIENT_KEY,
            secretKey: e.TOSS_SECRET_KEY,
            apiBase: e.TOSS_API_BASE.replace(/\/+$/, ''),
            sdkUrl: e.TOSS_SDK_URL,
            timeoutMs: e.TOSS_TIMEOUT_MS,
          }
        : null,
    rateLimit: e.RATE_LIMIT,
    passwordHashConcurrency: e.PASSWORD_HASH_CONCURRENCY,
    scheduler: e.SCHEDULER ?? e.NODE_ENV !== 'test',
    metricsToken: e.METRICS_TOKEN,
    http: {
      idleTimeoutMs: e.HTTP_IDLE_TIMEOUT_MS,
      headersTimeoutMs: e.HTTP_HEADERS_TIMEOUT_MS,
      requestTimeoutMs: e.HTTP_REQUEST_TIMEOUT_MS,
      keepAliveTimeoutMs: e.HTTP_KEEP_ALIVE_TIMEOUT_MS,
      maxRequestsPerSocket: e.HTTP_MAX_REQUESTS_PER_SOCKET,
    },
  };
}
