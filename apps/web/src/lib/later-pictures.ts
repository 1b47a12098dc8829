import { useSyncExternalStore } from 'react';
import { afterPaint, whenIdle } from './after-paint.ts';

// Pictures below the first screen (goods cards past the first row, table rows) get their addresses only once the
// page can be used and the browser is idle. `loading="lazy"` did not hold them back: Chromium fetches lazy pictures
// up to 1,250–2,500 px beyond the viewport, so a listing's first load made ~20 picture requests before its script.
// The server renders them without an address (and in <noscript> with one), so the first client render matches.

let released = false;
let scheduled = false;
const listeners = new Set<() => void>();

/** From the page's first interactive moment (app/providers.tsx): the held-back pictures load when it is idle. */
export function releaseLaterPictures(): void {
  if (scheduled) return;
  scheduled = true;
  afterPaint(() =>
    whenIdle(() => {
      released = true;
      for (const listener of listeners) listener();
    }),
  );
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** False on the server and while the page hydrates; true once the held-back pictures may load. */
export function useLaterPicturesReleased(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => released,
    () => false,
  );
}
