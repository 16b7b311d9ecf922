import { replace, type LoaderFunctionArgs } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import {
  isLanguage,
  paymentResultPages,
  privateCardTypes,
  resultPageOf,
  type ConfirmationPage,
  type PaymentResultPage,
  type PaymentStatusResponse,
} from '@portico/contract';
import { profileQueryOptions } from '../../features/account/api/get-profile.ts';
import { confirmationPageQueryOptions } from '../../features/payment-result/api/get-confirmation-page.ts';
import { paymentEmailQueryOptions } from '../../features/payment-result/api/get-payment-email.ts';
import { paymentStatusQueryOptions } from '../../features/payment-result/api/get-payment-status.ts';
import { forgetPaidJourneys } from '../../features/payment-result/utils/paid-journeys.ts';
import { readPaymentSession } from '../../features/payment-result/utils/payment-session.ts';
import { pendingClaimPage } from '../../lib/claim-draft.ts';
import { currentAccountType } from '../../lib/session.ts';

export type PaymentResultData =
  | {
      page: 'success' | 'duplicated';
      sessionId: string;
      status: PaymentStatusResponse | null;
      confirmation: ConfirmationPage;
      /** The payment's address, where the receipt went; null when it names none. */
      email: string | null;
      /** The signed-in customer's address: the receipt form's proposal when the payment has none. */
      accountEmail: string | null;
      /** Where a claim in progress continues (spec 001 "continue claim"), or null. */
      continueClaim: string | null;
    }
  | { page: 'rejected' | 'waiting' | 'cancelled'; sessionId: string; fleetCard: boolean };

const isFleetCard = (method: unknown): boolean =>
  (privateCardTypes as readonly unknown[]).includes(method);

const isResultPage = (value: unknown): value is PaymentResultPage =>
  (paymentResultPages as readonly unknown[]).includes(value);

/**
 * /{lang}/payment/{success|duplicated|rejected|waiting|cancelled}. No stored payment session:
 * home, history replaced (spec 001). Success and duplicated thank for a payment, so they check
 * its status first (cached by the processing page): a status whose page, by the contract's table,
 * is another one replaces this page (a fleet-card payment comes here straight from the payment
 * page); a failed call keeps it. They load their page data, the payment's e-mail and the user
 * (spec route table: "page data and user data loaded first"; a signed-in customer's address is
 * proposed for the receipt when the payment names none), and the paid trips leave the stored
 * lists. The three other pages say what the processing page found; the
 * waiting page also reads the payment's method (cached, or asked once), since a fleet-card payment
 * being confirmed with its issuer has its own next step.
 */
export function paymentResultLoader(queryClient: QueryClient) {
  return async ({ params }: LoaderFunctionArgs): Promise<PaymentResultData | Response> => {
    const lang = isLanguage(params.lang) ? params.lang : null;
    if (!lang) return replace('/');
    const sessionId = readPaymentSession();
    if (!sessionId || !isResultPage(params.result)) return replace(`/${lang}/`);

    const page = params.result;
    if (page === 'waiting') {
      const pending = await queryClient
        .ensureQueryData(paymentStatusQueryOptions(lang, sessionId))
        .catch(() => null);
      return { page, sessionId, fleetCard: isFleetCard(pending?.method) };
    }
    if (page !== 'success' && page !== 'duplicated') return { page, sessionId, fleetCard: false };

    const status = await queryClient
      .ensureQueryData(paymentStatusQueryOptions(lang, sessionId))
      .catch(() => null);
    const statusPage = status ? resultPageOf(status.status) : page;
    if (statusPage !== page) return replace(`/${lang}/payment/${statusPage}`);

    forgetPaidJourneys();
    const customer = currentAccountType() === 'customer';
    const [confirmation, email, profile] = await Promise.all([
      queryClient.ensureQueryData(confirmationPageQueryOptions(lang)),
      queryClient.ensureQueryData(paymentEmailQueryOptions(lang, sessionId)).catch(() => null),
      customer
        ? queryClient.ensureQueryData(profileQueryOptions(lang)).catch(() => null)
        : Promise.resolve(null),
    ]);
    const accountEmail = profile?.email ?? null;
    const claimPage = pendingClaimPage();
    const continueClaim = claimPage ? `/${lang}/${claimPage}` : null;
    return { page, sessionId, status, confirmation, email, accountEmail, continueClaim };
  };
}
