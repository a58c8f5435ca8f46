import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Database, type Tx, rowsOf } from '../db/client.js';

/** Work to do once the job's transaction has committed (sending mails for rows it claimed). */
export type AfterCommit = () => Promise<void>;

const FIRST_RUN_MS = 5_000;
const FIRST_RUN_SPREAD_MS = 25_000;

export interface ScheduledJob {
  name: string;
  everyMs: number;
  /** Runs in a transaction that holds the job's lock; what it answers runs after the commit. */
  run(tx: Tx): Promise<AfterCommit | undefined>;
}

/**
 * Interval jobs of this process. On PostgreSQL each run takes a transaction-level
 * advisory lock named after the job, so with several instances one runs it and the others skip that
 * tick; PGlite serves one process, so there the job simply runs.
 */
export class Scheduler {
  private readonly jobs = new Map<string, ScheduledJob>();
  private readonly timers: NodeJS.Timeout[] = [];
  /** The latest run of each job still in progress (a tick skips a job that is still running). */
  private readonly running = new Map<string, Promise<boolean>>();
  /** Every run in progress, for `stop`. */
  private readonly inFlight = new Set<Promise<boolean>>();

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  add(job: ScheduledJob): void {
    this.jobs.set(job.name, job);
  }

  /**
   * Starts every job: a first run soon after start (so frequent restarts never starve an hourly job),
   * spread over up to 30 s so instances started together do not all try at once, then every interval.
   */
  start(): void {
    for (const job of this.jobs.values()) {
      const tick = () => {
        if (this.running.has(job.name)) return;
        this.runNow(job.name).catch((err: unknown) => this.log.error({ err, job: job.name }, 'scheduled job failed'));
      };
      const first = setTimeout(
        () => {
          tick();
          const timer = setInterval(tick, job.everyMs);
          timer.unref();
          this.timers.push(timer);
        },
        Math.min(job.everyMs, FIRST_RUN_MS + Math.random() * FIRST_RUN_SPREAD_MS),
      );
      first.unref();
      this.timers.push(first);
    }
  }

  /** Stops the timers and waits for runs in progress. */
  async stop(): Promise<void> {
    for (const timer of this.timers.splice(0)) clearTimeout(timer);
    await Promise.allSettled([...this.inFlight]);
  }

  /** Runs `name` once now; false when another instance holds its lock. */
  runNow(name: string): Promise<boolean> {
    const job = this.jobs.get(name);
    if (!job) throw new Error(`No scheduled job ${name}`);
    const run: Promise<boolean> = this.runLocked(job).finally(() => {
      this.inFlight.delete(run);
      if (this.running.get(name) === run) this.running.delete(name);
    });
    this.inFlight.add(run);
    this.running.set(name, run);
    return run;
  }

  private async runLocked(job: ScheduledJob): Promise<boolean> {
    const started = Date.now();
    const outcome = await this.database.db.transaction(async (tx) => {
      if (this.database.kind === 'postgres') {
        const [lock] = await rowsOf<{ locked: boolean }>(
          tx,
          sql`select pg_try_advisory_xact_lock(hashtext(${`siktak-job:${job.name}`})) as locked`,
        );
        if (!lock?.locked) return null;
      }
      return { afterCommit: await job.run(tx) };
    });
    if (!outcome) {
      this.log.debug({ job: job.name }, 'scheduled job is running on another instance');
      return false;
    }
    await outcome.afterCommit?.();
    this.log.debug({ job: job.name, ms: Date.now() - started }, 'scheduled job ran');
    return true;
  }
}
