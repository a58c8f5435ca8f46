import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { LIMITS } from '@siktak/contract';
import { AppError } from './errors.js';
import { type Storage, thumbKeyOf } from './storage.js';

const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);
const FULL_MAX = 1600;
const THUMB_MAX = 480;

export type ImageFolder = 'stores' | 'reviews' | 'profiles';

/** Folder of owner-application documents in the private storage (`ctx.documents`). */
export const DOCUMENT_FOLDER = 'documents';

/** Folder the documents were stored in, publicly under `/uploads/`, before they became private. */
export const LEGACY_DOCUMENT_FOLDER = 'applications';

/**
 * Checks an upload by its content (magic bytes, not the declared type), decodes it with a pixel
 * limit, turns it upright, drops EXIF/GPS and every other metadata, and re-encodes it as WebP in a
 * full size and a thumbnail.
 */
export async function processImage(data: Buffer): Promise<{ full: Buffer; thumb: Buffer }> {
  if (data.length > LIMITS.imageMaxBytes) throw new AppError('E201');
  const type = await fileTypeFromBuffer(data);
  if (!type || !ACCEPTED.has(type.mime)) throw new AppError('E200');
  const source = () => sharp(data, { limitInputPixels: LIMITS.imageMaxPixels, failOn: 'error' }).rotate();
  try {
    const meta = await sharp(data, { limitInputPixels: LIMITS.imageMaxPixels }).metadata();
    if ((meta.width ?? 0) * (meta.height ?? 0) > LIMITS.imageMaxPixels) throw new AppError('E202');
    const [full, thumb] = await Promise.all([
      source().resize(FULL_MAX, FULL_MAX, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 80 }).toBuffer(),
      source()
        .resize(THUMB_MAX, THUMB_MAX, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 72 })
        .toBuffer(),
    ]);
    return { full, thumb };
  } catch (err) {
    if (err instanceof AppError) throw err;
    const text = String((err as Error).message ?? '');
    if (/pixel limit/i.test(text)) throw new AppError('E202');
    throw new AppError('E200');
  }
}

/** Processes and stores an image and its thumbnail under a generated name; returns the key. */
export async function storeImage(storage: Storage, folder: ImageFolder, data: Buffer): Promise<string> {
  const { full, thumb } = await processImage(data);
  const key = `${folder}/${randomUUID()}.webp`;
  await storage.put(key, full, 'image/webp');
  await storage.put(thumbKeyOf(key), thumb, 'image/webp');
  return key;
}

/** Stores uploads one after another (2 cores are shared); on a bad file, the ones stored already go again. */
export async function storeImages(storage: Storage, folder: ImageFolder, files: { data: Buffer }[]): Promise<string[]> {
  const keys: string[] = [];
  try {
    for (const file of files) keys.push(await storeImage(storage, folder, file.data));
  } catch (err) {
    await removeImages(storage, keys);
    throw err;
  }
  return keys;
}

/**
 * Processes a business-registration document like any image and stores it, without a thumbnail, in
 * the private storage under `documents/<uuid>.webp`; returns the key.
 */
export async function storeDocument(documents: Storage, data: Buffer): Promise<string> {
  const { full } = await processImage(data);
  const key = `${DOCUMENT_FOLDER}/${randomUUID()}.webp`;
  await documents.put(key, full, 'image/webp');
  return key;
}

/** Removes stored images and their thumbnails; a missing file is not an error. */
export async function removeImages(storage: Storage, keys: Iterable<string>): Promise<void> {
  await Promise.all([...keys].flatMap((key) => [storage.remove(key), storage.remove(thumbKeyOf(key))]));
}
