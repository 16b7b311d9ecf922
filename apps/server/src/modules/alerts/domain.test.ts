import { describe, expect, it } from 'vitest';
import {
  accountSubscribeStep,
  alertStatusFor,
  confirmationVerdict,
  coversPassage,
  handOver,
  isAlreadyActive,
  rentalPeriodOf,
  type SubscriptionFacts,
} from './domain.ts';

const now = new Date('2026-11-20T12:00:00Z');
const hour = 3_600_000;
const day = 24 * hour;
const at = (offsetMs: number) => new Date(now.getTime() + offsetMs);
const iso = (offsetMs: number) => at(offsetMs).toISOString();

const active = (overrides: Partial<SubscriptionFacts> = {}): SubscriptionFacts => ({
  state: 'active',
  email: 'Jean.Dupont@example.fr',
  startTime: null,
  endTime: null,
  ...overrides,
});

describe('alertStatusFor (spec 001 section 4)', () => {
  it.each([
    ['nobody', null, 'UNACTIVATED', null],
    ['this address, case ignored', active(), 'ACTIVATED', null],
    [
      'another address, masked',
      active({ email: 'marie@mail.com' }),
      'ACTIVATED_ANOTHER_EMAIL',
      'm***@m***.com',
    ],
    ['a rental over', active({ startTime: at(-2 * day), endTime: at(-1) }), 'UNACTIVATED', null],
    ['a rental running', active({ startTime: at(-2 * day), endTime: at(hour) }), 'ACTIVATED', null],
    ['an ended row', active({ state: 'ended' }), 'UNACTIVATED', null],
  ] as const)('%s -> %s', (_name, row, alertStatus, hiddenEmail) => {
    expect(alertStatusFor(row, 'jean.dupont@EXAMPLE.fr', now)).toEqual({
      alertStatus,
      hiddenEmail,
    });
  });
});

describe('rentalPeriodOf (issue 11: a plausible window)', () => {
  it('takes neither date as a vehicle of one\u2019s own', () => {
    expect(rentalPeriodOf(undefined, undefined, now)).toEqual({ period: null });
  });

  it('takes both dates, the end after the start and to come', () => {
    expect(rentalPeriodOf(iso(-day), iso(day), now)).toEqual({
      period: { startTime: at(-day), endTime: at(day) },
    });
    expect(rentalPeriodOf(iso(-365 * day), iso(2 * 365 * day), now)).not.toBeNull();
  });

  it.each([
    ['only a start', iso(-day), undefined],
    ['only an end', undefined, iso(day)],
    ['the end before the start', iso(2 * day), iso(day)],
    ['the end equal to the start', iso(day), iso(day)],
    ['an end already past', iso(-2 * day), iso(-1)],
    ['an end right now', iso(-2 * day), iso(0)],
    ['a start over a year ago', iso(-367 * day), iso(day)],
    ['an end over two years ahead', iso(-day), iso(2 * 366 * day + day)],
  ])('refuses %s', (_name, start, end) => {
    expect(rentalPeriodOf(start, end, now)).toBeNull();
  });
});

describe('isAlreadyActive', () => {
  const rental = { startTime: at(-day), endTime: at(day) };
  it.each([
    ['the same address, no rental either way', active(), null, true],
    ['the same address and period', active(rental), rental, true],
    ['another period', active(rental), { ...rental, endTime: at(2 * day) }, false],
    ['a rental asked for an owned plate', active(), rental, false],
    ['no rental asked for a rented one', active(rental), null, false],
    ['another address', active({ email: 'x@y.fr' }), null, false],
    ['a rental already over', active({ startTime: at(-2 * day), endTime: at(-1) }), null, false],
  ] as const)('%s -> %s', (_name, row, period, expected) => {
    expect(isAlreadyActive(row, 'jean.dupont@example.fr', period, now)).toBe(expected);
  });
});

describe('confirmationVerdict', () => {
  const pending = {
    state: 'pending' as const,
    whitelabelId: 7,
    endTime: null,
    confirmationExpiresAt: at(hour),
  };
  it.each([
    ['a pending row within its 24 h', pending, 7, 'confirmable'],
    ['no row', undefined, 7, 'invalid'],
    ['another tenant\u2019s row', pending, 8, 'invalid'],
    ['a row already active', { ...pending, state: 'active' as const }, 7, 'invalid'],
    ['an ended row', { ...pending, state: 'ended' as const }, 7, 'invalid'],
    ['a link at its expiry', { ...pending, confirmationExpiresAt: now }, 7, 'expired'],
    ['a rental over', { ...pending, endTime: at(-1) }, 7, 'expired'],
  ] as const)('%s -> %s', (_name, row, tenant, verdict) => {
    expect(confirmationVerdict(row, tenant, now)).toBe(verdict);
  });
});

describe('handOver', () => {
  it('replaces the previous row and tells its address when it is another one', () => {
    expect(handOver(active(), 'marie@mail.com', now)).toEqual({
      reason: 'replaced',
      tellPrevious: true,
    });
    expect(handOver(active(), 'JEAN.dupont@example.fr', now)).toEqual({
      reason: 'replaced',
      tellPrevious: false,
    });
  });

  it('does not tell a rental that had stopped by itself', () => {
    const over = active({ startTime: at(-2 * day), endTime: at(-1) });
    expect(handOver(over, 'marie@mail.com', now)).toEqual({
      reason: 'rental_over',
      tellPrevious: false,
    });
  });
});

describe('coversPassage', () => {
  const confirmed = { ...active(), confirmedAt: at(-day) };
  const rented = {
    ...confirmed,
    startTime: at(-2 * day),
    endTime: at(day),
  };
  it.each([
    ['a passage after the confirmation', confirmed, at(-hour), true],
    ['a passage before the confirmation', confirmed, at(-day - 1), false],
    [
      'an unconfirmed row',
      { ...confirmed, state: 'pending' as const, confirmedAt: null },
      at(-hour),
      false,
    ],
    ['a passage within the rental', rented, at(-hour), true],
    ['a passage after the rental', rented, at(day), false],
    [
      'a passage before the rental',
      { ...rented, confirmedAt: at(-3 * day) },
      at(-2 * day - 1),
      false,
    ],
  ])('%s -> %s', (_name, row, passageAt, expected) => {
    expect(coversPassage(row, passageAt, now)).toBe(expected);
  });

  it('tells nothing once the rental is over, even of a passage within it', () => {
    expect(coversPassage(rented, at(-hour), at(day))).toBe(false);
  });
});

describe('accountSubscribeStep (the profile\u2019s alert toggle switched on)', () => {
  const rental = { startTime: at(-day), endTime: at(day) };
  it.each([
    ['nobody receives them', null, null, false, { kind: 'subscribe' }],
    ['the account\u2019s address, case ignored', active(), null, false, { kind: 'unchanged' }],
    [
      'the account\u2019s address for another period',
      active(),
      rental,
      false,
      { kind: 'subscribe' },
    ],
    [
      'another address, not confirmed',
      active({ email: 'marie@example.it' }),
      null,
      false,
      { kind: 'ask', hiddenEmail: 'm***@e***.it' },
    ],
    [
      'another address, confirmed',
      active({ email: 'marie@example.it' }),
      null,
      true,
      { kind: 'subscribe' },
    ],
    [
      'another address whose rental is over',
      active({ email: 'marie@example.it', startTime: at(-2 * day), endTime: at(-hour) }),
      null,
      false,
      { kind: 'subscribe' },
    ],
  ] as const)('%s', (_name, current, period, confirmed, step) => {
    expect(accountSubscribeStep(current, 'jean.dupont@EXAMPLE.fr', period, confirmed, now)).toEqual(
      step,
    );
  });
});
