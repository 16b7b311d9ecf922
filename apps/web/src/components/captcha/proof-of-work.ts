/**
 * The search of an ALTCHA challenge: the number n (0 <= n <= maxnumber) whose SHA-256 of
 * `salt + n` is the challenge. Shared by the page and the worker, so it imports nothing: the
 * worker's bundle stays a few hundred bytes and needs no schemas.
 */

export interface ProofOfWorkTask {
  salt: string;
  /** Hex SHA-256 the right number gives. */
  challenge: string;
  maxNumber: number;
}

export interface SearchOptions {
  signal?: AbortSignal;
  /** Hashes started together between two yields to the event loop. */
  batchSize?: number;
}

/** Enough hashes per batch to keep the crypto threads busy, few enough to keep the page fluid. */
const defaultBatchSize = 250;

function hexBytes(hex: string): Uint8Array {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i += 1) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

function sameBytes(digest: ArrayBuffer, expected: Uint8Array): boolean {
  const bytes = new Uint8Array(digest);
  if (bytes.length !== expected.length) return false;
  for (let i = 0; i < bytes.length; i += 1) if (bytes[i] !== expected[i]) return false;
  return true;
}

/** A macrotask boundary: input, rendering and timers run before the next batch. */
function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The captcha search was aborted', 'AbortError');
}

/**
 * Finds the number, or null when no number up to maxNumber fits (a challenge that is not ours).
 * Rejects with the signal's reason once aborted.
 */
export async function findNumber(
  { salt, challenge, maxNumber }: ProofOfWorkTask,
  { signal, batchSize = defaultBatchSize }: SearchOptions = {},
): Promise<number | null> {
  const expected = hexBytes(challenge.toLowerCase());
  const encoder = new TextEncoder();
  for (let start = 0; start <= maxNumber; start += batchSize) {
    if (signal?.aborted) throw abortReason(signal);
    const end = Math.min(start + batchSize - 1, maxNumber);
    const candidates: number[] = [];
    for (let n = start; n <= end; n += 1) candidates.push(n);
    const digests = await Promise.all(
      candidates.map((n) => crypto.subtle.digest('SHA-256', encoder.encode(`${salt}${n}`))),
    );
    const found = digests.findIndex((digest) => sameBytes(digest, expected));
    if (found >= 0) return start + found;
    await yieldToEventLoop();
  }
  return null;
}
