import {
  apiPrefix,
  buildPath,
  type PassageInput,
  paymentSessionSchema,
  type PaymentSession,
  routes,
} from '@portico/contract';
import { a79WholeRoadEast, sampleBillingInfo } from '@portico/contract/testing';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Config } from '../../src/config.ts';
import { signPayboxData } from '../../src/modules/payments/psp/paybox/signature.ts';
import type { Deliver } from '../../src/modules/payments/psp/simulator/delivery.ts';
import { payboxSimulatorPrivateKeyPem } from '../../src/modules/payments/psp/simulator/routes.ts';
import { issueLookupSession } from '../../src/modules/lookups/session.ts';
import { createRoadTenant, type RoadTenant } from './road-tenant.ts';
import { uniqueSuffix } from './factories.ts';
import { trip } from './trips.ts';

const minute = 60_000;
const hour = 60 * minute;

/** A fresh plate of this test only. */
export const freshPlate = (prefix = 'PY'): string =>
  `${prefix}${uniqueSuffix().slice(0, 7).toUpperCase()}`;

/** Passages of one trip of `plate` (the whole road unless `gantries`), the first at `start`. */
export function tripPassages(
  plate: string,
  start: Date,
  {
    gantries = a79WholeRoadEast,
    vehicleClass = 1,
  }: { gantries?: readonly string[]; vehicleClass?: 1 | 2 | 3 | 4 | 5 } = {},
): PassageInput[] {
  return trip(plate, gantries, start, { vehicleClass });
}

/** Requests as a browser on the tenant's own host sends them (Host, not x-whitelabel-host). */
export function onTenant(
  app: FastifyInstance,
  tenant: { host: string },
  request: {
    method: 'GET' | 'POST';
    url: string;
    query?: Record<string, string>;
    payload?: unknown;
    headers?: Record<string, string>;
  },
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: request.method,
    url: request.url,
    ...(request.query ? { query: request.query } : {}),
    ...(request.payload !== undefined ? { payload: request.payload as object } : {}),
    headers: { host: tenant.host, ...request.headers },
  });
}

export async function ingest(
  app: FastifyInstance,
  tenant: RoadTenant,
  passages: readonly PassageInput[],
): Promise<void> {
  const response = await onTenant(app, tenant, {
    method: 'POST',
    url: `${apiPrefix}${routes.ingestPassages.path}`,
    payload: { passages },
    headers: { 'x-api-key': tenant.key },
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json(), response.body).toMatchObject({ accepted: passages.length });
}

/** A lookup session of the plate, as GET /detailedJourneys would have answered it. */
export function plateSession(config: Config, tenantId: number, plate: string, now = new Date()) {
  return issueLookupSession(
    config.lookup.secret,
    { whitelabelId: tenantId, target: { kind: 'plate', plate, countryCode: 'FR' } },
    now,
    config.lookup.sessionTtlMs,
  );
}

/** POST /payments/allJourneys for the plate's session: the basket of every owed trip. */
export async function allJourneysBasket(
  app: FastifyInstance,
  tenant: RoadTenant,
  sessionId: string,
  prepayments: unknown[] = [],
): Promise<PaymentSession> {
  const response = await onTenant(app, tenant, {
    method: 'POST',
    url: buildPath(routes.payAllJourneys.path),
    query: { sessionId },
    payload: { prepayments },
  });
  expect(response.statusCode, response.body).toBe(200);
  return paymentSessionSchema.parse(response.json());
}

export interface OwedTripsOptions {
  /** The road tenant of the plate; a new one when absent. */
  tenant?: RoadTenant;
  platePrefix?: string;
  trips?: number;
  vehicleClass?: 1 | 2 | 3 | 4 | 5;
}

/**
 * A fresh plate of the tenant (a new road tenant unless one is given) owing `trips` whole-road
 * trips (4.20 EUR each for a car), the last two hours ago, the others two hours apart.
 */
export async function owedTrips(
  app: FastifyInstance,
  { tenant, platePrefix, trips = 1, vehicleClass = 1 }: OwedTripsOptions = {},
): Promise<{ tenant: RoadTenant; plate: string }> {
  const road = tenant ?? (await createRoadTenant(app.database.db));
  const plate = freshPlate(platePrefix);
  for (let trip = 0; trip < trips; trip += 1) {
    const start = new Date(Date.now() - (2 + 2 * trip) * hour);
    await ingest(app, road, tripPassages(plate, start, { vehicleClass }));
  }
  return { tenant: road, plate };
}

/** The trips of `owedTrips` and the plate's basket of them. */
export async function dueBasket(
  app: FastifyInstance,
  config: Config,
  options: OwedTripsOptions = {},
): Promise<{ tenant: RoadTenant; plate: string; basket: PaymentSession }> {
  const { tenant, plate } = await owedTrips(app, options);
  const basket = await allJourneysBasket(app, tenant, plateSession(config, tenant.id, plate));
  return { tenant, plate, basket };
}

/**
 * The URL of Paybox's success notification (IPN) of the order `reference` for `amount` cents,
 * signed with the simulator's key as the test configuration expects.
 */
export function payboxSuccessUrl(reference: string, amount: number | string): string {
  const data = `Mt=${amount}&Ref=${reference}&Auto=XXXXXX&Erreur=00000&Trans=1&Appel=1`;
  const sign = signPayboxData(data, payboxSimulatorPrivateKeyPem);
  return `${buildPath(routes.payboxNotification.path)}?${data}&Sign=${sign}`;
}

/** Fleet cards the sandbox processor approves, one of each type. */
export const fleetCards = {
  TOTAL: { cardType: 'TOTAL', cardNumber: '707000000000000001', cardValidity: '3012', cvv: '123' },
  DKV: { cardType: 'DKV', cardNumber: '70430000000000001', cardValidity: '3012', cvv: '' },
  SHELL: { cardType: 'SHELL', cardNumber: '7002000000000000001', cardValidity: '3012', cvv: '999' },
  ESSO: { cardType: 'ESSO', cardNumber: '7078000000000000001', cardValidity: '3012', cvv: '' },
} as const;

/** The sample buyer, the mobile as people type it (with spaces: the API keeps the digits). */
export const billingInfo = { ...sampleBillingInfo, mobilePhone: '06 12 34 56 78' };

/**
 * The simulators' notifications, injected into the app instead of sent over HTTP: the same
 * request (method, path, query, body, Host) a real PSP would make.
 */
export function injectedDelivery(app: () => FastifyInstance): Deliver {
  return async (request) => {
    const url = new URL(request.url);
    const response = await app().inject({
      method: request.method,
      url: `${url.pathname}${url.search}`,
      headers: { ...request.headers, host: url.host },
      ...(request.body !== undefined ? { payload: request.body } : {}),
    });
    return { status: response.statusCode };
  };
}

/** The hidden inputs of a simulator page, in order (they carry the signed request). */
export function hiddenFields(html: string): [string, string][] {
  const fields: [string, string][] = [];
  for (const match of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)) {
    fields.push([match[1] ?? '', decodeHtml(match[2] ?? '')]);
  }
  return fields;
}

function decodeHtml(text: string): string {
  return text
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}

/** A urlencoded form body of these fields, in this order. */
export const formBody = (fields: readonly (readonly [string, string])[]): string =>
  fields
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join('&');
