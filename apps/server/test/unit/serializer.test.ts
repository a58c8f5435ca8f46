import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { allEndpoints } from '@siktak/contract';
import { fastSerializerOf, responseSerializer } from '../../src/platform/serializer.js';

const card = z.object({
  storeNo: z.number().int(),
  storeName: z.string(),
  storeImg: z.string().nullable(),
  chips: z.array(z.object({ time: z.string(), seatsLeft: z.number() })),
  note: z.string().optional(),
});

async function serve(check: boolean, answer: unknown) {
  const app = Fastify();
  app.setSerializerCompiler(responseSerializer(check));
  app.get('/card', { schema: { response: { 200: card } } }, async () => answer);
  const res = await app.inject('/card');
  await app.close();
  return res;
}

describe('response serializer', () => {
  it('compiles every answer of the endpoint table to fast-json-stringify', () => {
    const slow = allEndpoints().flatMap((endpoint) =>
      Object.values(endpoint.responses)
        .filter((schema) => fastSerializerOf(schema) === null)
        .map(() => endpoint.call),
    );
    expect(slow).toEqual([]);
  });

  it('writes what zod would, and drops a field the schema does not name', async () => {
    const answer = { storeNo: 7, storeName: '망원 떡볶이', storeImg: null, chips: [{ time: '19:00', seatsLeft: 2 }] };
    const res = await serve(false, { ...answer, passwordHash: 'secret' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(answer);
    expect(res.body).not.toContain('secret');
  });

  it('outside production refuses an answer that breaks its schema, which production would have written', async () => {
    const broken = { storeNo: 7, storeName: '망원 떡볶이', storeImg: null, chips: [{ time: '19:00', seatsLeft: '2' }] };
    expect((await serve(true, broken)).statusCode).toBe(500);
    expect((await serve(false, broken)).statusCode).toBe(200);
  });
});
