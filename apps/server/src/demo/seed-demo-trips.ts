import type { Database } from '../db/database.ts';
import { demoTenant } from '../db/seed/demo-tenant.ts';
import { runCompletionJob } from '../jobs/completion.ts';
import { runDunningJob } from '../jobs/dunning.ts';
import { findJourneySettings } from '../modules/journeys/repository.ts';
import {
  createJourneysService,
  type JourneysLogger,
  type JourneysService,
} from '../modules/journeys/service.ts';
import { createCasesService } from '../modules/cases/service.ts';
import { relinkFleetJourneys } from '../modules/fleet/fleet-link.ts';
import { createPassagesService } from '../modules/passages/service.ts';
import { deleteDemoClaims, openDemoClaim } from './claim.ts';
import {
  type DemoFleetPlate,
  demoFleetPayerEmail,
  demoFleetPlates,
  demoRentalCompany,
} from './fleet.ts';
import { findDemoCompanyId, replaceDemoFleetPeriods } from './fleet-periods.ts';
import { demoPayerEmail, payDemoJourney } from './pay.ts';
import { type DemoPlate, demoPlates, demoVehicles, storedPlate } from './plates.ts';
import {
  countOthersPending,
  deleteVehicleTrips,
  findWhitelabelId,
  tryLockDemoTrips,
} from './repository.ts';
import { demoEvents } from './schedule.ts';

/** The fleet's plates as stored: their payments' receipts go to the fleet's own demo payer. */
const fleetPlateKeys = new Set(demoFleetPlates.map((demo) => storedPlate(demo.display)));

const minute = 60_000;

export interface DemoTripsOptions {
  /** The seeding moment every demo trip is placed from. */
  now: Date;
  /** The white-label that gets the demo plates (default: the demo A79; tests use their own). */
  whitelabelId?: number;
  plates?: readonly DemoPlate[];
  /**
   * The demo rental company's fleet (fleet.ts): its periods and trips are replayed with the
   * plates' when the company is in the white-label (seed-demo-renter.ts); null: none.
   */
  fleet?: { companyCode: string; plates: readonly DemoFleetPlate[] } | null;
  logger?: JourneysLogger;
}

const demoFleet = { companyCode: demoRentalCompany.code, plates: demoFleetPlates };

export type DemoTripsResult =
  | { seeded: true; events: number; ms: number }
  | { seeded: false; reason: 'no_whitelabel' | 'locked' };

/** Another vehicle's journey would be moved by a jobs round at a past clock: the demo stops. */
export class PendingJourneysError extends Error {
  override name = 'PendingJourneysError';

  readonly count: number;

  constructor(count: number) {
    super(`${count} other journeys are pending: the demo trips would move them with a past clock`);
    this.count = count;
  }
}

/**
 * Re-creates the demo plates' trips (README "Demo plates") and the demo rental company's fleet
 * (its vehicles' periods and trips, then their fleet link) relative to `now`: their passages and
 * journeys are deleted, then their history is replayed the real way, through the passages service
 * (which rebuilds and prices the journeys) and the completion and dunning jobs at the past clocks
 * where the ladder moves, so each plate reaches its state by the real rules. One transaction
 * under an advisory lock: instances starting together leave it to the first, and a failure keeps
 * the previous demo.
 *
 * Other vehicles are never touched at a past clock: the jobs first run at `now` (what the
 * scheduler does on its first round anyway), after which no other journey is due before `now`,
 * which is checked before replaying.
 */
export async function seedDemoTrips(
  db: Database,
  {
    now,
    whitelabelId,
    plates = Object.values(demoPlates),
    fleet = demoFleet,
    logger,
  }: DemoTripsOptions,
): Promise<DemoTripsResult> {
  const started = performance.now();
  return db.transaction(async (tx) => {
    if (!(await tryLockDemoTrips(tx))) return { seeded: false, reason: 'locked' };
    const tenantId = whitelabelId ?? (await findWhitelabelId(tx, demoTenant.code));
    if (tenantId === null) return { seeded: false, reason: 'no_whitelabel' };
    const { settings } = await findJourneySettings(tx, tenantId);
    const companyId = fleet ? await findDemoCompanyId(tx, tenantId, fleet.companyCode) : null;
    const fleetPlates = fleet && companyId !== null ? fleet.plates : [];
    const replayed = [...plates, ...fleetPlates];
    const vehicles = demoVehicles(replayed);

    await deleteDemoClaims(tx, tenantId);
    await deleteVehicleTrips(tx, tenantId, vehicles);
    if (companyId !== null) {
      await replaceDemoFleetPeriods(tx, tenantId, companyId, fleetPlates, now);
    }
    const journeys = createJourneysService(tx, { logger });
    await runJobs(tx, journeys, tenantId, now);
    const quietSince = new Date(now.getTime() - settings.journeyGapMinutes * minute);
    const pending = await countOthersPending(tx, tenantId, vehicles, now, quietSince);
    if (pending > 0) throw new PendingJourneysError(pending);

    // The roadside's clock: each trip is sent (and its journeys rebuilt) when it ends.
    let clock = now;
    const roadside = createPassagesService(tx, { journeys, clock: () => clock });
    const backOffice = createCasesService(tx, { logger, clock: () => clock });
    const events = demoEvents(replayed, now, settings);
    for (const event of events) {
      clock = event.at;
      if (event.kind === 'ingest') {
        const result = await roadside.ingest(tenantId, event.passages);
        if (result.accepted !== event.passages.length) {
          throw new Error(`demo passages refused: ${JSON.stringify(result.rejected)}`);
        }
      } else if (event.kind === 'cases') {
        const result = await backOffice.importCases(tenantId, event.cases);
        if (result.accepted !== event.cases.length) {
          throw new Error(`demo cases refused: ${JSON.stringify(result.rejected)}`);
        }
      } else if (event.kind === 'pay') {
        const vehicle = { plate: event.plate, countryCode: event.countryCode };
        const payer = fleetPlateKeys.has(event.plate) ? demoFleetPayerEmail : demoPayerEmail;
        await payDemoJourney(
          tx,
          tenantId,
          vehicle,
          event.firstPassageId,
          event.at,
          settings,
          payer,
        );
      } else if (event.kind === 'claim') {
        const vehicle = { plate: event.plate, countryCode: event.countryCode };
        await openDemoClaim(tx, tenantId, vehicle, event.firstPassageId, event.at, settings);
      } else {
        await runJobs(tx, journeys, tenantId, event.at);
      }
    }
    // The rebuilds linked the fleet's journeys already; this makes sure of it in one statement.
    await relinkFleetJourneys(tx, tenantId, demoVehicles(fleetPlates));
    return { seeded: true, events: events.length, ms: Math.round(performance.now() - started) };
  });
}

/** One scheduler round (jobs/scheduler.ts portalJobs) at `at`, for the white-label only. */
async function runJobs(
  db: Database,
  journeys: JourneysService,
  whitelabelId: number,
  at: Date,
): Promise<void> {
  await runCompletionJob({ db, journeys }, at, { whitelabelId });
  await runDunningJob(db, at, { whitelabelId });
}
