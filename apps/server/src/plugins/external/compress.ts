import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';

/** Answers over 1 KB compressed, API and static files alike. */
export async function registerCompress(app: FastifyInstance): Promise<void> {
  // Brotli's default quality (11) spends milliseconds per API answer; 4 compresses about as well as gzip, faster.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip', 'deflate'],
    // Up to 128 kB in one zlib call on this thread (~0.2 ms for a 35 kB cart list); the plugin's default on two
    // cores (8 kB) piped larger answers through a zlib stream, ~1 ms more CPU each (bench:orders' cart list).
    syncThreshold: 128 * 1024,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
