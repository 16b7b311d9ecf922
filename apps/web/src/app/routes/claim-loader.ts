import { replace, type LoaderFunctionArgs } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { isLanguage, type Journey, type ProtestType } from '@portico/contract';
import { protestReasonsQueryOptions } from '../../features/claims/api/get-protest-reasons.ts';
import { chosenJourneys, readClaimDraft, type ClaimDraft } from '../../lib/claim-draft.ts';
import { currentAccountType } from '../../lib/session.ts';

/**
 * /{lang}/claim/select: the trips of the claim in progress (spec key protest/faq), else the
 * lookup that finds them (the guards say the same; this covers a renter, whom they let in).
 */
export function claimSelectLoader(args: LoaderFunctionArgs): ClaimDraft | Response {
  const lang = isLanguage(args.params.lang) ? args.params.lang : null;
  const draft = readClaimDraft();
  if (!lang) return replace('/');
  return draft ?? replace(`/${lang}/form/claim`);
}

export type ClaimLoaderData =
  | { kind: 'claim'; type: ProtestType; journeys: Journey[]; sessionId: string }
  /** A renter may open /claim (spec 000 guards) with no trips chosen: the page says so. */
  | { kind: 'noChoice' };

/**
 * /{lang}/claim: the chosen trips and the claim's type claim/select stored (the page checks the
 * two agree, by the contract's rule, and sends a choice that makes no valid claim back to
 * claim/select: the rule's code stays off every route's first load); the reasons of that type
 * load first (a failed load is the page's to show, with a retry).
 */
export function claimLoader(queryClient: QueryClient) {
  return async (args: LoaderFunctionArgs): Promise<ClaimLoaderData | Response> => {
    const lang = isLanguage(args.params.lang) ? args.params.lang : null;
    if (!lang) return replace('/');
    const draft = readClaimDraft();
    const journeys = draft ? chosenJourneys(draft) : [];
    const type = draft?.type ?? null;
    if (!draft || !type || journeys.length === 0) {
      if (currentAccountType() === 'renter') return { kind: 'noChoice' };
      return replace(`/${lang}/${draft ? 'claim/select' : 'form/claim'}`);
    }
    await queryClient.prefetchQuery(protestReasonsQueryOptions(lang, type));
    return { kind: 'claim', type, journeys, sessionId: draft.journeySet.sessionId };
  };
}
