import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import type { Config } from '../../config.ts';

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
export async function registerHelmet(app: FastifyInstance, config: Config): Promise<void> {
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
}
