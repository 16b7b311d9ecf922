import { describe, expect, it } from 'vitest';
import {
  isPrivateCardCvv,
  isPrivateCardExpired,
  isPrivateCardNumber,
  privateCardProblems,
  privateCardValidity,
} from './private-card.ts';
import { resultPageOf } from './vocabulary.ts';

const digits = (n: number) => '1234567890'.repeat(2).slice(0, n);

describe('private card number (spec 001 section 5)', () => {
  it.each([
    ['TOTAL', 18],
    ['DKV', 17],
    ['SHELL', 19],
    ['ESSO', 19],
  ] as const)('%s takes exactly %i digits', (type, length) => {
    expect(isPrivateCardNumber(type, digits(length))).toBe(true);
    expect(isPrivateCardNumber(type, digits(length - 1))).toBe(false);
    expect(isPrivateCardNumber(type, digits(length + 1))).toBe(false);
    expect(isPrivateCardNumber(type, `${digits(length - 1)}a`)).toBe(false);
    expect(isPrivateCardNumber(type, `${digits(length - 2)} 1`)).toBe(false);
  });
});

describe('private card validity', () => {
  it.each([
    ['01/27', '2701'],
    ['12/30', '3012'],
    [' 06/28 ', '2806'],
    ['00/27', null],
    ['13/27', null],
    ['1/27', null],
    ['01/2027', null],
    ['0127', null],
    ['', null],
  ])('%j is sent as %j', (typed, sent) => {
    expect(privateCardValidity(typed)).toBe(sent);
  });

  // A card is valid through the whole month printed on it; the month's end is UTC's.
  it.each([
    ['2603', '2026-03-31T23:59:59Z', false],
    ['2603', '2026-04-01T00:00:00Z', true],
    ['2512', '2026-01-15T12:00:00Z', true],
    ['2701', '2026-03-15T12:00:00Z', false],
    ['2613', '2030-01-01T00:00:00Z', false],
    ['03/26', '2030-01-01T00:00:00Z', false],
  ])('YYMM %j at %s is expired: %s', (validity, now, expired) => {
    expect(isPrivateCardExpired(validity, new Date(now))).toBe(expired);
  });
});

describe('private card CVV', () => {
  it.each([
    ['TOTAL', '123', true],
    ['TOTAL', '', false],
    ['TOTAL', '12', false],
    ['TOTAL', '12a', false],
    ['SHELL', '999', true],
    ['SHELL', '1234', false],
    ['DKV', '', true],
    ['DKV', '123', false],
    ['ESSO', '', true],
    ['ESSO', '123', false],
  ] as const)('%s with %j: %s', (type, cvv, valid) => {
    expect(isPrivateCardCvv(type, cvv)).toBe(valid);
  });
});

describe('privateCardProblems', () => {
  const isEmail = (email: string) => /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email);
  it('lists every field at fault, in the form order', () => {
    expect(
      privateCardProblems(
        { cardType: 'TOTAL', cardNumber: '12', cardValidity: '13/27', cvv: '', email: 'x' },
        isEmail,
      ),
    ).toEqual(['cardNumber', 'cardValidity', 'cvv', 'email']);
    expect(
      privateCardProblems(
        {
          cardType: 'DKV',
          cardNumber: digits(17),
          cardValidity: '02/29',
          cvv: '',
          email: 'a@b.fr',
        },
        isEmail,
      ),
    ).toEqual([]);
  });
});

describe('resultPageOf (spec 001 section 4)', () => {
  it.each([
    ['SUCCEED', 'success'],
    ['DUPLICATED', 'duplicated'],
    ['REJECTED', 'rejected'],
    ['CANCELLED', 'cancelled'],
    ['PENDING', 'waiting'],
    // Issue 26 item 1: a status not learnt is never a refusal.
    ['UNKNOWN', 'waiting'],
    [null, 'waiting'],
    [undefined, 'waiting'],
  ])('%j -> %s', (status, page) => {
    expect(resultPageOf(status)).toBe(page);
  });
});
