import {
  buildPath,
  captchaChallengeSchema,
  detailedJourneysResponseSchema,
  initialSelection,
  paymentStart,
  routes,
  whitelabelHostHeader,
  type JourneySet,
} from '@portico/contract';
import { sha256Hex, solutionToken } from '../../apps/server/src/modules/captcha/domain.ts';
import { consentCookie } from '../../apps/web/src/features/consent/utils/consent-storage.ts';
import { storageKeys } from '../../apps/web/src/lib/storage.ts';

/** What a visitor's browser holds in local storage: key -> value (stored as JSON, like the app). */
export type StoredEntries = Record<string, unknown>;

/** The cookie of a visitor who answered the cookie banner (refusing analytics), as the page sets it. */
export function consentGivenCookie(): string {
  return consentCookie({ analytics: false, date: new Date().toISOString() }, false);
}

export interface PlateLookup {
  plate: string;
  countryCode: string;
  language: string;
}

async function getJson(url: string, headers: Record<string, string>): Promise<unknown> {
  const response = await fetch(url, { headers });
  const text = await response.text();
  if (!response.ok) throw new Error(`GET ${url}: ${response.status} ${text.slice(0, 300)}`);
  return JSON.parse(text) as unknown;
}

/**
 * Looks a plate up as the lookup form does: fetches the server's captcha challenge, solves it
 * here (the proof of work the page's worker does: SHA-256(salt + number) = challenge), then asks
 * for the plate's journeys with the solution's token.
 */
export async function lookUpPlate(origin: string, lookup: PlateLookup): Promise<JourneySet> {
  const headers = {
    'accept-language': lookup.language,
    [whitelabelHostHeader]: new URL(origin).hostname,
  };
  const challenge = captchaChallengeSchema.parse(
    await getJson(`${origin}${buildPath(routes.captchaChallenge.path)}`, headers),
  );
  let number = 0;
  while (sha256Hex(`${challenge.salt}${number}`) !== challenge.challenge) {
    number += 1;
    if (number > challenge.maxnumber) throw new Error('captcha challenge has no solution');
  }
  const query = new URLSearchParams({
    plate: lookup.plate,
    country: lookup.countryCode,
    captchaToken: solutionToken(challenge, number),
  });
  return detailedJourneysResponseSchema.parse(
    await getJson(`${origin}${buildPath(routes.detailedJourneys.path)}?${query}`, headers),
  );
}

/**
 * The visitor who answered the cookie dialog on the home page, then looked the plate up: what the
 * lookup form stores before it opens /journeys (features/lookup/utils/store-lookup.ts).
 */
export function afterPlateLookup(lookup: PlateLookup, journeySet: JourneySet): StoredEntries {
  return {
    [storageKeys.plateForm]: { licensePlate: lookup.plate, country: lookup.countryCode },
    [storageKeys.journeys]: { ...journeySet, plateHasAccount: false },
    [storageKeys.sessionId]: journeySet.sessionId,
    [storageKeys.isFromAvisOrCnp]: false,
    [storageKeys.paymentNoticeIsValid]: false,
  };
}

/**
 * The same visitor after "Paga" on /journeys with the trips it checks by itself: the selection
 * the payment page reads (`payment/journeys`).
 */
export function afterPayPressed(lookup: PlateLookup, journeySet: JourneySet): StoredEntries {
  const start = paymentStart(
    journeySet.journeys,
    initialSelection(journeySet.journeys, 'journeys'),
  );
  if (start.kind !== 'pay') {
    throw new Error(
      `plate ${lookup.plate}: "Paga" does not lead to the payment page (${start.kind})`,
    );
  }
  return {
    ...afterPlateLookup(lookup, journeySet),
    [storageKeys.paymentJourneys]: start.journeys,
  };
}
