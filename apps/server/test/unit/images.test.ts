import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { ERRORS, LIMITS } from '@siktak/contract';
import { AppError } from '../../src/platform/errors.js';
import { processImage, removeImages, storeImage } from '../../src/platform/images.js';
import { localStorage, thumbKeyOf } from '../../src/platform/storage.js';
import { hasGpsTag, imageOf, jpegWithGps, pixelFloodPng } from '../helpers/images.js';

async function refusal(work: Promise<unknown>): Promise<AppError> {
  const err = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
}

describe('image pipeline (platform/images.ts)', () => {
  const root = mkdtempSync(join(tmpdir(), 'siktak-images-'));
  const storage = localStorage(root);

  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it.each(['jpeg', 'png', 'webp', 'gif'] as const)(
    'accepts %s by its content and re-encodes it as WebP',
    async (format) => {
      const { full, thumb } = await processImage(await imageOf(format, 64, 48));
      for (const output of [full, thumb]) {
        const meta = await sharp(output).metadata();
        expect(meta.format).toBe('webp');
        expect([meta.width, meta.height]).toEqual([64, 48]);
      }
    },
  );

  it('refuses text, a PDF and an SVG whatever their names claim (E200)', async () => {
    const samples = [
      Buffer.from('this is not a picture, only text saved as photo.jpg'),
      Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'),
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
      ),
    ];
    for (const sample of samples) {
      const err = await refusal(processImage(sample));
      expect(err.code).toBe('E200');
      expect(err.status).toBe(400);
      expect(err.message).toBe(ERRORS.E200.message);
    }
  });

  it('refuses a file whose magic bytes say PNG but whose body is broken (E200)', async () => {
    const png = await imageOf('png');
    const err = await refusal(processImage(png.subarray(0, 40)));
    expect(err.code).toBe('E200');
  });

  it('refuses a pixel flood (a tiny PNG declaring 20000×20000) quickly, without decoding it (E202)', async () => {
    const flood = pixelFloodPng();
    expect(flood.length).toBeLessThan(200_000);
    const started = performance.now();
    const err = await refusal(processImage(flood));
    expect(performance.now() - started).toBeLessThan(1500);
    expect(err.code).toBe('E202');
    expect(err.message).toBe(ERRORS.E202.message);
  });

  it('refuses an image just above the pixel limit (E202)', async () => {
    const err = await refusal(processImage(pixelFloodPng(8000, Math.ceil(LIMITS.imageMaxPixels / 8000) + 1)));
    expect(err.code).toBe('E202');
  });

  it('refuses a file over 10 MB before looking at it (E201)', async () => {
    const err = await refusal(processImage(Buffer.alloc(LIMITS.imageMaxBytes + 1)));
    expect(err.code).toBe('E201');
    expect(err.status).toBe(413);
  });

  it('strips EXIF with the GPS position from both sizes and turns the photo upright', async () => {
    const jpeg = await jpegWithGps(60, 40, 6);
    const input = await sharp(jpeg).metadata();
    expect(hasGpsTag(input.exif)).toBe(true);
    expect(input.exif?.includes(Buffer.from('siktak-exif-marker'))).toBe(true);

    const { full, thumb } = await processImage(jpeg);
    for (const output of [full, thumb]) {
      const meta = await sharp(output).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(output.includes(Buffer.from('siktak-exif-marker'))).toBe(false);
      // Orientation 6 means "rotate 90° clockwise": the stored picture is upright, 40×60.
      expect([meta.width, meta.height]).toEqual([40, 60]);
    }
  });

  it('shrinks large photos to 1600 px and thumbnails to 480 px', async () => {
    const { full, thumb } = await processImage(await imageOf('jpeg', 2400, 1800));
    expect(await sharp(full).metadata()).toMatchObject({ width: 1600, height: 1200 });
    expect(await sharp(thumb).metadata()).toMatchObject({ width: 480, height: 360 });
  });

  it('stores the picture and its thumbnail under a generated name, and removes both', async () => {
    const key = await storeImage(storage, 'reviews', await jpegWithGps());
    expect(key).toMatch(/^reviews\/[0-9a-f-]{36}\.webp$/);
    const other = await storeImage(storage, 'reviews', await jpegWithGps());
    expect(other).not.toBe(key);
    const fullPath = join(root, key);
    const thumbPath = join(root, thumbKeyOf(key));
    expect((await sharp(readFileSync(fullPath)).metadata()).exif).toBeUndefined();
    expect(existsSync(thumbPath)).toBe(true);

    await removeImages(storage, [key]);
    expect(existsSync(fullPath)).toBe(false);
    expect(existsSync(thumbPath)).toBe(false);
    expect(existsSync(join(root, other))).toBe(true);
  });
});
