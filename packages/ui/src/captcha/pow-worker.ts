import { solvePow, type PowChallenge } from '@store/shared/pow';

/** Searches the proof of work off the page's thread, so the login page stays responsive meanwhile. */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<PowChallenge>) => void) | null;
  postMessage(found: number | undefined): void;
};
scope.onmessage = (event) => void solvePow(event.data).then((found) => scope.postMessage(found));
