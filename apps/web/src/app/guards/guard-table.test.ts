import { describe, expect, it } from 'vitest';
import type { AccountType } from '../../lib/user-token.ts';
import { clearsToken, guardRedirect, guardRuleFor, guardRules, type Visit } from './guard-table.ts';

/** A visit with stored journeys and free flow on, nothing else stored. */
function visit(accountType: AccountType, page: string, stored: Partial<Visit> = {}): Visit {
  return {
    accountType,
    page,
    paymentNoticeIsValid: false,
    hasStoredJourneys: true,
    hasInProgressJourney: false,
    hasPlateForm: false,
    hasClaimJourneys: false,
    hasClaimChoice: false,
    freeFlowEnabled: true,
    ...stored,
  };
}

const withNotice = { paymentNoticeIsValid: true };

// [spec sentence, visit, where it ends (null: stays)]
const cases: [string, Visit, string | null][] = [
  // Disconnected
  ['Disconnected: /travels goes to /journeys.', visit('disconnected', 'travels'), 'journeys'],
  [
    'Disconnected: /account/profile goes to /account/login.',
    visit('disconnected', 'account/profile'),
    'account/login',
  ],
  [
    'Disconnected: renters profile goes to /renters/login.',
    visit('disconnected', 'renters/profile'),
    'renters/login',
  ],
  [
    'Disconnected: renters travels goes to /renters/login.',
    visit('disconnected', 'renters/travels'),
    'renters/login',
  ],
  [
    'A disconnected user with a valid payment-notice flag visiting /journeys goes to /paymentNotice.',
    visit('disconnected', 'journeys', withNotice),
    'paymentNotice',
  ],
  [
    'A disconnected user with a valid payment-notice flag visiting /travels goes to /paymentNotice.',
    visit('disconnected', 'travels', withNotice),
    'paymentNotice',
  ],
  [
    'Disconnected: the journeys page with stored journeys stays.',
    visit('disconnected', 'journeys'),
    null,
  ],
  ['Disconnected: the account login stays.', visit('disconnected', 'account/login'), null],
  ['Disconnected: the renters login stays.', visit('disconnected', 'renters/login'), null],
  ['Disconnected: home stays.', visit('disconnected', ''), null],
  // Customer
  ['Customer: /renters/login stays.', visit('customer', 'renters/login'), null],
  [
    'Customer: any other renters path goes to / (profile).',
    visit('customer', 'renters/profile'),
    '',
  ],
  [
    'Customer: any other renters path goes to / (activate).',
    visit('customer', 'renters/activate'),
    '',
  ],
  [
    'Customer: any other renters path goes to / (vehicles).',
    visit('customer', 'renters/vehicles'),
    '',
  ],
  ['Customer: /journeys goes to /travels.', visit('customer', 'journeys'), 'travels'],
  ['Customer: /paymentNotice goes to /travels.', visit('customer', 'paymentNotice'), 'travels'],
  [
    'Customer: account register goes to /account/profile.',
    visit('customer', 'account/register'),
    'account/profile',
  ],
  [
    'Customer: account login goes to /account/profile.',
    visit('customer', 'account/login'),
    'account/profile',
  ],
  [
    'Customer: account activate goes to /account/profile.',
    visit('customer', 'account/activate'),
    'account/profile',
  ],
  [
    'Customer: account changePassword goes to /account/profile.',
    visit('customer', 'account/changePassword'),
    'account/profile',
  ],
  ['Customer: the profile, travels and home stay.', visit('customer', 'account/profile'), null],
  ['Customer: travels stays.', visit('customer', 'travels'), null],
  ['Customer: home stays.', visit('customer', ''), null],
  // Renter
  ['Renter: /claim is allowed.', visit('renter', 'claim'), null],
  ['Renter: /claim/select is allowed.', visit('renter', 'claim/select'), null],
  // Claims (Portico): each step needs the one before.
  ['Visitor: form/claim stays.', visit('disconnected', 'form/claim'), null],
  [
    'claim/select without a claim in progress goes to form/claim.',
    visit('disconnected', 'claim/select'),
    'form/claim',
  ],
  [
    'claim/select with a claim in progress stays.',
    visit('customer', 'claim/select', { hasClaimJourneys: true }),
    null,
  ],
  [
    'claim without chosen trips goes to claim/select.',
    visit('customer', 'claim', { hasClaimJourneys: true }),
    'claim/select',
  ],
  [
    'claim without a claim in progress ends at form/claim.',
    visit('disconnected', 'claim'),
    'form/claim',
  ],
  [
    'claim with chosen trips stays.',
    visit('disconnected', 'claim', { hasClaimJourneys: true, hasClaimChoice: true }),
    null,
  ],
  [
    'Renter: any non-renters path goes to /renters/profile (home).',
    visit('renter', ''),
    'renters/profile',
  ],
  [
    'Renter: any non-renters path goes to /renters/profile (journeys).',
    visit('renter', 'journeys'),
    'renters/profile',
  ],
  [
    'Renter: any non-renters path goes to /renters/profile (account).',
    visit('renter', 'account/profile'),
    'renters/profile',
  ],
  [
    'Renter: any non-renters path goes to /renters/profile (form/payment).',
    visit('renter', 'form/payment'),
    'renters/profile',
  ],
  [
    'Renter: renters activate goes to /renters/profile.',
    visit('renter', 'renters/activate'),
    'renters/profile',
  ],
  [
    'Renter: renters changePassword goes to /renters/profile.',
    visit('renter', 'renters/changePassword'),
    'renters/profile',
  ],
  [
    'Renter: renters login goes to /renters/profile.',
    visit('renter', 'renters/login'),
    'renters/profile',
  ],
  ['Renter: the renter-only pages stay (vehicles).', visit('renter', 'renters/vehicles'), null],
  [
    'Renter: the renter-only pages stay (paymentNotice).',
    visit('renter', 'renters/paymentNotice'),
    null,
  ],
  // Non-renters on the renter-only paths: a visitor signs in, a customer goes home
  [
    'Disconnected: renters paymentNotice goes to /renters/login.',
    visit('disconnected', 'renters/paymentNotice'),
    'renters/login',
  ],
  [
    'Disconnected: renters vehicles goes to /renters/login.',
    visit('disconnected', 'renters/vehicles'),
    'renters/login',
  ],
  ['Customer on renters/travels goes home.', visit('customer', 'renters/travels'), ''],
  ['Customer on renters/paymentNotice goes home.', visit('customer', 'renters/paymentNotice'), ''],
  [
    'Customer on renters/changePassword goes home.',
    visit('customer', 'renters/changePassword'),
    '',
  ],
  // Portico: renters pay their fleet's trips on the payment page
  ['Renter: /payment is allowed.', visit('renter', 'payment'), null],
  ['Renter: /payment/success is allowed.', visit('renter', 'payment/success'), null],
  [
    'Renter: /form/prepayment goes to /renters/profile (renters cannot prepay).',
    visit('renter', 'form/prepayment'),
    'renters/profile',
  ],
  // Free-flow-enabled check
  [
    'journeys: if the feature is off, the user goes to /travels (a customer stays there).',
    visit('customer', 'journeys', { freeFlowEnabled: false }),
    'travels',
  ],
  [
    'journeys without free flow for a disconnected visitor would go round (travels, journeys): home.',
    visit('disconnected', 'journeys', { freeFlowEnabled: false }),
    '',
  ],
  [
    'account without free flow goes home.',
    visit('disconnected', 'account/login', { freeFlowEnabled: false }),
    '',
  ],
  [
    'account with free flow unknown stays.',
    visit('disconnected', 'account/login', { freeFlowEnabled: null }),
    null,
  ],
  [
    'home without free flow stays (nowhere to go).',
    visit('disconnected', '', { freeFlowEnabled: false }),
    null,
  ],
  // Stored state
  [
    'Prepayment pages need a stored in-progress journey or a stored plate form (none: /).',
    visit('disconnected', 'prepayment'),
    '',
  ],
  [
    'Prepayment with a stored plate form stays.',
    visit('disconnected', 'prepayment', { hasPlateForm: true }),
    null,
  ],
  [
    'inprogress with a stored in-progress journey stays.',
    visit('disconnected', 'inprogress', { hasInProgressJourney: true }),
    null,
  ],
  ['inprogress with nothing stored goes to /.', visit('customer', 'inprogress'), ''],
  [
    'The journeys page needs stored journeys (none: /).',
    visit('disconnected', 'journeys', { hasStoredJourneys: false }),
    '',
  ],
  [
    'Disconnected /travels without stored journeys goes straight home.',
    visit('disconnected', 'travels', { hasStoredJourneys: false }),
    '',
  ],
];

describe('guard redirects (spec 000 "Guard redirects" and route table)', () => {
  it.each(cases)('%s', (_spec, theVisit, target) => {
    expect(guardRedirect(theVisit)).toBe(target);
  });

  it('has a case for every rule of the table', () => {
    const used = new Set(cases.map(([, theVisit]) => guardRuleFor(theVisit)?.spec));
    expect(guardRules.map((rule) => rule.spec).filter((spec) => !used.has(spec))).toEqual([]);
  });

  it.each([
    ['account/activate', true],
    ['renters/activate', true],
    ['account/login', false],
    ['activate', false],
  ])('visiting %s clears the stored token: %s', (page, clears) => {
    expect(clearsToken(page)).toBe(clears);
  });
});
