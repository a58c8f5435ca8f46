import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { AwsClient } from 'aws4fetch';
import type { Config, S3Config } from '../config.js';

/** Where uploaded files live. Keys are relative paths such as `stores/ab12….webp`. */
export interface Storage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  remove(key: string): Promise<void>;
  /** The object's bytes and content type, or null when there is none. */
  get(key: string): Promise<StoredFile | null>;
  /** Local directory to serve under `/uploads/`, when the driver is local. */
  readonly localRoot: string | null;
  /** Base URL the objects are served from when not by this server under `/uploads/` (S3). */
  readonly publicBase: string | null;
}

export interface StoredFile {
  data: Buffer;
  contentType: string;
}

export const UPLOADS_PREFIX = '/uploads/';

/** Cache header of files only their owner and the admins may see (owner-application documents). */
export const PRIVATE_NO_STORE = 'private, no-store';

/** How long browsers and CDNs may keep an upload: keys are random, so a key's bytes never change. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/;

function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Unsafe storage key: ${key}`);
}

export function localStorage(root: string, contentType = 'image/webp'): Storage {
  const base = resolve(root);
  mkdirSync(base, { recursive: true });
  const pathOf = (key: string) => {
    assertSafeKey(key);
    const full = resolve(join(base, key));
    if (!full.startsWith(base + sep)) throw new Error(`Unsafe storage key: ${key}`);
    return full;
  };
  return {
    localRoot: base,
    publicBase: null,
    async put(key, data) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, data);
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    async get(key) {
      try {
        // Every stored file is WebP (platform/images.ts), so the type needs no side file.
        return { data: await readFile(pathOf(key)), contentType };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
  };
}

const S3_TIMEOUT_MS = 15_000;

/**
 * An S3-compatible bucket (AWS S3, MinIO, R2…), signed with SigV4. Objects carry their content type
 * and a year-long immutable cache header; browsers load them from `S3_PUBLIC_URL`.
 */
export interface S3StorageOptions {
  /** Put before every key in the bucket, e.g. `private/` for objects `S3_PUBLIC_URL` must not serve. */
  keyPrefix?: string;
  /** The objects' `Cache-Control`; a year, immutable, by default. */
  cacheControl?: string;
}

export function s3Storage(s3: S3Config, options: S3StorageOptions = {}): Storage {
  const keyPrefix = options.keyPrefix ?? '';
  const cacheControl = options.cacheControl ?? IMMUTABLE;
  const client = new AwsClient({
    accessKeyId: s3.accessKeyId,
    secretAccessKey: s3.secretAccessKey,
    service: 's3',
    region: s3.region,
  });
  const objectUrl = (key: string) => {
    assertSafeKey(key);
    return `${s3.bucketUrl}/${keyPrefix}${key}`;
  };
  const send = async (method: 'PUT' | 'DELETE', key: string, init: RequestInit = {}) => {
    const request = await client.sign(objectUrl(key), { ...init, method });
    const response = await fetch(request, { signal: AbortSignal.timeout(S3_TIMEOUT_MS) });
    await response.body?.cancel();
    // DELETE of a missing object answers 204 on S3 itself, 404 on some compatible servers: gone either way.
    if (!response.ok && !(method === 'DELETE' && response.status === 404)) {
      throw new Error(`S3 ${method} ${key} failed with HTTP ${response.status}`);
    }
  };
  return {
    localRoot: null,
    publicBase: `${s3.publicUrl}/`,
    put: (key, data, contentType) =>
      send('PUT', key, {
        body: data,
        headers: {
          'content-type': contentType,
          'cache-control': cacheControl,
          // The body's hash is signed too, so the server rejects bytes changed on the way.
          'x-amz-content-sha256': createHash('sha256').update(data).digest('hex'),
        },
      }),
    remove: (key) => send('DELETE', key),
    async get(key) {
      const request = await client.sign(objectUrl(key), { method: 'GET' });
      const response = await fetch(request, { signal: AbortSignal.timeout(S3_TIMEOUT_MS) });
      if (!response.ok) {
        await response.body?.cancel();
        if (response.status === 404) return null;
        throw new Error(`S3 GET ${key} failed with HTTP ${response.status}`);
      }
      return {
        data: Buffer.from(await response.arrayBuffer()),
        contentType: response.headers.get('content-type') ?? 'application/octet-stream',
      };
    },
  };
}

/** S3 when `S3_BUCKET` is set, otherwise the upload directory. */
export function createStorage(config: Config): Storage {
  return config.s3 ? s3Storage(config.s3) : localStorage(config.uploadDir);
}

/** Where the objects of {@link createDocumentStorage} live in the bucket; `S3_PUBLIC_URL` must not serve it. */
export const S3_PRIVATE_PREFIX = 'private/';

/**
 * Private storage for owner-application documents: never served under `/uploads/` or `S3_PUBLIC_URL`,
 * only streamed by the server behind a signed, short-lived URL (modules/owner/documents.ts). Local:
 * `DATA_DIR/private`, outside the upload root; S3: the same bucket under `private/`.
 */
export function createDocumentStorage(config: Config): Storage {
  return config.s3
    ? s3Storage(config.s3, { keyPrefix: S3_PRIVATE_PREFIX, cacheControl: PRIVATE_NO_STORE })
    : localStorage(config.privateDir);
}

/**
 * Turns storage keys into the absolute URLs every response carries, and URLs a client
 * sends back (kept or deleted images) into keys again. The base is `PUBLIC_URL/uploads/` for the local
 * driver and `S3_PUBLIC_URL/` for S3.
 */
export class ImageUrls {
  private readonly base: string;
  /** The base's path (`/uploads/`), also accepted on another origin, e.g. after PUBLIC_URL changed. */
  private readonly marker: string | null;

  constructor(base: string) {
    this.base = `${base.replace(/\/+$/, '')}/`;
    const path = new URL(this.base).pathname;
    this.marker = path === '/' ? null : path;
  }

  static of(storage: Storage, publicUrl: string): ImageUrls {
    return new ImageUrls(storage.publicBase ?? `${publicUrl.replace(/\/+$/, '')}${UPLOADS_PREFIX}`);
  }

  url(key: string): string;
  url(key: string | null | undefined): string | null;
  url(key: string | null | undefined): string | null {
    return key ? this.base + key : null;
  }

  /** The thumbnail's URL; every stored image has a `…_thumb.webp` sibling. */
  thumb(key: string): string;
  thumb(key: string | null | undefined): string | null;
  thumb(key: string | null | undefined): string | null {
    return key ? this.base + thumbKeyOf(key) : null;
  }

  /** The key inside a URL we handed out, or null for anything else. */
  keyOf(url: string): string | null {
    let rest = url.startsWith(this.base) ? url.slice(this.base.length) : null;
    if (rest === null && this.marker) {
      const at = url.indexOf(this.marker);
      if (at >= 0) rest = url.slice(at + this.marker.length);
    }
    if (rest === null) return null;
    const key = decodeURIComponent(rest.split(/[?#]/)[0] ?? '');
    return SAFE_KEY.test(key) && !key.includes('..') ? key : null;
  }
}

export function thumbKeyOf(key: string): string {
  return key.replace(/\.webp$/, '_thumb.webp');
}
