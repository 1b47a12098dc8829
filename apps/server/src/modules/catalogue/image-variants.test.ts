import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../test/harness.ts';
import { encodingFor, imageVariant } from './image-variants.ts';

describe('image variants', () => {
  it('picks AVIF, then WebP, then the uploaded format by the Accept header', () => {
    expect(encodingFor('image/avif,image/webp,*/*')).toBe('avif');
    expect(encodingFor('image/webp,*/*')).toBe('webp');
    expect(encodingFor('*/*')).toBeUndefined();
    expect(encodingFor(undefined)).toBeUndefined();
  });

  it('encodes a variant once, for parallel requests too, and serves the kept one afterwards', async () => {
    const { default: sharp } = await import('sharp');
    const photo = await sharp({ create: { width: 900, height: 900, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer();
    const storage = new MemoryStorage();
    let puts = 0;
    const put = storage.put.bind(storage);
    storage.put = async (key, bytes) => {
      puts += 1;
      await put(key, bytes);
    };
    const key = 'goods/7/0123456789abcdef01234567.png';
    const first = await Promise.all(
      Array.from({ length: 5 }, () => imageVariant(storage, key, photo, 320, 'webp', 'image/png')),
    );
    expect(puts).toBe(1);
    expect([...storage.files.keys()]).toEqual(['goods/7/variants/0123456789abcdef01234567-320.webp']);
    expect(first.every((v) => v.bytes.equals(first[0]!.bytes) && v.mime === 'image/webp')).toBe(true);
    // The kept variant is served without decoding the original again (garbage here would fail to decode).
    const again = await imageVariant(storage, key, Buffer.from('not a picture'), 320, 'webp', 'image/png');
    expect(again.bytes.equals(first[0]!.bytes)).toBe(true);
    expect(puts).toBe(1);
  });
});
