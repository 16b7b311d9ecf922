/**
 * Passage alerts (spec 000 sections 2 "Alert screen", 4, 5; spec 001 section 4 "Alert status"):
 * the words both sides share, without Zod so the pages can import them cheaply.
 */

/** GET /customers: what the plate's alert is for the address typed (spec 001 section 4). */
export const alertStatuses = ['UNACTIVATED', 'ACTIVATED', 'ACTIVATED_ANOTHER_EMAIL'] as const;
export type AlertStatus = (typeof alertStatuses)[number];

/**
 * POST /customers: what the server did. A new address (or a plate moving to it) must confirm
 * through the link of a confirmation e-mail before any passage is told to it (issue 11, privacy);
 * an address already receiving the plate's alerts needs nothing more.
 */
export const alertSubscriptionOutcomes = ['CONFIRMATION_SENT', 'ALREADY_ACTIVE'] as const;
export type AlertSubscriptionOutcome = (typeof alertSubscriptionOutcomes)[number];

/**
 * Proof of possession (issue 24 item 6): the number of a receipt of a payment for the vehicle, as
 * the receipt e-mail and PDF print it (e.g. "A79-R-2026-000123"); case, spaces and dashes typed
 * around it do not matter. Bounded like every input.
 */
export const receiptNumberMaxLength = 40;

/**
 * What the address receiving a plate's alerts answers when another address asks for them (issue
 * 24 item 6): KEEP refuses the move, RELEASE lets it happen now. Without an answer the alerts move
 * at the end of the notice period.
 */
export const alertHandoverDecisions = ['KEEP', 'RELEASE'] as const;
export type AlertHandoverDecision = (typeof alertHandoverDecisions)[number];

/** Where a handover stands: waiting for its notice period, moved, kept, or withdrawn. */
export const alertHandoverStates = ['OPEN', 'MOVED', 'KEPT', 'WITHDRAWN'] as const;
export type AlertHandoverState = (typeof alertHandoverStates)[number];

/** Spec 000 section 9: an e-mail address is at most 100 characters. */
export const alertEmailMaxLength = 100;

/** Spec 001 section 9: the alert form checks the e-mail 500 ms after the last key. */
export const alertEmailDebounceMs = 500;

/** A confirmation link works this long (issue 11: 24 h); the server's settings may shorten it. */
export const alertConfirmationHours = 24;

/**
 * The confirmation token travels in a link: URL-safe base64, bounded so a request cannot carry an
 * unbounded one.
 */
export const alertTokenPattern = /^[A-Za-z0-9_-]{16,200}$/;

/**
 * The one-click unsubscribe token of an alert e-mail's List-Unsubscribe link: the signed address
 * (URL-safe base64 of at most a 100-character address and its tenant, a dot, a 32-byte signature).
 */
export const alertUnsubscribeTokenPattern = /^[A-Za-z0-9_-]{4,300}\.[A-Za-z0-9_-]{43}$/;

/**
 * The address an answer may show: the first character of the local part and of the domain, the
 * top-level domain whole ("jean.dupont@gmail.com" -> "j***@g***.com"); never more (spec 000: the
 * hidden e-mail of the plate's current subscriber).
 */
export function hideEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  const tld = dot > 0 ? domain.slice(dot) : '';
  return `${local.charAt(0)}***@${host.charAt(0)}***${tld}`;
}
