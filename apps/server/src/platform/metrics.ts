import { timingSafeEqual } from 'node:crypto';
import cluster from 'node:cluster';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, type Metric, Registry, collectDefaultMetrics } from 'prom-client';
import { MESSAGES } from '@siktak/contract';
import { AppError } from './errors.js';
import { addRouteHook } from './route-hooks.js';

/**
 * Codes of a refused booking (api-contract §12): not a slot, no seats left, closed, outside the window,
 * and the member limits: same slot twice, too many active, store's day full, too many attempts.
 */
export const BOOKING_REFUSALS = ['E120', 'E121', 'E122', 'E123', 'E129', 'E130', 'E131', 'E132'] as const;
type BookingRefusal = (typeof BOOKING_REFUSALS)[number];

/**
 * This process's metrics in the Prometheus text format (GET /metrics): HTTP requests by method, route
 * pattern and status, bookings made and refused, and the process metrics of prom-client. Each
 * instance answers for itself; Prometheus sums them (`sum by (route)`), `instance_info` tells them apart.
 */
export class AppMetrics {
  readonly registry = new Registry();
  private readonly requests = new RequestSeries();
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
    for (const metric of this.requests.metrics()) this.registry.registerMetric(metric);
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

  /** What records the requests of one route pattern (`RequestSeries.recorder`). */
  recorder(route: string): (method: string, status: number, seconds: number) => void {
    return this.requests.recorder(route);
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

/** Upper bounds of the latency histogram, in seconds. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

interface Series {
  labels: { method: string; route: string; status: string };
  count: number;
  sum: number;
  /** Requests per bucket (not cumulative), the last one past every bound. */
  buckets: number[];
}

/**
 * `http_requests_total` and `http_request_duration_seconds`, kept as plain numbers per route pattern,
 * method and status and turned into prom-client's values when /metrics is read. prom-client's own
 * Counter and Histogram check and hash the label object on every call (`labels()` binds nothing), which
 * was 5 % of a cached read's CPU; here a request costs two map reads and four additions.
 */
class RequestSeries {
  private readonly all: Series[] = [];

  recorder(route: string): (method: string, status: number, seconds: number) => void {
    const byMethod = new Map<string, Map<number, Series>>();
    return (method, status, seconds) => {
      let byStatus = byMethod.get(method);
      if (!byStatus) {
        byStatus = new Map();
        byMethod.set(method, byStatus);
      }
      let series = byStatus.get(status);
      if (!series) {
        series = {
          labels: { method, route, status: String(status) },
          count: 0,
          sum: 0,
          buckets: new Array(LATENCY_BUCKETS.length + 1).fill(0),
        };
        byStatus.set(status, series);
        this.all.push(series);
      }
      series.count++;
      series.sum += seconds;
      let bucket = 0;
      while (bucket < LATENCY_BUCKETS.length && seconds > (LATENCY_BUCKETS[bucket] as number)) bucket++;
      (series.buckets[bucket] as number)++;
    };
  }

  /** The two metrics as prom-client's registry reads them (`get()` at each scrape). */
  metrics(): Metric[] {
    const counter = {
      name: 'http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status',
      type: 'counter',
      aggregator: 'sum',
      get: async () => ({ ...counter, values: this.all.map((s) => ({ labels: s.labels, value: s.count })) }),
    };
    const histogram = {
      name: 'http_request_duration_seconds',
      help: 'Time to answer HTTP requests, by method, route pattern and status',
      type: 'histogram',
      aggregator: 'sum',
      get: async () => ({
        ...histogram,
        values: this.all.flatMap((s) => {
          let below = 0;
          const values: { labels: object; value: number; metricName: string }[] = [...LATENCY_BUCKETS, '+Inf'].map(
            (le, i) => {
              below += s.buckets[i] as number;
              return { labels: { le, ...s.labels }, value: below, metricName: 'http_request_duration_seconds_bucket' };
            },
          );
          values.push({ labels: s.labels, value: s.sum, metricName: 'http_request_duration_seconds_sum' });
          values.push({ labels: s.labels, value: s.count, metricName: 'http_request_duration_seconds_count' });
          return values;
        }),
      }),
    };
    // The registry reads a metric through name, help, type and get(): what these objects have.
    return [counter, histogram] as unknown as Metric[];
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
  // Each route's own hook, bound to its pattern as the route is added (every route added after this
  // call, plugins' too): no route lookup per request.
  app.addHook('onRoute', (route) => {
    const record = metrics.recorder(route.url);
    addRouteHook(route, 'onResponse', (request, reply, done) => {
      record(request.method, reply.statusCode, reply.elapsedTime / 1000);
      done();
    });
  });
  const unmatched = metrics.recorder('unmatched');
  app.addHook('onResponse', (request, reply, done) => {
    if (request.is404) unmatched(request.method, reply.statusCode, reply.elapsedTime / 1000);
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
