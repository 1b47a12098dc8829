import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** A port nothing listens on now, for a real server started by a test. */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

export type StoreProcess = {
  base: string;
  child: ChildProcess;
  /** What it printed so far (standard output and error). */
  output(): string;
  /** Waits until it has printed `text`; throws with its output after `ms` or when it exits. */
  printed(text: string, ms?: number): Promise<void>;
};

/**
 * A real store process (`main.ts` under tsx), API only, on a free port of 127.0.0.1, as `npm start` runs it; for
 * tests of what only separate processes show (workers, restarts, two machines). Resolves once it has started.
 */
export async function startStoreProcess(env: Record<string, string>): Promise<StoreProcess> {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      WEB_DIST: '',
      ADMIN_DIST: '',
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const printed = async (text: string, ms = 90_000) => {
    const until = Date.now() + ms;
    while (!output.includes(text)) {
      if (Date.now() > until || child.exitCode !== null) throw new Error(`not printed: ${text}\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  await printed('已启动');
  return { base: `http://127.0.0.1:${port}`, child, output: () => output, printed };
}
