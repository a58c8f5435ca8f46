import { timingSafeEqual } from 'node:crypto';
import cluster from 'node:cluster';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { BOOKING_REFUSALS, type BookingRefusal, MESSAGES } from '@siktak/contract';
import { AppError } from './errors.js';

/** Upper bounds of the latency histogram, in seconds. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/**
 * This process's metrics in the Prometheus text format (GET /metrics): HTTP requests by method, route
 * pattern and status, bookings made and refused, and the process metrics of prom-client. Each
 * instance answers for itself; Prometheus sums them (`sum by (route)`), `instance_info` tells them apart.
 */
export class AppMetrics {
  readonly registry = new Registry();
  private readonly requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'],
    registers: [this.registry],
  });
  private readonly durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'],
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });
  private readonly bookings = new Counter({
    name: 'siktak_bookings_total',
    help: 'Bookings made',
    registers: [this.registry],
  });
  private readonly refusals = new Counter({
    name: 'siktak_bookings_refused_total',
    help: 'Bookings refused, by error code (E120 not a slot, E121 full, E122 closed, E123 outside the window, E129–E132 member limits)',
    labelNames: ['code'],
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry });
    new Gauge({
      name: 'siktak_instance_info',
      help: 'This server process: its pid and, under start:cluster, its worker id',
      labelNames: ['pid', 'worker'],
      registers: [this.registry],
    }).set({ pid: String(process.pid), worker: String(cluster.worker?.id ?? 0) }, 1);
    for (const code of BOOKING_REFUSALS) this.refusals.inc({ code }, 0);
  }

  /** Reports, at each scrape, the outbox items waiting to be handled (mails not yet sent). */
  watchOutbox(pending: () => Promise<number>): void {
    new Gauge({
      name: 'siktak_outbox_pending',
      help: 'Outbox items (mails) waiting to be handled',
      registers: [this.registry],
      async collect() {
        this.set(await pending());
      },
    });
  }

  /** Counts one answered request of a route pattern (`unmatched` when no route matched) and times it. */
  requestAnswered(method: string, route: string, status: number, seconds: number): void {
    const labels = { method, route, status: String(status) };
    this.requests.inc(labels);
    this.durations.observe(labels, seconds);
  }

  bookingMade(): void {
    this.bookings.inc();
  }

  /** Counts `err` when it refuses a booking; answers it so callers can rethrow. */
  bookingFailed(err: unknown): unknown {
    if (err instanceof AppError && (BOOKING_REFUSALS as readonly string[]).includes(err.code)) {
      this.refusals.inc({ code: err.code as BookingRefusal });
    }
    return err;
  }
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Times every request by its route pattern (`/api/store/detail/:storeNo`, never the raw URL, so the
 * label set stays small; requests no route matched count as `unmatched`) and serves GET /metrics,
 * which wants `Authorization: Bearer <METRICS_TOKEN>` when that is set.
 */
export function registerMetrics(app: FastifyInstance, metrics: AppMetrics, token: string | undefined): void {
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.is404 ? undefined : request.routeOptions.url;
    metrics.requestAnswered(request.method, route ?? 'unmatched', reply.statusCode, reply.elapsedTime / 1000);
    done();
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (token) {
      const header = request.headers.authorization ?? '';
      if (!header.startsWith('Bearer ') || !sameToken(header.slice(7), token)) {
        throw new AppError('401', {
          message: MESSAGES.metricsTokenRequired,
          headers: { 'www-authenticate': 'Bearer' },
        });
      }
    }
    const text = await metrics.registry.metrics();
    return reply.type(metrics.registry.contentType).header('cache-control', 'no-store').send(text);
  });
}
