import type { FastifyBaseLogger } from 'fastify';

/**
 * Work that runs beside the HTTP answer once a transaction has committed (mails): a slow or failing
 * mail server neither delays nor fails the request, failures are logged, and shutdown waits for
 * whatever is still running (`drain`, from the module's `onClose` hook).
 */
export class BackgroundTasks {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  /** Starts `task`; `context` goes into the log line if it fails. */
  run(what: string, context: Record<string, unknown>, task: () => Promise<void>): void {
    const running: Promise<void> = Promise.resolve()
      .then(task)
      .catch((err: unknown) => this.log.error({ err, ...context }, `${what} failed`))
      .finally(() => this.running.delete(running));
    this.running.add(running);
  }

  async drain(): Promise<void> {
    await Promise.all([...this.running]);
  }
}
