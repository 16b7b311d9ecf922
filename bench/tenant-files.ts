// `npm run bench:tenant-files` (also part of `npm run bench`): numbers, not pass/fail. The tenant
// files of issue 27: reading and checking the demo's file (2,500 lines of YAML), then on an empty
// embedded database (PGlite in memory, migrated) its first apply, a second apply that changes
// nothing, a diff, and an export; the heap after. Each step is timed over `rounds` runs (median).
import { performance } from 'node:perf_hooks';
import { readFileSync } from 'node:fs';
import { openPglite } from '../apps/server/src/db/drivers/pglite.ts';
import { prepareDatabase } from '../apps/server/src/db/migrate.ts';
import { demoTenantPath } from '../apps/server/src/db/seed/demo-tenant.ts';
import { applyTenant } from '../apps/server/src/modules/tenants/apply-tenant.ts';
import { exportTenant } from '../apps/server/src/modules/tenants/stored-tenant.ts';
import { parseTenantFile } from '../apps/server/src/modules/tenants/tenant-file-io.ts';
import { diffTenant } from '../apps/server/src/modules/tenants/tenant-operations.ts';

const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const say = (line: string) => process.stdout.write(`tenant-files: ${line}\n`);

async function timed<T>(work: () => Promise<T> | T): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}

const text = readFileSync(demoTenantPath, 'utf8');
const parseTimes: number[] = [];
let file = parseTenantFile(text).file;
for (let round = 0; round < rounds; round += 1) {
  const [reading, ms] = await timed(() => parseTenantFile(text));
  parseTimes.push(ms);
  file = reading.file;
}
if (!file) throw new Error('the demo file is not valid');
const demo = file;
say(
  `read and check ${(text.length / 1024).toFixed(0)} KiB of YAML: ${median(parseTimes).toFixed(1)} ms (median of ${rounds})`,
);

const handle = await openPglite('memory://');
try {
  await prepareDatabase(handle, { seedDemo: false });
  const secret = () => 'bench-roadside-key';
  const today = new Date().toISOString().slice(0, 10);
  const [, firstMs] = await timed(() => applyTenant(handle.db, demo, { secret, today }));
  const again: number[] = [];
  const diffs: number[] = [];
  const exports: number[] = [];
  let changes = -1;
  for (let round = 0; round < rounds; round += 1) {
    again.push((await timed(() => applyTenant(handle.db, demo, { secret, today })))[1]);
    const [lines, diffMs] = await timed(() => diffTenant(handle.db, demo, secret));
    changes = lines.length;
    diffs.push(diffMs);
    exports.push((await timed(() => exportTenant(handle.db, demo.code)))[1]);
  }
  say(`first apply on an empty database: ${firstMs.toFixed(0)} ms`);
  say(
    `apply again (no change): ${median(again).toFixed(0)} ms; diff: ${median(diffs).toFixed(0)} ms (${changes} changes); export: ${median(exports).toFixed(0)} ms`,
  );
  say(`heap used after: ${(process.memoryUsage().heapUsed / 1024 / 1024).toFixed(0)} MiB`);
} finally {
  await handle.close();
}
