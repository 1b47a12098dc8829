import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { staticGraph } from './src/app/static-graph.ts';
import { themeCss, type DesignTokenOf } from './src/app/theme.ts';
import { zodWithoutEval } from '../../packages/shared/src/zod-without-eval.ts';
import { precompressedAssets } from '../../packages/shared/src/precompressed-assets.ts';

// The server (apps/server) serves dist/ and injects the site configuration into index.html;
// in `vite dev` the API is proxied to it, and the app fetches the configuration instead.
// React Router publishes its production build beside the development one but names only the development one in
// its exports (for every condition); its dev warnings cost a slow phone time on every render.
const reactRouterProduction = fileURLToPath(
  new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

/**
 * The theme's CSS variables, computed once here with antd's own algorithm (its CommonJS build loads in Node in
 * ~0.2 s; the whole of antd would take seconds): the page's first script no longer carries antd's theme code.
 */
const designTokenOf = (
  createRequire(import.meta.url)('antd/lib/theme') as { default: { getDesignToken: DesignTokenOf } }
).default.getDesignToken;
const STORE_THEME_CSS = themeCss(designTokenOf);

const ANTD_AND_HELPERS =
  /node_modules[\\/](antd|@ant-design|@rc-component|@babel[\\/]runtime|classnames|rc-[a-z-]+|throttle-debounce|dayjs|qs|zod)[\\/]/;

/**
 * What the home page's code imports beyond the first script (a goods card and its parts, money, the banner, the
 * countdown): the catalogue pages share it. Automatic splitting cut it into ~15 files of 1–10 kB, each
 * a request a phone made before the page could be used. Read from the sources, so it follows the code; it holds no
 * antd, since the home page's code holds none (app/page-imports.test.ts).
 */
const SRC = fileURLToPath(new URL('./src/', import.meta.url));
const entryGraph = staticGraph(resolve(SRC, 'main.tsx'));
const homeGraph = staticGraph(resolve(SRC, 'features/home/home-page.tsx'));
const CATALOGUE_COMMON = new Set(
  [...homeGraph.keys()].filter((file) => !entryGraph.has(file) && !file.includes('/features/home/')),
);

/**
 * antd's form context (which every Input reads) imports rc-form's provider from rc-form's index, whose top level
 * assembles the whole form library (Form.Field = Field, …), so every page carried rc-form and its validator
 * (~40 kB raw) before showing a form. The provider lives alone in FormContext.js: point that one import at it.
 */
const formProviderAlone: Plugin = {
  name: 'store:antd-form-provider-alone',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source !== '@rc-component/form' || !importer || !/antd[\\/]es[\\/]form[\\/]context\.js$/.test(importer))
      return null;
    return this.resolve('@rc-component/form/es/FormContext.js', importer, { skipSelf: true });
  },
};

export default defineConfig(({ isSsrBuild, command }) => ({
  // The server renderer's bundle is read by Node, never sent: nothing to compress there.
  plugins: [react(), formProviderAlone, zodWithoutEval, ...(isSsrBuild ? [] : [precompressedAssets()])],
  define: {
    __STORE_THEME_CSS__: JSON.stringify(STORE_THEME_CSS),
    // The server renderer is one production bundle: React's development build stays out of it.
    ...(isSsrBuild ? { 'process.env.NODE_ENV': '"production"' } : {}),
  },
  // The server renderer (src/entry-server.tsx → dist-ssr/, ADR 008) is one file with its libraries inside:
  // antd's ES build cannot be imported by Node from node_modules, and one file loads fast.
  ssr: { noExternal: true, target: 'node' },
  // Libraries' CommonJS entries (no tree shaking: the whole icon set) stay out of the server renderer's bundle.
  resolve: {
    ...(isSsrBuild ? { mainFields: ['module', 'main'] } : {}),
    alias: [
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
      // Its "node" export is the CommonJS build of every icon; the ES build lets unused icons drop out.
      ...(isSsrBuild ? [{ find: /^@ant-design\/icons$/, replacement: '@ant-design/icons/es/index' }] : []),
    ],
  },
  build: isSsrBuild
    ? { outDir: 'dist-ssr', emptyOutDir: true, sourcemap: true, rolldownOptions: { output: { codeSplitting: false } } }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        // .vite/manifest.json: which stylesheets a page's chunks need, linked by the server renderer.
        manifest: true,
        assetsDir: 'assets',
        sourcemap: false,
        rolldownOptions: {
          output: {
            // React, the router and TanStack Query change rarely: one long-cached vendor file.
            // antd stays split by use, so the home page does not download the forms and tables of other pages.
            codeSplitting: {
              groups: [
                {
                  name: 'react-vendor',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/,
                  priority: 10,
                },
                // antd's modules that most pages share (config, theme, buttons, popups) in one file instead of
                // ~40 small ones: on slow 4G over HTTP/1.1 each file waits for one of six connections.
                {
                  name: 'antd-shared',
                  test: ANTD_AND_HELPERS,
                  minShareCount: 25,
                  priority: 5,
                },
                // What the entry imports beyond React (the header, the API client, the session; no antd nor its
                // icons: app/page-imports.test.ts) in one file instead of ~25 of 1–10 kB: each file is a round trip
                // on a slow phone.
                { name: 'app-shell', tags: ['$initial'], priority: 4 },
                // Below the shell's group, so the shell's modules stay in the first script and only the rest of the
                // home page's imports (with their libraries: embla) come here.
                {
                  name: 'catalogue-common',
                  test: (id: string) => CATALOGUE_COMMON.has(id.split('?')[0]!),
                  priority: 3,
                },
              ],
            },
          },
        },
      },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://127.0.0.1:8080', changeOrigin: false } },
  },
}));
