import { replace, type LoaderFunctionArgs } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { isLanguage, type Language } from '@portico/contract';
import { journeysPageQueryOptions } from '../../features/journeys/api/get-journeys-page.ts';
import {
  hasValidPaymentNotice,
  readStoredJourneySet,
  type StoredJourneySet,
} from '../../features/journeys/utils/stored-journeys.ts';

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

/** The trips lists: stored journeys and a valid notice, else home; the page data loads first. */
async function tripsList(
  queryClient: QueryClient,
  lang: Language | null,
): Promise<StoredJourneySet | Response> {
  const journeySet = readStoredJourneySet();
  if (!lang || !journeySet || !hasValidPaymentNotice()) return to(lang, '');
  await queryClient.ensureQueryData(journeysPageQueryOptions(lang));
  return journeySet;
}

/**
 * /{lang}/travels (spec 001 section 6): the guard table sends a visitor who is not logged in to
 * /journeys or /paymentNotice. A customer's saved plates come with the customer's trips list;
 * until then a customer needs a valid notice like on paymentNotice.
 */
export function travelsLoader(queryClient: QueryClient) {
  return (args: LoaderFunctionArgs): Promise<StoredJourneySet | Response> =>
    tripsList(queryClient, languageOf(args));
}

/** /{lang}/paymentNotice: the guard table sends a customer to /travels; a valid notice is needed. */
export function paymentNoticeLoader(queryClient: QueryClient) {
  return (args: LoaderFunctionArgs): Promise<StoredJourneySet | Response> =>
    tripsList(queryClient, languageOf(args));
}
