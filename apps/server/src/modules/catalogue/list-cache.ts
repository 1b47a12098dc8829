import { createHash } from 'node:crypto';
import zlib from 'node:zlib';

type Encoding = 'br' | 'gzip';
type Entry = { body: string; etag: string; storedAt: number; encoded: Partial<Record<Encoding, Buffer>> };

/** Bodies under this many bytes go out as they are (the compress plugin's threshold too). */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * The encoding a cached body is sent in for this Accept-Encoding: br, else gzip, else none. A coding
 * with q=0 is refused by the client and never chosen.
 */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q === undefined || Number(q.slice(2)) > 0) accepted.add(name.trim());
  }
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : undefined;
}

/**
 * The entry's body compressed once per encoding and kept with it: a browser's list request from the
 * cache costs no compression (the compress plugin compressed the same body again on every request).
 */
export function encodedBody(entry: Entry, encoding: Encoding): Buffer {
  const done = entry.encoded[encoding];
  if (done) return done;
  const compressed =
    encoding === 'br'
      ? zlib.brotliCompressSync(entry.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } })
      : zlib.gzipSync(entry.body);
  entry.encoded[encoding] = compressed;
  return compressed;
}

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

  /** Empties the cache (a change announced: lib/store-changes.ts). */
  forget(): void {
    this.entries.clear();
  }

  set(key: string, body: string): Entry {
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    const entry: Entry = { body, etag: etagOf(body), storedAt: this.now(), encoded: {} };
    if (this.ttlMs > 0) this.entries.set(key, entry);
    return entry;
  }
}

export const etagOf = (body: string) => `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;

/** Cache-Control of the goods list: shared caches may keep the anonymous list briefly; a buyer's never. */
export const ANONYMOUS_LIST_CACHE = 'public, max-age=10';
export const BUYER_LIST_CACHE = 'private, no-cache';
