import {
  type AuthenticatedJourneysQuery,
  type Car,
  type Company,
  type Journey,
  type JourneyLookupQuery,
  type JourneySet,
  type JourneysPage,
  type JourneysResumeResponse,
  defaultLanguage,
  type Language,
  type LookupTarget,
  lookupTarget,
  sortJourneys,
  summarize,
} from '@portico/contract';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';
import { localizeOptional } from '../../shared/localized.ts';
import { createTtlCache } from '../../shared/ttl-cache.ts';
import type { CaptchaService } from '../captcha/service.ts';
import type { ContentService } from '../content/service.ts';
import { findJourneySettings, type PlateRef } from '../journeys/repository.ts';
import type { JourneySettings } from '../journeys/settings.ts';
import type { Tenant } from '../whitelabel/domain.ts';
import {
  type GateNamer,
  gateNamer,
  noticeNatures,
  presentJourney,
  tripDateBound,
} from './domain.ts';
import {
  findCompanyId,
  findCaseVehicle,
  findGates,
  findHomeActions,
  findToPayPage,
  hasPaidJourneys,
  prepareLookupQueries,
} from './repository.ts';
import { askedPlates, type CustomerPlate, customerTripWindow } from './customer-trips.ts';
import { issueLookupSession, sameTarget, verifyLookupSession } from './session.ts';
import { createTripReader } from './trip-reader.ts';
import { prepareTripsStatement } from './trips-statement.ts';

/** The tenant as the lookups use it: its id, and its name shown as the trips' network. */
export type LookupTenant = Pick<Tenant, 'id' | 'name'>;

/** The public trip lookups (GET /journeys, /detailedJourneys), vehicles, company and page data. */
export interface LookupsService {
  /**
   * GET /detailedJourneys: the journeys still owed of a plate, or of the plate a case number
   * belongs to (its notices and CNP only). Checks, in order: the target (400 with the catalogue's
   * code), the access (a valid sessionId of the same tenant and target, else the captcha), the
   * company code (404 company_not_found), the case number (404 immatriculation_not_found).
   * Answers a fresh sessionId for the target.
   */
  detailedJourneys(
    tenant: LookupTenant,
    query: JourneyLookupQuery,
    /** The language of the gates' place names (French by default). */
    language?: Language,
  ): Promise<JourneySet>;
  /**
   * GET /authenticated/detailedJourneys: a set per registered plate of the customer (or the one
   * plate + country name, 404 vehicle_not_found if not the customer's), each plate's trips within
   * its validity dates and the query's bounds, each with a fresh sessionId of that plate. No
   * captcha: the customer's token stands for it.
   */
  customerJourneys(
    tenant: LookupTenant,
    userId: string,
    query: AuthenticatedJourneysQuery,
    language?: Language,
  ): Promise<JourneySet[]>;
  /** GET /journeys: the same set as type resume, with the summaries per category. */
  journeysResume(
    tenant: LookupTenant,
    query: JourneyLookupQuery,
    language?: Language,
  ): Promise<JourneysResumeResponse>;
  /** GET /vehicles: the registry's data of a plate (never its owner); 404 vehicle_not_found. */
  vehicle(query: { plate?: string | undefined; plateCountry?: string | undefined }): Promise<Car>;
  /** GET /journeys/company: 404 company_not_found unless the tenant has this company. */
  company(tenant: LookupTenant, companyCode: string): Promise<Company>;
  /**
   * The lookup a sessionId stands for, for the payments: its target, the vehicle, and the journeys
   * still owed as the lookup shows them at `now` (a case session: that plate's notices and CNP).
   * Null when the sessionId is malformed, forged, expired or of another tenant.
   */
  openSession(
    tenant: LookupTenant,
    sessionId: string,
    now: Date,
  ): Promise<OpenLookupSession | null>;
  /** GET /whitelabels/journeys/toPay/page in `language` (French when a text lacks it). */
  toPayPage(tenant: LookupTenant, language: Language): Promise<JourneysPage>;
  /**
   * Forgets the cached trips pages (their text and articles, which the payment confirmation page
   * shows too), after the console published content.
   */
  forgetPages(): void;
}

export interface OpenLookupSession {
  target: LookupTarget;
  vehicle: PlateRef;
  /** The lookup was for a rental period (session.ts): the vehicle cannot prepay. */
  rental: boolean;
  journeys: Journey[];
}

export interface LookupsServiceDeps {
  captcha: CaptchaService;
  content: ContentService;
  /** `secret` signs new sessions; `secrets` (default: that one alone) checks given ones. */
  lookup: Pick<Config['lookup'], 'secret' | 'sessionTtlMs'> &
    Partial<Pick<Config['lookup'], 'secrets'>>;
  /** The time journeys are presented at (indemnity, deadline) and sessions expire by. */
  clock?: () => Date;
  /** How long each instance reuses a tenant's road gates, settings and page data. */
  cacheMs?: number;
  /** A customer's registered plates (the vehicles service's), for the authenticated lookup. */
  customerPlates(whitelabelId: number, userId: string): Promise<CustomerPlate[]>;
}

interface TenantRules {
  settings: JourneySettings;
  gate: GateNamer;
}

export function createLookupsService(
  db: Database,
  {
    captcha,
    content,
    lookup,
    clock = () => new Date(),
    cacheMs = 30_000,
    customerPlates,
  }: LookupsServiceDeps,
): LookupsService {
  // Gates and settings change with a road or contract update, not per request: one read per
  // tenant and cache period keeps a lookup to its journeys query and the registry read.
  const rules = createTtlCache<TenantRules>({ ttlMs: cacheMs });
  const queries = prepareLookupQueries(db);
  const readTrips = createTripReader(prepareTripsStatement(db));
  const pages = createTtlCache<JourneysPage>({ ttlMs: cacheMs });

  // Per language too: the gates' place names are written in the answer's language.
  const tenantRules = (whitelabelId: number, language: Language = defaultLanguage) =>
    rules.get(`${whitelabelId}:${language}`, async () => {
      const [{ settings }, gates] = await Promise.all([
        findJourneySettings(db, whitelabelId),
        findGates(db, whitelabelId),
      ]);
      return { settings, gate: gateNamer(gates, language) };
    });

  /** A sessionId of this tenant and target stands for the captcha; anything else needs one. */
  async function checkAccess(
    whitelabelId: number,
    target: LookupTarget,
    query: JourneyLookupQuery,
    now: Date,
  ): Promise<void> {
    if (query.sessionId) {
      const session = verifyLookupSession(lookup.secrets ?? lookup.secret, query.sessionId, now);
      if (session && session.whitelabelId === whitelabelId && sameTarget(session.target, target)) {
        return;
      }
    }
    await captcha.verify(query.captchaToken, now);
  }

  async function vehicleOf(whitelabelId: number, target: LookupTarget): Promise<PlateRef> {
    if (target.kind === 'plate') return { plate: target.plate, countryCode: target.countryCode };
    const vehicle = await findCaseVehicle(db, whitelabelId, target.caseNumber);
    if (!vehicle) throw new AppError(404, 'immatriculation_not_found');
    return vehicle;
  }

  function checkDateRange(query: Pick<JourneyLookupQuery, 'startTime' | 'endTime'>): void {
    if (query.startTime && query.endTime && new Date(query.startTime) > new Date(query.endTime)) {
      throw new AppError(400, 'invalid_date_range');
    }
  }

  /**
   * The rental company a lookup's companyCode names (issue 26 item 12): its trips only, those
   * begun while the plate was in its fleet; undefined without a code, 404 for an unknown one.
   */
  async function companyFilter(
    whitelabelId: number,
    companyCode: string | undefined,
  ): Promise<number | undefined> {
    const code = companyCode?.trim();
    if (!code) return undefined;
    const id = await findCompanyId(db, whitelabelId, code);
    if (id === null) throw new AppError(404, 'company_not_found');
    return id;
  }

  /**
   * The journey set of one plate's read trips, with a fresh sessionId of `target` (marked rental
   * when the trips were read for a rental period: such a vehicle cannot prepay).
   */
  function presentSet(
    tenant: LookupTenant,
    target: LookupTarget,
    vehicle: PlateRef,
    trips: Awaited<ReturnType<typeof readTrips>>,
    { settings, gate }: TenantRules,
    now: Date,
    rental: boolean,
  ): JourneySet {
    const context = { now, settings, gate, company: tenant.name };
    return {
      type: 'detailed',
      company: tenant.name,
      plate: vehicle.plate,
      sessionId: issueLookupSession(
        lookup.secret,
        { whitelabelId: tenant.id, target, rental },
        now,
        lookup.sessionTtlMs,
      ),
      vehicleInformation: trips.vehicleInformation,
      countryCode: vehicle.countryCode,
      // Already in date then id order from SQL; the contract's sort is the rule of record.
      journeys: sortJourneys(trips.journeys.map((row) => presentJourney(row, context))),
    };
  }

  async function detailedJourneys(
    tenant: LookupTenant,
    query: JourneyLookupQuery,
    language: Language = defaultLanguage,
  ): Promise<JourneySet> {
    const checked = lookupTarget(query);
    if (!checked.ok) throw new AppError(400, checked.code);
    const { target } = checked;
    checkDateRange(query);
    const from = tripDateBound(query.startTime);
    const to = tripDateBound(query.endTime);
    const now = clock();
    await checkAccess(tenant.id, target, query, now);
    const companyId = await companyFilter(tenant.id, query.companyCode);
    const vehicle = await vehicleOf(tenant.id, target);
    // A case number opens its plate's notices and CNP, so a keeper sees all of them at once.
    const onlyNotices = target.kind === 'case' || query.onlyCNPorLatePayment === true;
    const [trips, rulesOfTenant] = await Promise.all([
      readTrips({ whitelabelId: tenant.id, vehicle, from, to, onlyNotices, companyId }),
      tenantRules(tenant.id, language),
    ]);
    const rental = from !== undefined || to !== undefined;
    const set = presentSet(tenant, target, vehicle, trips, rulesOfTenant, now, rental);
    if (set.journeys.length > 0) return set;
    // Nothing owed: a second, rare read tells "already paid" from "nothing found" (issue 26 item 2).
    const onlyNatures = onlyNotices ? noticeNatures : undefined;
    const paid = await hasPaidJourneys(db, tenant.id, vehicle, {
      from,
      to,
      onlyNatures,
      companyId,
    });
    return { ...set, hasPaidJourneys: paid };
  }

  async function customerJourneys(
    tenant: LookupTenant,
    userId: string,
    query: AuthenticatedJourneysQuery,
    language: Language = defaultLanguage,
  ): Promise<JourneySet[]> {
    const plates = askedPlates(await customerPlates(tenant.id, userId), query);
    checkDateRange(query);
    const companyId = await companyFilter(tenant.id, query.companyCode);
    const bounds = { from: tripDateBound(query.startTime), to: tripDateBound(query.endTime) };
    const now = clock();
    const onlyNotices = query.onlyCNPorLatePayment === true;
    // Each plate one read of the trip reader: the reads of one request share its statement.
    const [trips, rulesOfTenant] = await Promise.all([
      Promise.all(
        plates.map((plate) =>
          readTrips({
            whitelabelId: tenant.id,
            vehicle: { plate: plate.plate, countryCode: plate.countryCode },
            ...customerTripWindow(plate, bounds),
            onlyNotices,
            companyId,
          }),
        ),
      ),
      tenantRules(tenant.id, language),
    ]);
    return plates.map((plate, index) => {
      const vehicle = { plate: plate.plate, countryCode: plate.countryCode };
      const read = trips[index];
      if (!read) throw new Error('the trip reader left a plate unanswered');
      // A registered plate with validity dates is a rented vehicle (a customer's date filter on
      // a plate of their own is not: it only narrows the list).
      const rental = plate.validityStartDate !== null;
      const target = { kind: 'plate' as const, ...vehicle };
      return presentSet(tenant, target, vehicle, read, rulesOfTenant, now, rental);
    });
  }

  async function openSession(
    tenant: LookupTenant,
    sessionId: string,
    now: Date,
  ): Promise<OpenLookupSession | null> {
    const session = verifyLookupSession(lookup.secrets ?? lookup.secret, sessionId, now);
    if (!session || session.whitelabelId !== tenant.id) return null;
    const { target } = session;
    const vehicle =
      target.kind === 'plate'
        ? { plate: target.plate, countryCode: target.countryCode }
        : await findCaseVehicle(db, tenant.id, target.caseNumber);
    if (!vehicle) return null;
    const [trips, { settings, gate }] = await Promise.all([
      readTrips({ whitelabelId: tenant.id, vehicle, onlyNotices: target.kind === 'case' }),
      tenantRules(tenant.id),
    ]);
    const context = { now, settings, gate, company: tenant.name };
    return {
      target,
      vehicle,
      rental: session.rental,
      journeys: sortJourneys(trips.journeys.map((row) => presentJourney(row, context))),
    };
  }

  return {
    detailedJourneys,
    customerJourneys,
    openSession,

    async journeysResume(tenant, query, language) {
      const set = await detailedJourneys(tenant, query, language);
      return { ...set, type: 'resume', summaries: summarize(set.journeys) };
    },

    async vehicle({ plate, plateCountry }) {
      const checked = lookupTarget({ plate, country: plateCountry });
      if (!checked.ok) throw new AppError(400, checked.code);
      if (checked.target.kind !== 'plate') throw new AppError(400, 'number_plate_mandatory');
      const row = await queries.registryVehicle(checked.target);
      if (!row) throw new AppError(404, 'vehicle_not_found');
      return { plate: row.plate, model: row.model, energy: row.energy };
    },

    async company(tenant, companyCode) {
      const code = companyCode.trim();
      if (!code || (await findCompanyId(db, tenant.id, code)) === null) {
        throw new AppError(404, 'company_not_found');
      }
      return { hasCompany: true, details: { companyCode: code } };
    },

    forgetPages() {
      pages.clear();
    },

    toPayPage(tenant, language) {
      return pages.get(`${tenant.id}:${language}`, async () => {
        const [page, actions, { settings }] = await Promise.all([
          findToPayPage(db, tenant.id),
          findHomeActions(db, tenant.id),
          tenantRules(tenant.id),
        ]);
        const articleList = page
          ? await content.getArticles(tenant.id, page.articleIds, language)
          : [];
        return {
          primoPassantText: localizeOptional(page?.primoPassantText ?? null, language),
          canAddPrepayment: actions.includes('prepayment'),
          canContestJourney: actions.includes('payment-notice'),
          paymentPeriod: settings.paymentWindowHours,
          articleList,
          backgroundPicture: page?.backgroundPicture ?? null,
        };
      });
    },
  };
}
