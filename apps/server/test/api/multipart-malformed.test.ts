import { existsSync, readdirSync } from 'node:fs';
import { type AddressInfo, connect } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@siktak/contract';
import * as schema from '../../src/db/schema.js';
import { type TestApp, createTestApp } from '../helpers/app.js';
import {
  type TestUser,
  authHeader,
  createReservation,
  createReview,
  createStore,
  createUser,
  pngImage,
} from '../helpers/factories.js';

/**
 * A multipart body that cannot be read — cut short, without a boundary, with a boundary
 * that never comes, garbage, or a client gone mid-upload — is a 400 with the envelope on every upload
 * call (or nothing at all once the socket is gone), never a 500, and leaves no file behind.
 */
describe('malformed multipart bodies on the upload calls', () => {
  let t: TestApp;
  let member: TestUser;
  let owner: TestUser;
  let reviewNo: number;
  let photo: Buffer;
  /** Status of every answer the server produced, by URL, including ones nobody could receive. */
  const answered: { url: string; status: number }[] = [];
  const finished: { url: string; resolve: () => void }[] = [];

  const BOUNDARY = '----siktakBoundary7MA4YWxkTrZu0gW';

  beforeAll(async () => {
    t = await createTestApp({
      extend: (app) => {
        // Every answer passes here, error answers too, even when the socket is already gone.
        app.addHook('onSend', async (request, reply) => {
          answered.push({ url: request.url, status: reply.statusCode });
          for (const waiter of finished.filter((w) => w.url === request.url)) waiter.resolve();
        });
      },
    });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    member = await createUser(t.app);
    owner = await createUser(t.app, { role: 'ROLE_OWNER' });
    const store = await createStore(t.app);
    const { reservationNo } = await createReservation(t.app, {
      userNo: member.userNo,
      storeNo: store.storeNo,
      date: '2026-11-10',
      time: '12:00',
    });
    ({ reviewNo } = await createReview(t.app, {
      reservationNo,
      userNo: member.userNo,
      storeNo: store.storeNo,
      grade: 4,
    }));
    photo = await pngImage();
  });

  afterAll(async () => {
    await t?.close();
  });

  const UPLOADS: { method: 'POST' | 'PUT'; url: () => string; user: () => TestUser }[] = [
    { method: 'PUT', url: () => '/api/profile/update', user: () => member },
    { method: 'POST', url: () => '/api/mypage/registerOwner', user: () => member },
    { method: 'POST', url: () => '/api/review/write', user: () => member },
    { method: 'PUT', url: () => `/api/review/${reviewNo}`, user: () => member },
    { method: 'POST', url: () => '/api/owner/stores/write', user: () => owner },
    { method: 'PUT', url: () => '/api/owner/stores/update', user: () => owner },
  ];

  /** A well-formed start: one text part and the beginning of a file part. */
  function partialBody(): Buffer {
    return Buffer.concat([
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="userName"\r\n\r\n홍길동\r\n` +
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      photo.subarray(0, Math.floor(photo.length / 2)),
    ]);
  }

  const MALFORMED: { name: string; contentType: string; body: () => Buffer }[] = [
    { name: 'a truncated body', contentType: `multipart/form-data; boundary=${BOUNDARY}`, body: partialBody },
    {
      name: 'a missing boundary',
      contentType: 'multipart/form-data',
      body: () =>
        Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--${BOUNDARY}--\r\n`),
    },
    {
      name: 'a boundary that never appears',
      contentType: 'multipart/form-data; boundary=never-sent-boundary',
      body: () =>
        Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--${BOUNDARY}--\r\n`),
    },
    {
      name: 'garbage bytes',
      contentType: `multipart/form-data; boundary=${BOUNDARY}`,
      body: () => Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919 + 13) % 256)),
    },
    {
      name: 'a part header that never ends',
      contentType: `multipart/form-data; boundary=${BOUNDARY}`,
      body: () =>
        Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="a"\r\nX-Junk: ${'x'.repeat(20_000)}`),
    },
  ];

  function uploadedFiles(): string[] {
    const uploads = join(t.dataDir, 'uploads');
    return existsSync(uploads) ? readdirSync(uploads, { recursive: true }).map(String).sort() : [];
  }

  async function rows(): Promise<string> {
    const tables = [
      schema.users,
      schema.ownerApplications,
      schema.stores,
      schema.storeImages,
      schema.reviews,
      schema.reviewImages,
    ];
    return JSON.stringify(await Promise.all(tables.map((table) => t.app.ctx.db.select().from(table))));
  }

  describe.each(UPLOADS.map((u) => [`${u.method} ${u.url()}`, u]))('%s', (_label, upload) => {
    it.each(MALFORMED.map((m) => [m.name, m]))(
      'answers %s with 400 and the envelope, storing nothing',
      async (_name, malformed) => {
        const files = uploadedFiles();
        const before = await rows();
        const res = await t.app.inject({
          method: upload.method,
          url: upload.url(),
          headers: { ...(await authHeader(t.app, upload.user())), 'content-type': malformed.contentType },
          payload: malformed.body(),
        });
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json()).toEqual({ success: false, code: '400', message: MESSAGES.malformedUpload });
        expect(uploadedFiles()).toEqual(files);
        expect(await rows()).toBe(before);
      },
    );

    it('drops a client that goes away mid-upload without a 500, storing nothing', async () => {
      const files = uploadedFiles();
      const before = await rows();
      const address = t.app.server.address() as AddressInfo;
      const url = upload.url();
      const ended = new Promise<void>((resolve) => finished.push({ url, resolve }));
      const answeredBefore = answered.length;
      const body = partialBody();
      const socket = connect(address.port, '127.0.0.1');
      await new Promise<void>((resolve) => socket.once('connect', resolve));
      const { authorization } = await authHeader(t.app, upload.user());
      socket.write(
        `${upload.method} ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ${authorization}\r\n` +
          `Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\nContent-Length: ${body.length * 4}\r\n\r\n`,
      );
      await new Promise<void>((resolve) => socket.write(body, () => resolve()));
      socket.destroy();
      await ended;
      expect(answered.slice(answeredBefore).filter((a) => a.url === url && a.status >= 500)).toEqual([]);
      expect(uploadedFiles()).toEqual(files);
      expect(await rows()).toBe(before);
      // The server is fine afterwards.
      expect((await t.app.inject({ method: 'GET', url: '/api/store/latest' })).statusCode).toBe(200);
    });
  });
});
