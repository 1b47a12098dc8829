import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deferEntryScript, ENTRY_LOADER_CSP_SOURCE } from './entry-loader.ts';

const BUILT = `<!doctype html>
<html lang="zh-CN">
  <head>
    <title>医药采购商城</title>
    <script type="module" crossorigin src="/assets/index-Ab1.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-C2.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('a rendered page’s code loader', () => {
  const page = deferEntryScript(BUILT);

  it('leaves no module script in the head, only the entry’s address', () => {
    expect(page).not.toContain('<script type="module"');
    expect(page).toContain('<meta name="store-entry" content="/assets/index-Ab1.js" />');
  });

  it('is the last thing in the body, allowed by the CSP’s hash of it', () => {
    const loader = /<script>(.*?)<\/script>\s*<\/body>/s.exec(page);
    expect(loader).not.toBeNull();
    // What the browser hashes: the script element's text, exactly.
    expect(ENTRY_LOADER_CSP_SOURCE).toBe(`'sha256-${createHash('sha256').update(loader![1]!).digest('base64')}'`);
  });

  it('refuses an index.html whose entry it cannot find', () => {
    expect(() => deferEntryScript(BUILT.replace(' crossorigin src', ' src'))).toThrow(/no entry/);
  });
});
