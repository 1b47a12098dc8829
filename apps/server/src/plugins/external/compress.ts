import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import compress, { type FastifyCompressOptions } from '@fastify/compress';
import { isApiPath } from '../app/routed-path.ts';

const base = {
  threshold: 1024,
  encodings: ['br', 'gzip', 'deflate'],
  // Up to 128 kB in one zlib call on this thread (~0.2 ms for a 35 kB cart list); the plugin's default on two
  // cores (8 kB) piped larger answers through a zlib stream, ~1 ms more CPU each (bench:orders' cart list).
  syncThreshold: 128 * 1024,
} satisfies FastifyCompressOptions;

const brotli = (quality: number) => ({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality } });

/**
 * Pages: brotli 4 (gzip's default 6), about as small as brotli's default 11 and milliseconds faster. A page is
 * what a buyer on a slow line waits for: the home page's 267 kB of HTML is 41.6 kB at brotli 4, 45.9 kB at 2.
 */
const PAGES = { ...base, brotliOptions: brotli(4) } satisfies FastifyCompressOptions;
/**
 * API answers, many per page and most small: brotli 2 and gzip 3. A 50-line cart list (34 kB) takes 0.09 ms
 * (brotli 2) and 0.07 ms (gzip 3) for 3.5 and 4.1 kB, against 0.18 and 0.17 ms at 4 and 6 for 5–12% fewer bytes.
 */
const API = { ...base, brotliOptions: brotli(2), zlibOptions: { level: 3 } } satisfies FastifyCompressOptions;

/**
 * Documents of megabytes that programs fetch (the sitemap's files, 5 MB for 50,000 goods): gzip 3 only. Brotli 4
 * took 82 ms to compress such a file and the crawler ~80 ms to decompress it; gzip 3 takes 9 ms for 2.7 times the
 * bytes (144 kB), and every crawler takes gzip. A route opts in with `compress: BULK_DOCUMENT`.
 */
export const BULK_DOCUMENT = {
  encodings: ['gzip', 'deflate'],
  zlibOptions: { level: 3 },
} satisfies FastifyCompressOptions;

/** Answers over 1 KB compressed, API and pages alike; scripts and stylesheets were compressed at build. */
export async function registerCompress(app: FastifyInstance): Promise<void> {
  // Runs before the plugin's own onRoute hook, which reads a route's `compress` (merged over the global one).
  app.addHook('onRoute', (route) => {
    if (route.compress === undefined && isApiPath(route.url)) route.compress = API;
  });
  await app.register(compress, { global: true, ...PAGES });
}
