import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';

/** Answers over 1 KB compressed, API and static files alike. */
export async function registerCompress(app: FastifyInstance): Promise<void> {
  // Answers are compressed on every request, so a fast level: for a 50-line cart list (34 kB) brotli 2 takes
  // 0.09 ms for 3.5 kB and gzip 3 0.07 ms for 4.1 kB, against 0.18 ms (brotli 4) and 0.17 ms (gzip 6) for 5–12%
  // fewer bytes. Scripts and stylesheets are compressed at the top levels once, at build (precompressed-assets.ts).
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip', 'deflate'],
    // Up to 128 kB in one zlib call on this thread (~0.2 ms for a 35 kB cart list); the plugin's default on two
    // cores (8 kB) piped larger answers through a zlib stream, ~1 ms more CPU each (bench:orders' cart list).
    syncThreshold: 128 * 1024,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 2 } },
    zlibOptions: { level: 3 },
  });
}
