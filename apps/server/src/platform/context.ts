import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import type { AccessTokens } from './access-token.js';
import type { Cache } from './cache.js';
import type { Clock } from './clock.js';
import type { Counters } from './counters.js';
import type { Mailer } from './mailer.js';
import type { AppMetrics } from './metrics.js';
import type { Outbox } from './outbox.js';
import type { ImageUrls, Storage } from './storage.js';

/** What services need from the outside world; built once in `buildApp` and passed to each module. */
export interface AppContext {
  config: Config;
  db: Db;
  clock: Clock;
  storage: Storage;
  /** Private storage of owner-application documents, served only behind signed URLs (modules/owner/documents.ts). */
  documents: Storage;
  urls: ImageUrls;
  mailer: Mailer;
  /** Work written in a transaction and done after its commit, off the request path (mails). */
  outbox: Outbox;
  tokens: AccessTokens;
  cache: Cache;
  /** Abuse-limit counters (failed logins); in-process now, shared across instances with Redis later. */
  counters: Counters;
  log: FastifyBaseLogger;
  /** This process's Prometheus metrics (GET /metrics). */
  metrics: AppMetrics;
  /** Outgoing HTTP (Kakao, Naver); injectable so nothing else changes in tests. */
  fetch: typeof fetch;
}
