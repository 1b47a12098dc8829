// Long loops on the request thread, in pieces: a sheet of 50,000 rows checked or decoded in one go would hold
// every other request of the process for seconds (issue #38).
import { setImmediate as nextTurn } from 'node:timers/promises';

export { nextTurn };

/** Items worked on between two turns of the event loop (a few ms of work for a sheet's row). */
export const ROWS_A_TURN = 100;

/** Whether the loop at index `i` should let the event loop turn first. */
export const turnDue = (i: number) => i % ROWS_A_TURN === ROWS_A_TURN - 1;

/** `items.map(f)` with a turn of the event loop every ROWS_A_TURN items. */
export async function mapInTurns<T, R>(items: readonly T[], f: (item: T) => R): Promise<R[]> {
  const out: R[] = [];
  for (const [i, item] of items.entries()) {
    if (turnDue(i)) await nextTurn();
    out.push(f(item));
  }
  return out;
}

/** Items cut into runs of `size` (the last one shorter). */
export const chunksOf = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));
