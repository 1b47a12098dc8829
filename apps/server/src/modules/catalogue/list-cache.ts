import { createHash } from 'node:crypto';

type Entry = { body: string; etag: string; storedAt: number };

/**
 * The goods list as anonymous visitors see it, kept per process for `ttlMs` by query string. Every
 * anonymous visitor sees the same list (prices hidden behind 登录可见), so one answer serves them all; a
 * logged-in buyer's list depends on who they are and is never cached. The ETag is a hash of the body
 * itself, so it changes exactly when what a visitor sees changes (stock, price, listing), and a
 * revalidation answers 304 from memory. A write shows here at most `ttlMs` later, and in a shared
 * cache at most max-age later.
 */
export class AnonymousListCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs = 1_000,
    private readonly maxEntries = 1_000,
    private readonly now = () => performance.now(),
  ) {}

  get(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.now() - entry.storedAt < this.ttlMs) return entry;
    this.entries.delete(key);
    return undefined;
  }

  set(key: string, body: string): Entry {
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    const entry = { body, etag: etagOf(body), storedAt: this.now() };
    if (this.ttlMs > 0) this.entries.set(key, entry);
    return entry;
  }
}

export const etagOf = (body: string) => `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;

/** Cache-Control of the goods list: shared caches may keep the anonymous list briefly; a buyer's never. */
export const ANONYMOUS_LIST_CACHE = 'public, max-age=10';
export const BUYER_LIST_CACHE = 'private, no-cache';
