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
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
