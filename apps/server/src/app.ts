import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type HookHandlerDoneFunction,
  type RouteOptions,
} from 'fastify';
import { type ZodTypeProvider, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LIMITS } from '@siktak/contract';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { adminRoutes, ownerApplicationRoutes } from './modules/admin/index.js';
import { availabilityRoutes } from './modules/availability/index.js';
import { authCleanupJob, authRoutes } from './modules/auth/index.js';
import { blogRoutes } from './modules/blog/index.js';
import { favoriteRoutes } from './modules/favorites/index.js';
import { healthRoutes } from './modules/health/index.js';
import { miscRoutes } from './modules/misc/index.js';
import { noticeRoutes } from './modules/notices/index.js';
import { documentRoutes, moveLegacyDocuments, ownerRoutes } from './modules/owner/index.js';
import { paymentRoutes, paymentsJob } from './modules/payments/index.js';
import { profileRoutes } from './modules/profile/index.js';
import { depositHoldJob, reminderJob, reservationRoutes } from './modules/reservations/index.js';
import { reviewRoutes } from './modules/reviews/index.js';
import { seoRoutes } from './modules/seo/index.js';
import { storeRoutes } from './modules/stores/index.js';
import { waitlistRoutes } from './modules/waitlist/index.js';
import { AccessTokens } from './platform/access-token.js';
import { authGuard } from './platform/auth-guard.js';
import { type Cache, MemoryCache } from './platform/cache.js';
import { type Clock, systemClock } from './platform/clock.js';
import { COMPRESSION } from './platform/compression.js';
import { type Counters, MemoryCounters } from './platform/counters.js';
import type { AppContext } from './platform/context.js';
import { corsHeadersOf, corsOptions, frameworkErrorCors } from './platform/cors.js';
import { clientErrorHandler, frameworkErrorHandler, registerErrorHandling } from './platform/http-errors.js';
import { serverTimeouts } from './platform/http-timeouts.js';
import { redactedError } from './platform/log-redaction.js';
import { type Mailer, createMailer } from './platform/mailer.js';
import { configurePasswordHashing } from './platform/passwords.js';
import { endpointDocs } from './platform/openapi.js';
import { registerBodyPolicy } from './platform/request-body.js';
import { addRouteHook } from './platform/route-hooks.js';
import { responseSerializer } from './platform/serializer.js';
import { AppMetrics, registerMetrics } from './platform/metrics.js';
import { ImageUrls, type Storage, createDocumentStorage, createStorage } from './platform/storage.js';
import { PageShell } from './platform/page-shell.js';
import { Outbox } from './platform/outbox.js';
import { Scheduler } from './platform/scheduler.js';
import { RedisCache, RedisConnection, RedisCounters, connectRedis, rateLimitStore } from './platform/redis.js';
import { apiSecurityHeaders, isApiPath, pageSecurityHeaders } from './platform/security-headers.js';
import { registerWeb } from './platform/web.js';
import { privateAnswers } from './platform/private-answers.js';

z.config(z.locales.ko());

/** How long start-up waits for Redis; an instance that starts while Redis is away runs without it until it answers. */
const REDIS_START_WAIT_MS = 5000;

/** A client's own `X-Request-Id` that is kept: short, and nothing a log line or a header could trip on. */
const CLIENT_REQUEST_ID = /^[\w.-]{1,100}$/;

export interface AppDeps {
  config: Config;
  database: Database;
  clock?: Clock;
  mailer?: Mailer;
  storage?: Storage;
  documents?: Storage;
  cache?: Cache;
  counters?: Counters;
  fetch?: typeof fetch;
  /** false silences request logs (tests). */
  logger?: boolean;
  /** Where log lines go instead of standard output (tests that read the logs). */
  logStream?: { write(line: string): void };
  /** Sees every route as it is registered, plugins' routes included (the fuzz test walks them all). */
  onRoute?: (route: RouteOptions) => void;
}

export type App = FastifyInstance & { ctx: AppContext; scheduler: Scheduler };

/** Builds the whole server without listening; `main.ts` listens, tests call `inject`. */
export async function buildApp(deps: AppDeps): Promise<App> {
  const { config, database } = deps;
  const pageHeaders = pageSecurityHeaders(config);
  // What the hooks below set on every other answer, for the routing errors no hook reaches.
  const apiHeaders = apiSecurityHeaders(config);
  const corsOfFrameworkError = frameworkErrorCors(config.corsOrigins);
  const frameworkErrorHeaders = (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('x-request-id', request.id);
    reply.headers(apiHeaders);
    corsOfFrameworkError(request, reply);
  };
  const app = Fastify({
    logger:
      deps.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie', '*.userPw', '*.password', '*.refreshToken'],
            serializers: { err: redactedError },
            ...(deps.logStream ? { stream: deps.logStream } : {}),
          },
    // The client's X-Request-Id when it is a plausible id (it ties the client's logs to ours), else a random UUID.
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && CLIENT_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    trustProxy: config.trustProxy,
    bodyLimit: LIMITS.requestBodyMaxBytes,
    // A path that is not valid percent-encoding (or too long a parameter) gets the contract's envelope.
    frameworkErrors: frameworkErrorHandler(frameworkErrorHeaders),
    routerOptions: { maxParamLength: 300 },
    // What Node's parser refuses (framing, 431, 414) and its timeouts (408) get the envelope too.
    clientErrorHandler: clientErrorHandler({ headers: apiHeaders, corsOf: corsHeadersOf(config.corsOrigins) }),
    // A stalled or endless request, header or idle keep-alive connection is closed (platform/http-timeouts.ts).
    ...serverTimeouts(config.http),
  }).withTypeProvider<ZodTypeProvider>();

  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  // Outside production every answer is also checked against zod's own serialiser (platform/serializer.ts).
  app.setSerializerCompiler(responseSerializer(config.env !== 'production'));

  // Answers being worked on: the outbox's background drain waits for a moment without any.
  let openAnswers = 0;
  const answered = () => {
    openAnswers--;
  };
  app.server.on('request', (_request, response) => {
    openAnswers++;
    response.on('close', answered);
  });

  const clock = deps.clock ?? systemClock;
  configurePasswordHashing(config.passwordHashConcurrency);
  // With REDIS_URL every instance shares the cache, the abuse counters and the per-IP limits.
  // While Redis is away each instance goes on alone (platform/redis.ts, docs/security.md "Redis outage").
  const redis = config.redisUrl
    ? new RedisConnection(
        connectRedis(config.redisUrl, config.redisCommandTimeoutMs),
        `${config.redisPrefix}health`,
        app.log,
      )
    : undefined;
  if (redis) {
    app.addHook('onReady', () => redis.whenConnected(REDIS_START_WAIT_MS));
    app.addHook('onClose', () => redis.close());
  }
  const storage = deps.storage ?? createStorage(config);
  const ctx: AppContext = {
    config,
    db: database.db,
    clock,
    storage,
    documents: deps.documents ?? createDocumentStorage(config),
    urls: ImageUrls.of(storage, config.publicUrl),
    mailer:
      deps.mailer ??
      createMailer({
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        outboxDir: join(config.dataDir, 'outbox'),
        logger: app.log,
      }),
    outbox: new Outbox(database.db, app.log, () => openAnswers > 0),
    tokens: new AccessTokens(config.jwtSecret, config.accessTokenTtlSeconds, clock),
    cache: deps.cache ?? (redis ? new RedisCache(redis, `${config.redisPrefix}cache:`) : new MemoryCache()),
    counters:
      deps.counters ??
      (redis
        ? new RedisCounters(redis, `${config.redisPrefix}counters:`, new MemoryCounters(clock))
        : new MemoryCounters(clock)),
    log: app.log,
    metrics: new AppMetrics(),
    fetch: deps.fetch ?? fetch,
  };

  registerErrorHandling(app);
  registerBodyPolicy(app);
  ctx.metrics.watchOutbox(() => ctx.outbox.pending());
  registerMetrics(app, ctx.metrics, config.metricsToken);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  // The API's answers get the API's security headers, set at once as helmet wrote them at start
  // (platform/security-headers.ts); every other answer gets helmet's page set from @fastify/helmet.
  const setApiHeaders = (_request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    reply.headers(apiHeaders);
    done();
  };
  app.addHook('onRoute', (route) => {
    if (!isApiPath(route.url)) return;
    route.helmet = false;
    addRouteHook(route, 'onRequest', setApiHeaders, true);
  });
  await app.register(helmet, pageHeaders);
  await app.register(cors, corsOptions(config.corsOrigins));
  // Text responses (the app's JS/CSS, index.html, JSON) go out brotli/gzip-compressed; images as they are.
  await app.register(compress, COMPRESSION);
  // Per-route, per-IP limits (route `config.rateLimit`); RATE_LIMIT=false turns them all off.
  if (config.rateLimit) {
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { store: rateLimitStore(redis, `${config.redisPrefix}rate-limit:`) } : {}),
    });
  }
  await app.register(swagger, {
    openapi: {
      info: { title: '식탁 API', description: '서울 맛집 탐색과 테이블 예약 API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    // OpenAPI of the contract's endpoint table: access, error codes and multipart forms (platform/openapi.ts).
    transform: endpointDocs,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  await app.register(authGuard, { db: ctx.db, tokens: ctx.tokens });
  await app.register(privateAnswers);

  await app.register(healthRoutes(database, redis));
  await app.register(storeRoutes(ctx));
  await app.register(reviewRoutes(ctx));
  await app.register(reservationRoutes(ctx));
  await app.register(availabilityRoutes(ctx));
  await app.register(blogRoutes(ctx));
  await app.register(authRoutes(ctx));
  await app.register(profileRoutes(ctx));
  await app.register(noticeRoutes(ctx));
  await app.register(adminRoutes(ctx));
  await app.register(miscRoutes(ctx));
  await app.register(ownerRoutes(ctx));
  await app.register(ownerApplicationRoutes(ctx));
  await app.register(documentRoutes(ctx));
  await app.register(favoriteRoutes(ctx));
  await app.register(waitlistRoutes(ctx));
  await app.register(paymentRoutes(ctx));
  // Documents stored publicly before they became private move once; a failure leaves them refused (web.ts).
  app.addHook('onReady', async () => {
    await moveLegacyDocuments(ctx).catch((err: unknown) =>
      app.log.error({ err }, 'moving owner documents to private storage failed'),
    );
  });

  const shell = new PageShell(config.webDist);
  await app.register(seoRoutes(ctx, shell));
  await registerWeb(app, config, storage.localRoot, shell);

  // Clean-up and reminders; on PostgreSQL one instance runs each job at a time (platform/scheduler.ts).
  const scheduler = new Scheduler(database, app.log);
  scheduler.add(authCleanupJob(ctx));
  scheduler.add(reminderJob(ctx));
  scheduler.add(paymentsJob(ctx));
  scheduler.add(depositHoldJob(ctx));
  if (config.scheduler) app.addHook('onReady', async () => scheduler.start());
  app.addHook('onClose', () => scheduler.stop());
  // Mails left by a stopped instance go out on start; on close what is due is sent before the database goes.
  app.addHook('onReady', async () => ctx.outbox.start());
  app.addHook('onClose', async () => {
    await ctx.outbox.flush();
    await ctx.outbox.stop();
  });

  const built = app as unknown as App;
  built.decorate('ctx', ctx);
  built.decorate('scheduler', scheduler);
  return built;
}
