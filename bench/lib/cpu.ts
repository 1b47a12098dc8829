import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU time spent by this process and by a local PostgreSQL server (its postmaster and every backend), read
 * from /proc, in ms. On a loaded 2-core machine a rate swings by ±20%, but the CPU an order costs each side
 * does not: it says where the time goes (this process = the store and the bench's HTTP client).
 */
const TICK_MS = 10; // USER_HZ is 100 on Linux

const stat = (pid: number) => {
  try {
    // comm may hold spaces: fields after its closing parenthesis, state is the first.
    const after = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return { ppid: Number(after[1]), cpu: (Number(after[11]) + Number(after[12])) * TICK_MS };
  } catch {
    return undefined; // a backend that exited meanwhile
  }
};

/** The postmaster of a backend (from `select pg_backend_pid()`), or undefined when the server is not local. */
export const postmasterOf = (backendPid: number) => stat(backendPid)?.ppid;

/** CPU ms of the postmaster and its children so far (a backend that exits takes its time with it). */
function postgresCpu(postmaster: number) {
  let total = stat(postmaster)?.cpu ?? 0;
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const s = stat(Number(name));
    if (s?.ppid === postmaster) total += s.cpu;
  }
  return total;
}

export type CpuMark = { node: number; postgres: number };
export const cpuMark = (postmaster?: number): CpuMark => {
  const { user, system } = process.cpuUsage();
  return { node: (user + system) / 1000, postgres: postmaster ? postgresCpu(postmaster) : 0 };
};
/** CPU ms per unit of work between two marks. */
export const cpuPer = (from: CpuMark, to: CpuMark, units: number) => ({
  node: (to.node - from.node) / units,
  postgres: (to.postgres - from.postgres) / units,
});
