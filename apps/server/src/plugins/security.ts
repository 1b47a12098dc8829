import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import compress from '@fastify/compress';
import type { Config } from '../config.ts';
import { isApiPath, routedPath } from './routed-path.ts';

/**
 * Browser features the store never uses (no camera, microphone, location, Payment Request, devices):
 * switched off for the site and every frame it embeds. Uploads are plain file inputs, which need none.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
  'browsing-topics',
]
  .map((feature) => `${feature}=()`)
  .join(', ');
export const HSTS = 'max-age=31536000; includeSubDomains';

/** Security headers with a CSP the built app passes: no inline scripts, no foreign resources. */
export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  const apiHosts = Object.values(config.API_HOSTS);
  const chatHost = config.CHAT_URL ? [new URL(config.CHAT_URL, 'http://localhost').origin] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // antd's CSS-in-JS writes <style> tags at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", ...apiHosts],
        frameSrc: ["'self'", ...chatHost],
        fontSrc: ["'self'", 'data:'],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // Set below, and only over https: on a developer's plain-http machine it would pin localhost to https.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    // request.protocol follows X-Forwarded-Proto only from a proxy TRUST_PROXY names.
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
  // Brotli's default quality (11) spends milliseconds per API answer; 4 compresses about as well as gzip, faster.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip', 'deflate'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}

/**
 * Rate limit per client IP. In memory for one process; Redis when REDIS_URL is set so several
 * processes share one budget (DESIGN "At scale").
 */
export async function registerRateLimit(app: FastifyInstance, config: Config): Promise<void> {
  let redis: Redis | undefined;
  if (config.REDIS_URL) {
    const { Redis } = await import('ioredis');
    redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
    app.addHook('onClose', async () => void redis?.disconnect());
  }
  await app.register(rateLimit, {
    global: true,
    max: config.RATE_LIMIT_MAX,
    timeWindow: config.RATE_LIMIT_WINDOW_MS,
    redis,
    // Static files are not worth a budget; only the API is limited, decided on the path the router
    // routes (a matched route's pattern, else the decoded path), so /%61pi/… counts as /api/….
    allowList: (request) => !isApiPath(routedPath(request)),
    errorResponseBuilder: (_request, context) => ({ statusCode: 429, retryAfter: context.after }),
  });
}
