import { describe, expect, it } from 'vitest';
import { deferred, onePer, perTurn } from '../../src/platform/turn-batch.js';

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('perTurn', () => {
  it('hands what one turn asked to one send, after that turn; the next ask opens the next batch', async () => {
    const sent: number[][] = [];
    const ask = perTurn(
      () => [] as number[],
      (batch) => sent.push(batch),
    );
    ask().push(1);
    ask().push(2);
    await Promise.resolve();
    ask().push(3);
    expect(sent).toEqual([]);
    await turn();
    expect(sent).toEqual([[1, 2, 3]]);
    ask().push(4);
    await turn();
    expect(sent).toEqual([[1, 2, 3], [4]]);
  });

  it('gives a deferred answer its value or its failure', async () => {
    const ok = deferred<number>();
    const failed = deferred<number>();
    ok.resolve(7);
    failed.reject(new Error('no'));
    await expect(ok.promise).resolves.toBe(7);
    await expect(failed.promise).rejects.toThrow('no');
  });

  it('makes one value per key and hands it to every asker of that key', () => {
    const made: object[] = [];
    const batcherOf = onePer((db: object) => {
      made.push(db);
      return { db };
    });
    const a = {};
    const b = {};
    expect(batcherOf(a)).toBe(batcherOf(a));
    expect(batcherOf(b)).not.toBe(batcherOf(a));
    expect(made).toEqual([a, b]);
  });
});
