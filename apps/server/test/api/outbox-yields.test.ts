import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { Outbox, enqueue } from '../../src/platform/outbox.js';
import { type TestApp, createTestApp } from '../helpers/app.js';

/**
 * A background drain waits for a moment when no request is being served (app.ts counts the HTTP
 * server's open answers), even when the event loop looks idle because the requests wait on the database.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  // This file's own outbox below is the only one draining.
  await t.app.ctx.outbox.stop();
});

afterAll(async () => {
  await t?.close();
});

it('drains only once no request is being served, the event loop idle meanwhile', async () => {
  let serving = true;
  const outbox = new Outbox(t.app.ctx.db, t.app.log, () => serving);
  const handled: number[] = [];
  outbox.handle('while-serving', async (items) => {
    handled.push(performance.now());
    return items.map((item) => item.id);
  });
  await enqueue(t.app.ctx.db, 'while-serving', [{ n: 1 }]);
  outbox.wake();
  await new Promise((resolve) => setTimeout(resolve, 400));
  expect(handled).toEqual([]);
  const quietFrom = performance.now();
  serving = false;
  for (let i = 0; i < 500 && handled.length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(handled).toHaveLength(1);
  expect(handled[0]).toBeGreaterThanOrEqual(quietFrom);
  await outbox.stop();
});

it('counts the answers the HTTP server has open, also one whose client went away', async () => {
  const serving = () => (t.app.ctx.outbox as unknown as { busy: () => boolean }).busy();
  const until = async (done: () => boolean) => {
    for (let i = 0; i < 200 && !done(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
    return done();
  };
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  expect(serving()).toBe(false);
  expect((await fetch(`http://127.0.0.1:${port}/healthz`)).ok).toBe(true);
  expect(await until(() => !serving())).toBe(true);

  // A request whose body never comes keeps its answer open until the client goes away.
  const socket = connect(port, '127.0.0.1');
  socket.write(
    'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{',
  );
  expect(await until(serving)).toBe(true);
  socket.destroy();
  expect(await until(() => !serving())).toBe(true);
});
