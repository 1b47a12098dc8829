// Runs once per e2e run, in vitest's main process:
//   1. starts the built store (`node scripts/start.mjs`) on a free port with a fresh temp DATA_DIR,
//      TEST_HOOKS=1 and NODE_ENV=test, and waits for GET /api/health = 200 (at most 180 s);
//   2. checks that the headless Chromium shell is there (each test worker launches its own: harness.ts);
//   3. hands baseUrl / artifactsDir to the specs (see harness.ts), and on teardown stops the server with
//      SIGTERM and removes the data dir. Screenshots and server.log stay in artifactsDir (outside the repo;
//      the last 5 runs are kept).
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { E2E_CHROMIUM } from './context.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
// The wait ends as soon as /api/health answers (every 200 ms); the deadline only turns a server that never
// comes up into a readable failure. 60 s was lost on a loaded 2-core machine, where start.mjs's server build
// (esbuild, 23 s) and the embedded database's start (21 s) together went past it.
const HEALTH_TIMEOUT_MS = 180_000;
const KEEP_RUNS = 5;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

function artifactsDirForRun(): string {
  const base = process.env.E2E_ARTIFACTS_DIR ?? join(tmpdir(), 'store-e2e');
  mkdirSync(base, { recursive: true });
  const old = readdirSync(base)
    .filter((d) => d.startsWith('run-'))
    .sort();
  for (const d of old.slice(0, Math.max(0, old.length - (KEEP_RUNS - 1))))
    rmSync(join(base, d), { recursive: true, force: true });
  const dir = join(base, `run-${new Date().toISOString().replace(/[:.]/g, '-')}`);
  mkdirSync(dir, { recursive: true });
  return dir;
}

async function waitForHealth(baseUrl: string, server: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  let last = '';
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null) {
      throw new Error(
        `the server exited (${server.exitCode ?? server.signalCode}) before /api/health answered.\n${output()}`,
      );
    }
    try {
      const res = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (res.status === 200) return;
      last = `HTTP ${res.status}`;
    } catch (err) {
      last = (err as Error).message;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(
    `GET ${baseUrl}/api/health did not answer 200 within ${HEALTH_TIMEOUT_MS / 1000} s (last: ${last}).\n${output()}`,
  );
}

function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => server.kill('SIGKILL'), 10_000);
    server.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    server.kill('SIGTERM');
  });
}

export default async function setup(project: TestProject) {
  const artifactsDir = artifactsDirForRun();
  const dataDir = mkdtempSync(join(tmpdir(), 'store-e2e-data-'));
  const removeData = () => rmSync(dataDir, { recursive: true, force: true });
  process.once('exit', removeData);

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    TEST_HOOKS: '1',
    NODE_ENV: 'test',
  };
  delete env.DATABASE_URL; // browser tests always run on a fresh embedded database

  const logPath = join(artifactsDir, 'server.log');
  const log = createWriteStream(logPath);
  const tail: string[] = [];
  const server = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [server.stdout!, server.stderr!]) {
    stream.on('data', (chunk: Buffer) => {
      log.write(chunk);
      tail.push(chunk.toString());
      if (tail.length > 400) tail.splice(0, tail.length - 400);
    });
  }
  const output = () => `--- server output (${logPath}) ---\n${tail.join('')}`;

  try {
    const t0 = Date.now();
    if (!existsSync(E2E_CHROMIUM)) {
      throw new Error(
        `${E2E_CHROMIUM} not found: run \`node scripts/ensure-browser.mjs\` (installs chromium-headless-shell when root).`,
      );
    }
    await waitForHealth(baseUrl, server, output);
    console.log(
      `[e2e] store at ${baseUrl} (ready in ${Date.now() - t0} ms); screenshots and server.log in ${artifactsDir}`,
    );
  } catch (err) {
    await stopServer(server);
    removeData();
    throw err;
  }

  project.provide('baseUrl', baseUrl);
  project.provide('artifactsDir', artifactsDir);

  return async () => {
    await stopServer(server);
    log.end();
    removeData();
    console.log(`[e2e] server log: ${logPath}`);
  };
}
