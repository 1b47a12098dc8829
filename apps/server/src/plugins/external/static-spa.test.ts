import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import zlib from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';

const SCRIPT = `export const words = ${JSON.stringify('阿莫西林胶囊 '.repeat(500))};`;

describe('serving the built web app', () => {
  let t: TestApp;
  const dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  beforeAll(async () => {
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><!--site-config--></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
    // As the build leaves a script (precompressed-assets.ts): beside itself as .br and .gz.
    writeFileSync(path.join(dist, 'assets', 'app-def456.js'), SCRIPT);
    writeFileSync(path.join(dist, 'assets', 'app-def456.js.br'), zlib.brotliCompressSync(SCRIPT));
    writeFileSync(path.join(dist, 'assets', 'app-def456.js.gz'), zlib.gzipSync(SCRIPT));
    t = await createTestApp({ WEB_DIST: dist, SITE_TITLE: '测试商城</script>' });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers any non-API path with index.html (history routing), not cached', async () => {
    for (const url of ['/', '/list/info/3', '/some/unknown/page']) {
      const res = await t.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('puts the site configuration into index.html as a JSON block that cannot close the tag', async () => {
    const res = await t.inject({ method: 'GET', url: '/' });
    const json = /<script type="application\/json" id="site-config">(.*?)<\/script>/.exec(res.body)?.[1];
    expect(JSON.parse(json!).site_title).toBe('测试商城</script>');
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const res = await t.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(['br', 'gzip']).toContain(res.headers['content-encoding']);
  });

  it('sends the compressed copies the build wrote as they are, and the file itself to a client that takes neither', async () => {
    for (const [accepted, encoding, decode] of [
      ['br, gzip', 'br', zlib.brotliDecompressSync],
      ['gzip', 'gzip', zlib.gunzipSync],
    ] as const) {
      const res = await t.inject({
        method: 'GET',
        url: '/assets/app-def456.js',
        headers: { 'accept-encoding': accepted },
      });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toContain('javascript');
      expect(res.headers.vary).toContain('accept-encoding');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      // The very bytes the build wrote: quality 11 from the build, not the compress plugin's quality 4 again.
      const written = encoding === 'br' ? zlib.brotliCompressSync(SCRIPT) : zlib.gzipSync(SCRIPT);
      expect(res.rawPayload.equals(written)).toBe(true);
      expect(decode(res.rawPayload).toString()).toBe(SCRIPT);
    }
    const plain = await t.inject({
      method: 'GET',
      url: '/assets/app-def456.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('serves a rebuilt index.html without a restart', async () => {
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><!--site-config--></head><body><div id="root" data-build="2"></div></body></html>',
    );
    utimesSync(path.join(dist, 'index.html'), new Date(), new Date(Date.now() + 5_000));
    expect((await t.inject({ method: 'GET', url: '/list' })).body).toContain('data-build="2"');
  });

  it('still answers unknown API paths with the 404 envelope', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/unknown' });
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe('接口不存在');
  });
});
