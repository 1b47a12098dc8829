/**
 * The self-hosted captcha (ADR 012): a proof of work. The server picks a secret number n ≤ max_number and
 * sends sha256(salt + n); the client finds n by trying every number, which costs it max_number/2 hashes on
 * average, and sends n back. Nothing in what the server sends gives n away cheaper than that. Runs in a
 * browser's worker, in Node (tests) and anywhere Web Crypto is.
 */
export type PowChallenge = { algorithm: 'SHA-256'; salt: string; challenge: string; max_number: number };

/** How many digests are asked for at once: Web Crypto answers each asynchronously. */
const BATCH = 2_000;

const bytesOf = (hex: string): Uint8Array =>
  Uint8Array.from(hex.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));

const same = (digest: ArrayBuffer, expected: Uint8Array): boolean => {
  const bytes = new Uint8Array(digest);
  if (bytes.length !== expected.length) return false;
  for (let i = 0; i < bytes.length; i++) if (bytes[i] !== expected[i]) return false;
  return true;
};

/**
 * The number whose digest with the salt is the challenge, or undefined when there is none up to
 * max_number (a challenge that was not the server's). `onProgress` hears the share of numbers tried.
 */
export async function solvePow(
  { algorithm, salt, challenge, max_number }: PowChallenge,
  onProgress?: (share: number) => void,
): Promise<number | undefined> {
  const expected = bytesOf(challenge);
  const encoder = new TextEncoder();
  for (let start = 0; start <= max_number; start += BATCH) {
    const end = Math.min(start + BATCH, max_number + 1);
    const digests = await Promise.all(
      Array.from({ length: end - start }, (_, i) =>
        crypto.subtle.digest(algorithm, encoder.encode(`${salt}${start + i}`)),
      ),
    );
    const found = digests.findIndex((digest) => same(digest, expected));
    if (found >= 0) return start + found;
    onProgress?.(end / (max_number + 1));
  }
  return undefined;
}
