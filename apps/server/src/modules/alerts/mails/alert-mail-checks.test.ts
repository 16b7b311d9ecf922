import { describe, expect, it } from 'vitest';
import {
  checkConfirmation,
  checkJourneyAlert,
  checkMoved,
  type JourneyAlertKind,
} from './alert-mail-checks.ts';
import type { JourneyRow, SubscriptionRow } from './alert-mail-rows.ts';

const now = new Date('2026-11-22T12:00:00Z');
const hour = 3_600_000;
const at = (hours: number) => new Date(now.getTime() + hours * hour);

function subscription(overrides: Partial<SubscriptionRow> = {}): SubscriptionRow {
  return {
    id: 7,
    whitelabelId: 1,
    countryCode: 'FR',
    plate: 'AB123CD',
    email: 'a@b.fr',
    language: 'fr',
    startTime: null,
    endTime: null,
    state: 'active',
    endReason: null,
    confirmationHash: null,
    confirmationExpiresAt: null,
    confirmedHash: null,
    createdAt: at(-48),
    confirmedAt: at(-47),
    endedAt: null,
    provenAt: at(-48),
    proofKind: 'receipt',
    proofPaymentId: 'pay_1',
    ...overrides,
  };
}

function journey(overrides: Partial<JourneyRow> = {}): JourneyRow {
  return {
    id: 42,
    whitelabelId: 1,
    key: 'k',
    plate: 'AB123CD',
    countryCode: 'FR',
    direction: 'east',
    inGate: '34',
    outGate: '23',
    firstPassageAt: at(-2),
    lastPassageAt: at(-1),
    vehicleClass: 1,
    emissionTier: null,
    status: 'TERMINE',
    completed: true,
    passageIds: [],
    gantries: [],
    billableGantries: [],
    tagPaidGantries: [],
    tagPaidOnly: false,
    pricingError: null,
    htCents: 350,
    tvaCents: 70,
    ttcCents: 420,
    tvaRate: 20,
    tariffDate: '2026-11-22',
    deadline: at(71),
    dunning: { stage: 'due' },
    dunningKind: 'due',
    paymentLimit: null,
    noticeDate: null,
    pvNumber: null,
    indemnityCents: 0,
    nextTransitionAt: at(71),
    frozen: false,
    nature: 'freeFlow',
    caseOrigin: null,
    ticketNumber: null,
    cnpNumber: null,
    alreadyPaidCents: 0,
    paidAt: null,
    paymentId: null,
    createdAt: at(-1),
    updatedAt: at(-1),
    declaredOutGate: null,
    declaredAt: null,
    fleetCompanyId: null,
    fleetPlateId: null,
    cancelledAt: null,
    cancelledBy: null,
    cancelReason: null,
    ...overrides,
  };
}

const notice = { dunningKind: 'notice', pvNumber: 'A79-2026-000001' } as const;

describe('checkJourneyAlert', () => {
  it.each([
    ['alert_passage', {}, {}],
    ['alert_deadline', {}, { deadline: at(24) }],
    // Time granted since (a claim's pause, the support's extension) moves the deadline on.
    [
      'alert_deadline',
      {},
      {
        deadline: now,
        dunning: { stage: 'due', suspendedMs: 24 * 3_600_000, claimOpenedAt: null },
      },
    ],
    ['alert_notice', {}, notice],
    ['alert_passage', { startTime: at(-3), endTime: at(1) }, {}],
  ] as const)('sends %s while it is true', (kind, subscriptionFields, journeyFields) => {
    const rows = {
      subscription: subscription(subscriptionFields),
      journey: journey(journeyFields),
    };
    expect(checkJourneyAlert(kind, rows.subscription, rows.journey, now)).toEqual({ send: rows });
  });

  it.each<[string, JourneyAlertKind, Partial<SubscriptionRow> | null, Partial<JourneyRow> | null]>([
    ['subscription_gone', 'alert_passage', null, {}],
    ['subscription_not_active', 'alert_passage', { state: 'ended' }, {}],
    ['subscription_not_active', 'alert_deadline', { state: 'pending' }, {}],
    // Issue 24 item 6: a row without a proof (made before proofs) tells nothing.
    ['subscription_not_proven', 'alert_passage', { provenAt: null }, {}],
    ['subscription_not_proven', 'alert_notice', { provenAt: null, proofKind: null }, {}],
    ['journey_gone', 'alert_notice', {}, null],
    ['tag_paid', 'alert_passage', {}, { tagPaidOnly: true, ttcCents: 0, dunningKind: null }],
    ['tag_paid', 'alert_deadline', {}, { tagPaidOnly: true }],
    ['outside_rental', 'alert_passage', { startTime: at(-1), endTime: at(5) }, {}],
    ['outside_rental', 'alert_passage', { startTime: at(-30), endTime: at(-3) }, {}],
    ['unpriced', 'alert_passage', {}, { ttcCents: null, pricingError: 'no tariff' }],
    ['no_longer_due', 'alert_passage', {}, { dunningKind: 'paid' }],
    ['no_longer_due', 'alert_deadline', {}, { dunningKind: 'notice' }],
    ['deadline_passed', 'alert_deadline', {}, { deadline: now }],
    ['no_notice', 'alert_notice', {}, { dunningKind: 'due' }],
    ['no_notice', 'alert_notice', {}, { ...notice, pvNumber: null }],
    ['no_notice', 'alert_notice', {}, { dunningKind: 'paid', pvNumber: 'A79-2026-000001' }],
  ])('skips (%s) %s', (reason, kind, subscriptionFields, journeyFields) => {
    expect(
      checkJourneyAlert(
        kind,
        subscriptionFields ? subscription(subscriptionFields) : undefined,
        journeyFields ? journey(journeyFields) : undefined,
        now,
      ),
    ).toEqual({ skip: reason });
  });

  it.each([{ plate: 'ZZ999ZZ' }, { countryCode: 'IT' }, { whitelabelId: 2 }])(
    'throws on a journey of another plate or tenant than its subscription (%o)',
    (fields) => {
      expect(() =>
        checkJourneyAlert('alert_passage', subscription(), journey(fields), now),
      ).toThrow(/another plate/);
    },
  );
});

describe('checkConfirmation', () => {
  const pending = {
    state: 'pending',
    confirmationHash: 'h',
    confirmationExpiresAt: at(23),
  } as const;

  it('sends the link of a pending row before it expires', () => {
    const row = subscription(pending);
    expect(checkConfirmation(row, now)).toEqual({ send: { subscription: row, expiresAt: at(23) } });
  });

  it.each([
    ['subscription_gone', null],
    ['confirmation_used_or_replaced', { ...pending, state: 'active', confirmationHash: null }],
    ['confirmation_used_or_replaced', { ...pending, state: 'ended' }],
    ['confirmation_expired', { ...pending, confirmationExpiresAt: now }],
  ] as const)('skips (%s)', (reason, fields) => {
    expect(checkConfirmation(fields ? subscription(fields) : undefined, now)).toEqual({
      skip: reason,
    });
  });
});

describe('checkMoved', () => {
  it('tells an address whose subscription ended', () => {
    const row = subscription({ state: 'ended', endReason: 'replaced' });
    expect(checkMoved(row)).toEqual({ send: row });
  });

  it('skips a subscription gone or still running', () => {
    expect(checkMoved(undefined)).toEqual({ skip: 'subscription_gone' });
    expect(checkMoved(subscription())).toEqual({ skip: 'subscription_not_ended' });
  });
});
