import { describe, expect, it } from 'vitest';
import { Semaphore } from '../../src/platform/semaphore.js';

/** A task that runs until the test lets it finish, recording when it started. */
function gate(started: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return {
    finish,
    task: async () => {
      started.push(name);
      await done;
      return name;
    },
  };
}

/** Lets every pending promise callback run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('Semaphore', () => {
  it('never runs more than its limit at once, however many tasks arrive', async () => {
    const semaphore = new Semaphore(2);
    let running = 0;
    let most = 0;
    const tasks = Array.from({ length: 50 }, (_, i) =>
      semaphore.run(async () => {
        running++;
        most = Math.max(most, running);
        // Finish in a shuffled order, some at once and some after a few turns of the event loop.
        for (let k = 0; k < i % 4; k++) await settle();
        running--;
        return i;
      }),
    );
    expect(semaphore.stats()).toEqual({ running: 2, waiting: 48 });
    expect(await Promise.all(tasks)).toEqual(Array.from({ length: 50 }, (_, i) => i));
    expect(most).toBe(2);
    expect(semaphore.stats()).toEqual({ running: 0, waiting: 0 });
  });

  it('starts higher priorities ahead of the tasks already waiting, each priority in arrival order', async () => {
    const semaphore = new Semaphore(1);
    const started: string[] = [];
    const names = ['first', 'n1', 'n2', 'u1', 'h1', 'u2', 'h2'];
    const gates = names.map((name) => gate(started, name));
    const priorities: Record<string, number> = { u1: 1, u2: 1, h1: 2, h2: 2 };
    const all = gates.map((g, i) => semaphore.run(g.task, { priority: priorities[names[i]!] ?? 0 }));
    expect(semaphore.stats()).toEqual({ running: 1, waiting: 6 });
    for (const g of gates) {
      await settle();
      g.finish();
    }
    await Promise.all(all);
    expect(started).toEqual(['first', 'h1', 'h2', 'u1', 'u2', 'n1', 'n2']);
  });

  it('gives the slot back when a task fails', async () => {
    const semaphore = new Semaphore(1);
    await expect(semaphore.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await semaphore.run(async () => 'next')).toBe('next');
    expect(semaphore.stats()).toEqual({ running: 0, waiting: 0 });
  });

  it('starts waiting tasks when the limit grows and holds new ones back when it shrinks', async () => {
    const semaphore = new Semaphore(1);
    const started: string[] = [];
    const gates = ['a', 'b', 'c'].map((name) => gate(started, name));
    const all = gates.map((g) => semaphore.run(g.task));
    await settle();
    expect(started).toEqual(['a']);
    semaphore.limit = 3;
    await settle();
    expect(started).toEqual(['a', 'b', 'c']);

    semaphore.limit = 1;
    const late = gate(started, 'late');
    const lateRun = semaphore.run(late.task);
    gates[0]!.finish();
    gates[1]!.finish();
    await settle();
    // Two slots freed, but one task (c) still runs: the limit of 1 is reached.
    expect(started).toEqual(['a', 'b', 'c']);
    gates[2]!.finish();
    await settle();
    expect(started).toEqual(['a', 'b', 'c', 'late']);
    late.finish();
    await Promise.all([...all, lateRun]);
    expect(() => {
      semaphore.limit = 0;
    }).toThrow(RangeError);
  });
});
