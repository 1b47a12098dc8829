import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Msg } from '@store/shared/codes';
import { forbidden } from '../lib/errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for state-changing browser requests. A request is accepted when
 * - it carries a Bearer token (no ambient cookie authority: not a browser session), or
 * - its Origin (or Referer) is the site itself or an allowed origin, or
 * - it has no Origin/Referer but sends `X-Requested-With` (a header a cross-site form cannot set), or
 * - it is a payment gateway's notification (`/api/pay/notify/...`): server to server, no cookies, and
 *   trusted only through the gateway's signature, which the handler verifies.
 * An Origin that is present and foreign is always refused.
 */
export function registerCsrf(app: FastifyInstance, allowedOrigins: string[]): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    if (request.headers.authorization?.startsWith('Bearer ')) return;
    if (request.url.startsWith('/api/pay/notify/')) return;
    const origin = originOf(request);
    if (origin) {
      if (origin === selfOrigin(request) || allowedOrigins.includes(origin)) return;
      throw forbidden(Msg.CSRF_REFUSED);
    }
    if (request.headers['x-requested-with'] === 'XMLHttpRequest') return;
    throw forbidden(Msg.CSRF_REFUSED);
  });
}

function originOf(request: FastifyRequest): string | undefined {
  const origin = request.headers.origin;
  if (origin && origin !== 'null') return origin;
  const referer = request.headers.referer;
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return 'invalid';
  }
}

const selfOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;
