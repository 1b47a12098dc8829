#!/usr/bin/env node
// `npm run dev`: the API with reload on change (tsx watch) + Vite's dev server with hot reload.
//   API   http://127.0.0.1:${API_PORT:-8080}   (server env as in the README; DATA_DIR ./data)
//   web   http://localhost:${WEB_PORT:-5173}   (apps/web/vite.config.ts proxies /api to API_PORT)
// Ctrl-C stops both; when either exits, the other is stopped too.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const apiPort = process.env.API_PORT ?? process.env.PORT ?? '8080';
const webPort = process.env.WEB_PORT ?? '5173';
const env = { ...process.env, API_PORT: apiPort, WEB_PORT: webPort };

const children = [
  spawn(
    process.execPath,
    [join(root, 'node_modules/tsx/dist/cli.mjs'), 'watch', '--clear-screen=false', 'apps/server/src/main.ts'],
    {
      cwd: root,
      // The API only: the web app comes from Vite in development.
      env: { ...env, PORT: apiPort, WEB_DIST: '', NODE_ENV: process.env.NODE_ENV ?? 'development' },
      stdio: 'inherit',
    },
  ),
  spawn(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), '--port', webPort, '--strictPort'], {
    cwd: join(root, 'apps/web'),
    env,
    stdio: 'inherit',
  }),
];
console.log(`[dev] API on http://127.0.0.1:${apiPort}, web on http://localhost:${webPort} (Ctrl-C stops both)`);

let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGTERM');
  setTimeout(() => process.exit(code), 5_000).unref();
  Promise.all(
    children.map((c) => (c.exitCode !== null || c.signalCode !== null ? null : new Promise((r) => c.once('exit', r)))),
  ).then(() => process.exit(code));
}
for (const c of children) c.on('exit', (code) => stopAll(code ?? 0));
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
