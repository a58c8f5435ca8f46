import { mkdirSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';

/** Where uploaded files live. Keys are relative paths such as `stores/ab12….webp`. */
export interface Storage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  remove(key: string): Promise<void>;
  /** Local directory to serve under `/uploads/`, when the driver is local. */
  readonly localRoot: string | null;
}

export const UPLOADS_PREFIX = '/uploads/';

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/;

function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Unsafe storage key: ${key}`);
}

export function localStorage(root: string): Storage {
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
    async put(key, data) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, data);
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

/**
 * Turns storage keys into the absolute URLs every response carries (api-contract §8), and URLs a client
 * sends back (kept or deleted images) into keys again.
 */
export class ImageUrls {
  private readonly base: string;

  constructor(publicUrl: string) {
    this.base = `${publicUrl.replace(/\/+$/, '')}${UPLOADS_PREFIX}`;
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
    const marker = url.indexOf(UPLOADS_PREFIX);
    if (marker < 0) return null;
    const key = decodeURIComponent(url.slice(marker + UPLOADS_PREFIX.length).split(/[?#]/)[0] ?? '');
    return SAFE_KEY.test(key) && !key.includes('..') ? key : null;
  }
}

export function thumbKeyOf(key: string): string {
  return key.replace(/\.webp$/, '_thumb.webp');
}
