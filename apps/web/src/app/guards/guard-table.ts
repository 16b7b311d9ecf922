import type { AccountType } from '../../lib/user-token.ts';

/** What the guards know of a visit: who, which page, and what the browser has stored. */
export interface Visit {
  accountType: AccountType;
  /** The path after /{lang}/, without slashes at its ends: '' is home, 'account/login'. */
  page: string;
  paymentNoticeIsValid: boolean;
  hasStoredJourneys: boolean;
  hasInProgressJourney: boolean;
  hasPlateForm: boolean;
  /** A claim in progress (spec key protest/faq) has trips to choose from. */
  hasClaimJourneys: boolean;
  /** ... and some are chosen (claim/select). */
  hasClaimChoice: boolean;
  /** The white-label's free-flow flag; null while unknown (its rules then wait). */
  freeFlowEnabled: boolean | null;
}

/** Where a rule sends the visitor (a page, '' being home), or null: the visit stays. */
type Target = string | null;

interface GuardRule {
  /** The spec's words the rule stands for (spec 000 "Route table" and "Guard redirects"). */
  spec: string;
  applies: (visit: Visit) => boolean;
  to: Target;
}

const renterOnlyPages = [
  'renters/profile',
  'renters/travels',
  'renters/paymentNotice',
  'renters/vehicles',
];
const isRentersPage = (page: string) => page === 'renters' || page.startsWith('renters/');
const isAccountPage = (page: string) => page === 'account' || page.startsWith('account/');
const isClaimPage = (page: string) => page === 'claim' || page.startsWith('claim/');
const isPaymentPage = (page: string) => page === 'payment' || page.startsWith('payment/');

const on =
  (...pages: string[]) =>
  (visit: Visit) =>
    pages.includes(visit.page);
const as = (accountType: AccountType, test: (visit: Visit) => boolean) => (visit: Visit) =>
  visit.accountType === accountType && test(visit);

/**
 * Spec 000 "Guard redirects" and the route table's checks, in the spec's order within each
 * account type; the first rule that applies decides. History is replaced on every redirect.
 */
export const guardRules: readonly GuardRule[] = [
  // Disconnected
  {
    spec: 'A disconnected user with a valid payment-notice flag visiting /journeys or /travels goes to /paymentNotice.',
    applies: as(
      'disconnected',
      (visit) => on('journeys', 'travels')(visit) && visit.paymentNoticeIsValid,
    ),
    to: 'paymentNotice',
  },
  {
    spec: 'Disconnected: /travels goes to /journeys.',
    applies: as('disconnected', on('travels')),
    to: 'journeys',
  },
  {
    spec: 'Disconnected: /account/profile goes to /account/login.',
    applies: as('disconnected', on('account/profile')),
    to: 'account/login',
  },
  {
    spec: 'Disconnected: renters profile or travels go to /renters/login (Portico, issue 25: the other renter-only pages, paymentNotice and vehicles, too: a renter whose session ended signs in again there).',
    applies: as('disconnected', on(...renterOnlyPages)),
    to: 'renters/login',
  },
  // Customer
  {
    spec: 'Customer: /renters/login stays.',
    applies: as('customer', on('renters/login')),
    to: null,
  },
  {
    spec: 'Customer: any other renters path goes to /.',
    applies: as('customer', (visit) => isRentersPage(visit.page)),
    to: '',
  },
  {
    spec: 'Customer: /journeys and /paymentNotice go to /travels.',
    applies: as('customer', on('journeys', 'paymentNotice')),
    to: 'travels',
  },
  {
    spec: 'Customer: account register, login, activate and changePassword go to /account/profile.',
    applies: as(
      'customer',
      on('account/register', 'account/login', 'account/activate', 'account/changePassword'),
    ),
    to: 'account/profile',
  },
  // Renter
  {
    spec: 'Renter: /claim is allowed.',
    applies: as('renter', (visit) => isClaimPage(visit.page)),
    to: null,
  },
  {
    spec: 'Renter: the payment pages are allowed (Portico, issue 25 item 7: a renter pays the trips chosen on the fleet lists through the portal payment page and gets its receipt).',
    applies: as('renter', (visit) => isPaymentPage(visit.page)),
    to: null,
  },
  {
    spec: 'Renter: renters activate, changePassword and login go to /renters/profile.',
    applies: as('renter', on('renters/activate', 'renters/changePassword', 'renters/login')),
    to: 'renters/profile',
  },
  {
    spec: 'Renter: any non-renters path goes to /renters/profile.',
    applies: as('renter', (visit) => !isRentersPage(visit.page)),
    to: 'renters/profile',
  },
  // Spec: "Non-renters on the renter-only paths (profile, travels, paymentNotice, vehicles) go
  // home": a customer does by the customer rule above; a disconnected visitor is sent to
  // renters/login instead (issue 25 item 9), where a renter signs in.
  // The free-flow-enabled check (route table: journeys and account). Home's has nowhere to send
  // the visitor: the server leaves a white-label without free flow only its notices' actions
  // (servedHomeActions), so neither the home's tiles nor the header's menu offer the rest.
  {
    spec: 'journeys: if the feature is off, the user goes to /travels.',
    applies: (visit) => visit.page === 'journeys' && visit.freeFlowEnabled === false,
    to: 'travels',
  },
  {
    spec: 'account (guarded by the enabled check): without free flow there is no account area, home.',
    applies: (visit) => isAccountPage(visit.page) && visit.freeFlowEnabled === false,
    to: '',
  },
  // Stored state
  {
    spec: 'Prepayment pages need a stored in-progress journey or a stored plate form, otherwise /.',
    applies: (visit) =>
      on('prepayment', 'inprogress')(visit) && !visit.hasInProgressJourney && !visit.hasPlateForm,
    to: '',
  },
  {
    spec: 'claim/select needs the trips of a claim in progress (Portico: like the pages above, but it starts again at form/claim, where they are found).',
    applies: (visit) => visit.page === 'claim/select' && !visit.hasClaimJourneys,
    to: 'form/claim',
  },
  {
    spec: 'claim needs trips chosen on claim/select (Portico), which needs trips to choose from.',
    applies: (visit) => visit.page === 'claim' && !visit.hasClaimChoice,
    to: 'claim/select',
  },
  {
    spec: 'The journeys page needs stored journeys, otherwise /.',
    applies: (visit) => visit.page === 'journeys' && !visit.hasStoredJourneys,
    to: '',
  },
];

/**
 * Spec 000: visiting an activate route clears the stored token. It is cleared on entering the
 * page, before the rules are applied, so whoever opens an activation link activates it as a
 * disconnected visitor (the customer and renter rules for activate routes then never apply in the
 * browser; the table keeps them as the spec words them). Only on entering: the token the
 * activation then stores stays (guard-loader.ts).
 */
export function clearsToken(page: string): boolean {
  return page === 'account/activate' || page === 'renters/activate';
}

/** The first rule that applies to the visit, if any. */
export function guardRuleFor(visit: Visit): GuardRule | null {
  return guardRules.find((rule) => rule.applies(visit)) ?? null;
}

/**
 * Where the visit ends: the rules are applied again to each page they lead to, so the visitor is
 * sent once to the final page. A chain that comes back to a page it left (e.g. journeys without
 * free flow to travels, back to journeys for a disconnected visitor) ends at home.
 */
export function guardRedirect(visit: Visit): string | null {
  const seen = new Set([visit.page]);
  let page = visit.page;
  for (;;) {
    const rule = guardRuleFor({ ...visit, page });
    if (!rule || rule.to === null || rule.to === page) return page === visit.page ? null : page;
    if (seen.has(rule.to)) return visit.page === '' ? null : '';
    seen.add(rule.to);
    page = rule.to;
  }
}
