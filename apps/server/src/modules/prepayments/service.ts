import {
  type JourneyPrice,
  type JourneyPriceQuery,
  type Language,
  lookupTarget,
  type PrepaymentsPage,
} from '@portico/contract';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';
import { createTtlCache } from '../../shared/ttl-cache.ts';
import { gateNamer } from '../lookups/domain.ts';
import { findGates } from '../lookups/repository.ts';
import { MissingTariffError } from '../pricing/errors.ts';
import { findRoadLayout, findTariffs } from '../road/repository.ts';
import type { Tenant } from '../whitelabel/domain.ts';
import { declaredEmissionTier, registryCountry } from './emission.ts';
import { presentPicturePage } from '../../shared/picture-page.ts';
import { type PricedRoad, quotePrepaidTrip } from './price-quote.ts';
import { findPrepaymentsPage, findRegistryEnergy } from './repository.ts';

type PrepaymentsTenant = Pick<Tenant, 'id'>;

/** The prepayment screen's server side: its price estimate and its page data. */
export interface PrepaymentsService {
  /**
   * GET /journeys/price: one prepaid trip's estimate at today's tariff. 400 with the lookups'
   * plate codes, 400 unknown_gate for a gate the road lacks, 503 service_unavailable when no
   * tariff prices it today (spec: prepayment "not currently available").
   */
  price(
    tenant: PrepaymentsTenant,
    query: JourneyPriceQuery,
    language: Language,
  ): Promise<JourneyPrice>;
  /** GET /whitelabels/payments/prepayments/page in `language` (French when a text lacks it). */
  page(tenant: PrepaymentsTenant, language: Language): Promise<PrepaymentsPage>;
  /** Forgets the cached pages, after the console published the page's texts. */
  forgetPages(): void;
}

export interface PrepaymentsServiceDeps {
  /** The time estimates are priced at. */
  clock?: () => Date;
  /** How long each instance reuses a tenant's road, tariffs and page (read-mostly). */
  cacheMs?: number;
}

export function createPrepaymentsService(
  db: Database,
  { clock = () => new Date(), cacheMs = 30_000 }: PrepaymentsServiceDeps = {},
): PrepaymentsService {
  // The screen asks twice per change of its form (outbound and return): the road and its
  // tariffs are read once per tenant and cache period, so an estimate costs one registry read.
  const roads = createTtlCache<PricedRoad>({ ttlMs: cacheMs });
  const pages = createTtlCache<PrepaymentsPage>({ ttlMs: cacheMs });

  const roadOf = (whitelabelId: number) =>
    roads.get(String(whitelabelId), async () => {
      const [gates, layout, tariffs] = await Promise.all([
        findGates(db, whitelabelId),
        findRoadLayout(db, whitelabelId),
        findTariffs(db, whitelabelId),
      ]);
      return { gates, layout, tariffs };
    });

  return {
    forgetPages() {
      pages.clear();
    },
    async price(tenant, query, language) {
      const checked = lookupTarget({ plate: query.plate, country: query.plateCountry });
      if (!checked.ok) throw new AppError(400, checked.code);
      if (checked.target.kind !== 'plate') throw new AppError(400, 'number_plate_mandatory');
      const vehicle = { plate: checked.target.plate, countryCode: checked.target.countryCode };
      const [road, registryEnergy] = await Promise.all([
        roadOf(tenant.id),
        // Only France's registry is read: a foreign plate's energy is the driver's to declare.
        vehicle.countryCode === registryCountry ? findRegistryEnergy(db, vehicle) : null,
      ]);
      const trip = {
        inCode: query.in,
        outCode: query.out,
        vehicleClass: query.category,
        emissionTier: declaredEmissionTier({
          ...vehicle,
          registryEnergy,
          electric: query.electric,
        }),
        at: clock(),
        language,
      };
      let quote: ReturnType<typeof quotePrepaidTrip>;
      try {
        quote = quotePrepaidTrip(road, trip);
      } catch (error) {
        if (error instanceof MissingTariffError) throw new AppError(503, 'service_unavailable');
        throw error;
      }
      if (!quote.ok) {
        throw new AppError(400, 'unknown_gate', [
          { path: `query.${quote.unknownGate}`, code: 'unknown_gate' },
        ]);
      }
      return quote.price;
    },

    page(tenant, language) {
      return pages.get(`${tenant.id}:${language}`, async () => {
        const [page, road] = await Promise.all([
          findPrepaymentsPage(db, tenant.id),
          roadOf(tenant.id),
        ]);
        const gate = gateNamer(road.gates, language);
        return {
          ...presentPicturePage(page, language),
          gates: road.gates.map((row) => gate(row.code)),
        };
      });
    },
  };
}
