import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, MESSAGES } from '@siktak/contract';
import { ownerApplications } from '../../src/db/schema.js';
import { DOCUMENT_URL_TTL_SECONDS, moveLegacyDocuments } from '../../src/modules/owner/documents.js';
import { TEST_PUBLIC_URL, type TestApp, createTestApp } from '../helpers/app.js';
import { type TestUser, createUser, pngImage } from '../helpers/factories.js';
import { applicationForm, businessNo, imagePart, send } from '../helpers/owners.js';

/** Business-registration documents are private: only admins and the applicant get a (short-lived) URL. */
describe('owner-application documents', () => {
  let t: TestApp;
  let admin: TestUser;
  let applicant: TestUser;
  let registerNo: number;
  let imageKey: string;

  const path = (url: string) => {
    expect(url.startsWith(`${TEST_PUBLIC_URL}/`)).toBe(true);
    return url.slice(TEST_PUBLIC_URL.length);
  };
  const open = (url: string) => t.app.inject({ method: 'GET', url: path(url) });
  const detail = (as: TestUser | null, no = registerNo) =>
    send(t.app, as, 'POST', '/api/admin/manage/owner/detail', { registerNo: String(no) });
  const mine = (as: TestUser | null) => send(t.app, as, 'GET', '/api/mypage/owner-application');
  const adminUrl = async () => (await detail(admin)).json().data.image as string;

  function expectRefused(res: Awaited<ReturnType<typeof open>>) {
    expect(res.statusCode).toBe(403);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ success: false, code: '403', message: MESSAGES.documentLinkInvalid });
  }

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t.app, { role: 'ROLE_ADMIN' });
    applicant = await createUser(t.app);
    const document = imagePart(await pngImage(120, 90, '#eeeeee'), '사업자등록증.png');
    const res = await send(
      t.app,
      applicant,
      'POST',
      '/api/mypage/registerOwner',
      applicationForm({ storeName: '망원 떡볶이', businessNo: businessNo() }, document),
    );
    expect(res.statusCode).toBe(201);
    const [row] = await t.app.ctx.db
      .select()
      .from(ownerApplications)
      .where(eq(ownerApplications.userNo, applicant.userNo));
    registerNo = row!.registerNo;
    imageKey = row!.imageKey;
  });

  afterAll(async () => {
    await t?.close();
  });

  it("the admin's detail URL opens the document: 200, the stored WebP bytes, private and not stored", async () => {
    const url = await adminUrl();
    expect(url).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/api/owner-documents/[0-9a-f-]{36}\\.webp\\?exp=\\d+&sig=`));
    // No bearer header: an <img src> sends none.
    const res = await open(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.equals(readFileSync(join(t.dataDir, 'private', imageKey)))).toBe(true);
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 120, height: 90 });
  });

  it("the applicant's own application carries a URL that opens the same document", async () => {
    const res = await mine(applicant);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ registerNo, status: 'N', storeName: '망원 떡볶이' });
    const image = await open(res.json().image);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toBe('private, no-store');
    expect(image.rawPayload.equals(readFileSync(join(t.dataDir, 'private', imageKey)))).toBe(true);
  });

  it('an expired URL answers 403 with the Korean envelope', async () => {
    const url = await adminUrl();
    t.clock.advance((DOCUMENT_URL_TTL_SECONDS - 1) * 1000);
    try {
      expect((await open(url)).statusCode).toBe(200);
      t.clock.advance(1000);
      expectRefused(await open(url));
    } finally {
      t.clock.advance(-DOCUMENT_URL_TTL_SECONDS * 1000);
    }
  });

  it('a tampered URL answers 403: signature, expiry, another document, or no signature at all', async () => {
    const url = new URL(await adminUrl());
    const sig = url.searchParams.get('sig') as string;
    const exp = url.searchParams.get('exp') as string;
    const variant = (change: (u: URL) => void) => {
      const copy = new URL(url);
      change(copy);
      return copy.toString();
    };
    const flipped = `${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}`;
    for (const tampered of [
      variant((u) => u.searchParams.set('sig', flipped)),
      variant((u) => u.searchParams.set('sig', `${sig}AA`)),
      variant((u) => u.searchParams.set('exp', String(Number(exp) + 86_400))),
      variant((u) => {
        u.pathname = `/api/owner-documents/${randomUUID()}.webp`;
      }),
      variant((u) => u.searchParams.delete('sig')),
      variant((u) => {
        u.search = '';
      }),
    ]) {
      expectRefused(await open(tampered));
    }
  });

  it('another member, an owner and a visitor get no URL: 403 / 401 on the detail, nothing of it on their own call', async () => {
    const member = await createUser(t.app);
    const owner = await createUser(t.app, { role: 'ROLE_OWNER' });
    for (const who of [member, owner]) {
      const res = await detail(who);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ success: false, code: '403', message: ERRORS['403'].message });
      expect(res.body).not.toContain('owner-documents');
      // Their own call answers their own application only: they have none.
      const own = await mine(who);
      expect(own.statusCode).toBe(404);
      expect(own.json()).toEqual({ success: false, code: '404', message: MESSAGES.noOwnerApplication });
    }
    for (const res of [await detail(null), await mine(null)]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('401');
      expect(res.body).not.toContain('owner-documents');
    }
  });

  it('the document is not under the public /uploads/ path: 404, and no file there', async () => {
    const name = imageKey.slice(imageKey.lastIndexOf('/') + 1);
    expect(existsSync(join(t.dataDir, 'uploads', imageKey))).toBe(false);
    for (const url of [`/uploads/${imageKey}`, `/uploads/applications/${name}`, `/uploads/../private/${imageKey}`]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: '404' });
    }
  });

  it('a document stored publicly before (applications/…) is refused under /uploads/ and moved to private storage', async () => {
    const member = await createUser(t.app);
    const name = `${randomUUID()}.webp`;
    const data = await sharp(await pngImage(60, 40, '#123456'))
      .webp()
      .toBuffer();
    mkdirSync(join(t.dataDir, 'uploads', 'applications'), { recursive: true });
    const legacy = join(t.dataDir, 'uploads', 'applications', name);
    writeFileSync(legacy, data);
    writeFileSync(legacy.replace(/\.webp$/, '_thumb.webp'), data);
    const [row] = await t.app.ctx.db
      .insert(ownerApplications)
      .values({
        userNo: member.userNo,
        storeName: '예전 신청',
        businessNo: businessNo(),
        imageKey: `applications/${name}`,
        requestDate: t.clock.now(),
      })
      .returning();

    // Still on disk under the public root, yet the old public path refuses it.
    expect((await t.app.inject({ method: 'GET', url: `/uploads/applications/${name}` })).statusCode).toBe(404);

    expect(await moveLegacyDocuments(t.app.ctx)).toBe(1);
    expect(existsSync(legacy)).toBe(false);
    expect(existsSync(legacy.replace(/\.webp$/, '_thumb.webp'))).toBe(false);
    const [moved] = await t.app.ctx.db
      .select()
      .from(ownerApplications)
      .where(eq(ownerApplications.registerNo, row!.registerNo));
    expect(moved?.imageKey).toBe(`documents/${name}`);
    const image = await open((await detail(admin, row!.registerNo)).json().data.image);
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(data)).toBe(true);
    // Nothing left to move.
    expect(await moveLegacyDocuments(t.app.ctx)).toBe(0);
  });

  it('a valid URL of a document that is gone answers 404 with the envelope', async () => {
    const url = await adminUrl();
    await t.app.ctx.documents.remove(imageKey);
    const res = await open(url);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: '404' });
  });
});
