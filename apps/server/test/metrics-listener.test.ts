import { describe, expect, it } from 'vitest';
import { startServerProcess } from './helpers/server-process.ts';
import { sampleValue } from './helpers/metrics-text.ts';

// Issue 15 item 3, as main.ts runs it: METRICS_PORT opens a listener of its own (the public port
// does not serve /metrics then), which requires METRICS_TOKEN when set, and counts the jobs.

const port = 8361;
const metricsPort = 8362;
const token = 'a-metrics-token-of-32-characters-at-least';

describe('the METRICS_PORT listener of the real server', () => {
  it('serves the metrics apart from the public port, behind the token, with the job runs', async () => {
    const server = await startServerProcess(
      port,
      {
        // Never the PostgreSQL of a CI pass: its jobs would run over the other files' data.
        DATABASE_URL: '',
        PGLITE_DIR: 'memory://',
        LOG_LEVEL: 'warn',
        METRICS_PORT: String(metricsPort),
        METRICS_TOKEN: token,
        JOBS_INTERVAL_MS: '100',
      },
      { readyWithinMs: 75_000 },
    );
    try {
      const metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
      const onPublicPort = await fetch(`${server.url}/metrics`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(await onPublicPort.text()).not.toContain('portico_http_requests_total');
      expect((await fetch(metricsUrl)).status).toBe(401);

      const scrape = async () =>
        (await fetch(metricsUrl, { headers: { authorization: `Bearer ${token}` } })).text();
      await expect
        .poll(
          async () => sampleValue(await scrape(), 'portico_job_runs_total', { job: 'dunning' }),
          {
            timeout: 20_000,
            interval: 200,
          },
        )
        .toBeGreaterThanOrEqual(1);
      const text = await scrape();
      // /readyz answered the start's wait: counted on the public port's app.
      expect(
        sampleValue(text, 'portico_http_requests_total', {
          route: '/readyz',
          method: 'GET',
          status_class: '2xx',
        }),
      ).toBeGreaterThanOrEqual(1);
      expect(sampleValue(text, 'portico_mail_outbox_backlog')).toBeGreaterThanOrEqual(0);
    } finally {
      await server.stop();
    }
  }, 150_000);
});
