// `npm run bench:console` (also part of `npm run bench` when DATABASE_URL is set): numbers, not
// pass/fail. Issue 28 item 7's goal: the console's search answers in under 100 ms p99 on a million
// trips. On the PostgreSQL of DATABASE_URL (which may be shared with the tests: everything goes
// into a white-label of its own, removed at the end unless BENCH_KEEP_DATA=1), the server's own
// migrations, then 1,000,000 trips over 300,000 plates with their passages, payments, notices,
// accounts and alerts (bench/lib/console-fill.ts), then each kind of search and the timeline
// through the real app (app.inject, one call at a time: latency, not throughput), as an agent
// signed in with a session of the console.
import { buildPath, routes } from '@portico/contract';
import {
  alertEmailOf,
  consolePlate,
  customerEmailOf,
  fillConsoleVehicles,
  hasAccount,
  hasAlert,
  payerEmailOf,
  removeConsoleVehicles,
} from './lib/console-fill.ts';
import {
  closeConsoleBench,
  consoleFillSize,
  openConsoleBench,
  percentileOf,
  seedBenchRoad,
  staffHeaders,
} from './lib/console-bench.ts';
import { consoleSamples } from './lib/console-samples.ts';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.log(
    'Console bench skipped: its million trips belong in PostgreSQL (PGlite would hold them in ' +
      'memory and measure the WebAssembly heap); set DATABASE_URL to measure it.',
  );
  process.exit(0);
}

const { plates, trips } = consoleFillSize;
const calls = Number(process.env.BENCH_CONSOLE_CALLS ?? 300);

const bench = await openConsoleBench(databaseUrl, { code: 'console', name: 'Console bench' });
const { app, code, whitelabelId } = bench;

try {
  await seedBenchRoad(bench);
  console.log(`Console bench: ${trips} trips over ${plates} plates (white-label ${code})`);
  const steps = await fillConsoleVehicles(databaseUrl, { whitelabelId, plates, trips });
  for (const { step, rows, seconds } of steps) {
    console.log(
      `  fill ${step.padEnd(18)} ${String(rows).padStart(9)} rows ${seconds.toFixed(1)} s`,
    );
  }

  const headers = await staffHeaders(bench, {
    mailbox: 'agent',
    name: 'Bench Agent',
    roles: ['agent'],
  });
  const samples = await consoleSamples(databaseUrl, whitelabelId, calls);
  const vehicle = (index: number) => consolePlate(Math.floor((index * 7919) % plates));
  const withAccount = (index: number) => {
    let p = (index * 7919) % plates;
    while (!hasAccount(p)) p = (p + 1) % plates;
    return p;
  };
  const withAlert = (index: number) => {
    let p = (index * 7919) % plates;
    while (!hasAlert(p)) p = (p + 1) % plates;
    return p;
  };
  const search = (q: string) =>
    `${buildPath(routes.vehicleSearch.path)}?${new URLSearchParams({ q }).toString()}`;
  const series: [string, (index: number) => string][] = [
    ['search: plate', (i) => search(vehicle(i).plate)],
    ['search: notice number', (i) => search(samples.notices[i % samples.notices.length] ?? '')],
    [
      'search: payment reference',
      (i) => search(samples.references[i % samples.references.length] ?? ''),
    ],
    [
      'search: PSP transaction',
      (i) => search(samples.transactions[i % samples.transactions.length] ?? ''),
    ],
    ['search: account e-mail', (i) => search(customerEmailOf(withAccount(i)))],
    ['search: alert e-mail', (i) => search(alertEmailOf(withAlert(i)))],
    [
      'search: payer e-mail',
      (i) => search(payerEmailOf(samples.payers[i % samples.payers.length] ?? 0)),
    ],
    [
      'timeline',
      (i) => {
        const { plate, country } = vehicle(i);
        return buildPath(routes.vehicleTimeline.path, { country, plate });
      },
    ],
  ];

  console.log(`  ${calls} calls each, one at a time, after ${Math.min(50, calls)} to warm up`);
  console.log(
    `  ${'call'.padEnd(28)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'max ms'.padStart(7)}  found`,
  );
  for (const [name, url] of series) {
    for (let i = 0; i < Math.min(50, calls); i += 1) {
      await app.inject({ method: 'GET', url: url(calls + i), headers });
    }
    const times: number[] = [];
    let found = 0;
    for (let i = 0; i < calls; i += 1) {
      const started = performance.now();
      const response = await app.inject({ method: 'GET', url: url(i), headers });
      times.push(performance.now() - started);
      if (response.statusCode !== 200)
        throw new Error(`${name}: ${response.statusCode} ${response.body}`);
      const body = response.json<{ vehicles?: unknown[] }>();
      if (!body.vehicles || body.vehicles.length > 0) found += 1;
    }
    times.sort((a, b) => a - b);
    const at = (share: number) => percentileOf(times, share);
    console.log(
      `  ${name.padEnd(28)} ${at(0.5).padStart(7)} ${at(0.99).padStart(7)} ${at(1).padStart(7)}  ${found}/${calls}`,
    );
  }
} finally {
  await closeConsoleBench(bench, () => removeConsoleVehicles(databaseUrl, whitelabelId));
}
