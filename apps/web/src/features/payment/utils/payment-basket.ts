import type {
  Journey,
  PayAllJourneysBody,
  PayJourneysBody,
  PaymentJourneyItem,
  PrepaymentJourney,
} from '@portico/contract';

/**
 * What the payment page asks the server to price (spec 001 section 7 "Payments"): the chosen
 * trips one by one (POST /payments/journeys) for a customer or a notice/CNP lookup, else every
 * owed trip of the plate plus the prepaid ones (POST /payments/allJourneys).
 */
export type PaymentBasket =
  | { call: 'journeys'; lookupSessionId: string | null; body: PayJourneysBody }
  | { call: 'allJourneys'; lookupSessionId: string; body: PayAllJourneysBody };

export interface BasketContext {
  /** The lookup's session; null for a renter, whose token names the fleet (issue 25 item 7). */
  lookupSessionId: string | null;
  fromNoticeOrCnp: boolean;
  isCustomer: boolean;
  /** A renter pays the trips chosen on the fleet's lists one by one, without a lookup. */
  isRenter?: boolean;
  /** The prepaid trips whose foreign plate's "electric" box was ticked (by journey id). */
  electricTripIds?: ReadonlySet<string>;
}

/**
 * A prepaid trip is bought by its gates and class, and the electric box it was estimated with;
 * one without an exit cannot be priced.
 */
function prepaymentOf(
  journey: Journey,
  electricTripIds: ReadonlySet<string> = new Set(),
): PrepaymentJourney | null {
  if (!journey.out) return null;
  const trip = { in: journey.in.id, out: journey.out.id, vehicleCategory: journey.carCategory };
  return electricTripIds.has(journey.id) ? { ...trip, electric: true } : trip;
}

export function paymentItemOf(
  journey: Journey,
  electricTripIds?: ReadonlySet<string>,
): PaymentJourneyItem | null {
  if (journey.status === 'PREPAYMENT') {
    const prepaymentJourney = prepaymentOf(journey, electricTripIds);
    return prepaymentJourney ? { prepaymentJourney } : null;
  }
  if (journey.inProgressId) return { inProgressId: journey.inProgressId };
  return { idDossier: journey.id };
}

const present = <T>(value: T | null): value is T => value !== null;

export function paymentBasket(
  journeys: readonly Journey[],
  context: BasketContext,
): PaymentBasket | null {
  const { lookupSessionId } = context;
  if (context.fromNoticeOrCnp || context.isCustomer || context.isRenter) {
    return {
      call: 'journeys',
      lookupSessionId,
      body: {
        journeys: journeys
          .map((journey) => paymentItemOf(journey, context.electricTripIds))
          .filter(present),
      },
    };
  }
  const prepayments = journeys
    .filter((journey) => journey.status === 'PREPAYMENT')
    .map((journey) => prepaymentOf(journey, context.electricTripIds))
    .filter(present);
  // A plate's whole debt is priced by its lookup: none, no basket.
  return lookupSessionId ? { call: 'allJourneys', lookupSessionId, body: { prepayments } } : null;
}
