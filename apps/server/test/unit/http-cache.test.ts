import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { storeEndpoints } from '@siktak/contract';
import { MemoryCache } from '../../src/platform/cache.js';
import { cachedAnswers } from '../../src/platform/http-cache.js';

const store = {
  storeNo: 7,
  storeName: '망원 떡볶이',
  storeImg: null,
  storeThumb: null,
  categoryAddress: '마포구',
  categoryFoodtype: '분식',
  storeGrade: 4.5,
  reviewCount: 2,
};

function latestAnswers(env: string) {
  const cache = new MemoryCache();
  return { cache, answers: cachedAnswers({ cache, config: { env } as never }, storeEndpoints.latest) };
}

describe('cachedAnswers', () => {
  it("keeps the route serializer's JSON with its ETag, computed once per entry", async () => {
    const { answers } = latestAnswers('production');
    let computed = 0;
    const compute = async () => {
      computed++;
      return [{ ...store, passwordHash: 'secret' }];
    };
    const first = await answers('latest', 60_000, compute);
    const again = await answers('latest', 60_000, compute);
    expect(computed).toBe(1);
    expect(again).toEqual(first);
    expect(JSON.parse(first.json)).toEqual([store]);
    expect(first.json).not.toContain('secret');
    expect(first.etag).toBe(`"${createHash('sha1').update(first.json).digest('base64url')}"`);
  });

  it('stores nothing for an answer that is undefined (a missing row)', async () => {
    const { cache, answers } = latestAnswers('production');
    expect(await answers('missing', 60_000, async () => undefined)).toBeUndefined();
    expect(await cache.get('missing')).toBeUndefined();
  });

  it('outside production refuses to fill an entry that breaks the contract', async () => {
    const { cache, answers } = latestAnswers('test');
    const broken = [{ ...store, storeGrade: '4.5' }];
    await expect(answers('latest', 60_000, async () => broken as never)).rejects.toThrow();
    expect(await cache.get('latest')).toBeUndefined();
  });

  it('fills an entry missed by many requests at once with one computation, but not across a write', async () => {
    const { cache, answers } = latestAnswers('production');
    let computed = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const compute = async () => {
      computed++;
      await gate;
      return [store];
    };
    const waiting = Array.from({ length: 20 }, () => answers('latest', 60_000, compute));
    // A write lands while the first filling is on its way: a request after it fills again on its own.
    await new Promise((resolve) => setImmediate(resolve));
    await cache.invalidate('stores:');
    const afterWrite = answers('latest', 60_000, compute);
    release();
    const answered = await Promise.all([...waiting, afterWrite]);
    expect(computed).toBe(2);
    for (const answer of answered) expect(JSON.parse(answer.json)).toEqual([store]);
  });
});
