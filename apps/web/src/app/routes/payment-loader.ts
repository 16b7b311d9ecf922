import { replace, type LoaderFunctionArgs } from 'react-router';
import { isLanguage } from '@portico/contract';
import { paymentBasket, type PaymentBasket } from '../../features/payment/utils/payment-basket.ts';
import { tripsPathOf } from '../../features/payment/utils/payment-problem.ts';
import {
  isFromNoticeOrCnp,
  readJourneysToPay,
  readLookupSessionId,
} from '../../features/payment/utils/stored-payment.ts';
import { currentAccountType } from '../../lib/session.ts';

export interface PaymentLoaderData {
  /** Null when the lookup's session is missing: the page offers a new search. */
  basket: PaymentBasket | null;
  tripsPath: string;
}

/**
 * /{lang}/payment (spec 001): without stored selected trips, home (history replaced). The basket
 * goes to /payments/journeys for a notice or CNP lookup and for a customer, else to allJourneys.
 */
export function paymentLoader(args: LoaderFunctionArgs): PaymentLoaderData | Response {
  const lang = isLanguage(args.params.lang) ? args.params.lang : null;
  const journeys = readJourneysToPay();
  if (!lang || !journeys) return replace(lang ? `/${lang}/` : '/');
  const context = {
    fromNoticeOrCnp: isFromNoticeOrCnp(),
    isCustomer: currentAccountType() === 'customer',
  };
  const lookupSessionId = readLookupSessionId();
  return {
    basket: lookupSessionId ? paymentBasket(journeys, { ...context, lookupSessionId }) : null,
    tripsPath: tripsPathOf(context),
  };
}
