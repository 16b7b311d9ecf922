import { replace, type LoaderFunctionArgs } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { isLanguage, type Language } from '@portico/contract';
import { journeysPageQueryOptions } from '../../features/journeys/api/get-journeys-page.ts';
import {
  hasValidPaymentNotice,
  readStoredJourneySet,
  type StoredJourneySet,
} from '../../features/journeys/utils/stored-journeys.ts';
import { currentAccountType } from '../../lib/session.ts';

const to = (lang: Language | null, path: string) => replace(lang ? `/${lang}/${path}` : '/');

const languageOf = (args: LoaderFunctionArgs): Language | null =>
  isLanguage(args.params.lang) ? args.params.lang : null;

/**
 * /{lang}/journeys, the trips of a visitor who is not logged in (spec 000 guards): a customer goes
 * to /travels; a visitor with a valid payment notice to /paymentNotice; otherwise the page needs
 * stored journeys, else / (history replaced). The set is checked with the contract's
 * isJourneySet; an invalid one counts as none.
 */
export function journeysLoader(args: LoaderFunctionArgs): StoredJourneySet | Response {
  const lang = languageOf(args);
  if (lang && currentAccountType() === 'customer') return to(lang, 'travels');
  if (lang && hasValidPaymentNotice()) return to(lang, 'paymentNotice');
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
 * /{lang}/travels (spec 000 guards, 001 section 6): a visitor who is not logged in goes to
 * /paymentNotice with a valid notice, else to /journeys. A customer's saved plates come with the
 * accounts issue; until then a customer needs a valid notice like on paymentNotice.
 */
export function travelsLoader(queryClient: QueryClient) {
  return async (args: LoaderFunctionArgs): Promise<StoredJourneySet | Response> => {
    const lang = languageOf(args);
    if (lang && currentAccountType() === 'disconnected') {
      return to(lang, hasValidPaymentNotice() ? 'paymentNotice' : 'journeys');
    }
    return tripsList(queryClient, lang);
  };
}

/** /{lang}/paymentNotice: a customer goes to /travels; others need a valid notice (spec 000). */
export function paymentNoticeLoader(queryClient: QueryClient) {
  return async (args: LoaderFunctionArgs): Promise<StoredJourneySet | Response> => {
    const lang = languageOf(args);
    if (lang && currentAccountType() === 'customer') return to(lang, 'travels');
    return tripsList(queryClient, lang);
  };
}
