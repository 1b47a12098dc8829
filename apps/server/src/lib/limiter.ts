/** Runs a task now when fewer than `size` run, else once an earlier one ends (first come, first served). */
export type Limiter = <T>(task: () => Promise<T>) => Promise<T>;

export function createLimiter(size: number): Limiter {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (task) => {
    if (running < size) running++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      // The slot passes straight to the next waiter, so `running` counts it still.
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}
