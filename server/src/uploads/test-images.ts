import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

// Images the upload tests send, made on the spot so each shows what it is about.

/** A small photo as a phone takes it: sideways (EXIF orientation 6), with its camera and GPS position. */
export function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 20, channels: 3, background: '#c0392b' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'CityCam', Model: 'Pocket 3' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1', GPSLongitudeRef: 'E', GPSLongitude: '2/1 21/1 3/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** Does this EXIF block hold a GPS position? It points to one with tag 0x8825 (little-endian, as libvips writes it). */
export function hasGps(exif: Buffer | undefined): boolean {
  return !!exif && exif.subarray(0, 8).includes('II') && exif.includes(Buffer.from([0x25, 0x88]));
}

/** A PNG carrying an EXIF chunk with the author's name. */
export function pngWithExif(): Promise<Buffer> {
  return sharp({ create: { width: 16, height: 16, channels: 3, background: '#2980b9' } })
    .png()
    .withExif({ IFD0: { Artist: 'Someone Private', Copyright: 'home address' } })
    .toBuffer();
}

/** A GIF of three 20 x 20 frames shown for 100, 200 and 300 ms, looping forever. */
export async function animatedGif(): Promise<Buffer> {
  const strip = await sharp({ create: { width: 20, height: 60, channels: 4, background: '#27ae60' } })
    .composite([{ input: { create: { width: 20, height: 20, channels: 4, background: '#8e44ad' } }, top: 20, left: 0 }])
    .raw()
    .toBuffer();
  return sharp(strip, { raw: { width: 20, height: 60, channels: 4, pageHeight: 20 } })
    .gif({ delay: [100, 200, 300], loop: 0 })
    .toBuffer();
}

/**
 * A black-and-white PNG of `width` x `height` whose rows are all blank: a few kilobytes that
 * decode to as many pixels as it declares. With `rows` = 0 it carries the header and almost no data.
 */
export function blankPng(width: number, height: number, rows = height): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // one bit per pixel
  header[9] = 0; // greyscale
  const bytesPerRow = 1 + Math.ceil(width / 8); // a filter byte, then the pixels
  const data = deflateSync(Buffer.alloc(rows * bytesPerRow), { level: 9 });
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), pngChunk('IHDR', header), pngChunk('IDAT', data), pngChunk('IEND', Buffer.alloc(0))]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
