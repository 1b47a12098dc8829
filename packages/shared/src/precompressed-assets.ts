import zlib from 'node:zlib';
import { compression } from 'vite-plugin-compression2';

/**
 * A Vite plugin for the browser builds (the store and the console): every script, stylesheet and SVG over 1 kB
 * is written beside itself compressed once, at the highest levels (`.br` at quality 11, `.gz` at level 9), and
 * the server sends those files as they are (@fastify/static `preCompressed`).
 * Compressing at each request cost the store ~25 ms of CPU per new visitor of the home page (brotli 4 over its
 * ~0.9 MB of scripts) and sent 14% more bytes than quality 11 (650 kB against 758 kB for all the store's assets),
 * which a phone on a slow line waits for. index.html is left out: the server writes into it before sending it.
 */
export const precompressedAssets = () =>
  compression({
    include: /\.(js|css|svg)$/,
    threshold: 1024,
    algorithms: [
      ['brotliCompress', { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }],
      ['gzip', { level: 9 }],
    ],
    logLevel: 'silent',
  });
