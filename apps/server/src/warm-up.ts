import type { FastifyInstance } from 'fastify';

/** Anonymous reads every buyer's session starts with: the store's first page, its list and the search box. */
const FIRST_READS = [
  '/api/health',
  `/api/goods/search?type=0&keywords=${encodeURIComponent('感冒')}`,
  '/api/goods/search?type=1&keywords=hz',
  '/api/goods/list?page=1',
];

/**
 * What a new process asks itself before it listens (main.ts), so that the first buyer after a start or a rolling
 * restart does not wait for it: the request path compiled (hooks, validation, serialisers), the pool's first
 * connection opened, and the search's and the list's statements run once. bench:scale's first suggestion after a
 * start was 80–130 ms without it. A read that fails here is logged and the start goes on: the store's own checks
 * (migrations, /api/ready) say whether it can serve.
 */
export async function warmUp(app: FastifyInstance): Promise<void> {
  for (const url of FIRST_READS) {
    const res = await app.inject({ method: 'GET', url, headers: { 'x-requested-with': 'XMLHttpRequest' } });
    if (res.statusCode !== 200) app.log.warn({ url, status: res.statusCode }, 'warm-up read failed');
  }
}
