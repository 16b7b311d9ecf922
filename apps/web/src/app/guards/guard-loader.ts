import { replace, type LoaderFunction, type LoaderFunctionArgs } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { isLanguage, type Language } from '@portico/contract';
import {
  hasValidPaymentNotice,
  readStoredJourneySet,
} from '../../features/journeys/utils/stored-journeys.ts';
import { readClaimDraft } from '../../lib/claim-draft.ts';
import { localizedPath } from '../../lib/paths.ts';
import { settledAccountType } from '../../lib/session.ts';
import { readStored, storageKeys } from '../../lib/storage.ts';
import { clearToken } from '../../lib/user-token.ts';
import { whitelabelQueryOptions } from '../../lib/whitelabel.ts';
import { clearsToken, guardRedirect } from './guard-table.ts';

/** The page of a URL path: what follows /{lang}/, without slashes at its ends. */
export function pageOf(pathname: string): string {
  return pathname.split('/').filter(Boolean).slice(1).join('/');
}

/** Only these pages have a free-flow rule: the others never wait for the white-label. */
const needsFreeFlowFlag = (page: string) =>
  page === 'journeys' || page === 'account' || page.startsWith('account/');

async function freeFlowEnabled(
  queryClient: QueryClient,
  language: Language,
  page: string,
): Promise<boolean | null> {
  if (!needsFreeFlowFlag(page)) return null;
  try {
    return (await queryClient.ensureQueryData(whitelabelQueryOptions(language))).freeFlowEnabled;
  } catch {
    return null; // Unknown: the page shows, as without the check.
  }
}

export interface Guard {
  /** The pathless route above every page: redirects, replacing the history entry, or null. */
  loader: LoaderFunction;
  /**
   * Whether the guard redirects this navigation. A page's loader asks first and loads nothing
   * then: the router follows the deepest redirect, so a page's own (e.g. "no stored journeys,
   * home") would otherwise win over the guard's.
   */
  redirects: (args: LoaderFunctionArgs) => Promise<boolean>;
}

/**
 * Applies the guard table (guard-table.ts) to a visit in the browser: on every navigation, and
 * once the server's page is hydrated (the server knows no stored token: it renders every page as
 * for a disconnected visitor and leaves the guards to the browser, which redirects, replacing
 * the history entry, if the visitor may not stay).
 */
export function createGuard(
  queryClient: QueryClient,
  side: { kind: 'browser' | 'server'; hydrated?: Promise<void> },
  /**
   * Whether the router has a page for a path. A target it does not have yet (the renters pages
   * come later) is not followed: the unknown-path redirect would bring the visitor home, where a
   * renter would be sent again, and again. The account pages, account/profile included, are
   * routed, so a customer on login, register, activate or changePassword goes to the profile.
   */
  isKnownPage: (page: string) => boolean,
): Guard {
  if (side.kind === 'server') return { loader: () => null, redirects: async () => false };

  // The page of the last decision: a decision on the same page is a revalidation.
  let pageDecided: string | null = null;

  async function decide({ params, request }: LoaderFunctionArgs): Promise<Response | null> {
    // The first render must be the server's: redirect only once it is hydrated.
    await side.hydrated;
    const language = params.lang;
    if (!isLanguage(language)) return null;
    const page = pageOf(new URL(request.url).pathname);
    // On entering the page only: the guards run again on the page when the token changes, and
    // an activation (or a sign-in in another tab) stores one that must stay.
    const entered = page !== pageDecided;
    pageDecided = page;
    if (entered && clearsToken(page)) clearToken();
    const [accountType, freeFlow] = await Promise.all([
      settledAccountType(language),
      freeFlowEnabled(queryClient, language, page),
    ]);
    const claim = readClaimDraft();
    const target = guardRedirect({
      accountType,
      page,
      paymentNoticeIsValid: hasValidPaymentNotice(),
      hasStoredJourneys: readStoredJourneySet() !== null,
      hasInProgressJourney: readStored('local', storageKeys.inProgressJourney) !== null,
      hasPlateForm: readStored('local', storageKeys.plateForm) !== null,
      hasClaimJourneys: claim !== null,
      hasClaimChoice: (claim?.journeyIds.length ?? 0) > 0,
      freeFlowEnabled: freeFlow,
    });
    if (target === null || !isKnownPage(target)) return null;
    return replace(localizedPath(language, target));
  }

  // One decision per navigation: every loader of a navigation gets the same request.
  const decisions = new WeakMap<Request, Promise<Response | null>>();
  const decision = (args: LoaderFunctionArgs) => {
    let pending = decisions.get(args.request);
    if (!pending) {
      pending = decide(args);
      decisions.set(args.request, pending);
    }
    return pending;
  };

  const loader: LoaderFunction = (args) => decision(args);
  loader.hydrate = true;
  return { loader, redirects: async (args) => (await decision(args)) !== null };
}
