import {
  apiPrefix,
  type RenterJourneyPage,
  renterJourneyPageSchema,
  routes,
} from '@portico/contract';
import { a79WholeRoadEast } from '@portico/contract/testing';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { fleetPlates } from '../../src/db/schema/index.ts';
import type { PaidState } from '../../src/modules/journeys/dunning.ts';
import { encodeDunningState } from '../../src/modules/journeys/dunning-codec.ts';
import { updateJourney } from '../../src/modules/journeys/repository.ts';
import { relinkFleetJourneys } from '../../src/modules/fleet/fleet-link.ts';
import { ingest, onTenant } from './payments.ts';
import { createRenter, type RenterFixture } from './renters.ts';
import { createRoadTenant, type RoadTenant } from './road-tenant.ts';
import { trip } from './trips.ts';
import { plateJourneys } from './journey-states.ts';

export const day = 24 * 60 * 60_000;

/** A road tenant of its own and two rental companies of it, each with a signed-in renter. */
export async function fleetTenant(
  app: FastifyInstance,
): Promise<{ tenant: RoadTenant; renter: RenterFixture; other: RenterFixture }> {
  const tenant = await createRoadTenant(app.database.db);
  const renter = await createRenter(app, tenant, {
    companyName: 'Loc Auto SAS',
    vatNumber: 'FR40123456789',
  });
  const other = await createRenter(app, tenant, { companyName: 'Other Rent' });
  return { tenant, renter, other };
}

/**
 * A period of a plate in a company's fleet, written as the fleet module does (the row, then the
 * relink of the plate's journeys in the same transaction).
 */
export async function addFleetPeriod(
  app: FastifyInstance,
  tenant: RoadTenant,
  companyId: number,
  plate: string,
  validFrom: Date,
  validUntil: Date | null = null,
): Promise<number> {
  return app.database.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(fleetPlates)
      .values({
        whitelabelId: tenant.id,
        companyId,
        countryCode: 'FR',
        plate,
        validFrom,
        validUntil,
      })
      .returning({ id: fleetPlates.id });
    if (!row) throw new Error('no fleet period inserted');
    await relinkFleetJourneys(tx, tenant.id, [{ plate, countryCode: 'FR' }]);
    return row.id;
  });
}

/** One trip of the plate over the whole road starting at `start`; answers its journey id. */
export async function driveTrip(
  app: FastifyInstance,
  tenant: RoadTenant,
  plate: string,
  start: Date,
): Promise<number> {
  await ingest(app, tenant, trip(plate, a79WholeRoadEast, start));
  const rows = await plateJourneys(app.database.db, tenant.id, plate);
  const found = rows.find((row) => row.firstPassageAt.getTime() === start.getTime());
  if (!found) throw new Error('the trip made no journey');
  return found.id;
}

/** The journey becomes a payment notice (BEFORE_OMP) of this number, as the dunning job does. */
export async function makeNotice(
  app: FastifyInstance,
  journeyId: number,
  pvNumber: string,
  noticeDate = new Date(),
): Promise<void> {
  await updateJourney(app.database.db, journeyId, {
    dunning: encodeDunningState({
      stage: 'notice',
      paymentLimit: 'BEFORE_OMP',
      noticeDate,
      pvNumber,
      suspendedMs: 0,
      claimOpenedAt: null,
    }),
    dunningKind: 'notice',
    paymentLimit: 'BEFORE_OMP',
    nature: 'latePayment',
    noticeDate,
    pvNumber,
    indemnityCents: 1000,
    frozen: true,
  });
}

/** The journey is paid (amount in cents) at `paidAt`. */
export async function makePaid(
  app: FastifyInstance,
  journeyId: number,
  paidCents: number,
  paidAt = new Date(),
): Promise<void> {
  const state: PaidState = { stage: 'paid', paidAt, paymentLimit: null, indemnityCents: 0 };
  await updateJourney(app.database.db, journeyId, {
    dunning: encodeDunningState(state),
    dunningKind: 'paid',
    alreadyPaidCents: paidCents,
    paidAt,
    frozen: true,
    nextTransitionAt: null,
  });
}

/** A claim is open on the (due) journey since `at`. */
export async function makeContested(
  app: FastifyInstance,
  journeyId: number,
  deadline: Date,
  at = new Date(),
): Promise<void> {
  await updateJourney(app.database.db, journeyId, {
    dunning: encodeDunningState({ stage: 'due', deadline, suspendedMs: 0, claimOpenedAt: at }),
    dunningKind: 'due',
  });
}

/** GET /renters/journeys as this renter. */
export function listTrips(
  app: FastifyInstance,
  tenant: RoadTenant,
  renter: Pick<RenterFixture, 'accessToken'> | null,
  query: Record<string, string | string[]> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'GET',
    url: `${apiPrefix}${routes.renterJourneys.path}`,
    query,
    headers: {
      host: tenant.host,
      ...(renter ? { authorization: `Bearer ${renter.accessToken}` } : {}),
    },
  });
}

/** GET /renters/journeys, 200, parsed with the contract's schema. */
export async function tripsPage(
  app: FastifyInstance,
  tenant: RoadTenant,
  renter: Pick<RenterFixture, 'accessToken'>,
  query: Record<string, string | string[]> = {},
): Promise<RenterJourneyPage> {
  const response = await listTrips(app, tenant, renter, query);
  expect(response.statusCode, response.body).toBe(200);
  return renterJourneyPageSchema.parse(response.json());
}

export { onTenant };
