import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** The uploads of one intake holding a slot and waiting for one (shared/attachments/upload-gate.ts). */
export type UploadCountsReader = () => { running: number; waiting: number };

/** Request durations in seconds: from a cached page (ms) to a slow PSP call or PDF (seconds). */
const durationBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The series this instance counts as things happen (issue 15 item 3). One registry per app, never
 * prom-client's global one, so several apps in one process (the tests) each count their own. The
 * series computed from the database at scrape time live in database-gauges.ts.
 */
export function createMetricsRegistry() {
  const registry = new Registry();
  // Event-loop lag, heap, GC, handles, CPU: prom-client's process series under their standard
  // names (process_*, nodejs_*), so the usual Node.js dashboards read them as they are.
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const uploadGates = new Map<string, UploadCountsReader>();
  return {
    registry,
    /** The upload gates read at each scrape, by intake (claims, contact): watchUploads fills it. */
    uploadGates,
    uploadSlots: new Gauge({
      name: 'portico_upload_slots',
      help: 'Uploads holding a slot (state running) or queued for one (state waiting), by intake.',
      labelNames: ['intake', 'state'] as const,
      registers,
      collect() {
        for (const [intake, counts] of uploadGates) {
          const { running, waiting } = counts();
          this.set({ intake, state: 'running' }, running);
          this.set({ intake, state: 'waiting' }, waiting);
        }
      },
    }),
    httpRequests: new Counter({
      name: 'portico_http_requests_total',
      help: 'HTTP requests answered, by route template, method and status class (2xx, 4xx...).',
      labelNames: ['route', 'method', 'status_class'] as const,
      registers,
    }),
    httpDuration: new Histogram({
      name: 'portico_http_request_duration_seconds',
      help: 'Time from the request to its answer, by route template and method.',
      labelNames: ['route', 'method'] as const,
      buckets: durationBuckets,
      registers,
    }),
    jobRuns: new Counter({
      name: 'portico_job_runs_total',
      help: 'Background job runs on this instance, by job name.',
      labelNames: ['job'] as const,
      registers,
    }),
    mailCaptured: new Counter({
      name: 'portico_mail_captured_total',
      help: 'E-mails captured in the database instead of sent (no SMTP_URL) on this instance: nobody received them.',
      registers,
    }),
    jobFailures: new Counter({
      name: 'portico_job_failures_total',
      help: 'Background job runs that failed (threw), by job name.',
      labelNames: ['job'] as const,
      registers,
    }),
    refusedNotifications: new Counter({
      name: 'portico_psp_notifications_refused_total',
      help: 'PSP notifications refused (bad signature, garbled, PSP not configured), by provider.',
      labelNames: ['provider'] as const,
      registers,
    }),
  };
}

export type MetricsRegistry = ReturnType<typeof createMetricsRegistry>;
