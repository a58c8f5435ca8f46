/**
 * Runs at most `limit` tasks at once; the others wait in line, those of a higher `priority` ahead of
 * the rest and each priority in arrival order. A finishing task hands its slot straight to the next
 * in line.
 */
export class Semaphore {
  private active = 0;
  /** Waiting tasks by priority, highest first. */
  private readonly lines: Array<{ priority: number; waiting: Array<() => void> }> = [];

  constructor(private max: number) {
    Semaphore.check(max);
  }

  private static check(limit: number): void {
    if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`limit must be a whole number ≥ 1 (got ${limit})`);
  }

  get limit(): number {
    return this.max;
  }

  /** Changes the limit; a larger one lets waiting tasks start at once. */
  set limit(limit: number) {
    Semaphore.check(limit);
    this.max = limit;
    while (this.active < this.max && this.wakeNext()) this.active++;
  }

  /** Tasks running now and tasks waiting for a slot. */
  stats(): { running: number; waiting: number } {
    return { running: this.active, waiting: this.lines.reduce((sum, line) => sum + line.waiting.length, 0) };
  }

  async run<T>(task: () => Promise<T>, options: { priority?: number } = {}): Promise<T> {
    if (this.active < this.max) this.active++;
    else await new Promise<void>((resolve) => this.lineOf(options.priority ?? 0).push(resolve));
    try {
      return await task();
    } finally {
      // The slot passes to the next in line, or is given back when nobody waits (or the limit shrank).
      if (this.active > this.max || !this.wakeNext()) this.active--;
    }
  }

  private lineOf(priority: number): Array<() => void> {
    let line = this.lines.find((l) => l.priority === priority);
    if (!line) {
      line = { priority, waiting: [] };
      this.lines.push(line);
      this.lines.sort((a, b) => b.priority - a.priority);
    }
    return line.waiting;
  }

  private wakeNext(): boolean {
    const next = this.lines.find((line) => line.waiting.length > 0)?.waiting.shift();
    next?.();
    return next !== undefined;
  }
}
