// The server compiled ahead of time, so `npm start` runs plain JavaScript instead of loading a TypeScript
// loader and compiling ~300 files at every start. esbuild bundles apps/server/src, packages/shared and the
// packages the start path imports (Fastify and its plugins, zod, drizzle-orm, ...) into apps/server/dist
// (ES modules, source maps): Node then reads a few chunks instead of resolving, reading and lexing
// ~700 files of node_modules one by one. EXTERNAL names what stays in node_modules.
import { readdirSync, rmSync, utimesSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { whyBuild } from './stale-build.mjs';

/** What the bundle is made of, compared by mtime with the built main.js. */
export const SERVER_INPUTS = [
  'apps/server/src',
  'apps/server/package.json',
  'apps/server/tsconfig.json',
  'packages/shared/src',
  'packages/shared/package.json',
  'tsconfig.base.json',
  'scripts/server-build.mjs',
  // The bundle holds code from node_modules: an `npm ci` after a dependency changed rebuilds it.
  'package-lock.json',
];

/**
 * Packages Node loads from node_modules, outside the bundle. Each finds files beside its own code
 * (PGlite its wasm and data through import.meta.url, piscina its worker entry, pdfkit its
 * fonts, swagger-ui its static files, ioredis its package.json) or is imported only lazily, on a
 * path a start never takes (a gateway, a driver, the first upload): bundling those would gain nothing.
 * Every other bare import is bundled; drizzle-orm's lazily imported drivers too, so one copy of it runs.
 * (pino, bundled with Fastify, would look for its transport worker beside the bundle: the server logs to
 * stdout without a transport; one would have to join this list.)
 */
export const EXTERNAL = [
  // Loaded only with STORAGE=s3 (lib/storage.ts): ~0.5 s of loading a store on local disk never pays.
  '@aws-sdk/client-s3',
  '@electric-sql/pglite',
  // Its `await import('cookie')` of a CommonJS package came out of the bundle without the named exports it
  // calls (stringifySetCookie): every login answered 500.
  '@fastify/cookie',
  '@fastify/swagger',
  '@fastify/swagger-ui',
  'alipay-sdk',
  'file-type',
  'ioredis',
  'pdfkit',
  'pg',
  'piscina',
  'tencentcloud-sdk-nodejs-common',
  'tencentcloud-sdk-nodejs-sms',
];

const packageOf = (path) =>
  path
    .split('/')
    .slice(0, path.startsWith('@') ? 2 : 1)
    .join('/');

export const SERVER_DIST = 'apps/server/dist';
export const SERVER_MAIN = `${SERVER_DIST}/main.js`;

/** Why the server must be built now, or undefined when apps/server/dist is up to date. */
export const whyBuildServer = (root) =>
  whyBuild(root, { output: SERVER_MAIN, inputs: SERVER_INPUTS, name: 'apps/server/dist' });

/**
 * A module that reads files beside itself (`new URL('./migrations', import.meta.url)`: the migrations,
 * the upload worker, the seed's catalogue) must find them in src/, not beside the bundle: each such
 * module's `import.meta.url` becomes its source file's URL, written relative to the bundle so a moved
 * checkout still works. Bare imports are bundled, except Node's own modules and EXTERNAL.
 */
const serverSources = (outdir) => ({
  name: 'server-sources',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.kind !== 'entry-point' && EXTERNAL.includes(packageOf(args.path)) ? { external: true } : undefined,
    );
    build.onLoad({ filter: /\.ts$/ }, async (args) => {
      const text = await readFile(args.path, 'utf8');
      if (!text.includes('import.meta.url')) return { contents: text, loader: 'ts' };
      const source = relative(outdir, args.path).split(sep).join('/');
      const ownUrl = `new URL(${JSON.stringify(source)}, import.meta.url).href`;
      return { contents: text.replaceAll('import.meta.url', ownUrl), loader: 'ts' };
    });
  },
});

/**
 * Bundles apps/server/src/main.ts into `outdir` (default apps/server/dist): main.js plus the chunks of
 * what main.ts imports lazily. Files of earlier builds are removed only after the new ones are written,
 * so a process starting meanwhile never finds the folder empty.
 */
export async function buildServer(root, { outdir = join(root, SERVER_DIST) } = {}) {
  const { build } = await import('esbuild'); // a devDependency, needed only when building
  const startedAt = new Date();
  const result = await build({
    entryPoints: { main: join(root, 'apps/server/src/main.ts') },
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    sourcemap: true,
    // Names kept (stack traces and logs stay readable; the map leads to the sources anyway); whitespace and
    // syntax minified: a third less for every start to parse and compile (bench/startup.mjs).
    minifyWhitespace: true,
    minifySyntax: true,
    sourcesContent: false, // the sources are in the checkout; the map stays small to parse
    // Chunks beside main.js, so every output file is as far from src/ as the paths written above.
    chunkNames: '[name]-[hash]',
    metafile: true,
    logLevel: 'error',
    // Bundled CommonJS calls require(): ES modules have none, so each chunk makes its own.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    plugins: [serverSources(outdir)],
  });
  const written = new Set(Object.keys(result.metafile.outputs).map((file) => resolve(file)));
  for (const entry of readdirSync(outdir, { recursive: true, withFileTypes: true })) {
    const file = join(entry.parentPath ?? entry.path, entry.name);
    if (entry.isFile() && !written.has(file)) rmSync(file);
  }
  // Stamped with the build's start: a source saved while esbuild ran stays newer than the output.
  const main = join(outdir, 'main.js');
  utimesSync(main, startedAt, startedAt);
  return main;
}
