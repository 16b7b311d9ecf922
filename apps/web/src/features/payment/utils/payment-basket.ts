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
  | { call: 'journeys'; lookupSessionId: string; body: PayJourneysBody }
  | { call: 'allJourneys'; lookupSessionId: string; body: PayAllJourneysBody };

export interface BasketContext {
  lookupSessionId: string;
  fromNoticeOrCnp: boolean;
  isCustomer: boolean;
}

/** A prepaid trip is bought by its gates and class; one without an exit cannot be priced. */
function prepaymentOf(journey: Journey): PrepaymentJourney | null {
  if (!journey.out) return null;
  return { in: journey.in.id, out: journey.out.id, vehicleCategory: journey.carCategory };
}

export function paymentItemOf(journey: Journey): PaymentJourneyItem | null {
  if (journey.status === 'PREPAYMENT') {
    const prepaymentJourney = prepaymentOf(journey);
    return prepaymentJourney ? { prepaymentJourney } : null;
  }
  if (journey.inProgressId) return { inProgressId: journey.inProgressId };
  return { idDossier: journey.id };
}

const present = <T>(value: T | null): value is T => value !== null;

export function paymentBasket(journeys: readonly Journey[], context: BasketContext): PaymentBasket {
  const { lookupSessionId } = context;
  if (context.fromNoticeOrCnp || context.isCustomer) {
    return {
      call: 'journeys',
      lookupSessionId,
      body: { journeys: journeys.map(paymentItemOf).filter(present) },
    };
  }
  const prepayments = journeys
    .filter((journey) => journey.status === 'PREPAYMENT')
    .map(prepaymentOf)
    .filter(present);
  return { call: 'allJourneys', lookupSessionId, body: { prepayments } };
}
