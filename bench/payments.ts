// `npm run bench:payments` (also part of `npm run bench`): numbers, not pass/fail. Starts the real
// server (production mode, the PSP simulators on so their Paybox key is trusted), ingests one
// completed whole-road trip for each of a few thousand plates, then measures the payment path:
// baskets (POST /payments/allJourneys, a fresh lookup session each), card checkouts (POST
// /payments/psp, then the signed Paybox success notification the PSP sends: the settlement),
// fleet-card payments end to end (a basket, then POST /payments/privateCards) and receipt PDFs.
// On PGlite (a temporary folder) always, and on PostgreSQL when DATABASE_URL is set (a
// `portico_bench_payments` database on that server, recreated, dropped at the end).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  buildPath,
  type PassageInput,
  paymentSessionSchema,
  paymentStatusResponseSchema,
  pspResponseSchema,
  routes,
} from '@portico/contract';
import { a79WholeRoadEast, makePassage, sampleBillingInfo } from '@portico/contract/testing';
import { count } from 'drizzle-orm';
import { openPglite } from '../apps/server/src/db/drivers/pglite.ts';
import { openPostgres } from '../apps/server/src/db/drivers/postgres.ts';
import type { DatabaseHandle } from '../apps/server/src/db/database.ts';
import { mailOutbox, payments } from '../apps/server/src/db/schema/index.ts';
import { issueLookupSession } from '../apps/server/src/modules/lookups/session.ts';
import { signPayboxData } from '../apps/server/src/modules/payments/psp/paybox/signature.ts';
import { payboxSimulatorPrivateKeyPem } from '../apps/server/src/modules/payments/psp/simulator/keys.ts';
import { dropDatabase, recreateDatabase } from './lib/bench-database.ts';
import { startBenchFleetGateway } from './lib/fleet-gateway.ts';
import { closedLoop, cpuMeter, loadRequests, type RequestsResult } from './lib/load-requests.ts';
import { postBatches } from './lib/post-batches.ts';
import { whitelabelIdOf } from './lib/whitelabel-id.ts';
import { randomInt, seededRandom } from './lib/random.ts';
import { benchLookupSecret, benchRoadsideKey, benchServerEnv } from './lib/server-env.ts';
import { memoryOf, startServer } from './lib/server-process.ts';

// The ingestion bench's port: the benches run one after the other.
const port = Number(process.env.BENCH_PORT ?? 8196);
// The fleet-card gateway the server charges (production refuses the sandbox).
const fleetGatewayPort = Number(process.env.BENCH_FLEET_GATEWAY_PORT ?? 8304);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_PAYMENT_CONNECTIONS ?? 10);
const plates = Number(process.env.BENCH_PAYMENT_PLATES ?? 1200);
const databaseName = 'portico_bench_payments';
// Not counted: the first payments of each kind pay for JIT and caches.
const warmUp = 50;
const minute = 60_000;
// A SHELL test card the gateway's sandbox approves (any number but its refusal endings).
const fleetCard = {
  cardType: 'SHELL',
  cardNumber: '7002000000000000001',
  cardValidity: '3012',
  cvv: '999',
  email: 'flotte@example.fr',
};

if (plates < 4 * warmUp) throw new Error(`BENCH_PAYMENT_PLATES must be at least ${4 * warmUp}`);
// The first half is paid by card (through the Paybox notification), the second by fleet card;
// the baskets are made on all of them first, before any is paid.
const cardPlates = Math.floor(plates / 2);
const plateOf = (index: number) => `PB${String(index).padStart(7, '0')}`;

/** One completed trip over the whole road, ten minutes between gantries, three hours ago. */
function ingestionBatches(): PassageInput[][] {
  const start = Date.now() - 3 * 60 * minute;
  const passages: PassageInput[] = [];
  for (let index = 0; index < plates; index += 1) {
    a79WholeRoadEast.forEach((gantry, at) => {
      passages.push(
        makePassage({
          passageId: `pay-${index}-${at}`,
          gantry,
          plate: plateOf(index),
          at: new Date(start + (index % 30) * 1000 + at * 10 * minute).toISOString(),
        }),
      );
    });
  }
  const batches: PassageInput[][] = [];
  for (let at = 0; at < passages.length; at += 1000) batches.push(passages.slice(at, at + 1000));
  return batches;
}

async function answer(response: Response, what: string): Promise<unknown> {
  const text = await response.text();
  if (!response.ok) throw new Error(`${what}: ${response.status} ${text.slice(0, 300)}`);
  return text === '' ? null : (JSON.parse(text) as unknown);
}

interface Row {
  step: string;
  count: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  failed: number;
  serverCpuMs: number;
  databaseCpuMs: number | null;
}

interface Measured {
  database: string;
  rows: Row[];
  notes: string[];
}

function failuresOf(result: RequestsResult): number {
  return result.non2xx + result.errors;
}

async function measure(database: string, env: Record<string, string>): Promise<Measured> {
  const onPostgres = env.DATABASE_URL !== undefined && env.DATABASE_URL !== '';
  const fleetGateway = await startBenchFleetGateway(fleetGatewayPort);
  const server = await startServer(port, {
    ...env,
    ...fleetGateway.env,
    // The simulators sign with public keys, so production refuses them: development mode here.
    NODE_ENV: 'development',
    PSP_SIMULATOR: 'true',
    CARD_PSP: 'PAYBOX',
  }).catch(async (error: unknown) => {
    await fleetGateway.close();
    throw error;
  });
  const rows: Row[] = [];
  const notes: string[] = [];
  const started = memoryOf(server.process.pid);
  const progress = (row: Row) => {
    rows.push(row);
    console.log(`${database} ${row.step}: ${row.perSecond}/s, p99 ${row.p99Ms} ms`);
  };
  const meter = cpuMeter(server.process.pid ?? -1, onPostgres ? databaseName : null);
  /** CPU ms per item since `before`, of the server and (PostgreSQL) of its backends. */
  const perItem = (before: { server: number; database: number }, items: number) => {
    const now = meter.read();
    const ms = (cpuSeconds: number) => Number(((cpuSeconds * 1000) / items).toFixed(2));
    return {
      serverCpuMs: ms(now.server - before.server),
      databaseCpuMs: onPostgres ? ms(now.database - before.database) : null,
    };
  };
  const json = (body: unknown) => ({
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  try {
    const ingestion = await postBatches(server.url, benchRoadsideKey, ingestionBatches(), 4);
    if (ingestion.failedBatches > 0 || ingestion.notAccepted > 0) {
      throw new Error(`ingestion: ${ingestion.failedBatches} batches failed`);
    }
    notes.push(
      `ingested ${plates} plates' trips (${ingestion.passages} passages) in ${ingestion.seconds.toFixed(1)} s`,
    );
    const whitelabelId = await whitelabelIdOf(server.url, plateOf(0));
    const sessionOf = (plate: string) =>
      issueLookupSession(
        benchLookupSecret,
        { whitelabelId, target: { kind: 'plate', plate, countryCode: 'FR' } },
        new Date(),
        30 * minute,
      );
    const basketPath = (plate: string) =>
      `${buildPath(routes.payAllJourneys.path)}?sessionId=${encodeURIComponent(sessionOf(plate))}`;
    const basket = async (plate: string) =>
      paymentSessionSchema.parse(
        await answer(
          await fetch(`${server.url}${basketPath(plate)}`, json({ prepayments: [] })),
          'basket',
        ),
      );

    // 1. Baskets: each request another plate, with a session of its own (minted here, as the
    // lookup would have answered it). Every plate keeps its trip: a basket changes nothing owed.
    const random = seededRandom(5);
    const nextBasket = () => ({
      method: 'POST' as const,
      path: basketPath(plateOf(randomInt(random, 0, plates - 1))),
      body: '{"prepayments":[]}',
    });
    await loadRequests('baskets warm-up', server.url, nextBasket, { connections, amount: 300 });
    await meter.settle();
    let before = meter.read();
    const baskets = await loadRequests('baskets', server.url, nextBasket, { connections, seconds });
    progress({
      step: 'basket: POST /payments/allJourneys',
      count: baskets.requests,
      perSecond: baskets.requestsPerSecond,
      p50Ms: baskets.p50Ms,
      p99Ms: baskets.p99Ms,
      failed: failuresOf(baskets),
      ...perItem(before, baskets.requests),
    });

    // 2. Card checkouts: a basket per plate (not measured), POST /payments/psp (measured), then
    // the Paybox success notification for each, signed with the simulator's key (measured).
    const cardPlateNames = Array.from({ length: cardPlates }, (_, index) => plateOf(index));
    const cardBaskets = (await closedLoop(cardPlateNames, connections, basket)).results;
    const checkout = async (id: string) => {
      const page = pspResponseSchema.parse(
        await answer(
          await fetch(
            `${server.url}${buildPath(routes.paymentPsp.path)}`,
            json({ sessionId: id, billingInfo: sampleBillingInfo }),
          ),
          'POST /payments/psp',
        ),
      );
      const field = (name: string) =>
        page.parameters.find((parameter) => parameter.pspVariableName === name)?.pspVariableValue;
      return { id, reference: field('PBX_CMD') ?? '', amount: field('PBX_TOTAL') ?? '' };
    };
    /** A checkout that failed is left out of the notifications, and counted. */
    const tryCheckout = async (id: string) => {
      try {
        return await checkout(id);
      } catch (error) {
        console.error(String(error));
        return null;
      }
    };
    const [warmCheckouts, measuredCheckouts] = [
      cardBaskets.slice(0, warmUp),
      cardBaskets.slice(warmUp),
    ];
    const warmPages = (
      await closedLoop(warmCheckouts, connections, (b) => tryCheckout(b.id))
    ).results.flatMap((page) => (page ? [page] : []));
    await meter.settle();
    before = meter.read();
    const checkouts = await closedLoop(measuredCheckouts, connections, (b) => tryCheckout(b.id));
    const pages = checkouts.results.flatMap((page) => (page ? [page] : []));
    progress({
      step: 'checkout: POST /payments/psp',
      count: measuredCheckouts.length,
      perSecond: Math.round(measuredCheckouts.length / checkouts.seconds),
      p50Ms: checkouts.p50Ms,
      p99Ms: checkouts.p99Ms,
      failed: measuredCheckouts.length - pages.length,
      ...perItem(before, measuredCheckouts.length),
    });
    // What Paybox sends: the PBX_RETOUR variables (Mt:M;Ref:R;Auto:A;Erreur:E;Trans:S;Appel:T),
    // RSA-SHA1 signed over the raw query. Signed ahead, so signing does not load the client.
    const ipnPath = (page: { reference: string; amount: string }, index: number) => {
      const data = `Mt=${page.amount}&Ref=${encodeURIComponent(page.reference)}&Auto=XXXXXX&Erreur=00000&Trans=${100000 + index}&Appel=${200000 + index}`;
      return `${buildPath(routes.payboxNotification.path)}?${data}&Sign=${signPayboxData(data, payboxSimulatorPrivateKeyPem)}`;
    };
    for (const [index, page] of warmPages.entries()) {
      await answer(await fetch(`${server.url}${ipnPath(page, index)}`), 'Paybox notification');
    }
    const ipnPaths = pages.map((page, index) => ipnPath(page, warmUp + index));
    let nextIpn = 0;
    await meter.settle();
    before = meter.read();
    const ipns = await loadRequests(
      'notifications',
      server.url,
      () => ({ method: 'GET', path: ipnPaths[nextIpn++ % ipnPaths.length] ?? '' }),
      { connections, amount: ipnPaths.length },
    );
    const during = perItem(before, ipnPaths.length);
    progress({
      step: 'IPN: GET /payments/paybox/notification',
      count: ipns.requests,
      perSecond: ipns.requestsPerSecond,
      p50Ms: ipns.p50Ms,
      p99Ms: ipns.p99Ms,
      failed: failuresOf(ipns),
      ...during,
    });
    const ipnTail = await meter.settle();
    const withTail = perItem(before, ipnPaths.length);
    notes.push(
      `after the IPN run the server kept working ${ipnTail.seconds.toFixed(1)} s more ` +
        `(${ipnTail.server.toFixed(1)} CPU s${onPostgres ? ` + ${ipnTail.database.toFixed(1)} in PostgreSQL` : ''}): ` +
        `the receipt e-mails the settlements enqueued, each rendering the receipt PDF. With it, an ` +
        `IPN costs ${withTail.serverCpuMs} server CPU ms${onPostgres ? ` + ${withTail.databaseCpuMs} in PostgreSQL` : ''}`,
    );
    // Where the payments stand: a sample read back through GET /payments/:id.
    const sampleSize = Math.min(200, pages.length);
    const step = pages.length / sampleSize;
    const sample = Array.from(
      { length: sampleSize },
      (_, index) => pages[Math.floor(index * step)]?.id ?? '',
    );
    const statuses = (
      await closedLoop(sample, connections, async (id) =>
        paymentStatusResponseSchema.parse(
          await answer(
            await fetch(`${server.url}${buildPath(routes.paymentStatus.path, { id })}`),
            'GET /payments/:id',
          ),
        ),
      )
    ).results.map((status) => status.status);
    const succeeded = statuses.filter((status) => status === 'SUCCEED').length;
    if (succeeded === sampleSize) {
      notes.push(`card payments read back (GET /payments/:id): ${succeeded}/${sampleSize} SUCCEED`);
    } else {
      notes.push(
        `WARNING: card payments read back (GET /payments/:id): only ${succeeded}/${sampleSize} SUCCEED ` +
          `(${JSON.stringify(tally(statuses))})`,
      );
    }

    // 3. Fleet cards end to end: a basket (fresh session), then POST /payments/privateCards; the
    // card is charged (sandbox processor) inside the settlement.
    const fleetPlateNames = Array.from({ length: plates - cardPlates }, (_, index) =>
      plateOf(cardPlates + index),
    );
    const fleetPayment = async (plate: string): Promise<{ id: string; status: string }> => {
      try {
        const session = await basket(plate);
        const paid = paymentStatusResponseSchema.parse(
          await answer(
            await fetch(
              `${server.url}${buildPath(routes.paymentPrivateCards.path)}`,
              json({ sessionId: session.id, ...fleetCard }),
            ),
            'POST /payments/privateCards',
          ),
        );
        return { id: session.id, status: paid.status };
      } catch (error) {
        console.error(String(error));
        return { id: '', status: 'failed' };
      }
    };
    await closedLoop(fleetPlateNames.slice(0, warmUp), connections, fleetPayment);
    await meter.settle();
    before = meter.read();
    const fleet = await closedLoop(fleetPlateNames.slice(warmUp), connections, fleetPayment);
    const fleetCount = fleet.results.length;
    const fleetStatuses = fleet.results.map((result) => result.status);
    progress({
      step: 'fleet card: basket + POST /privateCards',
      count: fleetCount,
      perSecond: Math.round(fleetCount / fleet.seconds),
      p50Ms: fleet.p50Ms,
      p99Ms: fleet.p99Ms,
      failed: fleetStatuses.filter((status) => status !== 'SUCCEED').length,
      ...perItem(before, fleetCount),
    });
    const fleetTail = await meter.settle();
    notes.push(
      `fleet payments: ${JSON.stringify(tally(fleetStatuses))}; after the run the server kept ` +
        `working ${fleetTail.seconds.toFixed(1)} s more (${fleetTail.server.toFixed(1)} CPU s: receipt e-mails)`,
    );

    // 4. Receipt PDFs of the settled card and fleet payments, each request another payment.
    const settled = [
      ...pages.map((page) => page.id),
      ...fleet.results.flatMap((result) => (result.status === 'SUCCEED' ? [result.id] : [])),
    ];
    const receiptPath = (id: string) =>
      `${buildPath(routes.paymentReceipt.path)}?sessionId=${encodeURIComponent(id)}`;
    const sizes = await Promise.all(
      settled.slice(0, 20).map(async (id) => {
        const response = await fetch(`${server.url}${receiptPath(id)}`);
        if (!response.ok) throw new Error(`receipt: ${response.status}`);
        return (await response.arrayBuffer()).byteLength;
      }),
    );
    let nextReceipt = 0;
    const nextReceiptRequest = () => ({
      method: 'GET' as const,
      path: receiptPath(settled[nextReceipt++ % settled.length] ?? ''),
    });
    await meter.settle();
    before = meter.read();
    const receipts = await loadRequests('receipts', server.url, nextReceiptRequest, {
      connections,
      seconds,
    });
    progress({
      step: 'receipt: GET /payments/receipt (PDF)',
      count: receipts.requests,
      perSecond: receipts.requestsPerSecond,
      p50Ms: receipts.p50Ms,
      p99Ms: receipts.p99Ms,
      failed: failuresOf(receipts),
      ...perItem(before, receipts.requests),
    });
    const meanBytes = sizes.reduce((sum, size) => sum + size, 0) / sizes.length;
    notes.push(`receipt PDF: ${Math.round(meanBytes)} bytes on average (${sizes.length} read)`);

    const memory = memoryOf(server.process.pid);
    if (memory) {
      notes.push(
        `server memory: ${started?.rssMiB.toFixed(0) ?? '?'} MiB RSS once ready, ${memory.rssMiB.toFixed(0)} MiB at the end, peak ${memory.peakMiB.toFixed(0)} MiB`,
      );
    }
    notes.push(`fleet-card gateway: ${fleetGateway.approvedCharges()} charges approved`);
  } finally {
    await server.stop();
    await fleetGateway.close();
  }
  return { database, rows, notes };
}

function tally(values: readonly string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}

/** Payments and e-mails by status, read once the server is stopped. */
async function outcomeNote(handle: DatabaseHandle): Promise<string> {
  try {
    const byPayment = await handle.db
      .select({ status: payments.status, n: count() })
      .from(payments)
      .groupBy(payments.status);
    const byMail = await handle.db
      .select({ status: mailOutbox.status, n: count() })
      .from(mailOutbox)
      .groupBy(mailOutbox.status);
    const text = (rows: { status: string; n: number }[]) =>
      rows.map((row) => `${row.n} ${row.status}`).join(', ');
    return `in the database: payments ${text(byPayment)}; e-mails ${text(byMail)}`;
  } finally {
    await handle.close();
  }
}

console.log(
  `Payments bench: ${plates} plates with one due trip each, ${connections} connections, ${seconds} s per timed run, ${cardPlates - warmUp} card and ${plates - cardPlates - warmUp} fleet payments`,
);
const results: Measured[] = [];
// BENCH_PAYMENT_ONLY=postgres or pglite measures one of the two.
const only = process.env.BENCH_PAYMENT_ONLY;
if (only !== 'postgres') {
  const dataDir = mkdtempSync(join(tmpdir(), 'portico-bench-payments-'));
  try {
    const pgliteDir = join(dataDir, 'pglite');
    const measured = await measure('PGlite', benchServerEnv({ pgliteDir }));
    measured.notes.push(await outcomeNote(await openPglite(pgliteDir)));
    results.push(measured);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
const serverUrl = process.env.DATABASE_URL;
if (only === 'pglite') {
  // PostgreSQL not asked for.
} else if (serverUrl) {
  const url = await recreateDatabase(serverUrl, databaseName);
  try {
    const measured = await measure('PostgreSQL', benchServerEnv({ url }));
    measured.notes.push(await outcomeNote(await openPostgres(url)));
    results.push(measured);
  } finally {
    await dropDatabase(serverUrl, databaseName);
  }
} else {
  console.log('PostgreSQL skipped: set DATABASE_URL to a PostgreSQL server to measure it too.');
}

console.log('');
console.log(
  'database     step                                        count  per s  p50 ms  p99 ms  failed  server CPU ms/item  database CPU ms/item',
);
for (const { database, rows } of results) {
  for (const row of rows) {
    console.log(
      [
        database.padEnd(12),
        row.step.padEnd(42),
        String(row.count).padStart(6),
        String(row.perSecond).padStart(6),
        String(row.p50Ms).padStart(7),
        String(row.p99Ms).padStart(7),
        String(row.failed).padStart(7),
        String(row.serverCpuMs).padStart(19),
        (row.databaseCpuMs === null ? 'in server' : String(row.databaseCpuMs)).padStart(21),
      ].join(' '),
    );
  }
}
for (const { database, notes } of results) {
  console.log('');
  for (const note of notes) console.log(`${database}: ${note}`);
}
console.log('');
console.log(
  '(fleet card rows: one payment = two requests, timed together. Each settlement (IPN or fleet card) ' +
    'enqueues the receipt e-mail and kicks the outbox, which renders the receipt PDF in the server ' +
    'in the background (no SMTP_URL: captured): it competes with the runs, see the notes.)',
);
// The server is stopped and the numbers printed: leave even if a socket lingers.
process.exit(0);
