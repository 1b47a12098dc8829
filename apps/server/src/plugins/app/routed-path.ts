import type { FastifyRequest } from 'fastify';

/**
 * The path a request is decided on, as the router sees it: the matched route's pattern
 * ('/api/user/updateUserInfo' for `/%61pi/user/updateUserInfo`), or, when no route matched, the
 * percent-decoded path with repeated slashes collapsed and in lower case. Security decisions
 * (CSRF, rate limit) read this, never the raw URL, so an odd spelling cannot reach a route that a
 * check on the raw URL would have missed.
 */
export function routedPath(request: FastifyRequest): string {
  const pattern = request.routeOptions.url;
  // A wildcard route (the web app's static files) says nothing about the path: read the path itself.
  return pattern && !pattern.includes('*') ? pattern : normalisedPath(request.url);
}

export function normalisedPath(url: string): string {
  let path = url.split(/[?#]/, 1)[0] ?? '';
  // Decode until stable, so %2561 (an encoded %61) is read as the router would read its decoding.
  for (let i = 0; i < 3; i++) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      break;
    }
    if (decoded === path) break;
    path = decoded;
  }
  return path.replace(/\/{2,}/g, '/').toLowerCase();
}

export const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');
