/**
 * Runs `work` and answers no sooner than `minMs` after the start, whether it succeeded or threw, so
 * the answer time does not tell which path was taken (e.g. a registered or an unregistered mobile).
 */
export async function answerAfterAtLeast<T>(minMs: number, work: () => Promise<T>): Promise<T> {
  const started = Date.now();
  const pad = () => new Promise((resolve) => setTimeout(resolve, Math.max(0, started + minMs - Date.now())));
  try {
    return await work();
  } finally {
    await pad();
  }
}
