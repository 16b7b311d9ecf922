import {
  type ErrorCode,
  int4Max,
  type Journey,
  type Language,
  type PaymentJourneyItem,
  type PaymentSession,
  type PrepaymentJourney,
  type PricedPrepayment,
  vatBreakdown,
} from '@portico/contract';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';
import type { RoadLayout } from '../journeys/road-layout.ts';
import {
  type CustomerPlate,
  customerTripWindow,
  findCustomerPlate,
  inTripWindow,
} from '../lookups/customer-trips.ts';
import { gateNamer, type GateNamer } from '../lookups/domain.ts';
import { findGates } from '../lookups/repository.ts';
import type { LookupsService, LookupTenant, OpenLookupSession } from '../lookups/service.ts';
import { declaredEmissionTier, registryCountry } from '../prepayments/emission.ts';
import { findRegistryEnergy } from '../prepayments/repository.ts';
import { MissingTariffError } from '../pricing/errors.ts';
import { priceTrip } from '../pricing/price-trip.ts';
import { prepaidRoute } from '../pricing/prepayment-route.ts';
import type { EmissionTier, Tariff } from '../road/domain.ts';
import {
  duplicateItem,
  journeyRefusal,
  newPaymentId,
  newReference,
  payableJourneys,
} from './domain.ts';
import { isRentedAt } from './rental.ts';
import { insertPayment, type NewPaymentLineRow, type NewPaymentRow } from './repository.ts';
import { isUniqueViolation } from '../../shared/unique-violation.ts';

/** What the visitor asks to pay: explicit journeys (notice flow, customers) or all of them. */
export type BasketRequest =
  | {
      kind: 'journeys';
      lookupSessionId: string;
      items: readonly PaymentJourneyItem[];
      /** The signed-in customer paying (issue 12 item 4); undefined for a visitor. */
      customerId?: string | undefined;
      /** A renter's token: renters cannot prepay with a rental vehicle (spec 000). */
      renter?: boolean | undefined;
    }
  | { kind: 'allJourneys'; lookupSessionId: string; prepayments: readonly PrepaymentJourney[] }
  | {
      /**
       * A renter's selection from its fleet's lists (issue 25): no lookup session, the renter's
       * token says whose fleet; trips of several plates together.
       */
      kind: 'renterJourneys';
      companyId: number;
      items: readonly PaymentJourneyItem[];
    };

/** A fleet trip as a renter's basket reads it: the journey and its vehicle. */
export type FleetTrip = Journey & { numberPlate: string; countryCode: string };

export interface TenantRoad {
  road: RoadLayout;
  tariffs: readonly Tariff[];
}

export interface BasketDeps {
  db: Database;
  lookups: LookupsService;
  /** The tenant's road and tariffs (cached by the caller): prepaid trips are priced on them. */
  roadOf(whitelabelId: number): Promise<TenantRoad>;
  sessionTtlMs: number;
  /** A customer's registered plates (the vehicles service's). */
  customerPlates(whitelabelId: number, userId: string): Promise<CustomerPlate[]>;
  /** These trips of a rental company's fleet as its lists show them now (fleet-journeys). */
  fleetTrips(tenant: LookupTenant, companyId: number, ids: readonly number[]): Promise<FleetTrip[]>;
}

type Line = Omit<NewPaymentLineRow, 'paymentId' | 'position'>;

const refuse = (code: ErrorCode, status = 400): never => {
  throw new AppError(status, code);
};

function journeyLine(journey: Journey): Line {
  return {
    kind: 'journey',
    journeyId: Number(journey.id),
    inGate: journey.in.id,
    outGate: journey.out?.id ?? null,
    vehicleClass: journey.carCategory,
    tripDate: new Date(journey.date),
    // The case number the row shows: a declaration's ticket, a notice's pv number.
    caseNumber:
      journey.nature === 'nonPaymentDeclaration' ? journey.ticketNumber : journey.pvNumber,
    htCents: journey.htPrice,
    tvaCents: journey.tvaPrice,
    tvaRate: journey.tva,
    ttcCents: journey.ttcPrice,
    indemnityCents: journey.indemnity,
    totalCents: journey.totalPrice,
  };
}

/**
 * A prepaid trip priced on the tenant's road at today's tariff, with the emission tier its
 * estimate (GET /journeys/price) had, so the driver is charged what the screen showed.
 */
function pricePrepayment(
  item: PrepaymentJourney,
  { road, tariffs }: TenantRoad,
  now: Date,
  emissionTier: EmissionTier | null,
  gate: GateNamer,
) {
  const route = prepaidRoute(road, item.in, item.out);
  if (!route) {
    throw new AppError(400, 'invalid_request', [
      { path: 'body.prepayments', code: 'unknown_gate' },
    ]);
  }
  let ttcCents: number;
  try {
    ttcCents = priceTrip({
      gantriesCrossed: route.gantries,
      vehicleClass: item.vehicleCategory,
      emissionTier,
      at: now,
      tariffs,
      road,
    }).ttcCents;
  } catch (error) {
    // No tariff for today: prepayment is not available (spec: "not currently available").
    if (error instanceof MissingTariffError) throw new AppError(503, 'service_unavailable');
    throw error;
  }
  const vat = vatBreakdown(ttcCents);
  const line: Line = {
    kind: 'prepayment',
    journeyId: null,
    inGate: route.inGate,
    outGate: route.outGate,
    vehicleClass: item.vehicleCategory,
    tripDate: null,
    caseNumber: null,
    htCents: vat.htPrice,
    tvaCents: vat.tvaPrice,
    tvaRate: vat.tva,
    ttcCents,
    indemnityCents: 0,
    totalCents: ttcCents,
  };
  const priced: PricedPrepayment = {
    in: gate(item.in),
    out: gate(item.out),
    vehicleCategory: item.vehicleCategory,
    htPrice: vat.htPrice,
    tvaPrice: vat.tvaPrice,
    ttcPrice: ttcCents,
  };
  return { line, priced };
}

/** The listed journeys of a POST /payments/journeys basket, each checked against the session. */
function chosenJourneys(session: OpenLookupSession, items: readonly PaymentJourneyItem[]) {
  if (duplicateItem(items)) refuse('payment_journeys_invalid');
  const byId = new Map(session.journeys.map((journey) => [journey.id, journey]));
  const chosen: Journey[] = [];
  const prepayments: PrepaymentJourney[] = [];
  for (const item of items) {
    if ('prepaymentJourney' in item) {
      prepayments.push(item.prepaymentJourney);
      continue;
    }
    // Not among the session's owed journeys: another plate's, or paid, or unknown.
    const journey = byId.get('idDossier' in item ? item.idDossier : item.inProgressId);
    if (!journey) return refuse('payment_journeys_invalid');
    const refusal = journeyRefusal(journey, item);
    if (refusal) refuse(refusal);
    chosen.push(journey);
  }
  // Prepaying is for a plate whose past trips are all being paid (spec error catalogue).
  if (prepayments.length > 0) {
    const paying = new Set(chosen.map((journey) => journey.id));
    if (payableJourneys(session.journeys).some((journey) => !paying.has(journey.id))) {
      refuse('missing_post_payment_with_prepayment');
    }
  }
  return { chosen, prepayments };
}

/**
 * The session as a signed-in customer may pay it: a plate session must be of one of the customer's
 * registered plates (else payment_journeys_invalid, as trips not of the session), and only its
 * trips within the plate's validity dates are the customer's; a case session (a notice or CNP
 * paid by its number) is payable by anyone holding it, so by the customer too.
 */
async function customerSession(
  deps: BasketDeps,
  tenant: LookupTenant,
  customerId: string,
  session: OpenLookupSession,
): Promise<OpenLookupSession> {
  if (session.target.kind === 'case') return session;
  const plate = findCustomerPlate(
    await deps.customerPlates(tenant.id, customerId),
    session.vehicle,
  );
  if (!plate) return refuse('payment_journeys_invalid');
  const window = customerTripWindow(plate, { from: undefined, to: undefined });
  return {
    ...session,
    // A registered plate with validity dates is a rented vehicle.
    rental: session.rental || plate.validityStartDate !== null,
    journeys: session.journeys.filter((journey) => inTripWindow(new Date(journey.date), window)),
  };
}

/**
 * A rented vehicle cannot prepay (spec 001 section 3): the lookup was for a rental period, the
 * paying customer registered the plate with validity dates, a renter pays, or a customer of the
 * white-label registered the plate as rented for a period that includes today.
 */
async function isRentalVehicle(
  deps: BasketDeps,
  tenant: LookupTenant,
  request: BasketRequest,
  session: OpenLookupSession,
  now: Date,
): Promise<boolean> {
  if (session.rental) return true;
  if (request.kind === 'journeys' && request.renter === true) return true;
  return isRentedAt(deps.db, tenant.id, session.vehicle, now);
}

/** Whom and which vehicle a basket is for; its reference, status and expiry are the store's. */
type BasketPayer = Pick<
  NewPaymentRow,
  'whitelabelId' | 'plate' | 'countryCode' | 'caseNumber' | 'userId' | 'companyId' | 'language'
>;

/** A priced basket: its lines as stored, and the journeys and prepaid trips as the client shows them. */
interface PricedBasket {
  amount: number;
  lines: readonly Line[];
  journeys: Journey[];
  prepayments: PricedPrepayment[];
  /** A renter's vehicles when several (PaymentSession.vehicles). */
  vehicles?: PaymentSession['vehicles'];
}

/**
 * Stores a priced basket OPEN with its lines, for the session's time, and answers the payment
 * session the client pays: the one ending of a customer's or visitor's basket and a renter's.
 */
async function storeBasket(
  deps: BasketDeps,
  payer: BasketPayer,
  { amount, lines, journeys, prepayments, vehicles }: PricedBasket,
  now: Date,
): Promise<PaymentSession> {
  const expiresAt = new Date(now.getTime() + deps.sessionTtlMs);
  const id = newPaymentId();
  for (let attempt = 1; ; attempt += 1) {
    try {
      await deps.db.transaction((tx) =>
        insertPayment(
          tx,
          {
            ...payer,
            id,
            reference: newReference(),
            status: 'OPEN',
            amountCents: amount,
            expiresAt,
          },
          lines.map((line, position) => ({ ...line, position })),
        ),
      );
      break;
    } catch (error) {
      // 32^12 references: a collision is rare, but a retry costs nothing.
      if (!isUniqueViolation(error) || attempt >= 3) throw error;
    }
  }
  return {
    id,
    status: 'PENDING',
    amount,
    currency: 'EUR',
    plate: payer.plate,
    countryCode: payer.countryCode,
    ...(vehicles ? { vehicles } : {}),
    journeys,
    prepayments,
    expiresAt: expiresAt.toISOString(),
  };
}

/**
 * Makes a payment session: opens the lookup session (403 payment_session_invalid when it is
 * expired, forged or of another tenant), re-reads the owed journeys as the lookup shows them now,
 * keeps the payable ones asked for, prices the prepaid trips, and stores the basket OPEN with its
 * lines. Every amount comes from the server's own reading.
 */
export async function createBasket(
  deps: BasketDeps,
  tenant: LookupTenant,
  request: BasketRequest,
  language: Language,
  now: Date,
): Promise<PaymentSession> {
  if (request.kind === 'renterJourneys')
    return createRenterBasket(deps, tenant, request, language, now);
  const opened = await deps.lookups.openSession(tenant, request.lookupSessionId, now);
  if (!opened) return refuse('payment_session_invalid', 403);
  const customerId = request.kind === 'journeys' ? request.customerId : undefined;
  const session = customerId ? await customerSession(deps, tenant, customerId, opened) : opened;
  const { chosen, prepayments } =
    request.kind === 'journeys'
      ? chosenJourneys(session, request.items)
      : { chosen: payableJourneys(session.journeys), prepayments: [...request.prepayments] };
  // Prepaid trips are for a plate, not for a case's notices.
  if (prepayments.length > 0 && session.target.kind === 'case') refuse('payment_journeys_invalid');
  if (prepayments.length > 0 && (await isRentalVehicle(deps, tenant, request, session, now))) {
    refuse('unauthorized_prepayment');
  }
  const road = prepayments.length > 0 ? await deps.roadOf(tenant.id) : null;
  // The registry is read once per basket, and only for a French plate (emission.ts).
  const registryEnergy =
    road && session.vehicle.countryCode === registryCountry
      ? await findRegistryEnergy(deps.db, session.vehicle)
      : null;
  // The legs are named as every list names gates (issue 26 item 6), in the request's language:
  // the payment page's summary shows them.
  const gate = road ? gateNamer(await findGates(deps.db, tenant.id), language) : null;
  const priced =
    road && gate
      ? prepayments.map((item) => {
          const tier = declaredEmissionTier({
            countryCode: session.vehicle.countryCode,
            registryEnergy,
            electric: item.electric,
          });
          return pricePrepayment(item, road, now, tier, gate);
        })
      : [];
  const lines = [...chosen.map(journeyLine), ...priced.map((item) => item.line)];
  const amount = lines.reduce((sum, line) => sum + line.totalCents, 0);
  if (lines.length === 0 || amount <= 0) refuse('session_without_journeys');
  // Cents are stored in int4 columns: a trip or basket past 21,474,836.47 EUR (a case imported
  // with an absurd indemnity) cannot be one payment. Refused here, not at the insert as a 500.
  if (amount > int4Max || lines.some((line) => line.totalCents > int4Max)) {
    refuse('payment_journeys_invalid');
  }

  return storeBasket(
    deps,
    {
      whitelabelId: tenant.id,
      plate: session.vehicle.plate,
      countryCode: session.vehicle.countryCode,
      caseNumber: session.target.kind === 'case' ? session.target.caseNumber : null,
      userId: customerId ?? null,
      language,
    },
    { amount, lines, journeys: chosen, prepayments: priced.map((item) => item.priced) },
    now,
  );
}

/**
 * A renter's basket (issue 25 item 7): the trips and notices it selected in its fleet's lists, by
 * idDossier, of any plates of its fleet. Each is re-read as the lists show it now: not of the
 * company's fleet (another company's, or outside the plate's fleet period) is 404
 * payment_journeys_invalid, as if it did not exist; paid, OMP, ongoing or owing nothing is 400
 * payment_journeys_invalid; a prepaid trip is 400 unauthorized_prepayment (a rental vehicle
 * cannot prepay, spec 001 section 3). The payment keeps the company for its receipt.
 */
/** The vehicles of a renter's trips, each once in their order, when they are several. */
function fleetVehicles(trips: readonly FleetTrip[]): Pick<PricedBasket, 'vehicles'> {
  const vehicles = new Map<string, { plate: string; countryCode: string }>();
  for (const { numberPlate, countryCode } of trips) {
    vehicles.set(`${countryCode}:${numberPlate}`, { plate: numberPlate, countryCode });
  }
  return vehicles.size > 1 ? { vehicles: [...vehicles.values()] } : {};
}

async function createRenterBasket(
  deps: BasketDeps,
  tenant: LookupTenant,
  request: Extract<BasketRequest, { kind: 'renterJourneys' }>,
  language: Language,
  now: Date,
): Promise<PaymentSession> {
  if (request.items.some((item) => 'prepaymentJourney' in item)) {
    refuse('unauthorized_prepayment');
  }
  if (duplicateItem(request.items)) refuse('payment_journeys_invalid');
  // From the lists, completed trips and notices only (by idDossier): not a trip on the road.
  const ids = request.items.map((item) =>
    'idDossier' in item ? Number(item.idDossier) : refuse('payment_journeys_invalid'),
  );
  if (ids.length === 0) refuse('session_without_journeys');
  if (ids.some((id) => !Number.isSafeInteger(id) || id <= 0 || id > int4Max)) {
    refuse('payment_journeys_invalid', 404);
  }
  const trips = await deps.fleetTrips(tenant, request.companyId, ids);
  const byId = new Map(trips.map((trip) => [Number(trip.id), trip]));
  const chosen = ids.map((id, index) => {
    const trip = byId.get(id);
    if (!trip) return refuse('payment_journeys_invalid', 404);
    const item = request.items[index];
    const refusal = item && !('prepaymentJourney' in item) ? journeyRefusal(trip, item) : null;
    if (refusal) refuse(refusal);
    return trip;
  });
  const lines = chosen.map(journeyLine);
  const amount = lines.reduce((sum, line) => sum + line.totalCents, 0);
  if (amount <= 0) refuse('session_without_journeys');
  if (amount > int4Max) refuse('payment_journeys_invalid');
  // The payment's vehicle: the first trip's (the receipt lists each trip; settlement locks every
  // plate of its trips).
  const first = chosen[0];
  if (!first) return refuse('session_without_journeys');
  return storeBasket(
    deps,
    {
      whitelabelId: tenant.id,
      plate: first.numberPlate,
      countryCode: first.countryCode,
      caseNumber: null,
      userId: null,
      companyId: request.companyId,
      language,
    },
    {
      amount,
      lines,
      journeys: chosen.map(({ numberPlate: _plate, countryCode: _country, ...journey }) => journey),
      prepayments: [],
      ...fleetVehicles(chosen),
    },
    now,
  );
}
