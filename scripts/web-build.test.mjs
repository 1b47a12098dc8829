import { expect, it } from 'vitest';
import { after, describeStaleBuild } from './stale-build-cases.mjs';
import { whyBuildWeb } from './web-build.mjs';

describeStaleBuild(
  'npm start builds the web app only when it is stale',
  {
    why: whyBuildWeb,
    output: 'apps/web/dist/index.html',
    name: 'apps/web/dist',
    sources: [
      'apps/web/src/features/cart/cart-page.tsx',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'packages/shared/src/codes.ts',
    ],
  },
  ({ file, why, built, expectStaleBecause }) => {
    it('builds after a pull changed a page, naming the file', () => {
      built();
      expectStaleBecause('apps/web/src/features/cart/cart-page.tsx');
    });

    it('builds after a shared schema or rule changed', () => {
      built();
      expectStaleBecause('packages/shared/src/codes.ts');
    });

    it('builds after the page shell, a public file or the Vite config changed', () => {
      built();
      for (const path of ['apps/web/index.html', 'apps/web/public/manifest.webmanifest', 'apps/web/vite.config.ts']) {
        expectStaleBecause(path);
      }
    });

    it('ignores files outside the web inputs, such as a node_modules folder or the server', () => {
      built();
      file('apps/web/src/node_modules/x/index.js', after);
      file('apps/server/src/main.ts', after);
      expect(why()).toBeUndefined();
    });
  },
);
