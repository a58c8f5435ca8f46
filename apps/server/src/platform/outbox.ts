import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Db, type Queryable, rowsOf } from '../db/client.js';

type EventLoopUtilization = ReturnType<typeof performance.eventLoopUtilization>;

/** A row of the outbox: what to do (`topic`) and its data. */
export interface OutboxItem {
  id: number;
  payload: unknown;
}

/** Handles a batch of one topic's items; answers the ids handled (the others are tried again later). */
export type OutboxHandler = (items: OutboxItem[]) => Promise<number[]>;

/** Items claimed per round. */
const BATCH = 100;
/** A claimed item not handled within this long (a crashed instance) is claimed again. */
const CLAIM_SECONDS = 120;
/** After this many failed attempts an item stays in the table for an operator to look at. */
export const OUTBOX_MAX_ATTEMPTS = 5;
/** How long after a wake-up the drain starts, so a burst of commits is drained in a few batches. */
const WAKE_DELAY_MS = 50;
/** Items written by another instance (or left by a crash) are picked up at least this often. */
const SWEEP_MS = 30_000;
/**
 * Requests come first: a drain started by a wake-up or a sweep sends its next batch once no request is
 * being served and the event loop spent less than this share of the last `QUIET_PROBE_MS` on other
 * work, and waits at most `BUSY_WAIT_MAX_MS` for that, so under any load at least a batch a second goes
 * out.
 */
const BUSY_SHARE = 0.5;
const QUIET_PROBE_MS = 10;
const BUSY_WAIT_MAX_MS = 1000;

/** Writes an item in the caller's transaction, so it exists exactly when the change it follows commits. */
export async function enqueue(db: Queryable, topic: string, payloads: readonly unknown[]): Promise<void> {
  if (payloads.length === 0) return;
  const values = sql.join(
    payloads.map((payload) => sql`(${topic}, ${JSON.stringify(payload)}::jsonb)`),
    sql`, `,
  );
  await db.execute(sql`insert into outbox (topic, payload) values ${values}`);
}

/**
 * Drains the outbox table (db/schema.ts) beside the HTTP answers: after a commit the writer calls
 * `wake()`, and a drain shortly after claims up to `BATCH` items at a time with `for update skip
 * locked`, so instances never take the same item; each topic's handler gets its items as one batch
 * (one query for a hundred mails instead of one per mail). Items are deleted once handled; a failed
 * one comes back when its claim runs out. Delivery is at least once: an instance killed between
 * sending and deleting sends that batch's mails again after `CLAIM_SECONDS`.
 */
export class Outbox {
  private readonly handlers = new Map<string, OutboxHandler>();
  private timer: NodeJS.Timeout | undefined;
  private sweeper: NodeJS.Timeout | undefined;
  private draining: Promise<void> | undefined;
  private again = false;
  private stopped = false;

  /**
   * `busy` answers whether requests are being served right now (the HTTP server's count of open
   * answers); with it, a background drain also waits for a moment without any, as the event loop
   * alone looks idle while the requests wait on the database.
   */
  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly busy: () => boolean = () => false,
  ) {}

  handle(topic: string, handler: OutboxHandler): void {
    this.handlers.set(topic, handler);
  }

  /** Items still to be handled: due now or claimed, short of OUTBOX_MAX_ATTEMPTS. */
  async pending(): Promise<number> {
    const [row] = await rowsOf<{ n: number }>(
      this.db,
      sql`select count(*)::int as n from outbox where attempts < ${OUTBOX_MAX_ATTEMPTS}`,
    );
    return row?.n ?? 0;
  }

  /** Sweeps now and then for items this instance was not woken for. */
  start(): void {
    this.sweeper = setInterval(() => this.wake(), SWEEP_MS);
    this.sweeper.unref();
    this.wake();
  }

  /** Asks for a drain soon; wake-ups during a drain make it go round once more. */
  wake(): void {
    if (this.stopped) return;
    if (this.draining) {
      this.again = true;
      return;
    }
    if (this.timer) return;
    const since = performance.eventLoopUtilization();
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.draining = this.drainAll(since).finally(() => {
        this.draining = undefined;
      });
    }, WAKE_DELAY_MS);
  }

  /** Drains what is due now and waits for it (shutdown; tests). */
  async flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.draining;
    this.draining = this.drainAll().finally(() => {
      this.draining = undefined;
    });
    await this.draining;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.sweeper) clearInterval(this.sweeper);
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.draining;
  }

  /**
   * Drains until the outbox is empty. A background drain (`since`: the event loop's utilization when
   * it was asked for) lets the requests go first before each batch (`quiet`); `flush` does not wait.
   */
  private async drainAll(since?: EventLoopUtilization): Promise<void> {
    do {
      this.again = false;
      try {
        let mark = since;
        do {
          if (since) await this.quiet(mark);
          // The next batch's window starts after this one: its own work is not the requests'.
          mark = undefined;
        } while ((await this.drainBatch()) === BATCH);
      } catch (err) {
        this.log.error({ err }, 'outbox drain failed');
        return;
      }
    } while (this.again && !this.stopped);
  }

  /**
   * Waits while the event loop is busy with other work — measured since `mark`, else over a probe of
   * QUIET_PROBE_MS — for at most BUSY_WAIT_MAX_MS.
   */
  private async quiet(mark: EventLoopUtilization | undefined): Promise<void> {
    let since = mark;
    const started = performance.now();
    while (performance.now() - started < BUSY_WAIT_MAX_MS && !this.stopped) {
      if (since && !this.busy() && performance.eventLoopUtilization(since).utilization < BUSY_SHARE) return;
      since = performance.eventLoopUtilization();
      await sleep(QUIET_PROBE_MS);
    }
  }

  private async drainBatch(): Promise<number> {
    const claimed = await rowsOf<OutboxItem & { topic: string }>(
      this.db,
      sql`
      update outbox set available_at = now() + make_interval(secs => ${CLAIM_SECONDS}), attempts = attempts + 1
      where id in (
        select id from outbox
        where available_at <= now() and attempts < ${OUTBOX_MAX_ATTEMPTS}
        order by id limit ${BATCH}
        for update skip locked
      )
      returning id, topic, payload`,
    );
    if (claimed.length === 0) return 0;
    const done: number[] = [];
    const byTopic = new Map<string, OutboxItem[]>();
    for (const { topic, id, payload } of claimed) {
      const items = byTopic.get(topic) ?? [];
      items.push({ id, payload });
      byTopic.set(topic, items);
    }
    for (const [topic, items] of byTopic) {
      const handler = this.handlers.get(topic);
      if (!handler) {
        this.log.error({ topic, count: items.length }, 'outbox items without a handler');
        continue;
      }
      try {
        done.push(...(await handler(items)));
      } catch (err) {
        this.log.error({ err, topic, count: items.length }, 'outbox handler failed');
      }
    }
    if (done.length > 0) {
      await this.db.execute(sql`delete from outbox where id in (${sql.join(done, sql`, `)})`);
    }
    return claimed.length;
  }
}
