import { replace, type LoaderFunctionArgs } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { isLanguage, type Language } from '@portico/contract';
import { customerJourneysQueryOptions } from '../../features/journeys/api/get-customer-journeys.ts';
import { journeysPageQueryOptions } from '../../features/journeys/api/get-journeys-page.ts';
import {
  hasValidPaymentNotice,
  readStoredJourneySet,
  type StoredJourneySet,
} from '../../features/journeys/utils/stored-journeys.ts';
import { loadCar } from './load-car.ts';
import { currentAccountType } from '../../lib/session.ts';
import { sameAddressAgain } from './same-address-again.ts';

const to = (lang: Language | null, path: string) => replace(lang ? `/${lang}/${path}` : '/');

const languageOf = (args: LoaderFunctionArgs): Language | null =>
  isLanguage(args.params.lang) ? args.params.lang : null;

/**
 * /{lang}/journeys, the trips of a visitor who is not logged in: the stored journeys, else /
 * (history replaced). Who may see it is the guard table's (app/guards/guard-table.ts). The set is
 * checked with the contract's isJourneySet; an invalid one counts as none.
 */
export function journeysLoader(args: LoaderFunctionArgs): StoredJourneySet | Response {
  const lang = languageOf(args);
  const journeySet = readStoredJourneySet();
  if (!lang || !journeySet) return to(lang, '');
  return journeySet;
}

/**
 * The trips lists: stored journeys and a valid notice, else home; the page data and the car (the
 * registry's model of the plate, spec 000 route table) load first, side by side.
 */
async function tripsList(
  queryClient: QueryClient,
  lang: Language | null,
): Promise<StoredJourneySet | Response> {
  const journeySet = readStoredJourneySet();
  if (!lang || !journeySet || !hasValidPaymentNotice()) return to(lang, '');
  await Promise.all([
    queryClient.ensureQueryData(journeysPageQueryOptions(lang)),
    loadCar(queryClient, lang, journeySet.plate, journeySet.countryCode),
  ]);
  return journeySet;
}

/**
 * What /travels shows: a visitor's stored lookup (the paymentNotice list), or a signed-in
 * customer's plates, read by the page, with a notice the customer has just looked up.
 */
export type TravelsLoaderData =
  | { customer: false; journeySet: StoredJourneySet }
  | { customer: true; notice: StoredJourneySet | null; lookup: StoredJourneySet | null };

/**
 * A customer's trips are fetched here so that the page opens with them; a failed fetch is the
 * page's to show (its query keeps the error, with a retry). A 401 has signed the customer out
 * (lib/api-client.ts): the same address again lets the guards send the visitor on.
 */
async function customerTravels(
  queryClient: QueryClient,
  lang: Language,
  args: LoaderFunctionArgs,
): Promise<TravelsLoaderData | Response> {
  // What the customer last looked up: a notice, or a plate's trips (and the trips prepaid for it),
  // which the page offers beside the registered plates when the plate is not one of them.
  const stored = readStoredJourneySet();
  const notice = hasValidPaymentNotice() ? stored : null;
  await Promise.all([
    queryClient.ensureQueryData(journeysPageQueryOptions(lang)),
    queryClient.fetchQuery(customerJourneysQueryOptions(lang)).catch(() => undefined),
  ]);
  if (currentAccountType() !== 'customer') return sameAddressAgain(args);
  return { customer: true, notice, lookup: notice ? null : stored };
}

/**
 * /{lang}/travels (spec 001 section 6): the guard table sends a visitor who is not logged in to
 * /journeys or /paymentNotice, so this list is a signed-in customer's: the trips of their plates
 * (/authenticated/detailedJourneys). Anyone else needs a stored lookup and a valid notice.
 */
export function travelsLoader(queryClient: QueryClient) {
  return async (args: LoaderFunctionArgs): Promise<TravelsLoaderData | Response> => {
    const lang = languageOf(args);
    if (lang && currentAccountType() === 'customer')
      return customerTravels(queryClient, lang, args);
    const list = await tripsList(queryClient, lang);
    return list instanceof Response ? list : { customer: false, journeySet: list };
  };
}

/** /{lang}/paymentNotice: the guard table sends a customer to /travels; a valid notice is needed. */
export function paymentNoticeLoader(queryClient: QueryClient) {
  return (args: LoaderFunctionArgs): Promise<StoredJourneySet | Response> =>
    tripsList(queryClient, languageOf(args));
}
