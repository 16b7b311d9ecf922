import {
  defaultLanguage,
  type Language,
  type RenterJourney,
  type RenterJourneyPage,
  type RenterJourneysQuery,
  type SpreadsheetFormat,
} from '@portico/contract';
import type { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { users } from '../../db/schema/index.ts';
import { createTtlCache } from '../../shared/ttl-cache.ts';
import { type SpreadsheetRow, writeSpreadsheet } from '../../shared/spreadsheets/index.ts';
import { findJourneySettings } from '../journeys/repository.ts';
import { gateNamer, type PresentationContext } from '../lookups/domain.ts';
import { findGates } from '../lookups/repository.ts';
import type { Tenant } from '../whitelabel/domain.ts';
import { exportHeader, exportRow } from './export-rows.ts';
import { presentFleetTrip } from './presenter.ts';
import { createStaleTotals } from './stale-totals.ts';
import {
  countFleetTrips,
  cursorOf,
  type FleetTripCursor,
  findFleetTripsAfter,
  findFleetTripsByIds,
  findFleetTripsPage,
} from './repository.ts';
import { type FleetTripFilters, fleetTripOrder, fleetTripsWhere } from './trip-filters.ts';

/** What the lists need of the white-label: its id, and its name (the network the rows show). */
export type FleetTenant = Pick<Tenant, 'id' | 'name'>;

export interface FleetJourneysService {
  /** GET /renters/journeys: a page of the company's fleet trips. */
  list(
    tenant: FleetTenant,
    companyId: number,
    query: RenterJourneysQuery,
  ): Promise<RenterJourneyPage>;
  /** GET /renters/journeys/export: every trip the filters keep, as a file streamed in batches. */
  export(
    tenant: FleetTenant,
    companyId: number,
    query: RenterJourneysQuery,
    format: SpreadsheetFormat,
    language: Language,
  ): Readable;
  /**
   * These trips of the company's fleet as the lists show them now (payments and claims re-read
   * what a renter selected); ids not of its fleet are left out.
   */
  tripsById(
    tenant: FleetTenant,
    companyId: number,
    ids: readonly number[],
  ): Promise<RenterJourney[]>;
  /** The renter's own language (the export's header when the request names none). */
  userLanguage(userId: string, fallback: Language): Promise<Language>;
}

export interface FleetJourneysServiceDeps {
  clock?: () => Date;
  /** How long gates and settings are reused, per tenant. */
  cacheMs?: number;
  /**
   * How long a list's total is reused for the same company and filters before it is counted
   * again in the background (stale-totals.ts): a million trips are not counted on every page.
   */
  totalCacheMs?: number;
  /** Rows read per statement of the export. */
  exportBatch?: number;
}

export function createFleetJourneysService(
  db: Database,
  {
    clock = () => new Date(),
    cacheMs = 30_000,
    totalCacheMs = 10_000,
    exportBatch = 1_000,
  }: FleetJourneysServiceDeps = {},
): FleetJourneysService {
  const rules = createTtlCache<Omit<PresentationContext, 'now' | 'company'>>({ ttlMs: cacheMs });
  const totals = createStaleTotals({ ttlMs: totalCacheMs });

  const contextOf = async (
    tenant: FleetTenant,
    language: Language = defaultLanguage,
  ): Promise<PresentationContext> => {
    const { settings, gate } = await rules.get(`${tenant.id}:${language}`, async () => {
      const [{ settings }, gates] = await Promise.all([
        findJourneySettings(db, tenant.id),
        findGates(db, tenant.id),
      ]);
      return { settings, gate: gateNamer(gates, language) };
    });
    return { now: clock(), settings, gate, company: tenant.name };
  };

  const filtersOf = (query: RenterJourneysQuery): FleetTripFilters => ({
    types: query.types,
    plate: query.plate,
    startDate: query.startDate,
    endDate: query.endDate,
    status: query.status,
  });

  return {
    async list(tenant, companyId, query) {
      const filters = filtersOf(query);
      const where = fleetTripsWhere(companyId, filters);
      const order = fleetTripOrder(query);
      const totalKey = JSON.stringify([companyId, filters]);
      const [total, rows, context] = await Promise.all([
        totals.get(totalKey, () => countFleetTrips(db, where)),
        findFleetTripsPage(db, where, order, {
          offset: (query.page - 1) * query.pageSize,
          limit: query.pageSize,
        }),
        contextOf(tenant),
      ]);
      return {
        page: query.page,
        pageSize: query.pageSize,
        pageTotal: Math.ceil(total / query.pageSize),
        total,
        data: rows.map((row) => presentFleetTrip(row, context)),
      };
    },

    export(tenant, companyId, query, format, language) {
      const where = fleetTripsWhere(companyId, filtersOf(query));
      const order = fleetTripOrder(query);
      async function* rows(): AsyncGenerator<SpreadsheetRow> {
        yield exportHeader(language);
        const context = await contextOf(tenant, language);
        let after: FleetTripCursor | null = null;
        for (;;) {
          const batch = await findFleetTripsAfter(db, where, order, after, exportBatch);
          for (const row of batch) yield exportRow(presentFleetTrip(row, context), language);
          const last = batch.at(-1);
          if (!last || batch.length < exportBatch) return;
          after = cursorOf(last, order);
        }
      }
      return writeSpreadsheet(rows(), format);
    },

    async tripsById(tenant, companyId, ids) {
      const [rows, context] = await Promise.all([
        findFleetTripsByIds(db, companyId, ids),
        contextOf(tenant),
      ]);
      return rows.map((row) => presentFleetTrip(row, context));
    },

    async userLanguage(userId, fallback) {
      const [row] = await db
        .select({ language: users.language })
        .from(users)
        .where(eq(users.id, userId));
      return row?.language ?? fallback;
    },
  };
}
