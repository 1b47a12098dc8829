import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { zodWithoutEval } from '../../packages/shared/src/zod-without-eval.ts';
import { precompressedAssets } from '../../packages/shared/src/precompressed-assets.ts';

// The operator console: built to dist/ and served by apps/server under /admin (plugins/external/admin-static.ts),
// with its own index.html and no server rendering. In `vite dev` the API is proxied to the server.
// React Router names only its development build in its exports; the production one sits beside it.
const reactRouterProduction = fileURLToPath(
  new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

export default defineConfig(({ command }) => ({
  base: '/admin/',
  plugins: [react(), zodWithoutEval, precompressedAssets()],
  resolve: {
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    sourcemap: false,
    // The dashboard's chart (echarts core with bars, lines, axes, legend and tooltip: 540 kB, 185 kB gzip) is
    // the one chunk past Vite's 500 kB: loaded lazily by the dashboard alone, so the warning says nothing new.
    chunkSizeWarningLimit: 600,
  },
  server: {
    port: 5174,
    proxy: { '/api': { target: 'http://127.0.0.1:8080', changeOrigin: false } },
  },
}));
