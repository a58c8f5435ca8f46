import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A pixel flood: a PNG of a few hundred bytes whose header declares `width`×`height` RGB pixels
 * (20000×20000 = 400 million by default), which a decoder would try to allocate.
 */
export function pixelFloodPng(width = 20_000, height = 20_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(width * 3 + 1))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A JPEG carrying EXIF with a GPS position (Seoul City Hall), a copyright text and `orientation`. */
export async function jpegWithGps(width = 60, height = 40, orientation = 1): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#336699' } })
    .jpeg()
    .withExif({
      IFD0: { Copyright: 'siktak-exif-marker' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '37/1 33/1 59/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '126/1 58/1 40/1',
      },
    })
    .withMetadata({ orientation })
    .toBuffer();
}

/** A small image of a solid colour in one of the accepted formats. */
export async function imageOf(format: 'jpeg' | 'png' | 'webp' | 'gif', width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#ff6a3d' } })
    .toFormat(format)
    .toBuffer();
}

/** The GPS-IFD pointer tag (0x8825, little-endian as sharp writes it) inside an EXIF block. */
export function hasGpsTag(exif: Buffer | undefined): boolean {
  return Boolean(exif?.includes(Buffer.from([0x25, 0x88])));
}
