import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU seconds (user + system) a process has used so far, from /proc (Linux; NaN elsewhere or once it is
 * gone). The difference over a stretch of a benchmark says which process the time went to.
 */
export function cpuSeconds(pid: number): number {
  try {
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // USER_HZ is 100 on Linux
  } catch {
    return NaN;
  }
}

/**
 * The CPU seconds a set of processes used between `cpuMeter(pids)` and the call of what it answers; a
 * process gone by then (a PostgreSQL backend that exited) is left out.
 */
export function cpuMeter(pids: number[]) {
  const before = pids.map(cpuSeconds);
  return () =>
    pids.reduce((sum, pid, i) => {
      const used = cpuSeconds(pid) - before[i]!;
      return Number.isNaN(used) ? sum : sum + used;
    }, 0);
}

/** The parent of a process (a PostgreSQL backend's is its postmaster), or undefined once it is gone. */
export function parentOf(pid: number): number | undefined {
  try {
    return Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]);
  } catch {
    return undefined;
  }
}

/** A local PostgreSQL server's processes now: its postmaster and every child (backends, writers). */
const postgresPids = (postmaster: number) => [
  postmaster,
  ...readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => parentOf(pid) === postmaster),
];

/**
 * CPU ms used so far by this process and by a local PostgreSQL server (`postmaster`, from a backend's
 * `parentOf`); a backend that exited took its time with it. On a loaded 2-core machine a rate swings by ±20%,
 * the CPU a request costs each side does not: it says where the time goes.
 */
export type CpuMark = { node: number; postgres: number };
export const cpuMark = (postmaster?: number): CpuMark => {
  const { user, system } = process.cpuUsage();
  const postgres = postmaster ? postgresPids(postmaster).reduce((sum, pid) => sum + (cpuSeconds(pid) || 0), 0) : 0;
  return { node: (user + system) / 1000, postgres: postgres * 1000 };
};
/** CPU ms per unit of work between two marks. */
export const cpuPer = (from: CpuMark, to: CpuMark, units: number) => ({
  node: (to.node - from.node) / units,
  postgres: (to.postgres - from.postgres) / units,
});

/** A process and its children (a cluster's primary and its workers), for cpuMeter. */
export function withChildren(pid: number): number[] {
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
    return [pid, ...children.map(Number)];
  } catch {
    return [pid];
  }
}
