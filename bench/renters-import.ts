// `npm run bench:renters` (its fleet import part): numbers, not pass/fail. Issue 25 item 4. On the
// PostgreSQL server of DATABASE_URL (default: the local one): recreates a
// `portico_bench_renters_import` database, migrates and seeds it, makes one rental company and a
// signed-in renter, then on the real server (compiled when `npm run build:server` made it)
// imports a 20,000-row XLSX and a 20,000-row CSV (POST /renters/me/plates/import), each once
// (20,000 periods added) and again (nothing changes), and sends a 5 MiB file that is not a
// spreadsheet (refused on its first bytes). For each: the time of the request and the server's
// resident memory at its peak above idle (sampled every 20 ms). Goals: under 10 s and 150 MiB
// for each import. Drops the database at the end.
import { readFileSync } from 'node:fs';
import { buildPath, routes, type SpreadsheetFormat } from '@portico/contract';
import pg from 'pg';
import { openPostgres } from '../apps/server/src/db/drivers/postgres.ts';
import { prepareDatabase } from '../apps/server/src/db/migrate.ts';
import { writeSpreadsheet } from '../apps/server/src/shared/spreadsheets/index.ts';
import { defaultServerUrl, dropDatabase, recreateDatabase } from './lib/bench-database.ts';
import { renterToken } from './lib/renter-fleet.ts';
import { benchServerEnv } from './lib/server-env.ts';
import { type RunningServer, startServer } from './lib/server-process.ts';

const serverUrl = process.env.DATABASE_URL ?? defaultServerUrl;
const databaseName = 'portico_bench_renters_import';
const rows = Number(process.env.BENCH_IMPORT_ROWS ?? 20_000);
const port = Number(process.env.BENCH_PORT ?? 8197);
const day = 24 * 60 * 60_000;

async function benchCompany(url: string): Promise<{ whitelabelId: number; companyId: number }> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  try {
    const tenant = await client.query<{ id: number }>(
      `select id from whitelabels where code = 'a79'`,
    );
    const whitelabelId = tenant.rows[0]?.id;
    if (whitelabelId === undefined) throw new Error('the a79 white-label was not seeded');
    const company = await client.query<{ id: number }>(
      `insert into companies (whitelabel_id, code, name) values ($1, 'BENCH-IMPORT', 'Bench Import SAS')
       returning id`,
      [whitelabelId],
    );
    const companyId = company.rows[0]?.id;
    if (companyId === undefined) throw new Error('no company inserted');
    return { whitelabelId, companyId };
  } finally {
    await client.end();
  }
}

/** A fleet file of `rows` vehicles (plates with this prefix), in the French layout. */
async function fleetFile(format: SpreadsheetFormat, prefix: string): Promise<Buffer> {
  const start = new Date(Date.now() - 30 * day);
  function* lines() {
    yield ['Pays', 'Immatriculation', 'Date de début', 'Date de fin'];
    for (let index = 0; index < rows; index += 1) {
      yield ['FR', `${prefix}${String(index).padStart(6, '0')}`, start, null];
    }
  }
  const chunks: Buffer[] = [];
  for await (const chunk of writeSpreadsheet(lines(), format)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

async function upload(
  server: RunningServer,
  token: string,
  name: string,
  file: Buffer,
  fileName: string,
): Promise<void> {
  const pid = server.process.pid ?? -1;
  // Let the previous request's garbage go before the idle reading.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const idle = rssMiB(pid);
  let peak = idle;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMiB(pid));
  }, 20);
  const form = new FormData();
  form.append('importFile', new Blob([new Uint8Array(file)]), fileName);
  const started = performance.now();
  const response = await fetch(`${server.url}${buildPath(routes.renterPlatesImport.path)}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = await response.text();
  const ms = performance.now() - started;
  clearInterval(sampler);
  peak = Math.max(peak, rssMiB(pid));
  console.log(
    `${name.padEnd(34)} ${(file.length / 1024 / 1024).toFixed(2)} MiB  ${response.status} ${body.slice(0, 90)}  ${(ms / 1000).toFixed(2)} s  server RSS ${idle} MiB idle, peak +${peak - idle} MiB`,
  );
}

console.log(`Fleet import bench: ${rows} rows per file, PostgreSQL`);
const url = await recreateDatabase(serverUrl, databaseName);
try {
  const handle = await openPostgres(url);
  try {
    await prepareDatabase(handle, { seedDemo: true });
  } finally {
    await handle.close();
  }
  const { whitelabelId, companyId } = await benchCompany(url);
  const token = await renterToken(url, whitelabelId, companyId);
  const xlsx = await fleetFile('xlsx', 'BX');
  const csv = await fleetFile('csv', 'BC');
  const junk = Buffer.alloc(5 * 1024 * 1024, 0x41);
  junk.write('GIF89a\u0000', 0, 'latin1');
  const server = await startServer(port, benchServerEnv({ url }));
  try {
    await upload(server, token, 'XLSX (new periods)', xlsx, 'fleet.xlsx');
    await upload(server, token, 'XLSX again (unchanged)', xlsx, 'fleet.xlsx');
    await upload(server, token, 'CSV (new periods)', csv, 'fleet.csv');
    await upload(server, token, 'CSV again (unchanged)', csv, 'fleet.csv');
    await upload(server, token, '5 MiB non-spreadsheet (refused)', junk, 'fleet.xlsx');
    console.log('goals: each import under 10 s and under 150 MiB above idle');
  } finally {
    await server.stop();
  }
} finally {
  await dropDatabase(serverUrl, databaseName);
}
