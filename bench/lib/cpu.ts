import { readFileSync } from 'node:fs';

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
