// `npm run bench:dashboard` (also part of `npm run bench` when DATABASE_URL is set): numbers, not
// pass/fail. Issue 28 item 6: the console's dashboard reads today and the last 30 days of one
// white-label; each of its queries starts with the white-label and reads one index range. On the
// PostgreSQL of DATABASE_URL (a white-label of its own, removed at the end unless
// BENCH_KEEP_DATA=1), the console bench's million trips (bench/lib/console-fill.ts: 300,000
// plates, a trip every twelve days each, so about 750,000 trips and 2,250,000 passages fall in
// the 30 days, more than the A79's 13,500 vehicles a day), plus claims, e-mails waiting, refunds
// and fleet-card payments (bench/lib/dashboard-fill.ts); then the dashboard-rollup job counts the
// 29 closed days once, as the instances' scheduler would have over those days (its first round
// is timed, and a second one with nothing to count again), and GET /operator/dashboard is read
// through the real app (app.inject, one call at a time), as a finance person signed in.
// BENCH_DASHBOARD_ROLLUP=0 leaves the rollup out: every call then counts the 30 days live.
// The fill puts no row in today (every trip starts a day back or more): with the rollup, the
// calls measure its read and the fixed parts, not a busy today's live count (ARCHITECTURE.md).
import { runDashboardRollup } from '../apps/server/src/modules/dashboard/rollup-job.ts';
import { buildPath, type Dashboard, routes } from '@portico/contract';
import {
  closeConsoleBench,
  consoleFillSize,
  openConsoleBench,
  percentileOf,
  seedBenchRoad,
  staffHeaders,
} from './lib/console-bench.ts';
import { fillConsoleVehicles, removeConsoleVehicles } from './lib/console-fill.ts';
import { fillDashboardExtras, removeDashboardExtras } from './lib/dashboard-fill.ts';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.log(
    'Dashboard bench skipped: its million trips belong in PostgreSQL; set DATABASE_URL to measure it.',
  );
  process.exit(0);
}

const { plates, trips } = consoleFillSize;
const calls = Number(process.env.BENCH_DASHBOARD_CALLS ?? 100);
const rollup = process.env.BENCH_DASHBOARD_ROLLUP !== '0';

const bench = await openConsoleBench(databaseUrl, { code: 'dashboard', name: 'Dashboard bench' });
const { app, db, code, whitelabelId } = bench;

try {
  await seedBenchRoad(bench);
  console.log(`Dashboard bench: ${trips} trips over ${plates} plates (white-label ${code})`);
  const steps = [
    ...(await fillConsoleVehicles(databaseUrl, { whitelabelId, plates, trips })),
    ...(await fillDashboardExtras(databaseUrl, whitelabelId)),
  ];
  for (const { step, rows, seconds } of steps) {
    console.log(
      `  fill ${step.padEnd(20)} ${String(rows).padStart(9)} rows ${seconds.toFixed(1)} s`,
    );
  }

  if (rollup) {
    for (const round of ['first', 'next']) {
      const started = performance.now();
      const days = await runDashboardRollup(db, new Date(), { whitelabelId });
      const seconds = ((performance.now() - started) / 1000).toFixed(2);
      console.log(`  rollup job, ${round} round: ${days} closed days counted in ${seconds} s`);
    }
  } else {
    console.log('  no rollup (BENCH_DASHBOARD_ROLLUP=0): the 30 days counted live on every call');
  }

  const headers = await staffHeaders(bench, {
    mailbox: 'finance',
    name: 'Bench Finance',
    roles: ['finance'],
  });
  const url = buildPath(routes.dashboard.path);
  const warmUp = Math.min(10, calls);
  for (let i = 0; i < warmUp; i += 1) await app.inject({ method: 'GET', url, headers });
  const times: number[] = [];
  let last: Dashboard | undefined;
  for (let i = 0; i < calls; i += 1) {
    const started = performance.now();
    const response = await app.inject({ method: 'GET', url, headers });
    times.push(performance.now() - started);
    if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
    last = response.json<Dashboard>();
  }
  times.sort((a, b) => a - b);
  const at = (share: number) => percentileOf(times, share);
  console.log(`  ${calls} calls, one at a time, after ${warmUp} to warm up`);
  console.log(`  GET /operator/dashboard  p50 ${at(0.5)} ms  p99 ${at(0.99)} ms  max ${at(1)} ms`);
  if (last) {
    const month = last.periods.last30Days;
    console.log(
      `  it read: ${month.passages} passages, ${month.trips} trips, ${month.notices} notices, ` +
        `${month.collectedCents} cents collected in 30 days; ${last.claims.waiting} claims ` +
        `waiting, ${last.mail.pending} e-mails waiting, ${last.refundDue.payments} refunds due`,
    );
  }
} finally {
  await closeConsoleBench(bench, async () => {
    await removeDashboardExtras(databaseUrl, whitelabelId);
    await removeConsoleVehicles(databaseUrl, whitelabelId);
  });
}
