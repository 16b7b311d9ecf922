import autocannon from 'autocannon';
import { cpuSecondsOf, postgresBackendsOf } from './cpu-time.ts';
import type { LoadResult } from './load.ts';

/** One request of a run: its method, path and (for a POST) JSON body. */
export interface BenchRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
}

export interface RequestsResult extends LoadResult {
  /** Completed requests and the run's length: with a fixed amount, the rate is their quotient. */
  requests: number;
  seconds: number;
  /** Answers by status code, e.g. { 200: 998, 409: 2 }. */
  statuses: Record<string, number>;
}

/**
 * Closed-loop load with autocannon where each request (method, path, body) comes from `next`,
 * for a fixed time or a fixed amount of requests; latencies are autocannon's percentiles.
 */
export async function loadRequests(
  name: string,
  baseUrl: string,
  next: () => BenchRequest,
  options: { connections: number } & ({ seconds: number } | { amount: number }),
): Promise<RequestsResult> {
  const result = await autocannon({
    url: baseUrl,
    connections: options.connections,
    ...('seconds' in options ? { duration: options.seconds } : { amount: options.amount }),
    requests: [
      {
        setupRequest: (request) => {
          const { method, path, body } = next();
          return body === undefined
            ? { ...request, method, path }
            : {
                ...request,
                method,
                path,
                body,
                headers: { ...request.headers, 'content-type': 'application/json' },
              };
        },
      },
    ],
  });
  const seconds = (result.finish.getTime() - result.start.getTime()) / 1000;
  const requests = result['1xx'] + result['2xx'] + result['3xx'] + result['4xx'] + result['5xx'];
  const statuses: Record<string, number> = {};
  for (const [status, stats] of Object.entries(result.statusCodeStats ?? {})) {
    statuses[status] = stats.count ?? 0;
  }
  return {
    name,
    requestsPerSecond: Math.round(requests / seconds),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    requests,
    seconds,
    statuses,
  };
}

export interface ClosedLoopResult<R> {
  /** The answers, in the order of the items. */
  results: R[];
  seconds: number;
  p50Ms: number;
  p99Ms: number;
}

/**
 * Runs `task` once per item with `clients` concurrent workers, each taking the next item when done
 * (a closed loop, like autocannon's connections); times the whole and each task (several requests
 * when the task is a flow, e.g. a basket then its payment).
 */
export async function closedLoop<T, R>(
  items: readonly T[],
  clients: number,
  task: (item: T) => Promise<R>,
): Promise<ClosedLoopResult<R>> {
  const results: R[] = new Array<R>(items.length);
  const durations: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      const item = items[index] as T;
      const started = performance.now();
      results[index] = await task(item);
      durations.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: Math.min(clients, items.length) }, worker));
  const seconds = (performance.now() - started) / 1000;
  durations.sort((a, b) => a - b);
  const at = (fraction: number) =>
    Math.round(
      durations[Math.min(durations.length - 1, Math.floor(fraction * durations.length))] ?? NaN,
    );
  return { results, seconds, p50Ms: at(0.5), p99Ms: at(0.99) };
}

/** CPU seconds of the server process and of the database's PostgreSQL backends (none on PGlite). */
export function cpuMeter(serverPid: number, databaseName: string | null) {
  // The pool closes idle backends, and an exited process's CPU can no longer be read: each
  // backend's last reading is kept, and a sampler reads them twice a second meanwhile.
  const backendSeconds = new Map<number, number>();
  const read = () => {
    for (const pid of databaseName === null ? [] : postgresBackendsOf(databaseName)) {
      backendSeconds.set(pid, cpuSecondsOf([pid]));
    }
    let database = 0;
    for (const seconds of backendSeconds.values()) database += seconds;
    return { server: cpuSecondsOf([serverPid]), database };
  };
  if (databaseName !== null) setInterval(read, 500).unref();
  return {
    read,
    /**
     * Waits until the server and the database are idle (at most one 10 ms clock tick per quarter second, for a second), at
     * most `limitS` seconds; answers how long it took and the CPU seconds spent meanwhile. Work
     * the server does after answering (e-mails) shows here, not in the run's own numbers.
     */
    async settle(limitS = 180): Promise<{ seconds: number; server: number; database: number }> {
      const start = read();
      const started = performance.now();
      let last = start;
      let quietSince = performance.now();
      while ((performance.now() - started) / 1000 < limitS) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        const now = read();
        const busy = now.server - last.server + (now.database - last.database) > 0.015;
        last = now;
        if (busy) quietSince = performance.now();
        else if (performance.now() - quietSince >= 1000) break;
      }
      const end = read();
      return {
        seconds: Math.max(0, (quietSince - started) / 1000),
        server: end.server - start.server,
        database: end.database - start.database,
      };
    },
  };
}
