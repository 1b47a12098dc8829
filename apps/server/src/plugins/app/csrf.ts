import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RequestRefusal } from '@store/shared/codes';
import { AppError } from '../../lib/errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * false: this route takes state-changing requests from other sites (server-to-server callbacks).
     * 'always': a GET that changes state (the spec's GET /api/draw) is checked like a POST.
     */
    csrf?: boolean | 'always';
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/**
 * Payment gateways' notifications: server to server, no cookies, and trusted only through the
 * gateway's signature, which the handler verifies. Matched on the route the router chose (its
 * pattern), not on the URL as sent; a route may also opt out itself with `config: { csrf: false }`.
 */
const GATEWAY_NOTIFICATION_ROUTE = /^\/api\/pay\/notify\/:/;

/**
 * CSRF defence for state-changing browser requests, on every path and every route, matched or not.
 * A request is accepted when
 * - it carries a Bearer token (no ambient cookie authority: not a browser session), or
 * - its Origin (or Referer) is the site itself or an allowed origin, or
 * - it has no Origin/Referer but sends `X-Requested-With` (a header a cross-site form cannot set), or
 * - the route it was routed to opts out (a payment gateway's notification).
 * An Origin that is present and foreign is always refused.
 */
export function registerCsrf(app: FastifyInstance, allowedOrigins: string[]): void {
  app.addHook('onRequest', async (request) => {
    if ((SAFE_METHODS.has(request.method) && request.routeOptions.config?.csrf !== 'always') || optsOut(request))
      return;
    if (request.headers.authorization?.startsWith('Bearer ')) return;
    const origin = originOf(request);
    if (origin) {
      if (origin === selfOrigin(request) || allowedOrigins.includes(origin)) return;
      throw new AppError(RequestRefusal.CSRF_REFUSED);
    }
    if (request.headers['x-requested-with'] === 'XMLHttpRequest') return;
    throw new AppError(RequestRefusal.CSRF_REFUSED);
  });
}

function optsOut(request: FastifyRequest): boolean {
  const route = request.routeOptions;
  if (route.url === undefined) return false;
  return route.config.csrf === false || GATEWAY_NOTIFICATION_ROUTE.test(route.url);
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
