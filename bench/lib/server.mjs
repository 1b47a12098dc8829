// Start the store the way `npm start` does (node scripts/start.mjs) on a free port, for benchmarks.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** Builds the web app when apps/web/dist is missing, so no measured start includes a build. */
export function ensureWebBuilt() {
  if (existsSync(join(root, 'apps/web/dist/index.html'))) return;
  console.log('[bench] building the web app first (npm run build -w @store/web)');
  const r = spawnSync('npm', ['run', 'build', '-w', '@store/web'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('web build failed');
}

/**
 * Spawns `node [nodeArgs] scripts/start.mjs` with { PORT, HOST, DATA_DIR, ...env } and resolves once GET /api/health
 * answers 200: { baseUrl, pid, readyMs (spawn → first 200), stop(), output() (what it printed) }. Rejects with the server's output.
 */
export async function startStore({ dataDir, env = {}, nodeArgs = [], timeoutMs = 120_000, pollMs = 20 } = {}) {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const childEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ...env,
  };
  if (!('DATABASE_URL' in env)) delete childEnv.DATABASE_URL;
  // As `npm start` runs on a developer's machine: a NODE_ENV the bench set for its own builds stays out
  // (production refuses the sandbox payment and SMS stand-ins the demo store runs with).
  if (!('NODE_ENV' in env)) delete childEnv.NODE_ENV;
  const t0 = performance.now();
  const child = spawn(process.execPath, [...nodeArgs, join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.once('exit', () => {
        clearTimeout(kill);
        resolve();
      });
      child.kill('SIGTERM');
    });
  while (performance.now() - t0 < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${out}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.status === 200)
        return { baseUrl, pid: child.pid, readyMs: performance.now() - t0, stop, output: () => out };
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, pollMs));
  }
  await stop();
  throw new Error(`no 200 from ${baseUrl}/api/health within ${timeoutMs} ms:\n${out}`);
}
