import { type InProgressCompletion, normaliseGate } from '@portico/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { journeys } from '../../db/schema/index.ts';
import { AppError } from '../../shared/app-error.ts';
import { gantriesToExit } from '../journeys/complete-journey.ts';
import { findJourney, type PlateRef, updateJourney } from '../journeys/repository.ts';
import type { JourneysService } from '../journeys/service.ts';
import {
  type CustomerPlate,
  customerTripWindow,
  findCustomerPlate,
  inTripWindow,
} from '../lookups/customer-trips.ts';
import type { LookupsService, LookupTenant } from '../lookups/service.ts';
import { findRoadLayout } from '../road/repository.ts';

export interface CompletionRequest {
  inProgressId: string;
  /** The exit gate as the driver chose it (a road code, normalised here). */
  out: string;
  /** The lookup's session: the journey must be one of its trips. */
  lookupSessionId?: string | undefined;
  /** A signed-in customer: the journey must be of one of their plates, within its dates. */
  customerId?: string | undefined;
}

export interface CompletionService {
  /** Completes an ongoing journey at the exit its driver declares (issue 13 item 3). */
  complete(tenant: LookupTenant, request: CompletionRequest): Promise<InProgressCompletion>;
}

export interface CompletionServiceDeps {
  lookups: Pick<LookupsService, 'openSession'>;
  journeys: Pick<JourneysService, 'storeAndRebuild'>;
  customerPlates(whitelabelId: number, userId: string): Promise<CustomerPlate[]>;
  clock?: () => Date;
}

const notOngoing = () => new AppError(400, 'false_in_progress_journey');

export function createCompletionService(
  db: Database,
  {
    lookups,
    journeys: journeysService,
    customerPlates,
    clock = () => new Date(),
  }: CompletionServiceDeps,
): CompletionService {
  /** The vehicle of the journey, once the caller is shown to hold it (session or customer). */
  async function ownedVehicle(
    tenant: LookupTenant,
    request: CompletionRequest,
    now: Date,
  ): Promise<PlateRef> {
    const id = request.inProgressId;
    if (request.lookupSessionId !== undefined) {
      const session = await lookups.openSession(tenant, request.lookupSessionId, now);
      if (!session) throw new AppError(403, 'payment_session_invalid');
      const journey = session.journeys.find((candidate) => candidate.inProgressId === id);
      if (!journey) throw notOngoing();
      return session.vehicle;
    }
    if (request.customerId === undefined) throw new AppError(403, 'payment_session_invalid');
    const row = await findJourney(db, Number(id));
    if (!row || row.whitelabelId !== tenant.id || row.status !== 'EN_COURS') throw notOngoing();
    const plate = findCustomerPlate(await customerPlates(tenant.id, request.customerId), row);
    const window = plate && customerTripWindow(plate, { from: undefined, to: undefined });
    // Another customer's plate, or a rented plate's trip outside its dates: not this caller's.
    if (!window || !inTripWindow(row.firstPassageAt, window)) throw notOngoing();
    return { plate: row.plate, countryCode: row.countryCode };
  }

  return {
    async complete(tenant, request) {
      const now = clock();
      const vehicle = await ownedVehicle(tenant, request, now);
      const road = await findRoadLayout(db, tenant.id);
      const exitGate = normaliseGate(request.out) ?? request.out;
      const journeyId = Number(request.inProgressId);

      // Under the plate's rebuild lock and in the rebuild's transaction, as an ingestion: the row
      // is read again (an ingestion may have moved it on meanwhile), the declaration stored, and
      // the rebuild completes and prices it (credits, passage alerts) before anything commits.
      const outcome = await journeysService.storeAndRebuild(
        tenant.id,
        [vehicle],
        now,
        async (tx) => {
          const [row] = await tx
            .select()
            .from(journeys)
            .where(and(eq(journeys.id, journeyId), eq(journeys.whitelabelId, tenant.id)))
            .for('update');
          if (!row || row.status !== 'EN_COURS' || row.frozen) throw notOngoing();
          if (row.plate !== vehicle.plate || row.countryCode !== vehicle.countryCode) {
            throw notOngoing();
          }
          if (typeof gantriesToExit(road, row, exitGate) === 'string') {
            throw new AppError(400, 'in_progress_journey_not_allowed', [
              { path: 'body.out', code: 'exit_not_allowed' },
            ]);
          }
          await updateJourney(tx, row.id, { declaredOutGate: exitGate, declaredAt: now });
        },
      );
      if (outcome.failedPlates.length > 0) throw new Error('the completed journey was refused');

      const completed = await findJourney(db, journeyId);
      if (!completed || completed.status !== 'TERMINE' || completed.outGate !== exitGate) {
        // The rebuild made another journey of its passages (one arrived meanwhile): not ongoing.
        throw notOngoing();
      }
      return {
        idDossier: String(completed.id),
        status: 'TERMINE',
        out: exitGate,
        ttcPrice: completed.ttcCents ?? 0,
        alreadyPaid: completed.alreadyPaidCents,
      };
    },
  };
}
