#!/usr/bin/env node
// `npm run restart`: a rolling restart of a store started with WORKERS > 1 (issue #39). It sends SIGHUP to the
// cluster's primary, whose pid `npm start` wrote to DATA_DIR/store.pid: the primary replaces its workers one at a
// time, each new one listening before the old one drains and stops, so no request is lost.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const pidFile = join(resolve(process.env.DATA_DIR ?? './data'), 'store.pid');
let pid;
try {
  pid = Number(readFileSync(pidFile, 'utf8'));
} catch {
  console.error(`[restart] ${pidFile} not found: no store runs with WORKERS > 1 on this DATA_DIR`);
  process.exit(1);
}
try {
  process.kill(pid, 'SIGHUP');
} catch (error) {
  console.error(`[restart] no process ${pid} (${error.code}): the store is not running; remove ${pidFile}`);
  process.exit(1);
}
console.log(`[restart] asked the store (pid ${pid}) to replace its workers one at a time`);
