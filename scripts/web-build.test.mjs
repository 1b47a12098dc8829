import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { whyBuildWeb } from './web-build.mjs';

describe('npm start builds the web app only when it is stale', () => {
  let root;
  const BUILT_AT = new Date('2026-01-01T10:00:00Z');
  const before = new Date(BUILT_AT.getTime() - 60_000);
  const after = new Date(BUILT_AT.getTime() + 60_000);
  const file = (path, time) => {
    const full = join(root, path);
    mkdirSync(dirname(full), { recursive: true });
    writeFileSync(full, '');
    utimesSync(full, time, time);
  };

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'web-build-'));
    file('apps/web/src/features/cart/cart-page.tsx', before);
    file('apps/web/index.html', before);
    file('apps/web/vite.config.ts', before);
    file('packages/shared/src/codes.ts', before);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('builds when apps/web/dist was never built', () => {
    expect(whyBuildWeb(root)).toBe('apps/web/dist is missing');
  });

  it('does not build when every source is older than the build', () => {
    file('apps/web/dist/index.html', BUILT_AT);
    expect(whyBuildWeb(root)).toBeUndefined();
  });

  it('builds after a pull changed a page, naming the file', () => {
    file('apps/web/dist/index.html', BUILT_AT);
    file('apps/web/src/features/cart/cart-page.tsx', after);
    expect(whyBuildWeb(root)).toBe('apps/web/src/features/cart/cart-page.tsx is newer than apps/web/dist');
  });

  it('builds after a shared schema or rule changed', () => {
    file('apps/web/dist/index.html', BUILT_AT);
    file('packages/shared/src/codes.ts', after);
    expect(whyBuildWeb(root)).toBe('packages/shared/src/codes.ts is newer than apps/web/dist');
  });

  it('builds after the page shell, a public file or the Vite config changed', () => {
    file('apps/web/dist/index.html', BUILT_AT);
    for (const path of ['apps/web/index.html', 'apps/web/public/manifest.webmanifest', 'apps/web/vite.config.ts']) {
      file(path, after);
      expect(whyBuildWeb(root)).toBe(`${path} is newer than apps/web/dist`);
      file(path, before);
    }
  });

  it('ignores files outside the web inputs, such as a node_modules folder or the server', () => {
    file('apps/web/dist/index.html', BUILT_AT);
    file('apps/web/src/node_modules/x/index.js', after);
    file('apps/server/src/main.ts', after);
    expect(whyBuildWeb(root)).toBeUndefined();
  });
});
