import { type GOODS_IMAGE_WIDTHS } from '@store/shared/constants';
import type { FileStorage } from '../../lib/storage.ts';

export type ImageWidth = (typeof GOODS_IMAGE_WIDTHS)[number];
type Encoding = 'avif' | 'webp';
const MIME_OF: Record<Encoding, string> = { avif: 'image/avif', webp: 'image/webp' };

/**
 * The best format the browser says it takes (its Accept header): AVIF is about a third smaller than WebP
 * for photos, WebP half a JPEG; an old browser gets the uploaded format.
 */
export function encodingFor(accept: string | undefined): Encoding | undefined {
  if (!accept) return undefined;
  if (accept.includes('image/avif')) return 'avif';
  if (accept.includes('image/webp')) return 'webp';
  return undefined;
}

/** Where a variant is kept: next to the original, under variants/, so it is encoded once. */
const variantKey = (key: string, width: ImageWidth, encoding: Encoding | 'orig') => {
  const dot = key.lastIndexOf('.');
  const dir = key.slice(0, key.lastIndexOf('/'));
  const name = key.slice(key.lastIndexOf('/') + 1, dot);
  const ext = encoding === 'orig' ? key.slice(dot + 1) : encoding;
  return `${dir}/variants/${name}-${width}.${ext}`;
};

/** Encodings under way in this process: twenty cards asking at once are encoded once. */
const inFlight = new Map<string, Promise<Buffer>>();

/**
 * The picture at `key` scaled down to `width` (never up) in `encoding`, or in its own format when the
 * browser takes neither. Encoded on first request and kept in the file storage; sharp is loaded only
 * here, so a server that never serves an uploaded picture never loads libvips.
 */
export async function imageVariant(
  storage: FileStorage,
  key: string,
  original: Buffer,
  width: ImageWidth,
  encoding: Encoding | undefined,
  originalMime: string,
): Promise<{ bytes: Buffer; mime: string }> {
  const target = variantKey(key, width, encoding ?? 'orig');
  const mime = encoding ? MIME_OF[encoding] : originalMime;
  const kept = await storage.get(target);
  if (kept) return { bytes: kept, mime };
  let encoded = inFlight.get(target);
  if (!encoded) {
    encoded = encode(original, width, encoding, originalMime).then(async (bytes) => {
      await storage.put(target, bytes);
      return bytes;
    });
    inFlight.set(target, encoded);
    void encoded.then(
      () => inFlight.delete(target),
      () => inFlight.delete(target),
    );
  }
  return { bytes: await encoded, mime };
}

async function encode(original: Buffer, width: ImageWidth, encoding: Encoding | undefined, originalMime: string) {
  const { default: sharp } = await import('sharp');
  // rotate() applies the photo's EXIF orientation before the metadata is dropped.
  const resized = sharp(original).rotate().resize({ width, withoutEnlargement: true });
  if (encoding === 'avif') return resized.avif({ quality: 55, effort: 3 }).toBuffer();
  if (encoding === 'webp') return resized.webp({ quality: 78 }).toBuffer();
  if (originalMime === 'image/png') return resized.png().toBuffer();
  if (originalMime === 'image/webp') return resized.webp({ quality: 78 }).toBuffer();
  return resized.jpeg({ quality: 82, mozjpeg: true }).toBuffer();
}
