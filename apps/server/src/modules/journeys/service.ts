import type { Database } from '../../db/database.ts';
import { MissingTariffError } from '../pricing/errors.ts';
import { type TripPrice, priceTrip } from '../pricing/price-trip.ts';
import { findRoadLayout, findTariffs } from '../road/repository.ts';
import { type BuiltJourney, buildJourneys } from './builder.ts';
import { type DunningState, dueState, paymentLimitOf } from './dunning.ts';
import { decodeDunningState, encodeDunningState } from './dunning-codec.ts';
import { nextCheckAt } from './dunning-schedule.ts';
import {
  deleteUnfrozenJourneys,
  findJourneySettings,
  findPlateJourneysForUpdate,
  findPlatePassages,
  type JourneyRow,
  lockPlates,
  type NewJourneyRow,
  type PlateRef,
  plateKey,
  type Queryable,
  sameBuiltJourney,
  tryLockPlates,
  upsertBuiltJourneys,
} from './repository.ts';
import type { JourneySettings } from './settings.ts';

/** Where the service reports what it kept but could not price (pino's signature). */
export interface JourneysLogger {
  warn(details: object, message: string): void;
}

export interface RebuildResult {
  /** Journeys the rebuild made (inserted, updated or unchanged). */
  built: number;
  /** Unfrozen journeys removed because their passages now belong to another one. */
  removed: number;
}

export interface JourneysService {
  /**
   * Rebuilds the journeys of these plates from their passages at `now` and stores them priced:
   * upsert by key, stale unfrozen journeys deleted, frozen ones (paid or escalated) and their
   * passages left alone. Concurrent rebuilds of a plate take turns; each plate is rebuilt in one
   * transaction (the free plates in one, then those another rebuild held in a second).
   */
  rebuildPlates(
    whitelabelId: number,
    plates: readonly PlateRef[],
    now: Date,
  ): Promise<RebuildResult>;
}

export function createJourneysService(
  db: Database,
  { logger }: { logger?: JourneysLogger } = {},
): JourneysService {
  return {
    async rebuildPlates(whitelabelId, plateRefs, now) {
      const plates = uniquePlates(plateRefs);
      if (plates.length === 0) return { built: 0, removed: 0 };
      const [road, tariffs, tenant] = await Promise.all([
        findRoadLayout(db, whitelabelId),
        findTariffs(db, whitelabelId),
        findJourneySettings(db, whitelabelId),
      ]);
      const { settings } = tenant;

      const rebuildLocked = async (
        tx: Queryable,
        locked: readonly PlateRef[],
      ): Promise<RebuildResult> => {
        if (locked.length === 0) return { built: 0, removed: 0 };
        const existing = await findPlateJourneysForUpdate(tx, whitelabelId, locked);
        const taken = new Set(
          existing.filter((row) => row.frozen).flatMap((row) => row.passageIds),
        );
        const free = (await findPlatePassages(tx, whitelabelId, locked)).filter(
          (passage) => !taken.has(passage.passageId),
        );
        const built = buildJourneys(free, { road, now, settings });
        const byKey = new Map(existing.map((row) => [row.key, row]));

        const rows = built.map((journey) => {
          const priced = price(journey, { road, tariffs });
          if (priced.error) {
            logger?.warn(
              { whitelabelId, journeyKey: journey.key, err: priced.error },
              'journey stored unpriced: a tariff is missing',
            );
          }
          return journeyRow(whitelabelId, journey, priced, byKey.get(journey.key), settings, now);
        });
        // A replay rebuilds the same rows: send only what is new or changed.
        await upsertBuiltJourneys(
          tx,
          rows.filter((row) => {
            const stored = byKey.get(row.key);
            return !stored || !sameBuiltJourney(stored, row);
          }),
        );

        const keys = new Set(built.map((journey) => journey.key));
        const stale = existing.filter((row) => !row.frozen && !keys.has(row.key));
        await deleteUnfrozenJourneys(
          tx,
          stale.map((row) => row.id),
        );
        return { built: built.length, removed: stale.length };
      };

      // First the plates no other rebuild holds, without waiting: concurrent batches share a few
      // plates, and waiting for one while holding hundreds made every batch wait for the whole
      // of another (a convoy that halved ingestion on PostgreSQL). Then, in a second transaction,
      // the few that were busy, waiting for them (in one order: no deadlock).
      const first = await db.transaction(async (tx) => {
        const locked = await tryLockPlates(tx, whitelabelId, plates);
        return { locked, result: await rebuildLocked(tx, locked) };
      });
      const lockedKeys = new Set(first.locked.map(plateKey));
      const busy = plates.filter((ref) => !lockedKeys.has(plateKey(ref)));
      if (busy.length === 0) return first.result;
      const second = await db.transaction(async (tx) => {
        await lockPlates(tx, whitelabelId, busy);
        return rebuildLocked(tx, busy);
      });
      return {
        built: first.result.built + second.built,
        removed: first.result.removed + second.removed,
      };
    },
  };
}

function uniquePlates(refs: readonly PlateRef[]): PlateRef[] {
  const byKey = new Map(refs.map((ref) => [plateKey(ref), ref]));
  return [...byKey.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, ref]) => ({ plate: ref.plate, countryCode: ref.countryCode }));
}

type Priced = { price: TripPrice; error?: undefined } | { price?: undefined; error: Error };

/**
 * The toll of the billable gantries at the first passage's date. A missing tariff does not lose
 * the journey: it is stored unpriced (pricing_error), logged, and never escalated until a rebuild
 * after the tariff is fixed prices it. A journey with no billable gantry (all paid by tag) costs 0.
 */
function price(
  journey: BuiltJourney,
  road: Pick<Parameters<typeof priceTrip>[0], 'road' | 'tariffs'>,
): Priced {
  try {
    return {
      price: priceTrip({
        gantriesCrossed: journey.billableGantries,
        vehicleClass: journey.vehicleClass,
        emissionTier: journey.emissionTier,
        at: journey.firstPassageAt,
        ...road,
      }),
    };
  } catch (error) {
    if (error instanceof MissingTariffError) return { error };
    throw error;
  }
}

/**
 * The stored row of a built journey. Owed journeys are due until their deadline; a due journey
 * that is rebuilt keeps its claim pauses and takes the new deadline. Tag-paid-only and unpriced
 * journeys have no dunning state: nothing is owed on them (yet), so no clock runs.
 */
function journeyRow(
  whitelabelId: number,
  journey: BuiltJourney,
  priced: Priced,
  previous: JourneyRow | undefined,
  settings: JourneySettings,
  now: Date,
): NewJourneyRow {
  const tagPaidOnly = journey.billableGantries.length === 0;
  const owed = !tagPaidOnly && priced.price !== undefined;
  let dunning: DunningState | null = null;
  if (owed) {
    const before = previous?.dunning ? decodeDunningState(previous.dunning) : null;
    dunning =
      before?.stage === 'due'
        ? { ...before, deadline: journey.deadline }
        : dueState(journey.deadline);
  }
  const ongoing = journey.status === 'EN_COURS';
  return {
    whitelabelId,
    key: journey.key,
    plate: journey.plate,
    countryCode: journey.countryCode,
    direction: journey.direction,
    inGate: journey.inGate,
    outGate: ongoing ? null : journey.outGate,
    firstPassageAt: journey.firstPassageAt,
    lastPassageAt: journey.lastPassageAt,
    vehicleClass: journey.vehicleClass,
    emissionTier: priced.price?.emissionTier ?? null,
    status: journey.status,
    completed: journey.completed,
    passageIds: [...journey.passageIds],
    gantries: [...journey.gantries],
    billableGantries: [...journey.billableGantries],
    tagPaidGantries: [...journey.tagPaidGantries],
    tagPaidOnly,
    pricingError: priced.error?.message ?? null,
    htCents: priced.price?.htCents ?? null,
    tvaCents: priced.price?.tvaCents ?? null,
    ttcCents: priced.price?.ttcCents ?? null,
    tvaRate: priced.price?.tvaRate ?? null,
    tariffDate: priced.price?.tariffDate ?? null,
    deadline: journey.deadline,
    dunning: dunning ? encodeDunningState(dunning) : null,
    dunningKind: dunning?.stage ?? null,
    paymentLimit: dunning ? paymentLimitOf(dunning) : null,
    nextTransitionAt: dunning ? nextCheckAt(dunning, now, settings) : null,
  };
}
