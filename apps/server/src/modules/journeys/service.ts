import {
  defaultMaxFutureMinutes,
  type EventTimeWindow,
  eventTimeWindow,
  isInEventWindow,
} from '@portico/contract';
import type { Database } from '../../db/database.ts';
import { sqlStateOf } from '../../db/data-errors.ts';
import { MissingTariffError } from '../pricing/errors.ts';
import { type TripPrice, priceTrip } from '../pricing/price-trip.ts';
import { findRoadLayout, findTariffs } from '../road/repository.ts';
import { type BuiltJourney, buildJourneys } from './builder.ts';
import { withDeclaredExit } from './complete-journey.ts';
import { linkRebuiltJourneys } from './fleet-relink.ts';
import { settleWithCredits } from './credit-settlement.ts';
import { absorbPaidDeclarations } from './declared-exit.ts';
import { type DunningState, dueState, paymentLimitOf } from './dunning.ts';
import { decodeDunningState, encodeDunningState } from './dunning-codec.ts';
import { nextCheckAt } from './dunning-schedule.ts';
import { type LockedPlatesWork, runOnLockedPlates } from './locked-plates.ts';
import type { Passage } from './passage.ts';
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
  upsertBuiltJourneys,
} from './repository.ts';
import type { JourneySettings } from './settings.ts';
import type { WrittenJourney } from './written-journey.ts';

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

/** A plate group's rebuild, inside its transaction: and the e-mails afterRebuild wrote. */
interface LockedRebuild extends RebuildResult {
  mailsWritten: number;
}

export interface StoreAndRebuildResult<T> extends RebuildResult {
  /** What `store` answered, once per committed transaction. */
  stored: T[];
  /**
   * Plates the database refused to store or rebuild for their data, even alone: their
   * transaction was rolled back (nothing `store` wrote for them is kept), the others committed.
   */
  failedPlates: PlateRef[];
}

export interface JourneysService {
  /**
   * Rebuilds the journeys of these plates from their passages at `now` and stores them priced:
   * upsert by key, stale unfrozen journeys deleted, frozen ones (paid or escalated) and their
   * passages left alone. Concurrent rebuilds of a plate take turns; each plate is rebuilt in one
   * transaction (the free plates in one, then those another rebuild held in a second). A plate
   * the database refuses to rebuild is logged and left as it was; the others are rebuilt.
   */
  rebuildPlates(
    whitelabelId: number,
    plates: readonly PlateRef[],
    now: Date,
  ): Promise<RebuildResult>;
  /**
   * Runs `store` and then the rebuild of the plates it was given, in one transaction holding
   * the plates' rebuild locks (as rebuildPlates groups them): what `store` writes for a plate
   * (its new passages) is committed together with the plate's journeys or not at all, so a crash
   * never leaves passages outside journeys.
   */
  storeAndRebuild<T>(
    whitelabelId: number,
    plates: readonly PlateRef[],
    now: Date,
    store: LockedPlatesWork<T>,
  ): Promise<StoreAndRebuildResult<T>>;
  /**
   * Prepares a rebuild that runs inside the caller's transaction (the support's passage move,
   * issue 28 item 7): it reads the tenant's road, tariffs and settings now, before the caller
   * opens its transaction (PGlite has one connection), and answers the work that takes the
   * plates' rebuild locks (waiting, in one order) and rebuilds them with the caller's change, so
   * both commit together or not at all. The work answers how many e-mails it wrote to the outbox:
   * the caller kicks the mail once its transaction has committed.
   */
  prepareRebuild(
    whitelabelId: number,
    now: Date,
  ): Promise<
    (
      tx: Queryable,
      plates: readonly PlateRef[],
    ) => Promise<RebuildResult & { mailsWritten: number }>
  >;
}

/** What a rebuild wrote, for the work that must commit with it (afterRebuild). */
export interface RebuiltJourneys {
  whitelabelId: number;
  settings: JourneySettings;
  /**
   * The rows this rebuild inserted or changed, with their ids; unchanged ones (a replay) are not
   * among them.
   */
  written: readonly WrittenJourney[];
  now: Date;
}

export type { WrittenJourney } from './written-journey.ts';

/**
 * Work done in the transaction of a rebuild, once its journeys are stored. Answers how many
 * e-mails it wrote to the outbox (afterCommit hears of them once they are committed).
 */
export type AfterRebuild = (tx: Queryable, rebuilt: RebuiltJourneys) => Promise<number>;

export interface JourneysServiceOptions {
  logger?: JourneysLogger;
  /**
   * Runs in each rebuild's transaction after its journeys are written (services.ts: the passage
   * alerts), so what it writes exists if and only if the journeys it is about were committed.
   */
  afterRebuild?: AfterRebuild;
  /**
   * Called after the transactions of a call have committed, when afterRebuild wrote e-mails
   * (services.ts: kicks the mail outbox, so a passage e-mail goes out in seconds instead of at
   * the mail job's next round). Must not throw.
   */
  afterCommit?: (mailsWritten: number) => void;
  /**
   * The ingestion's tolerance for dates past the clock (PASSAGE_MAX_FUTURE_MIN): a stored passage
   * outside the window it makes (stored before the window was checked) is left out of journeys.
   */
  maxFutureMinutes?: number;
}

export function createJourneysService(
  db: Database,
  {
    logger,
    maxFutureMinutes = defaultMaxFutureMinutes,
    afterRebuild,
    afterCommit,
  }: JourneysServiceOptions = {},
): JourneysService {
  /** The road, tariffs and settings of a tenant: one query after the other (one may be a transaction). */
  const tenantContext = async (whitelabelId: number) => {
    const road = await findRoadLayout(db, whitelabelId);
    const tariffs = await findTariffs(db, whitelabelId);
    const { settings } = await findJourneySettings(db, whitelabelId);
    return { road, tariffs, settings };
  };

  /** The rebuild of plates whose locks the transaction holds, with the tenant's road read once. */
  const lockedRebuilder = async (whitelabelId: number, now: Date) => {
    const { road, tariffs, settings } = await tenantContext(whitelabelId);
    const window = eventTimeWindow(now, maxFutureMinutes);

    return async (tx: Queryable, locked: readonly PlateRef[]): Promise<LockedRebuild> => {
      const existing = await findPlateJourneysForUpdate(tx, whitelabelId, locked);
      const taken = new Set(existing.filter((row) => row.frozen).flatMap((row) => row.passageIds));
      const free = (await findPlatePassages(tx, whitelabelId, locked)).filter(
        (passage) => !taken.has(passage.passageId),
      );
      const dated = inWindow(free, window);
      if (dated.length < free.length) {
        // Stored before dates were checked: kept for audit, never built. The count only (plates
        // are personal data).
        logger?.warn(
          { whitelabelId, passages: free.length - dated.length },
          'stored passages dated outside the accepted window left out of journeys',
        );
      }
      // Passages a paid declaration already covers join it rather than make a trip due again.
      const unclaimed = await absorbPaidDeclarations(tx, existing, dated, { road, settings });
      const byKey = new Map(existing.map((row) => [row.key, row]));
      const built = buildJourneys(unclaimed, { road, now, settings }).map((journey) => {
        // A driver's declared exit completes the journey until a passage past it contradicts it.
        const declared = byKey.get(journey.key)?.declaredOutGate;
        return declared ? (withDeclaredExit(journey, declared, road) ?? journey) : journey;
      });

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
      const changed = rows.filter((row) => {
        const stored = byKey.get(row.key);
        return !stored || !sameBuiltJourney(stored, row);
      });
      const ids = await upsertBuiltJourneys(tx, changed);

      const keys = new Set(built.map((journey) => journey.key));
      const stale = existing.filter((row) => !row.frozen && !keys.has(row.key));
      await deleteUnfrozenJourneys(
        tx,
        stale.map((row) => row.id),
      );
      // New and moved journeys take their rental fleet (a first passage may have moved).
      if (changed.length > 0) await linkRebuiltJourneys(tx, whitelabelId, locked);
      const upserted = changed.flatMap((row) => {
        const id = ids.get(row.key);
        return id === undefined ? [] : [{ ...row, id }];
      });
      // Prepaid credits settle what this rebuild completed, before anyone is told it is due.
      const written = await settleWithCredits(tx, upserted, { whitelabelId, road, settings, now });
      let mailsWritten = 0;
      if (afterRebuild) {
        mailsWritten = await afterRebuild(tx, { whitelabelId, settings, written, now });
      }
      return { built: built.length, removed: stale.length, mailsWritten };
    };
  };

  const storeAndRebuild = async <T>(
    whitelabelId: number,
    plateRefs: readonly PlateRef[],
    now: Date,
    store: LockedPlatesWork<T>,
  ): Promise<StoreAndRebuildResult<T>> => {
    const plates = uniquePlates(plateRefs);
    if (plates.length === 0) return { built: 0, removed: 0, stored: [], failedPlates: [] };
    const rebuildLocked = await lockedRebuilder(whitelabelId, now);
    const outcome = await runOnLockedPlates(db, whitelabelId, plates, async (tx, locked) => {
      const stored = await store(tx, locked);
      return { stored, rebuilt: await rebuildLocked(tx, locked) };
    });
    const mailsWritten = outcome.done.reduce((sum, done) => sum + done.rebuilt.mailsWritten, 0);
    if (mailsWritten > 0) afterCommit?.(mailsWritten);
    for (const { error } of outcome.failed) {
      // The SQLSTATE only: the error's text carries the statement's parameters (plates).
      logger?.warn(
        { whitelabelId, sqlState: sqlStateOf(error) },
        'a plate\u2019s passages or journeys were refused by the database: rolled back alone',
      );
    }
    return {
      built: outcome.done.reduce((sum, done) => sum + done.rebuilt.built, 0),
      removed: outcome.done.reduce((sum, done) => sum + done.rebuilt.removed, 0),
      stored: outcome.done.map((done) => done.stored),
      failedPlates: outcome.failed.map((failure) => failure.plate),
    };
  };

  return {
    storeAndRebuild,
    async prepareRebuild(whitelabelId, now) {
      const rebuildLocked = await lockedRebuilder(whitelabelId, now);
      return async (tx, plateRefs) => {
        const plates = uniquePlates(plateRefs);
        if (plates.length === 0) return { built: 0, removed: 0, mailsWritten: 0 };
        await lockPlates(tx, whitelabelId, plates);
        return rebuildLocked(tx, plates);
      };
    },
    async rebuildPlates(whitelabelId, plates, now) {
      const { built, removed } = await storeAndRebuild(whitelabelId, plates, now, async () => {});
      return { built, removed };
    },
  };
}

/** The passages dated inside the window: the others cannot be a trip (year 9999, year 0). */
function inWindow(passages: readonly Passage[], window: EventTimeWindow): Passage[] {
  return passages.filter((passage) => isInEventWindow(passage.at, window));
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
