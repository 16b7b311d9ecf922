import {
  apiPrefix,
  journeySetSchema,
  type PassageInput,
  routes,
  type StaffRole,
  whitelabelHostHeader,
} from '@portico/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Config } from '../../src/config.ts';
import { auditEvents, payments } from '../../src/db/schema/index.ts';
import { a79GantryPairs, a79Gantries, a79Gates, a79Tariffs } from '../../src/db/seed/demo-road.ts';
import { seedRoad } from '../../src/db/seed/seed-road.ts';
import { createApiKeysService } from '../../src/modules/api-keys/service.ts';
import { solvedCaptchaToken } from './captcha.ts';
import { startCardPayment } from './card-browser.ts';
import { allJourneysBasket, onTenant, payboxSuccessUrl, plateSession } from './payments.ts';
import type { RoadTenant } from './road-tenant.ts';
import { signedInStaff } from './staff-desk.ts';

/**
 * A support agent (or another role) signed in on a white-label of its own that has the A79 road,
 * its tariffs and a roadside key: the test makes trips through the real ingestion, acts on them
 * from the console, and looks at them through the public portal.
 */
export async function supportDesk(
  app: FastifyInstance,
  now: Date,
  roles: readonly StaffRole[] = ['agent'],
) {
  const staff = await signedInStaff(app, now, roles, 'Sam Support');
  const { db } = app.database;
  await seedRoad(db, staff.tenant.id, {
    gates: a79Gates,
    gantryPairs: a79GantryPairs,
    gantries: a79Gantries,
    tariffs: a79Tariffs,
  });
  const { key } = await createApiKeysService(db).issue(staff.tenant.id, 'roadside');
  const road: RoadTenant = {
    id: staff.tenant.id,
    code: staff.tenant.code,
    name: staff.tenant.whitelabel.name,
    host: staff.tenant.host,
    key,
  };
  return { ...staff, road };
}

export type SupportDesk = Awaited<ReturnType<typeof supportDesk>>;

/** POST /passages with the roadside key: every passage accepted. */
export async function ingestPassages(
  app: FastifyInstance,
  road: RoadTenant,
  passages: readonly PassageInput[],
): Promise<void> {
  const response = await app.inject({
    method: 'POST',
    url: `${apiPrefix}${routes.ingestPassages.path}`,
    headers: { [whitelabelHostHeader]: road.host, 'x-api-key': road.key },
    payload: { passages },
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json()).toMatchObject({ accepted: passages.length });
}

/** The public lookup of a plate (GET /detailedJourneys with a solved captcha), as a driver does. */
export async function lookUpPlate(
  app: FastifyInstance,
  config: Config,
  road: { host: string },
  plate: string,
  country = 'FR',
) {
  const response = await app.inject({
    method: 'GET',
    url: `${apiPrefix}${routes.detailedJourneys.path}`,
    query: { plate, country, captchaToken: solvedCaptchaToken(config) },
    headers: { [whitelabelHostHeader]: road.host },
  });
  expect(response.statusCode, response.body).toBe(200);
  return journeySetSchema.parse(response.json());
}

/** The white-label's audit events of one action, oldest first. */
export async function auditTrail(app: FastifyInstance, whitelabelId: number, action: string) {
  return app.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.whitelabelId, whitelabelId), eq(auditEvents.action, action)))
    .orderBy(asc(auditEvents.id));
}

/**
 * Pays every owed trip of the plate by card, as a driver would: the basket, the PSP's page, then
 * Paybox's signed success notification settles it. Answers the payment's id.
 */
export async function payAllTrips(
  app: FastifyInstance,
  config: Config,
  road: RoadTenant,
  plate: string,
): Promise<string> {
  const basket = await allJourneysBasket(app, road, plateSession(config, road.id, plate));
  await startCardPayment(app, road, basket.id);
  const [row] = await app.database.db
    .select({ reference: payments.reference })
    .from(payments)
    .where(eq(payments.id, basket.id));
  const answer = await onTenant(app, road, {
    method: 'GET',
    url: payboxSuccessUrl(row?.reference ?? '', basket.amount),
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return basket.id;
}
