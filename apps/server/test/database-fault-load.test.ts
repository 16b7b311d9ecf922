import {
  apiPrefix,
  buildPath,
  type PassageInput,
  pspResponseSchema,
  routes,
  whitelabelHostHeader,
} from '@portico/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxProcessor } from '../src/modules/payments/fleet-cards/sandbox-processor.ts';
import { backendKiller, ownSessions } from './helpers/backends.ts';
import { startApp } from './helpers/build-app.ts';
import { captureLog } from './helpers/captured-log.ts';
import { testConfig } from './helpers/config.ts';
import {
  billingInfo,
  freshPlate,
  payboxSuccessUrl,
  plateSession,
  tripPassages,
} from './helpers/payments.ts';
import { createRoadTenant, type RoadTenant } from './helpers/road-tenant.ts';

/**
 * The fault test of issue 9 ("Done when"): ingestion and payments under concurrent load against a
 * real listening server while a loop kills that server's PostgreSQL backends every few hundred
 * milliseconds. The server stays up and answers 503 (never 500, never a hung request) while its
 * connections die; afterwards, once the killing stopped and the clients' retries of their 503s
 * are done, every accepted passage is in exactly one journey and no trip is paid twice.
 * PostgreSQL only (CI's second pass): PGlite has no backends to kill.
 */
const databaseUrl = process.env.DATABASE_URL ?? '';
const killEveryMs = 300;
const loadMs = 12_000;
const ingestionClients = 4;
const paymentClients = 3;
const maxPaidPlates = 60;
/** A request that takes longer is hung: the timeouts must answer well before. */
const requestTimeoutMs = 20_000;
const hour = 3_600_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Tally {
  statuses: Map<string, number>;
  hung: number;
}

describe.skipIf(!databaseUrl)('backends killed under ingestion and payment load', () => {
  // The body is collected even when skipped (PGlite pass): name sessions only with a database.
  const sessions = databaseUrl
    ? ownSessions(databaseUrl, 'portico-fault-load')
    : { url: databaseUrl, name: '' };
  const config = testConfig({
    logLevel: 'warn',
    rateLimit: { max: 1_000_000, windowMs: 60_000 },
    database: {
      kind: 'postgres',
      url: sessions.url,
      timeouts: { statementMs: 10_000, connectMs: 5_000, idleInTransactionMs: 60_000 },
      poolMax: 10,
    },
  });
  const log = captureLog();
  let app: FastifyInstance;
  let base = '';
  let tenant: RoadTenant;

  beforeAll(async () => {
    app = await startApp(config, {
      fleetProcessor: createSandboxProcessor(),
      logDestination: log,
    });
    base = await app.listen({ host: '127.0.0.1', port: 0 });
    tenant = await createRoadTenant(app.database.db);
  });
  afterAll(async () => {
    await app?.close();
  });

  const tally: Tally = { statuses: new Map(), hung: 0 };
  const count = (what: string, status: number | string) => {
    const key = `${what} ${status}`;
    tally.statuses.set(key, (tally.statuses.get(key) ?? 0) + 1);
  };

  /** One HTTP call as a client makes it, retried on 503 (and on a dropped connection). */
  async function call(
    what: string,
    path: string,
    init: { method: 'GET' | 'POST'; body?: unknown; headers?: Record<string, string> },
    { attempts = 60 }: { attempts?: number } = {},
  ): Promise<{ status: number; body: unknown }> {
    for (let attempt = 1; ; attempt += 1) {
      let status: number | string;
      let body: unknown;
      try {
        const response = await fetch(`${base}${path}`, {
          method: init.method,
          headers: {
            [whitelabelHostHeader]: tenant.host,
            ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
            ...init.headers,
          },
          ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
          signal: AbortSignal.timeout(requestTimeoutMs),
        });
        status = response.status;
        body = await response.json().catch(() => undefined);
      } catch (error) {
        status = error instanceof Error && error.name === 'TimeoutError' ? 'hung' : 'dropped';
        if (status === 'hung') tally.hung += 1;
      }
      count(what, status);
      if (status !== 503 && status !== 'dropped') {
        return { status: typeof status === 'number' ? status : 0, body };
      }
      // The server says Retry-After: 5; a test client retries sooner to keep the run short.
      if (attempt >= attempts) return { status: 503, body };
      await sleep(100 + Math.random() * 200);
    }
  }

  it('stays up, answers 503 meanwhile, and keeps every passage in one journey and every trip paid once', async () => {
    const killer = await backendKiller(databaseUrl, sessions.name);
    const accepted = new Set<string>();
    const payable: string[] = [];
    let killing = true;
    let kills = 0;
    const started = performance.now();
    const loading = () => performance.now() - started < loadMs;

    const killLoop = (async () => {
      while (killing) {
        kills += await killer.kill();
        await sleep(killEveryMs);
      }
    })();

    const ingestionClient = async () => {
      while (loading()) {
        // Five completed whole-road trips of fresh plates per batch.
        const plates = Array.from({ length: 5 }, () => freshPlate('FT'));
        const batch: PassageInput[] = plates.flatMap((plate) =>
          tripPassages(plate, new Date(Date.now() - 3 * hour)),
        );
        const answer = await call('ingest', `${apiPrefix}${routes.ingestPassages.path}`, {
          method: 'POST',
          body: { passages: batch },
          headers: { 'x-api-key': tenant.key },
        });
        if (answer.status !== 200) continue;
        const rejected = new Set(
          ((answer.body as { rejected?: { passageId?: string }[] }).rejected ?? []).map(
            (item) => item.passageId,
          ),
        );
        for (const passage of batch) {
          if (!rejected.has(passage.passageId)) accepted.add(passage.passageId);
        }
        payable.push(...plates);
      }
    };

    const basket = async (plate: string) => {
      const answer = await call(
        'basket',
        `${buildPath(routes.payAllJourneys.path)}?sessionId=${encodeURIComponent(plateSession(config, tenant.id, plate))}`,
        { method: 'POST', body: { prepayments: [] } },
      );
      return answer.status === 200 ? (answer.body as { id: string }).id : undefined;
    };

    const payByFleetCard = async (sessionId: string) => {
      await call('fleet', buildPath(routes.paymentPrivateCards.path), {
        method: 'POST',
        body: {
          sessionId,
          cardType: 'SHELL',
          cardNumber: '7002000000000000001',
          cardValidity: '3012',
          cvv: '999',
          email: 'fault@example.fr',
        },
      });
    };

    const payByCard = async (sessionId: string) => {
      const started = await call('card', buildPath(routes.paymentPsp.path), {
        method: 'POST',
        body: { sessionId, billingInfo },
      });
      if (started.status !== 200) return;
      // The hosted page's form names the order and its amount (the test's own reads of the
      // database would be killed too).
      const field = (name: string) =>
        pspResponseSchema
          .parse(started.body)
          .parameters.find((parameter) => parameter.pspVariableName === name)?.pspVariableValue;
      const reference = field('PBX_CMD');
      const amount = field('PBX_TOTAL');
      if (!reference || !amount) throw new Error('the Paybox form names no order or amount');
      // The PSP's server-to-server notification, retried as Paybox retries it.
      await call('notify', payboxSuccessUrl(reference, amount), { method: 'GET' });
    };

    let paidPlates = 0;
    const paymentClient = async () => {
      // Bounded: each settlement also renders a receipt PDF in the background.
      while (loading() && paidPlates < maxPaidPlates) {
        const plate = payable.shift();
        if (!plate) {
          await sleep(50);
          continue;
        }
        paidPlates += 1;
        // Two baskets of the same trip paid at once, by fleet card and by bank card: one wins.
        const [fleetBasket, cardBasket] = [await basket(plate), await basket(plate)];
        await Promise.all([
          fleetBasket ? payByFleetCard(fleetBasket) : undefined,
          cardBasket ? payByCard(cardBasket) : undefined,
        ]);
      }
    };

    const ingestion = Promise.all(Array.from({ length: ingestionClients }, ingestionClient));
    const paying = Promise.all(Array.from({ length: paymentClients }, paymentClient));
    try {
      await ingestion;
    } finally {
      killing = false;
      await killLoop;
      await killer.close();
      await Promise.allSettled([ingestion, paying]);
    }
    await paying;
    const elapsedMs = Math.round(performance.now() - started);

    // The process is up, ready, and its pool whole again: ten batches at once all go through.
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
    const recovery = await Promise.all(
      Array.from({ length: 10 }, () =>
        fetch(`${base}${apiPrefix}${routes.ingestPassages.path}`, {
          method: 'POST',
          headers: {
            [whitelabelHostHeader]: tenant.host,
            'content-type': 'application/json',
            'x-api-key': tenant.key,
          },
          body: JSON.stringify({
            passages: tripPassages(freshPlate('FR'), new Date(Date.now() - 3 * hour)),
          }),
          signal: AbortSignal.timeout(requestTimeoutMs),
        }).then((response) => response.status),
      ),
    );
    expect(recovery).toEqual(recovery.map(() => 200));

    const statuses = Object.fromEntries(tally.statuses);
    console.info(
      `fault load: ${kills} backends killed in ${elapsedMs} ms, ${accepted.size} passages accepted`,
      statuses,
    );
    expect(kills).toBeGreaterThan(10);
    expect(tally.hung).toBe(0);
    // 503 while connections die, never a 500 (nor any other 5xx).
    const serverErrors = Object.entries(statuses).filter(([key]) => /\s5\d\d$/.test(key));
    expect(serverErrors.filter(([key]) => !key.endsWith(' 503'))).toEqual([]);
    expect(statuses['ingest 503'] ?? 0).toBeGreaterThan(0);
    expect(
      log.entries().filter((entry) => entry.level === 50 && entry.msg === 'request failed'),
    ).toEqual([]);

    const { db } = app.database;
    const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;
    // Every accepted passage is stored, and in exactly one journey.
    const stored = rows<{ passage_id: string; journeys: number }>(
      await db.execute(sql`
        select p.passage_id, count(j.journey_id)::int as journeys
          from passages p
          left join (
            -- Unnested, so the join is hashed: '= any(passage_ids)' compares every passage with
            -- every journey (20,000 x 10,000 outlived the statement timeout once in CI).
            select id as journey_id, unnest(passage_ids) as passage_id
              from journeys where whitelabel_id = ${tenant.id}
          ) j on j.passage_id = p.passage_id
         where p.whitelabel_id = ${tenant.id}
         group by p.passage_id`),
    );
    const journeysOf = new Map(stored.map((row) => [row.passage_id, row.journeys]));
    const missing = [...accepted].filter((id) => !journeysOf.has(id));
    const notInOne = stored.filter((row) => row.journeys !== 1);
    expect(accepted.size).toBeGreaterThan(0);
    expect(missing).toEqual([]);
    expect(notInOne).toEqual([]);

    // No trip is paid twice: one SUCCEED payment at most per journey.
    const paidTwice = rows<{ journey_id: number; payments: number }>(
      await db.execute(sql`
        select l.journey_id, count(distinct l.payment_id)::int as payments
          from payment_lines l
          join payments p on p.id = l.payment_id
         where p.whitelabel_id = ${tenant.id} and p.status = 'SUCCEED' and l.journey_id is not null
         group by l.journey_id
        having count(distinct l.payment_id) > 1`),
    );
    expect(paidTwice).toEqual([]);
    const settled = rows<{ paid: number }>(
      await db.execute(sql`
        select count(*)::int as paid from payments
         where whitelabel_id = ${tenant.id} and status = 'SUCCEED'`),
    );
    expect(settled[0]?.paid ?? 0).toBeGreaterThan(0);
  }, 90_000);
});
