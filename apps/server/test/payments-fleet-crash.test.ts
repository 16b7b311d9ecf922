import {
  apiPrefix,
  buildPath,
  paymentSessionSchema,
  paymentStatusResponseSchema,
  routes,
} from '@portico/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { developmentLookupSecret } from '../src/config.ts';
import { fleetCharges, journeys, payments } from '../src/db/schema/index.ts';
import { issueLookupSession } from '../src/modules/lookups/session.ts';
import { fleetChargeKey } from '../src/modules/payments/fleet-cards/processor.ts';
import { startTestFleetGateway, type TestFleetGateway } from './helpers/fleet-processor-server.ts';
import { freshPlate, tripPassages } from './helpers/payments.ts';
import { openProcessDatabase, useCleanups } from './helpers/process-database.ts';
import type { RoadTenant } from './helpers/road-tenant.ts';
import { type ServerProcess, startServerProcess } from './helpers/server-process.ts';

/**
 * Issue 9 item 4, with kill -9 rather than mocks: the real server process charges fleet cards at
 * a gateway (in this process) that takes one charge and never answers, and loses the other
 * request; the server is killed while both are in flight, then started again. The resolution job
 * asks the gateway: the first payment ends SUCCEED with exactly one charge, the second REJECTED
 * with its key voided and its trips payable again; every trip is paid exactly once.
 */
const serverPort = 8300;
const gatewayPort = 8301;
const apiKey = 'crash-test-gateway-key-0123456789';
// A lost answer is looked up twice this after it was recorded: soon after the restart.
const timeoutMs = 2500;
const hour = 3_600_000;

const cards = {
  /** Charged at the gateway, the answer never sent. */
  chargedThenLost: '7002000000000000001',
  /** Never charged, never answered. */
  lost: '7002000000000000003',
  /** Answered at once. */
  answered: '7002000000000000004',
};

const cleanups = useCleanups();

async function call(
  server: ServerProcess,
  tenant: RoadTenant,
  route: string,
  init: RequestInit = {},
) {
  return fetch(`${server.url}${route}`, {
    ...init,
    headers: {
      'content-type': 'application/json',
      'x-whitelabel-host': tenant.host,
      ...(init.headers as Record<string, string> | undefined),
    },
  });
}

async function json(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!response.ok) throw new Error(`${response.status} ${text}`);
  return JSON.parse(text) as unknown;
}

async function basketOf(server: ServerProcess, tenant: RoadTenant, plate: string) {
  const sessionId = issueLookupSession(
    developmentLookupSecret,
    { whitelabelId: tenant.id, target: { kind: 'plate', plate, countryCode: 'FR' } },
    new Date(),
    hour,
  );
  const response = await call(
    server,
    tenant,
    `${buildPath(routes.payAllJourneys.path)}?sessionId=${encodeURIComponent(sessionId)}`,
    { method: 'POST', body: JSON.stringify({ prepayments: [] }) },
  );
  return paymentSessionSchema.parse(await json(response));
}

const payFleet = (
  server: ServerProcess,
  tenant: RoadTenant,
  sessionId: string,
  cardNumber: string,
) =>
  call(server, tenant, buildPath(routes.paymentPrivateCards.path), {
    method: 'POST',
    body: JSON.stringify({
      sessionId,
      cardType: 'SHELL',
      cardNumber,
      cardValidity: '3012',
      cvv: '999',
      email: 'crash@example.fr',
    }),
  });

async function statusOf(server: ServerProcess, tenant: RoadTenant, id: string) {
  const response = await call(server, tenant, buildPath(routes.paymentStatus.path, { id }));
  return paymentStatusResponseSchema.parse(await json(response)).status;
}

/** Polls until `check` holds, or fails after `ms` with what the server said. */
async function eventually(server: ServerProcess, ms: number, check: () => Promise<boolean>) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('a fleet payment cut off by kill -9', () => {
  it('ends SUCCEED with one charge, or REJECTED with its key voided; trips paid once', async () => {
    const database = await openProcessDatabase('portico-fleet-crash-', cleanups);
    const { tenant } = database;

    const gateway: TestFleetGateway = await startTestFleetGateway({
      port: gatewayPort,
      apiKey,
      plan: (cardNumber) =>
        cardNumber === cards.chargedThenLost
          ? 'charge-then-hang'
          : cardNumber === cards.lost
            ? 'hang'
            : 'answer',
    });
    cleanups.push(() => gateway.close());
    const env = {
      ...database.env,
      JOBS_INTERVAL_MS: '200',
      RATE_LIMIT_MAX: '100000',
      FLEET_PROCESSOR: 'http',
      FLEET_PROCESSOR_URL: gateway.url,
      FLEET_PROCESSOR_API_KEY: apiKey,
      FLEET_PROCESSOR_TIMEOUT_MS: String(timeoutMs),
    };

    const first = await startServerProcess(serverPort, env);
    cleanups.push(() => first.crash());
    const charged = freshPlate('KA');
    const lost = freshPlate('KB');
    const ingested = await call(first, tenant, `${apiPrefix}${routes.ingestPassages.path}`, {
      method: 'POST',
      headers: { 'x-api-key': tenant.key },
      body: JSON.stringify({
        passages: [
          ...tripPassages(charged, new Date(Date.now() - 2 * hour)),
          ...tripPassages(lost, new Date(Date.now() - 2 * hour)),
        ],
      }),
    });
    expect(await json(ingested)).toMatchObject({ accepted: 12 });
    const a = await basketOf(first, tenant, charged);
    const b = await basketOf(first, tenant, lost);

    // Both payments in flight at the gateway, then the server dies.
    const inFlight = [
      payFleet(first, tenant, a.id, cards.chargedThenLost),
      payFleet(first, tenant, b.id, cards.lost),
    ].map((request) =>
      request.then(
        (response) => response.status,
        () => 'no answer',
      ),
    );
    await Promise.race([
      gateway.chargesReceived(2),
      new Promise((_, reject) =>
        setTimeout(() => reject(new Error(`no charges:\n${first.output()}`)), 15_000),
      ),
    ]);
    expect(gateway.sandbox.approvedCharges()).toBe(1);
    await first.crash();
    expect(await Promise.all(inFlight)).toEqual(['no answer', 'no answer']);

    const second = await startServerProcess(serverPort, env);
    cleanups.push(() => second.stop());
    await eventually(second, 20_000, async () => {
      const statuses = await Promise.all([a, b].map((p) => statusOf(second, tenant, p.id)));
      return statuses.every((status) => status !== 'PENDING');
    });
    expect(await statusOf(second, tenant, a.id)).toBe('SUCCEED');
    expect(await statusOf(second, tenant, b.id)).toBe('REJECTED');
    const keyA = fleetChargeKey(a.id);
    const keyB = fleetChargeKey(b.id);
    expect(gateway.sandbox.approvedCharges()).toBe(1);
    expect(gateway.sandbox.stateOf(keyA)).toMatchObject({ status: 'approved' });
    expect(gateway.sandbox.stateOf(keyB)).toEqual({ status: 'voided' });
    const chargesOf = (key: string) =>
      gateway.requests.filter((r) => r.path === '/charges' && r.idempotencyKey === key);
    expect(chargesOf(keyA)).toHaveLength(1);
    expect(chargesOf(keyB)).toHaveLength(1);

    // B's trips are payable again, once.
    const again = await basketOf(second, tenant, lost);
    const paid = await payFleet(second, tenant, again.id, cards.answered);
    expect(paymentStatusResponseSchema.parse(await json(paid)).status).toBe('SUCCEED');
    expect(gateway.sandbox.approvedCharges()).toBe(2);
    await second.stop();

    const check = await database.reopen();
    const trips = await check.db
      .select()
      .from(journeys)
      .where(eq(journeys.whitelabelId, tenant.id));
    expect(
      trips.map((trip) => [trip.plate, trip.dunningKind, trip.paymentId, trip.alreadyPaidCents]),
    ).toEqual(
      expect.arrayContaining([
        [charged, 'paid', a.id, a.amount],
        [lost, 'paid', again.id, again.amount],
      ]),
    );
    expect(trips).toHaveLength(2);
    const rows = await check.db
      .select({ id: payments.id, status: payments.status, refundDue: payments.refundDue })
      .from(payments)
      .where(eq(payments.whitelabelId, tenant.id));
    expect(
      rows
        .filter((row) => row.status === 'SUCCEED')
        .map((row) => row.id)
        .sort(),
    ).toEqual([a.id, again.id].sort());
    expect(rows.every((row) => !row.refundDue)).toBe(true);
    const charges = await check.db
      .select({ paymentId: fleetCharges.paymentId, state: fleetCharges.state })
      .from(fleetCharges)
      .where(eq(fleetCharges.whitelabelId, tenant.id));
    expect(charges).toEqual(
      expect.arrayContaining([
        { paymentId: a.id, state: 'approved' },
        { paymentId: b.id, state: 'voided' },
        { paymentId: again.id, state: 'approved' },
      ]),
    );
  }, 60_000);
});
