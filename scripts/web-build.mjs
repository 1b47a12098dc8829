// When `npm start` must build the web app: never built, or a file the build reads changed since.
import { whyBuild } from './stale-build.mjs';

/** What the web build reads; compared by mtime with the built index.html. */
export const WEB_INPUTS = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/package.json',
  'apps/web/vite.config.ts',
  'apps/web/vite.config.js',
  'apps/web/vite.config.mjs',
  'packages/shared/src',
];

export const WEB_INDEX = 'apps/web/dist/index.html';

/** Why the web app must be built now, or undefined when apps/web/dist is up to date. */
export const whyBuildWeb = (root) => whyBuild(root, { output: WEB_INDEX, inputs: WEB_INPUTS, name: 'apps/web/dist' });
