import type { FastifyBaseLogger } from 'fastify';

/**
 * Work that runs beside an HTTP answer once its transaction has committed (mails, file clean-up):
 * a slow or failing mail server or disk must neither delay nor fail the answer, so failures are
 * logged, and `drain()` lets a graceful shutdown wait for what is still running.
 */
export class BackgroundTasks {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  run(label: string, context: Record<string, unknown>, task: () => Promise<void>): void {
    const running: Promise<void> = task()
      .catch((err: unknown) => this.log.error({ err, ...context }, `${label} failed`))
      .finally(() => this.running.delete(running));
    this.running.add(running);
  }

  async drain(): Promise<void> {
    await Promise.all([...this.running]);
  }
}
