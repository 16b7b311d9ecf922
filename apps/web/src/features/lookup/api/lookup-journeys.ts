import { useMutation } from '@tanstack/react-query';
import { routes, type JourneySet, type Language, type LookupTarget } from '@portico/contract';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/language.ts';
import type { StoredLookupSession } from '../utils/stored-session.ts';
import { plateHasAccount } from './plate-has-account.ts';

export interface JourneyLookup {
  target: LookupTarget;
  captchaToken: string;
}

/** A lookup's answer, and whether the plate belongs to accounts (false for a case number). */
export interface LookupResult {
  journeySet: JourneySet;
  plateHasAccount: boolean;
}

/**
 * How long a found lookup still waits for the owners' answer. Both calls leave together and the
 * owners' (one indexed read) is the quicker, so this only bounds a slow one: past it, the trips
 * screen shows the travellers' text rather than keep the visitor waiting.
 */
export const ownersGraceMs = 400;

/** GET /detailedJourneys (type detailed) for a plate + country or a case number, with the captcha. */
export function lookupJourneys(
  language: Language,
  { target, captchaToken }: JourneyLookup,
): Promise<JourneySet> {
  const query =
    target.kind === 'plate'
      ? { plate: target.plate, country: target.countryCode, captchaToken }
      : { caseNumber: target.caseNumber, captchaToken };
  return apiRequest(routes.detailedJourneys, { language, query });
}

/**
 * The stored lookup's plate again without a captcha (form/prepayment): its sessionId reopens the
 * same plate (GET /detailedJourneys with sessionId in place of captchaToken).
 */
export function reopenJourneys(
  language: Language,
  session: Pick<StoredLookupSession, 'plate' | 'countryCode' | 'sessionId'>,
): Promise<JourneySet> {
  const query = {
    plate: session.plate,
    country: session.countryCode,
    sessionId: session.sessionId,
  };
  return apiRequest(routes.detailedJourneys, { language, query });
}

/** The value `promise` settles to within `ms`, else `fallback`. */
function within<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * The lookup and, for a plate, the owners call in parallel: a failed lookup fails at once (the
 * owners call is dropped), a found one waits for the owners at most ownersGraceMs more.
 */
export async function lookupWithAccounts(
  language: Language,
  lookup: JourneyLookup,
): Promise<LookupResult> {
  const owners = new AbortController();
  const hasAccount = plateHasAccount(language, lookup.target, owners.signal);
  try {
    const journeySet = await lookupJourneys(language, lookup);
    return {
      journeySet,
      plateHasAccount: await within(hasAccount, ownersGraceMs, false),
    };
  } finally {
    owners.abort();
  }
}

export function useLookupJourneys() {
  const language = useLanguage();
  return useMutation({
    mutationFn: (lookup: JourneyLookup) => lookupWithAccounts(language, lookup),
  });
}
