import type { PassageInput } from '@portico/contract';

export interface IngestionResult {
  passages: number;
  seconds: number;
  passagesPerSecond: number;
  batchP50Ms: number;
  batchP99Ms: number;
  /** Answers other than 200, and passages the server rejected or counted as duplicates. */
  failedBatches: number;
  notAccepted: number;
}

interface BatchAnswer {
  accepted: number;
}

/**
 * Posts the batches with `clients` concurrent senders, each taking the next unsent batch, the way
 * a few roadside concentrators would; times the whole and each batch.
 */
export async function postBatches(
  url: string,
  apiKey: string,
  batches: readonly PassageInput[][],
  clients: number,
): Promise<IngestionResult> {
  const durations: number[] = [];
  let next = 0;
  let accepted = 0;
  let failedBatches = 0;
  const sender = async () => {
    while (next < batches.length) {
      const batch = batches[next++];
      if (!batch) break;
      const started = performance.now();
      const response = await fetch(`${url}/services/v1/passages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': apiKey },
        body: JSON.stringify({ passages: batch }),
      });
      const text = await response.text();
      durations.push(performance.now() - started);
      if (!response.ok) {
        failedBatches += 1;
        continue;
      }
      accepted += (JSON.parse(text) as BatchAnswer).accepted;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: clients }, sender));
  const seconds = (performance.now() - started) / 1000;
  const total = batches.reduce((sum, batch) => sum + batch.length, 0);
  durations.sort((a, b) => a - b);
  return {
    passages: total,
    seconds,
    passagesPerSecond: Math.round(accepted / seconds),
    batchP50Ms: Math.round(percentile(durations, 0.5)),
    batchP99Ms: Math.round(percentile(durations, 0.99)),
    failedBatches,
    notAccepted: total - accepted,
  };
}

function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? NaN;
}
