// `npm run bench:claims` (also part of `npm run bench`): numbers, not pass/fail. Issue 14: the
// memory of claims with attachments. Starts the real server (production mode) on 127.0.0.1 with
// PGlite in a temporary folder, ingests one completed trip for each of N plates, then posts N
// claims at once (POST /protests, multipart), each with one PDF of almost 5 MiB, streamed from a
// small buffer so the bench itself holds little. Samples the server's resident memory every 20 ms
// and prints its peak (the kernel's VmHWM too), the claims per second and the megabytes per
// second. The goal: 50 concurrent 5 MiB claims keep the server under 300 MB. On PGlite always
// (whose WebAssembly heap alone holds ~900 MiB at rest: the growth over idle is the claims'), and
// on PostgreSQL when DATABASE_URL is set (a `portico_bench_claims` database on that server,
// recreated, dropped at the end). The server is the compiled one when `npm run build` made it, as
// production runs it (from source through tsx, its idle memory is about 90 MiB higher). Stops by
// itself.
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  attachmentLimits,
  buildPath,
  journeySetSchema,
  type PassageInput,
  routes,
} from '@portico/contract';
import { issueLookupSession } from '../apps/server/src/modules/lookups/session.ts';
import { dropDatabase, recreateDatabase } from './lib/bench-database.ts';
import { postBatches } from './lib/post-batches.ts';
import { whitelabelIdOf } from './lib/whitelabel-id.ts';
import { benchLookupSecret, benchRoadsideKey, benchServerEnv } from './lib/server-env.ts';
import { memoryOf, serverEntry, startServer } from './lib/server-process.ts';

const port = Number(process.env.BENCH_PORT ?? 8196);
const claims = Number(process.env.BENCH_CLAIMS ?? 50);
/** Each claim's file: the whole allowance but 1 KiB (the claim's JSON part is not counted). */
const fileBytes = Number(process.env.BENCH_CLAIM_FILE_BYTES ?? attachmentLimits.totalBytes - 1024);
const goalMiB = 300 / 1.048576; // 300 MB
const minute = 60_000;
const boundary = '----portico-bench-claims';
const databaseName = 'portico_bench_claims';

const plateOf = (index: number) => `CLB${String(index).padStart(5, '0')}`;

function passages(): PassageInput[] {
  const start = Date.now() - 2 * 60 * minute;
  return Array.from({ length: claims }, (_, index) =>
    ['molinet-ouest', 'molinet-est'].map((gantry, step) => ({
      passageId: `bench-claim-${index}-${step}`,
      gantry,
      direction: 'east' as const,
      plate: plateOf(index),
      countryCode: 'FR',
      vehicleClass: 1 as const,
      emission: null,
      at: new Date(start + step * 5 * minute).toISOString(),
      tagPaid: false,
    })),
  ).flat();
}

/** The session and journey id of each plate (the sessions are minted with the bench's secret). */
async function claimTargets(url: string, whitelabelId: number) {
  const targets: { sessionId: string; journeyId: string }[] = [];
  for (let index = 0; index < claims; index += 1) {
    const plate = plateOf(index);
    const sessionId = issueLookupSession(
      benchLookupSecret,
      { whitelabelId, target: { kind: 'plate', plate, countryCode: 'FR' } },
      new Date(),
      30 * minute,
    );
    const query = new URLSearchParams({ plate, country: 'FR', sessionId });
    const response = await fetch(`${url}${buildPath(routes.detailedJourneys.path)}?${query}`);
    const set = journeySetSchema.parse(await response.json());
    const journeyId = set.journeys[0]?.id;
    if (!journeyId) throw new Error(`no journey for ${plate}`);
    targets.push({ sessionId: set.sessionId, journeyId });
  }
  return targets;
}

/** 1 MiB of file content after the PDF signature, sent again and again. */
const chunk = Buffer.alloc(1024 * 1024, 0x20);
const pdfHead = Buffer.from('%PDF-1.7\n');

/** Posts one claim, streaming its file; resolves with the status. */
function postClaim(url: string, target: { sessionId: string; journeyId: string }, index: number) {
  const claim = JSON.stringify({
    journeyIds: [target.journeyId],
    reasonId: 'plate-not-mine',
    email: `bench.claim.${index}@example.fr`,
  });
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="claim"\r\n\r\n${claim}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="attachments"; filename="evidence-${index}.pdf"\r\n` +
      'Content-Type: application/pdf\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const query = new URLSearchParams({ type: 'FREE_FLOW', sessionId: target.sessionId });
  const { hostname, port: urlPort } = new URL(url);
  return new Promise<number>((resolve, reject) => {
    const request = httpRequest(
      {
        host: hostname,
        port: urlPort,
        method: 'POST',
        path: `${buildPath(routes.createProtest.path)}?${query}`,
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(head.length + fileBytes + tail.length),
          // Fifty phones, not one: the upload gate counts places per client address (issue 24).
          'x-forwarded-for': `198.18.${Math.floor(index / 250)}.${(index % 250) + 1}`,
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.write(head);
    request.write(pdfHead);
    let left = fileBytes - pdfHead.length;
    const pump = () => {
      while (left > 0) {
        const piece = left >= chunk.length ? chunk : chunk.subarray(0, left);
        left -= piece.length;
        if (!request.write(piece)) {
          request.once('drain', pump);
          return;
        }
      }
      request.end(tail);
    };
    pump();
  });
}

interface Measure {
  database: string;
  claims: number;
  created: number;
  seconds: number;
  claimsPerSecond: number;
  megabytesPerSecond: number;
  idleRssMiB: number;
  peakRssMiB: number;
  growthMiB: number;
  vmHwmMiB: number;
}

/** One run against a server on `env`'s database: ingest, then the N claims at once. */
async function measure(database: string, env: Record<string, string>): Promise<Measure> {
  // The claims come through this machine as a proxy telling each phone's address.
  const server = await startServer(port, { ...env, TRUST_PROXY: '127.0.0.1' });
  const pid = server.process.pid;
  try {
    const ingestion = await postBatches(server.url, benchRoadsideKey, [passages()], 1);
    if (ingestion.failedBatches > 0 || ingestion.notAccepted > 0) {
      throw new Error(`ingestion: ${ingestion.failedBatches} batches failed`);
    }
    const targets = await claimTargets(server.url, await whitelabelIdOf(server.url, plateOf(0)));
    const idle = memoryOf(pid)?.rssMiB ?? 0;
    let peak = idle;
    const sampler = setInterval(() => {
      peak = Math.max(peak, memoryOf(pid)?.rssMiB ?? 0);
    }, 20);
    const started = performance.now();
    const statuses = await Promise.all(
      targets.map((target, index) => postClaim(server.url, target, index)),
    );
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const after = memoryOf(pid);
    peak = Math.max(peak, after?.rssMiB ?? 0);
    const created = statuses.filter((status) => status === 201).length;
    if (created !== claims) console.log(`${database} statuses: ${statuses.join(' ')}`);
    const round = (value: number, digits = 0) => Number(value.toFixed(digits));
    return {
      database,
      claims,
      created,
      seconds: round(seconds, 2),
      claimsPerSecond: round(claims / seconds, 1),
      megabytesPerSecond: round((claims * fileBytes) / 1e6 / seconds, 1),
      idleRssMiB: round(idle),
      peakRssMiB: round(peak),
      growthMiB: round(peak - idle),
      vmHwmMiB: round(after?.peakMiB ?? 0),
    };
  } finally {
    await server.stop();
  }
}

const rows: Measure[] = [];
const dir = mkdtempSync(join(tmpdir(), 'portico-bench-claims-'));
try {
  rows.push(await measure('PGlite', benchServerEnv({ pgliteDir: dir })));
} finally {
  rmSync(dir, { recursive: true, force: true });
}
const serverUrl = process.env.DATABASE_URL;
if (serverUrl) {
  const url = await recreateDatabase(serverUrl, databaseName);
  try {
    rows.push(await measure('PostgreSQL', benchServerEnv({ url })));
  } finally {
    await dropDatabase(serverUrl, databaseName);
  }
} else {
  console.log('PostgreSQL skipped: set DATABASE_URL to a PostgreSQL server to measure it too.');
}
console.log(
  `claims bench: ${claims} concurrent claims, one ${(fileBytes / 1048576).toFixed(2)} MiB PDF each, ` +
    `server ${serverEntry()}`,
);
console.table(rows);
for (const row of rows) {
  const verdict = row.peakRssMiB < goalMiB ? 'under' : 'OVER';
  console.log(
    `${row.database}: peak RSS ${row.peakRssMiB} MiB (${row.growthMiB} MiB over idle), ${verdict} ` +
      `the 300 MB goal (${goalMiB.toFixed(0)} MiB)`,
  );
}
process.exit(0);
