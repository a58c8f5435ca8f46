/**
 * Runs at most `limit` tasks at once; the others wait in line, `urgent` ones ahead of the rest and
 * each group in arrival order. A finishing task hands its slot straight to the next in line.
 */
export class Semaphore {
  private active = 0;
  private readonly urgent: Array<() => void> = [];
  private readonly normal: Array<() => void> = [];

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
    return { running: this.active, waiting: this.urgent.length + this.normal.length };
  }

  async run<T>(task: () => Promise<T>, options: { urgent?: boolean } = {}): Promise<T> {
    if (this.active < this.max) this.active++;
    else await new Promise<void>((resolve) => (options.urgent ? this.urgent : this.normal).push(resolve));
    try {
      return await task();
    } finally {
      // The slot passes to the next in line, or is given back when nobody waits (or the limit shrank).
      if (this.active > this.max || !this.wakeNext()) this.active--;
    }
  }

  private wakeNext(): boolean {
    const next = this.urgent.shift() ?? this.normal.shift();
    next?.();
    return next !== undefined;
  }
}
