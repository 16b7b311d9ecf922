import { normalisePlate } from '@portico/contract';

/**
 * What the console's search box may hold (issue 28 item 7), decided by the server so the agent
 * types what the caller reads out: an address (it has an @: nothing else has), else any of a
 * plate, a notice number, a payment reference or a PSP transaction, which share no index and
 * are each one cheap lookup, so all are tried.
 */
export type SearchTerms =
  | { kind: 'email'; email: string }
  | {
      kind: 'identifier';
      /** Normalised as the portal stores plates; null when the text cannot be one. */
      plate: string | null;
      /** Notice numbers and payment references are upper case, without spaces. */
      code: string;
      /** A PSP's transaction as the PSP's back office shows it. */
      pspTransaction: string;
    };

export function searchTermsOf(text: string): SearchTerms {
  const typed = text.trim();
  if (typed.includes('@')) return { kind: 'email', email: typed.toLowerCase() };
  return {
    kind: 'identifier',
    plate: normalisePlate(typed),
    code: typed.replace(/\s+/g, '').toUpperCase(),
    pspTransaction: typed.replace(/\s+/g, ''),
  };
}
