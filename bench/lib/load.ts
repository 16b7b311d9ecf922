import autocannon from 'autocannon';

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

/** Closed-loop load with autocannon for a fixed time; latencies are autocannon's percentiles. */
export async function load(
  name: string,
  url: string,
  options: { connections: number; seconds: number; headers?: Record<string, string> },
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.seconds,
    headers: options.headers ?? {},
  });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

/**
 * Like load, but each request takes its path from `nextPath` (e.g. a different plate and a fresh
 * single-use captcha token every time); with `overallRate`, an open loop at that many requests
 * per second (autocannon corrects the latencies for coordinated omission).
 */
export async function loadPaths(
  name: string,
  baseUrl: string,
  nextPath: () => string,
  options: { connections: number; overallRate?: number; headers?: Record<string, string> } & (
    { seconds: number } | { amount: number }
  ),
): Promise<LoadResult> {
  const result = await autocannon({
    url: baseUrl,
    connections: options.connections,
    ...(options.headers ? { headers: options.headers } : {}),
    ...('seconds' in options ? { duration: options.seconds } : { amount: options.amount }),
    ...(options.overallRate ? { overallRate: options.overallRate } : {}),
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: nextPath() }) }],
  });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}
