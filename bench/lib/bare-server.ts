import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';

/** A bare Fastify route in a process of its own, listening like the store (its backlog too): the baseline for req/s. */
export async function bareServer(): Promise<{ url: string; stop: () => void }> {
  const script = `
    import Fastify from 'fastify';
    const app = Fastify({ logger: false });
    app.get('/bare', async () => ({ code: 10000, msg: 'success', data: [] }));
    await app.listen({ port: 0, host: '127.0.0.1', backlog: 4096 });
    console.log(app.server.address().port);`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    cwd: path.resolve(import.meta.dirname, '../../apps/server'),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [port] = (await once(child.stdout, 'data')) as [Buffer];
  return { url: `http://127.0.0.1:${String(port).trim()}`, stop: () => child.kill() };
}
