import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../../config.ts';
import { ENTRY_LOADER_CSP_SOURCE } from '../app/entry-loader.ts';

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
/** Where 腾讯云天御's widget loads from (TJCaptcha.js and what it fetches). */
export const TENCENT_CAPTCHA_HOSTS = [
  'https://turing.captcha.qcloud.com',
  'https://turing.captcha.gtimg.com',
  'https://captcha.gtimg.com',
];

/**
 * Security headers with a CSP the built app passes: no inline scripts but the page loader, no foreign resources.
 * helmet's middleware is built once here and run on every request: @fastify/helmet built it again for
 * each request (parsing the CSP directives every time, 11% of the store's CPU on the anonymous goods
 * list at 50 connections). The headers are the same.
 */
export async function registerHelmet(app: FastifyInstance, config: Config): Promise<void> {
  const apiHosts = [...Object.values(config.API_HOSTS), ...Object.values(config.ACTIVITY_HOSTS)];
  const chatHost = [config.CHAT_URL, ...Object.values(config.CHAT_HOSTS)]
    .filter(Boolean)
    .map((url) => new URL(url, 'http://localhost').origin);
  // 腾讯云天御's widget: its script, its frame, its pictures and its calls home (only when it is the captcha).
  const captchaHosts = config.CAPTCHA_PROVIDER === 'tencent' ? TENCENT_CAPTCHA_HOSTS : [];
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The one inline script: the loader of a rendered page's code (plugins/app/entry-loader.ts).
        scriptSrc: ["'self'", ENTRY_LOADER_CSP_SOURCE, ...captchaHosts],
        // antd's CSS-in-JS writes <style> tags at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...captchaHosts],
        connectSrc: ["'self'", ...apiHosts, ...captchaHosts],
        frameSrc: ["'self'", ...chatHost, ...captchaHosts],
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
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    // request.protocol follows X-Forwarded-Proto only from a proxy TRUST_PROXY names.
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    // helmet sets its headers on the raw response and calls back at once (it throws rather than pass errors).
    securityHeaders(request.raw, reply.raw, () => done());
  });
}
