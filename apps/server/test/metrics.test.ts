import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildPath, routes, whitelabelHostHeader } from '@portico/contract';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { mailOutbox } from '../src/db/schema/mail.ts';
import { payments } from '../src/db/schema/payments.ts';
import { startScheduler } from '../src/jobs/scheduler.ts';
import { createAppMetrics } from '../src/metrics/app-metrics.ts';
import { createDatabaseGauges } from '../src/metrics/database-gauges.ts';
import { buildMetricsServer } from '../src/metrics/endpoint.ts';
import { createMetricsRegistry } from '../src/metrics/registry.ts';
import { serverRoot } from '../src/paths.ts';
import { startApp, useApp } from './helpers/build-app.ts';
import { testConfig } from './helpers/config.ts';
import { createTenant, uniqueSuffix } from './helpers/factories.ts';
import { expectError } from './helpers/requests.ts';
import { parseSamples, sampleValue } from './helpers/metrics-text.ts';

// Issue 15 item 3: the Prometheus endpoint and its series.

/**
 * The series the README's Metrics paragraph names: its code spans that are metric names (lower
 * case with an underscore, labels in braces dropped), so a renamed series fails here, not on a
 * dashboard.
 */
function readmeMetricNames(): string[] {
  const readme = readFileSync(path.resolve(serverRoot, '..', '..', 'README.md'), 'utf8');
  const start = readme.indexOf('- Metrics (Prometheus');
  const end = readme.indexOf('\n- ', start + 1);
  const paragraph = readme.slice(start, end);
  const names = [...paragraph.matchAll(/`([^`]+)`/g)]
    .map(([, span = '']) => span.replace(/\{.*\}$/, ''))
    .filter((span) => /^[a-z][a-z0-9]*(_[a-z0-9]+)+$/.test(span));
  return [...new Set(names)];
}

const token = 'a-metrics-token-of-32-characters-at-least';
const withMetrics = (base = testConfig()) =>
  testConfig({
    metrics: { listener: null, publicPort: true, token },
    rateLimit: { ...base.rateLimit, max: 100_000 },
    lookup: { ...base.lookup, rateLimitMax: 100_000 },
  });
const app = useApp(withMetrics());
const db = (): Database => app().database.db;

async function scrape(target: FastifyInstance = app()): Promise<string> {
  const response = await target.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toContain('text/plain');
  return response.body;
}

const value = (text: string, name: string, labels: Record<string, string> = {}) =>
  sampleValue(text, name, labels) ?? 0;

describe('GET /metrics on the public port', () => {
  it('answers 401 without the bearer token, or with another one', async () => {
    for (const authorization of [undefined, `Bearer ${token}x`, `Basic ${token}`, 'Bearer ']) {
      const response = await app().inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization === undefined ? {} : { authorization },
      });
      expectError(response, 401, 'unauthorized');
      expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(response.body).not.toContain('portico_');
    }
  });

  it('counts requests per route template, method and status class, with their durations', async () => {
    const before = await scrape();
    const health = { route: '/healthz', method: 'GET' };
    for (let i = 0; i < 3; i += 1) await app().inject({ method: 'GET', url: '/healthz' });
    const missing = await app().inject({
      method: 'GET',
      url: buildPath(routes.paymentStatus.path, { id: 'no-such-payment' }),
    });
    // Without its lookup session: refused (4xx), still counted under its route's template.
    expect(Math.floor(missing.statusCode / 100)).toBe(4);
    const after = await scrape();

    const requests = 'portico_http_requests_total';
    expect(value(after, requests, { ...health, status_class: '2xx' })).toBe(
      value(before, requests, { ...health, status_class: '2xx' }) + 3,
    );
    expect(value(after, 'portico_http_request_duration_seconds_count', health)).toBe(
      value(before, 'portico_http_request_duration_seconds_count', health) + 3,
    );
    expect(value(after, 'portico_http_request_duration_seconds_sum', health)).toBeGreaterThan(0);
    const payment = { route: '/services/v1/payments/:id', method: 'GET', status_class: '4xx' };
    expect(value(after, requests, payment)).toBe(value(before, requests, payment) + 1);
    // No 5xx happened: /healthz has no 5xx series, and no second error counter exists.
    expect(sampleValue(after, requests, { ...health, status_class: '5xx' })).toBeUndefined();
    expect(after).not.toContain('portico_http_errors_total');
  });

  it('never puts a plate, an id or a query string in a label', async () => {
    const plate = `ZZ${uniqueSuffix().slice(0, 5).toUpperCase()}Q`;
    const lookup = await app().inject({
      method: 'GET',
      url: buildPath(routes.detailedJourneys.path),
      query: { plate, country: 'FR', captchaToken: 'not-a-token' },
    });
    expect(lookup.statusCode).toBeGreaterThanOrEqual(400);
    await app().inject({
      method: 'GET',
      url: buildPath(routes.paymentStatus.path, { id: plate }),
    });
    const text = await scrape();
    expect(text.toUpperCase()).not.toContain(plate);
    const labelValues = parseSamples(text).flatMap((sample) => Object.values(sample.labels));
    expect(labelValues.some((label) => label.includes('?'))).toBe(false);
    expect(
      value(text, 'portico_http_requests_total', {
        route: '/services/v1/detailedJourneys',
        method: 'GET',
        status_class: '4xx',
      }),
    ).toBeGreaterThanOrEqual(1);
  });

  it("serves every series the README names, under the README's name (issue 27)", async () => {
    const text = await scrape();
    const named = readmeMetricNames();
    expect(named.length).toBeGreaterThan(15);
    // The embedded PGlite is one connection: it reports no idle connections or waiting requests.
    const pgliteOnly = ['db_pool_idle_connections', 'db_pool_waiting_requests'];
    const served = named
      .filter((name) => app().database.driver === 'postgres' || !pgliteOnly.includes(name))
      .map((name) => (/^(nodejs|process)_/.test(name) ? name : `portico_${name}`));
    expect(served.filter((name) => !text.includes(`# HELP ${name} `))).toEqual([]);
  });

  it('shows the event-loop lag, the process and the connection pool', async () => {
    const text = await scrape();
    // prom-client's own series keep their standard names, for the usual dashboards.
    expect(sampleValue(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(sampleValue(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(text).not.toContain('portico_nodejs_');
    expect(sampleValue(text, 'portico_db_pool_connections')).toBeGreaterThanOrEqual(1);
    if (app().database.driver === 'postgres') {
      expect(sampleValue(text, 'portico_db_pool_idle_connections')).toBeGreaterThanOrEqual(0);
      expect(sampleValue(text, 'portico_db_pool_waiting_requests')).toBe(0);
    }
  });

  it('reads the outbox backlog, payments by final status and refund_due at scrape', async () => {
    const before = await scrape();
    const tenant = await createTenant(db());
    const hourAgo = new Date(Date.now() - 3_600_000);
    await db()
      .insert(mailOutbox)
      .values({
        whitelabelId: tenant.id,
        kind: 'payment_receipt',
        recipient: 'metrics@example.org',
        language: 'fr',
        payload: {},
        createdAt: hourAgo,
        // Not due for a day: no mail job of another test takes it meanwhile.
        nextAttemptAt: new Date(Date.now() + 86_400_000),
      });
    const payment = (status: 'CANCELLED' | 'DUPLICATED', refundDue: boolean) => ({
      id: `metrics-${uniqueSuffix()}`,
      whitelabelId: tenant.id,
      reference: `M${uniqueSuffix()}`.slice(0, 12),
      plate: 'AB123CD',
      countryCode: 'FR',
      language: 'fr' as const,
      status,
      amountCents: 420,
      refundDue,
      expiresAt: new Date(),
      settledAt: new Date(),
    });
    await db()
      .insert(payments)
      .values([payment('CANCELLED', false), payment('DUPLICATED', true)]);
    const after = await scrape();

    // The backlog is the whole database's: on the PostgreSQL pass, other test files' mail jobs
    // send their own rows between the two scrapes, so "before + 1" cannot hold there. The row
    // planted an hour ago, not due for a day, is counted: the oldest wait says so.
    expect(value(after, 'portico_mail_outbox_backlog')).toBeGreaterThanOrEqual(1);
    expect(value(after, 'portico_mail_outbox_oldest_age_seconds')).toBeGreaterThanOrEqual(3_590);
    for (const status of ['CANCELLED', 'DUPLICATED']) {
      expect(value(after, 'portico_payments', { status })).toBeGreaterThanOrEqual(
        value(before, 'portico_payments', { status }) + 1,
      );
    }
    expect(sampleValue(after, 'portico_payments', { status: 'SUCCEED' })).toBeDefined();
    expect(value(after, 'portico_payments_refund_due')).toBeGreaterThanOrEqual(
      value(before, 'portico_payments_refund_due') + 1,
    );
  });

  it('counts the PSP notifications it refuses', async () => {
    const labels = { provider: 'PAYBOX' };
    const before = await scrape();
    const forged = await app().inject({
      method: 'GET',
      url: `${buildPath(routes.payboxNotification.path)}?Mt=420&Ref=nothing&Sign=AAAA`,
    });
    expectError(forged, 400, 'invalid_notification');
    const after = await scrape();
    expect(value(after, 'portico_psp_notifications_refused_total', labels)).toBe(
      value(before, 'portico_psp_notifications_refused_total', labels) + 1,
    );
  });

  it('counts job runs and failures per job', async () => {
    const metrics = app().metrics;
    if (!metrics) throw new Error('metrics are on in this file');
    let rounds = 0;
    const scheduler = startScheduler({
      jobs: [
        { name: 'metrics-ok', run: async () => void (rounds += 1) },
        { name: 'metrics-broken', run: () => Promise.reject(new Error('broken on purpose')) },
      ],
      intervalMs: 5,
      logger: { error: () => {}, warn: () => {} },
      onJobEnd: metrics.jobRun,
    });
    await expect.poll(() => rounds, { timeout: 5_000 }).toBeGreaterThanOrEqual(2);
    await scheduler.stop();
    const text = await scrape();
    const runs = value(text, 'portico_job_runs_total', { job: 'metrics-ok' });
    expect(runs).toBeGreaterThanOrEqual(2);
    expect(value(text, 'portico_job_runs_total', { job: 'metrics-broken' })).toBe(runs);
    expect(value(text, 'portico_job_failures_total', { job: 'metrics-broken' })).toBe(runs);
    expect(sampleValue(text, 'portico_job_failures_total', { job: 'metrics-ok' })).toBeUndefined();
  });
});

describe('the database series', () => {
  const counters = () => createMetricsRegistry();
  const logger = { warn: () => {} };

  it('are left out, not a failed scrape, when the database fails', async () => {
    const failing = {
      db: { transaction: () => Promise.reject(new Error('database down')) } as unknown as Database,
    };
    const text = await createAppMetrics(counters(), failing).scrape(logger);
    expect(text).toContain('portico_http_requests_total');
    expect(text).toContain('portico_db_pool_connections');
    expect(text).not.toContain('portico_mail_outbox_backlog');
    expect(text).not.toContain('portico_payments_refund_due');
  });

  it('are given up after their time bound when the database does not answer', async () => {
    const stalled = {
      db: { transaction: () => new Promise(() => {}) } as unknown as Database,
    };
    const started = performance.now();
    const result = await createDatabaseGauges(stalled, { timeoutMs: 50 }).scrape();
    expect('error' in result).toBe(true);
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});

describe('the METRICS_PORT listener and several apps in one process', () => {
  it('serves /metrics alone, and each app counts its own requests', async () => {
    const second = await startApp(withMetrics());
    try {
      const metrics = second.metrics;
      if (!metrics) throw new Error('metrics are on');
      await second.inject({
        method: 'GET',
        url: '/healthz',
        headers: { [whitelabelHostHeader]: '' },
      });
      const server = await buildMetricsServer(second, { metrics, token: null });
      try {
        const response = await server.inject({ method: 'GET', url: '/metrics' });
        expect(response.statusCode).toBe(200);
        const health = { route: '/healthz', method: 'GET', status_class: '2xx' };
        expect(value(response.body, 'portico_http_requests_total', health)).toBe(1);
        expect((await server.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(404);
      } finally {
        await server.close();
      }
    } finally {
      await second.close();
    }
  });

  it('are off with the setting off: no endpoint, no counters', async () => {
    const off = await startApp(testConfig({ metrics: null }));
    try {
      expect(off.metrics).toBeNull();
      const response = await off.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.body).not.toContain('portico_http_requests_total');
    } finally {
      await off.close();
    }
  });
});
