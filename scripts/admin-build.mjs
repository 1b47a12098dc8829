// When `npm start` must build the operator console: never built, or a file its build reads changed since.
import { whyBuild } from './stale-build.mjs';

/** What the console's build reads; compared by mtime with the built index.html. */
export const ADMIN_INPUTS = [
  'apps/admin/src',
  'apps/admin/index.html',
  'apps/admin/package.json',
  'apps/admin/vite.config.ts',
  'packages/shared/src',
];

export const ADMIN_INDEX = 'apps/admin/dist/index.html';

/** Why the console must be built now, or undefined when apps/admin/dist is up to date. */
export const whyBuildAdmin = (root) =>
  whyBuild(root, { output: ADMIN_INDEX, inputs: ADMIN_INPUTS, name: 'apps/admin/dist' });
