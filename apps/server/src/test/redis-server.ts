import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { freePort } from './store-process.ts';

export type LocalRedis = { url: string; stop(): Promise<void> };

/**
 * Debian's redis-server on a free port of this machine, keeping nothing on disk (`npm test` installs it with the
 * PostgreSQL binaries, scripts/ensure-browser.mjs). Resolves once it accepts connections; stop() ends it.
 */
export async function startLocalRedis(): Promise<LocalRedis> {
  // Where scripts/ensure-browser.mjs looks (and installs it).
  const bin = [process.env.REDIS_SERVER_PATH, '/usr/bin/redis-server'].find((path) => path && existsSync(path));
  if (!bin) throw new Error('redis-server not found: apt-get install redis-server (npm test installs it as root)');
  const port = await freePort();
  const child = spawn(bin, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const seen = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) resolve();
    };
    child.stdout.on('data', seen);
    child.stderr.on('data', seen);
    child.once('exit', (code) => reject(new Error(`redis-server exited (${code}):\n${output}`)));
  });
  // Its later lines are read and dropped, so a full pipe never stops it.
  child.stdout.removeAllListeners('data').resume();
  child.stderr.removeAllListeners('data').resume();
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
