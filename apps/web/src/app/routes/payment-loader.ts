import { replace, type LoaderFunctionArgs } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { isLanguage, type BillingInfo, type Language } from '@portico/contract';
import { profileQueryOptions } from '../../features/account/api/get-profile.ts';
import { paymentBasket, type PaymentBasket } from '../../features/payment/utils/payment-basket.ts';
import { tripsPathOf } from '../../features/payment/utils/payment-problem.ts';
import {
  isFromNoticeOrCnp,
  readJourneysToPay,
  readLookupSessionId,
} from '../../features/payment/utils/stored-payment.ts';
import { readPrepaidTrips } from '../../features/prepayment/utils/prepaid-list.ts';
import { currentAccountType } from '../../lib/session.ts';
import { sameAddressAgain } from './same-address-again.ts';

export interface PaymentLoaderData {
  /** Null when the lookup's session is missing: the page offers a new search. */
  basket: PaymentBasket | null;
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
    // Imported here, not at the top: the billing countries' table it checks against (13 KB) would
    // otherwise sit in the app's first chunk, which every page loads; the payment page's own code
    // carries it anyway, for its billing form.
    const [{ billingFromProfile }, profile] = await Promise.all([
      import('../../features/payment/utils/billing-from-profile.ts'),
      queryClient.ensureQueryData(profileQueryOptions(language)),
    ]);
    return billingFromProfile(profile);
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
    return {
      basket:
        lookupSessionId || context.isRenter
          ? paymentBasket(journeys, { ...context, lookupSessionId })
          : null,
      tripsPath: tripsPathOf(context),
      initialBilling,
    };
  };
}
