import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { VisitorPages } from './page-render.ts';

const request = (method: string, url: string) => ({ method, url }) as FastifyRequest;

/** One kept page, as a visitor's render leaves it. */
function withOnePage(): VisitorPages {
  const kept = new VisitorPages();
  kept.pages.set('desktop /', { at: Date.now(), template: '', answer: Promise.resolve({ kind: 'client' }) });
  return kept;
}

describe("visitors' kept pages", () => {
  it('are emptied by a write in the console', () => {
    for (const [method, url] of [
      ['POST', '/api/admin/ads'],
      ['PUT', '/api/admin/goods/3?x=1'],
      ['DELETE', '/api/admin/floors/2'],
    ] as const) {
      const kept = withOnePage();
      kept.forgetAfter(request(method, url));
      expect(kept.pages.size, `${method} ${url}`).toBe(0);
    }
  });

  it("stay after the console's reads and after buyers' writes", () => {
    for (const [method, url] of [
      ['GET', '/api/admin/ads'],
      ['POST', '/api/cart'],
      ['POST', '/api/order'],
      ['POST', '/api/administrator'],
    ] as const) {
      const kept = withOnePage();
      kept.forgetAfter(request(method, url));
      expect(kept.pages.size, `${method} ${url}`).toBe(1);
    }
  });
});
