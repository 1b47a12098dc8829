import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { isConsoleWrite, VisitorPages } from './page-render.ts';

const request = (method: string, url: string) => ({ method, url }) as FastifyRequest;

describe("visitors' kept pages", () => {
  it('are forgotten all at once', () => {
    const kept = new VisitorPages();
    kept.pages.set('desktop /', { at: Date.now(), template: '', answer: Promise.resolve({ kind: 'client' }) });
    kept.forget();
    expect(kept.pages.size).toBe(0);
  });

  it('follow a write in the console', () => {
    for (const [method, url] of [
      ['POST', '/api/admin/ads'],
      ['PUT', '/api/admin/goods/3?x=1'],
      ['DELETE', '/api/admin/floors/2'],
    ] as const)
      expect(isConsoleWrite(request(method, url)), `${method} ${url}`).toBe(true);
  });

  it("stay after the console's reads and after buyers' writes", () => {
    for (const [method, url] of [
      ['GET', '/api/admin/ads'],
      ['POST', '/api/cart'],
      ['POST', '/api/order'],
      ['POST', '/api/administrator'],
    ] as const)
      expect(isConsoleWrite(request(method, url)), `${method} ${url}`).toBe(false);
  });
});
