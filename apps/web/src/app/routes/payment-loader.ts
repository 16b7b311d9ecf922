import { replace, type LoaderFunctionArgs } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { isLanguage, type BillingInfo, type Language } from '@portico/contract';
import { profileQueryOptions } from '../../features/account/api/get-profile.ts';
import { billingFromProfile } from '../../features/payment/utils/billing-from-profile.ts';
import { paymentBasket, type PaymentBasket } from '../../features/payment/utils/payment-basket.ts';
import { tripsPathOf } from '../../features/payment/utils/payment-problem.ts';
import {
  isFromNoticeOrCnp,
  readJourneysToPay,
  readLookupSessionId,
} from '../../features/payment/utils/stored-payment.ts';
import { readPrepaidTrips } from '../../features/prepayment/utils/prepaid-list.ts';
import { isLookupExpired } from '../../features/journeys/utils/lookup-expiry.ts';
import { readStoredJourneySet } from '../../features/journeys/utils/stored-journeys.ts';
import { currentAccountType } from '../../lib/session.ts';
import { sameAddressAgain } from './same-address-again.ts';

export interface PaymentLoaderData {
  /** Null when the lookup's session is missing or expired: the page offers a new search. */
  basket: PaymentBasket | null;
  /** The plate of a visitor's lookup whose session has expired (issue 26 item 16), else null. */
  expiredLookup: { plate: string; countryCode: string } | null;
  tripsPath: string;
  /** A signed-in customer's profile, for the billing form; empty for a visitor. */
  initialBilling: Partial<BillingInfo>;
}

/** The profile's billing data; a profile that cannot load leaves the form empty, as a visitor's. */
async function customerBilling(
  queryClient: QueryClient,
  language: Language,
): Promise<Partial<BillingInfo>> {
  try {
    return billingFromProfile(await queryClient.ensureQueryData(profileQueryOptions(language)));
  } catch {
    return {};
  }
}

/**
 * /{lang}/payment (spec 001): without stored selected trips, home (history replaced). The basket
 * goes to /payments/journeys for a notice or CNP lookup and for a customer, else to allJourneys.
 * A signed-in customer's billing form is prefilled from the profile (spec 001 section 6).
 */
export function paymentLoader(queryClient: QueryClient) {
  return async (args: LoaderFunctionArgs): Promise<PaymentLoaderData | Response> => {
    const lang = isLanguage(args.params.lang) ? args.params.lang : null;
    const journeys = readJourneysToPay();
    if (!lang || !journeys) return replace(lang ? `/${lang}/` : '/');
    const context = {
      fromNoticeOrCnp: isFromNoticeOrCnp(),
      isCustomer: currentAccountType() === 'customer',
      isRenter: currentAccountType() === 'renter',
      electricTripIds: new Set(
        readPrepaidTrips()
          .filter((trip) => trip.electric)
          .map((trip) => trip.id),
      ),
    };
    const initialBilling = context.isCustomer ? await customerBilling(queryClient, lang) : {};
    // A 401 on the profile has signed the customer out: priced again as a visitor's basket.
    if (context.isCustomer && currentAccountType() !== 'customer') return sameAddressAgain(args);
    const lookupSessionId = readLookupSessionId();
    // A visitor's lookup past its session's end cannot price the basket: said as such, with
    // its plate, rather than as a payment refused once the page has sent it.
    const stored = readStoredJourneySet();
    const expiredLookup =
      !context.isRenter && !context.isCustomer && stored && isLookupExpired(stored, new Date())
        ? { plate: stored.plate, countryCode: stored.countryCode }
        : null;
    return {
      basket:
        (lookupSessionId || context.isRenter) && !expiredLookup
          ? paymentBasket(journeys, { ...context, lookupSessionId })
          : null,
      expiredLookup,
      tripsPath: tripsPathOf(context),
      initialBilling,
    };
  };
}
