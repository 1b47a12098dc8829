import { useEffect, useState } from 'react';

/**
 * Runs `work` once the browser has painted the next frame, and returns a cancel. Reading the layout (scroll
 * position, sizes) while a page hydrates makes the browser lay out the whole page inside React's commit, one long
 * task on a slow phone; after the paint the layout is already done and the same read costs nothing.
 */
export function afterPaint(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(work, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/** False until the first paint after mounting (see `afterPaint`). */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterPaint(() => setPainted(true)), []);
  return painted;
}

/** Runs `work` when the browser is idle (soon after, where it cannot tell), and returns a cancel. */
export function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(work, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const timer = setTimeout(work, 200);
  return () => clearTimeout(timer);
}
