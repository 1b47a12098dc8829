import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import zlib from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';

describe('serving the operator console under /admin', () => {
  let t: TestApp;
  const temp = mkdtempSync(path.join(tmpdir(), 'console-dist-'));
  const web = path.join(temp, 'web');
  const admin = path.join(temp, 'admin');
  beforeAll(async () => {
    for (const dist of [web, admin]) mkdirSync(path.join(dist, 'assets'), { recursive: true });
    writeFileSync(
      path.join(web, 'index.html'),
      '<!doctype html><html><head><!--site-config--></head><body>store</body></html>',
    );
    writeFileSync(path.join(admin, 'index.html'), '<!doctype html><html><body><div id="console"></div></body></html>');
    writeFileSync(path.join(admin, 'assets', 'index-abc123.js'), 'console.log(1);');
    writeFileSync(path.join(admin, 'assets', 'index-abc123.js.br'), zlib.brotliCompressSync('console.log(1);'));
    t = await createTestApp({ WEB_DIST: web, ADMIN_DIST: admin });
  });
  afterAll(async () => {
    await t.close();
    rmSync(temp, { recursive: true, force: true });
  });

  it('answers every console path with the console page, never the store page, not cached, with the CSP', async () => {
    for (const url of ['/admin', '/admin/', '/admin/login', '/admin/orders/12?tab=ship']) {
      const res = await t.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.body).toContain('<div id="console">');
    }
  });

  it('serves the console files with a year of cache for hashed assets', async () => {
    const res = await t.inject({ method: 'GET', url: '/admin/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log(1);');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The build's brotli copy, to a browser that takes it.
    const br = await t.inject({
      method: 'GET',
      url: '/admin/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe('console.log(1);');
  });

  it('leaves the store and the API where they were', async () => {
    expect((await t.inject({ method: 'GET', url: '/list' })).body).toContain('store');
    expect((await t.inject({ method: 'GET', url: '/administrator' })).body).toContain('store');
    const api = await t.inject({ method: 'GET', url: '/api/unknown' });
    expect(api.statusCode).toBe(404);
    expect(api.json().msg).toBe('接口不存在');
  });

  it('refuses a state-changing request to a console path with the 404 envelope', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/admin/login',
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe('接口不存在');
  });
});
