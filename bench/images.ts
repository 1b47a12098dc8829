// `npm run bench:images`: what a goods photo costs the buyer's connection, original against the variants the
// server makes of it (apps/server/src/modules/catalogue/image-variants.ts), and what encoding each costs the
// server once (variants are kept after the first request). Baseline: the uploaded photo as it is.
import sharp from 'sharp';
import { GOODS_IMAGE_WIDTHS } from '@store/shared/constants';
import { imageVariant } from '../apps/server/src/modules/catalogue/image-variants.ts';
import type { FileStorage } from '../apps/server/src/lib/storage.ts';
import { kb, ms, printTable } from './lib/stats.mjs';

/** "÷25": the upload is this many times the variant's bytes. */
const smaller = (bytes: number, baseline: number) => `÷${(baseline / bytes).toFixed(baseline / bytes >= 10 ? 0 : 1)}`;

/** A 1200 × 1200 photo-like picture: soft gradients, a box, and sensor noise (flat colours flatter encoders). */
async function photo(): Promise<Buffer> {
  const side = 1200;
  const raw = Buffer.alloc(side * side * 3);
  let seed = 42;
  const noise = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31 - 0.5) * 48;
  for (let y = 0; y < side; y += 1)
    for (let x = 0; x < side; x += 1) {
      const i = (y * side + x) * 3;
      const inBox = x > 300 && x < 900 && y > 350 && y < 850;
      raw[i] = Math.max(0, Math.min(255, (inBox ? 200 + 30 * Math.sin(x / 9) : 235 - y / 12) + noise()));
      raw[i + 1] = Math.max(0, Math.min(255, (inBox ? 60 + x / 20 : 235 - y / 14) + noise()));
      raw[i + 2] = Math.max(0, Math.min(255, (inBox ? 50 + 25 * Math.cos(y / 7) : 240 - x / 16) + noise()));
    }
  return sharp(raw, { raw: { width: side, height: side, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

const files = new Map<string, Buffer>();
const storage: FileStorage = {
  put: async (key, bytes) => void files.set(key, bytes),
  get: async (key) => files.get(key),
};

const original = await photo();
const rows = [['variant', 'bytes', 'vs upload', 'encode once', 'served again']];
rows.push([`upload 1200 px JPEG`, kb(original.length), '÷1', '—', '—']);
for (const width of GOODS_IMAGE_WIDTHS)
  for (const encoding of ['avif', 'webp', undefined] as const) {
    const key = `goods/1/0123456789abcdef01234567-${width}-${encoding ?? 'jpg'}.jpg`;
    let started = performance.now();
    const { bytes } = await imageVariant(storage, key, original, width, encoding, 'image/jpeg');
    const encodeMs = performance.now() - started;
    started = performance.now();
    await imageVariant(storage, key, original, width, encoding, 'image/jpeg');
    const againMs = performance.now() - started;
    rows.push([
      `${width} px ${encoding ?? 'jpeg'}`,
      kb(bytes.length),
      smaller(bytes.length, original.length),
      ms(encodeMs),
      ms(againMs),
    ]);
  }
printTable(rows);
console.log('\nA list card (220 px box, 2× screen) loads the 640 px AVIF; a 1× desktop the 320 px one.');
