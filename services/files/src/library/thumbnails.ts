import type { Readable } from 'node:stream';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import type { ObjectStore } from '../storage/object-store';

/** The widths lists ask for (CSS pixels × device ratio); any other width is refused, so nobody fills the store. */
export const THUMB_WIDTHS = [160, 320, 640, 1280] as const;
export type ThumbWidth = (typeof THUMB_WIDTHS)[number];
export type ThumbFormat = 'webp' | 'jpeg' | 'png';

/** Images sharp can read and that lists show; anything else is served as it is. */
const RESIZABLE = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp']);
const CONTENT_TYPE: Record<ThumbFormat, string> = {
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
};
/** A decompression bomb (a tiny file of huge dimensions) stops here instead of filling memory. */
const MAX_INPUT_PIXELS = 50_000_000;
/**
 * Memory for the thumbnails served lately. A list page asks for a dozen at once; read from
 * the bucket, each took two more S3 calls (stat, then get), about half the CPU its view cost
 * across the services. A 160 px WebP is a few KB, so this holds thousands.
 */
const RECENT_BYTES = 32 * 1024 * 1024;
const FORMATS: ThumbFormat[] = ['webp', 'jpeg', 'png'];

export const canThumbnail = (mime: string): boolean => RESIZABLE.has(mime);

/**
 * WebP to a browser that says it takes it (`Accept: image/webp`, every current one does);
 * otherwise the original's family: PNG keeps a PNG's or GIF's transparency, JPEG the rest.
 */
export function thumbFormat(accept: string | undefined, mime: string): ThumbFormat {
  if ((accept ?? '').includes('image/webp')) return 'webp';
  return mime === 'image/png' || mime === 'image/gif' ? 'png' : 'jpeg';
}

export interface Thumbnail {
  body: Buffer;
  size: number;
  contentType: string;
}

/**
 * Resized copies of library images for lists: made with sharp on first request, kept in the
 * bucket under `thumbs/<key>/<width>.<format>` (outside the library's key space, so no
 * `view/<key>` reaches them), and read from there afterwards; the ones served lately also
 * from memory. Object keys never change, so a thumbnail never goes stale; it goes with its
 * file (the view looks the file up before asking for its thumbnail, in every instance).
 */
export class Thumbnails {
  private readonly recent = new LRUCache<string, Buffer>({
    maxSize: RECENT_BYTES,
    sizeCalculation: (body) => body.length,
  });

  constructor(private readonly store: ObjectStore) {}

  static keyOf(key: string, width: ThumbWidth, format: ThumbFormat): string {
    return `thumbs/${key}/${width}.${format}`;
  }

  /** Null when the original cannot be decoded (only its magic bytes were checked): it is sent as it is. */
  async get(key: string, width: ThumbWidth, format: ThumbFormat): Promise<Thumbnail | null> {
    const thumbKey = Thumbnails.keyOf(key, width, format);
    let body: Buffer | null | undefined = this.recent.get(thumbKey);
    if (!body) {
      body = await this.keptOrMade(key, thumbKey, width, format);
      if (!body) return null;
      this.recent.set(thumbKey, body);
    }
    return { body, size: body.length, contentType: CONTENT_TYPE[format] };
  }

  /** Removes every thumbnail of a file (those never made are simply absent). */
  async removeAll(key: string): Promise<void> {
    const thumbKeys = THUMB_WIDTHS.flatMap((width) => FORMATS.map((f) => Thumbnails.keyOf(key, width, f)));
    for (const thumbKey of thumbKeys) this.recent.delete(thumbKey);
    await Promise.all(thumbKeys.map((thumbKey) => this.store.remove(thumbKey)));
  }

  /** The copy in the bucket, or a new one made and put there; null when the original cannot be decoded. */
  private async keptOrMade(
    key: string,
    thumbKey: string,
    width: ThumbWidth,
    format: ThumbFormat,
  ): Promise<Buffer | null> {
    if (await this.store.stat(thumbKey)) return readAll(await this.store.read(thumbKey));
    const original = await readAll(await this.store.read(key));
    const body = await resize(original, width, format).catch(() => null);
    if (body) await this.store.putBuffer(thumbKey, body, { contentType: CONTENT_TYPE[format] });
    return body;
  }
}

/** Fits the width (never enlarging), turned upright by its EXIF orientation, metadata dropped. */
async function resize(original: Buffer, width: ThumbWidth, format: ThumbFormat): Promise<Buffer> {
  const image = sharp(original, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
    .rotate()
    .resize({ width, withoutEnlargement: true });
  switch (format) {
    case 'webp':
      return image.webp({ quality: 75, effort: 4 }).toBuffer();
    case 'png':
      return image.png({ compressionLevel: 9, palette: true }).toBuffer();
    default:
      return image.jpeg({ quality: 78, mozjpeg: true }).toBuffer();
  }
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
