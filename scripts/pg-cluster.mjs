#!/usr/bin/env node
// A throwaway PostgreSQL cluster for tests: temp dir, free port, removed afterwards.
//
//   import { startCluster } from './pg-cluster.mjs';
//   const pg = await startCluster();   // { url, port, dir, stop() }
//   ... DATABASE_URL = pg.url ...
//   await pg.stop();                   // also happens on process exit / Ctrl-C
//
// CLI for developers: `node scripts/pg-cluster.mjs` prints the URL and keeps the cluster until Ctrl-C.
//
// PostgreSQL refuses to run as root, so when we are root every server command runs as the `postgres`
// user (runuser) and the temp dir is chowned to it. Fsync is off: the data is thrown away anyway.
// A cluster whose owner was killed outright (SIGKILL) is removed by the next startCluster() (owner.pid).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, chownSync, rmSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import net from 'node:net';
import { pathToFileURL } from 'node:url';

const PG_ROOT = '/usr/lib/postgresql';

/** The newest /usr/lib/postgresql/<version>/bin that has initdb and pg_ctl (PG_BIN_DIR overrides). */
export function findPgBin() {
  if (process.env.PG_BIN_DIR) {
    return existsSync(join(process.env.PG_BIN_DIR, 'initdb')) ? process.env.PG_BIN_DIR : null;
  }
  if (!existsSync(PG_ROOT)) return null;
  const versions = readdirSync(PG_ROOT)
    .filter((v) => existsSync(join(PG_ROOT, v, 'bin', 'initdb')) && existsSync(join(PG_ROOT, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a));
  return versions.length ? join(PG_ROOT, versions[0], 'bin') : null;
}

/** A port that was free a moment ago (the OS picks it). */
export function freePort(host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, host, () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

function postgresIds() {
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  return { uid, gid };
}

/** Run a PostgreSQL binary, as `postgres` when we are root. Output is captured, shown on failure. */
function pgRun(bin, cmd, args) {
  const file = join(bin, cmd);
  const [exe, argv] = isRoot() ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args];
  try {
    return execFileSync(exe, argv, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (err) {
    const out = `${err.stdout ?? ''}${err.stderr ?? ''}`.trim();
    throw new Error(`${cmd} ${args.join(' ')} failed (exit ${err.status}):\n${out}`, { cause: err });
  }
}

const PREFIX = 'store-pg-';

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err.code === 'EPERM';
  }
}

/**
 * Clusters whose owning process died without cleaning up (SIGKILL, a crash): stop and remove them.
 * Only dirs this script created (they hold owner.pid) whose owner is gone are touched.
 */
function reapOrphans(bin) {
  for (const name of readdirSync(tmpdir()).filter((n) => n.startsWith(PREFIX))) {
    const dir = join(tmpdir(), name);
    let owner;
    try {
      owner = Number(readFileSync(join(dir, 'owner.pid'), 'utf8'));
    } catch {
      continue;
    }
    if (!owner || alive(owner)) continue;
    try {
      if (existsSync(join(dir, 'data', 'postmaster.pid')))
        pgRun(bin, 'pg_ctl', ['-D', join(dir, 'data'), '-m', 'immediate', '-w', 'stop']);
    } catch {
      /* already down */
    }
    rmSync(dir, { recursive: true, force: true });
    console.error(`[pg-cluster] removed an orphaned cluster ${dir} (owner ${owner} is gone)`);
  }
}

const live = new Set();
let hooksInstalled = false;

function installExitHooks() {
  if (hooksInstalled) return;
  hooksInstalled = true;
  // 'exit' handlers must be synchronous: stopSync uses execFileSync.
  process.on('exit', () => {
    for (const c of [...live]) c.stopSync();
  });
  for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.once(sig, () => {
      for (const c of [...live]) c.stopSync();
      // Re-raise so the process ends the way the signal would have ended it.
      process.kill(process.pid, sig);
    });
  }
}

/**
 * Start a fresh cluster. Resolves to { url, port, dir, stop() } once it accepts connections.
 * Rejects with the server log when PostgreSQL is missing or does not start.
 */
export async function startCluster({ quiet = true, settings = [] } = {}) {
  const bin = findPgBin();
  if (!bin) {
    throw new Error(
      `PostgreSQL server binaries not found under ${PG_ROOT}/*/bin. Install them: apt-get install postgresql ` +
        '(or run `node scripts/ensure-browser.mjs` as root), or set PG_BIN_DIR.',
    );
  }
  reapOrphans(bin);
  const dir = mkdtempSync(join(tmpdir(), PREFIX));
  writeFileSync(join(dir, 'owner.pid'), String(process.pid));
  if (isRoot()) {
    const { uid, gid } = postgresIds();
    chownSync(dir, uid, gid);
  }
  const data = join(dir, 'data');
  const log = join(dir, 'server.log');
  const cluster = {
    url: '',
    port: 0,
    dir,
    stopped: false,
    stopSync() {
      if (this.stopped) return;
      this.stopped = true;
      live.delete(this);
      try {
        if (existsSync(join(data, 'postmaster.pid'))) pgRun(bin, 'pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      } catch (err) {
        console.error(`[pg-cluster] stop failed: ${err.message}`);
      }
      rmSync(dir, { recursive: true, force: true });
    },
    async stop() {
      this.stopSync();
    },
  };
  live.add(cluster);
  installExitHooks();

  try {
    // --no-locale + UTF8: same collation everywhere (PGlite uses C too), Chinese text stored as UTF-8.
    pgRun(bin, 'initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-locale', '--no-sync']);
    // The port could be taken between freePort() and the bind: retry a few times.
    let lastErr;
    for (let attempt = 0; attempt < 5; attempt++) {
      const port = await freePort();
      const opts = [
        `-p ${port}`,
        `-k ${dir}`,
        '-c listen_addresses=127.0.0.1',
        '-c fsync=off',
        '-c synchronous_commit=off',
        '-c full_page_writes=off',
        '-c max_connections=200',
        // e.g. ['shared_preload_libraries=pg_stat_statements'] for a benchmark that counts statements
        ...settings.map((setting) => `-c ${setting}`),
      ].join(' ');
      try {
        // -l: the postmaster must not inherit our pipes, or execFileSync would wait for it forever.
        pgRun(bin, 'pg_ctl', ['-D', data, '-o', opts, '-l', log, '-w', '-t', '60', 'start']);
        cluster.port = port;
        cluster.url = `postgres://postgres@127.0.0.1:${port}/postgres`;
        if (!quiet) console.log(`[pg-cluster] PostgreSQL (${bin}) on ${cluster.url}, data in ${dir}`);
        return cluster;
      } catch (err) {
        lastErr = err;
        const text = existsSync(log) ? readFileSync(log, 'utf8') : '';
        if (!/could not bind|Address already in use/i.test(text)) break;
      }
    }
    const text = existsSync(log) ? readFileSync(log, 'utf8') : '';
    throw new Error(`${lastErr?.message ?? 'PostgreSQL did not start'}\n--- server.log ---\n${text}`);
  } catch (err) {
    cluster.stopSync();
    throw err;
  }
}

// CLI: print the URL, keep running until Ctrl-C (the exit hooks remove the cluster).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    const pg = await startCluster();
    console.log(pg.url);
    console.error(`[pg-cluster] data in ${pg.dir}; Ctrl-C stops and removes it.`);
    setInterval(() => {}, 1 << 30);
  } catch (err) {
    console.error(err.message);
    process.exit(1);
  }
}
