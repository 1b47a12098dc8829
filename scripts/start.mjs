#!/usr/bin/env node
// `npm start`: build the web app, the operator console and the server when one was never built or its
// sources changed since its last build, then run the built server (apps/server/dist/main.js) in THIS process (so SIGTERM/SIGINT
// reach the server's own graceful shutdown; no wrapper process in between).
// The server reads its settings from the environment (apps/server/src/config.ts; see README):
// PORT, HOST, DATA_DIR, DATABASE_URL, ... Relative paths are relative to the repository root.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { WEB_INDEX, whyBuildWeb } from './web-build.mjs';
import { ADMIN_INDEX, whyBuildAdmin } from './admin-build.mjs';
import { buildServer, SERVER_MAIN, whyBuildServer } from './server-build.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);

const webIndex = join(root, WEB_INDEX);
// WEB_DIST empty = API only: nothing to build.
const why = process.env.WEB_DIST === '' ? undefined : whyBuildWeb(root);
if (why) {
  console.log(`[start] ${why}: building the web app (npm run build -w @store/web)…`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  // A production build whatever this process runs as: under NODE_ENV=test (the e2e suite starts the store)
  // Vite built React's development JSX, which the server renderer's production React cannot run.
  const env = { ...process.env, NODE_ENV: 'production' };
  const r = spawnSync(npm, ['run', 'build', '-w', '@store/web'], { stdio: 'inherit', env });
  if (r.status !== 0 || !existsSync(webIndex)) {
    console.error(`[start] the web build failed (exit ${r.status ?? r.signal}); see the output above.`);
    process.exit(1);
  }
}

// ADMIN_DIST empty = no console: nothing to build.
const whyAdmin = process.env.ADMIN_DIST === '' ? undefined : whyBuildAdmin(root);
if (whyAdmin) {
  console.log(`[start] ${whyAdmin}: building the operator console (npm run build -w @store/admin)…`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const env = { ...process.env, NODE_ENV: 'production' };
  const r = spawnSync(npm, ['run', 'build', '-w', '@store/admin'], { stdio: 'inherit', env });
  if (r.status !== 0 || !existsSync(join(root, ADMIN_INDEX))) {
    console.error(`[start] the console build failed (exit ${r.status ?? r.signal}); see the output above.`);
    process.exit(1);
  }
}

const whyServer = whyBuildServer(root);
if (whyServer) {
  console.log(`[start] ${whyServer}: building the server (esbuild)…`);
  const t0 = performance.now();
  try {
    await buildServer(root);
  } catch (error) {
    console.error(`[start] the server build failed: ${error.message}`);
    process.exit(1);
  }
  console.log(`[start] server built in ${Math.round(performance.now() - t0)} ms`);
}

// Stack traces name the TypeScript sources (apps/server/dist/*.js.map).
process.setSourceMapsEnabled(true);
// PGlite's PostgreSQL is WebAssembly, and V8 compiles its busiest functions again, optimised, on other
// threads. During the start those compiles took the second core from the start itself. With ten times
// V8's default budget a function is optimised after more use (about a second of queries), not in the first
// 0.3 s: the start is ~30 ms shorter (12 interleaved runs each, bench/startup's measure), and queries run
// as fast as before once warm.
setFlagsFromString('--wasm-tiering-budget=18000000');
await import(pathToFileURL(join(root, SERVER_MAIN)).href);
