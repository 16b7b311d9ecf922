import { describe, expect, it } from 'vitest';
import { AppError } from '../../shared/app-error.ts';
import { assertNewPassword, checkCode, profileChanges } from './domain.ts';

const now = new Date('2026-11-26T10:00:00Z');
const inMinutes = (minutes: number) => new Date(now.getTime() + minutes * 60_000);

// Issue 12: "Activation and reset codes: random, single use, hashed, 15 minutes, at most 5 tries."
// Issue 24 item 8: "say expired only when the typed code is the right one but too late".
describe('checkCode', () => {
  const live = { codeHash: 'right', expiresAt: inMinutes(15), tries: 0 };
  it.each([
    ['the right code', live, 'right', 'ok'],
    ['a wrong code', live, 'wrong', 'wrong'],
    ['no live code', undefined, 'right', 'wrong'],
    ['the right code at its expiry', { ...live, expiresAt: now }, 'right', 'expired'],
    ['the right code after 5 wrong tries', { ...live, tries: 5 }, 'right', 'expired'],
    ['the right code after 4 wrong tries', { ...live, tries: 4 }, 'right', 'ok'],
    ['a wrong code at its expiry', { ...live, expiresAt: now }, 'wrong', 'wrong'],
    ['a wrong code after 5 wrong tries', { ...live, tries: 5 }, 'wrong', 'wrong'],
  ] as const)('%s: %s', (_name, code, typed, outcome) => {
    expect(checkCode(code, typed, now)).toBe(outcome);
  });
});

function codeOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
  return undefined;
}

// Spec 000 section 5: "new required (password_mandatory) or bad_password_security if not matching".
describe('assertNewPassword', () => {
  it.each([
    [undefined, 'customer', 'password_mandatory'],
    ['', 'customer', 'password_mandatory'],
    ['Abcdef1!', 'customer', undefined],
    ['Abcdef1!', 'renter', 'bad_password_security'],
    ['abcdefg1!', 'customer', 'bad_password_security'],
  ] as const)('%s as %s: %s', (password, type, code) => {
    expect(codeOf(() => assertNewPassword(password, type))).toBe(code);
  });
});

// Spec 000 section 5: billing address all or nothing; billingCountry only with all three.
describe('profileChanges', () => {
  const empty = { billingAddress: null, billingZipcode: null, billingCity: null };
  const full = { billingAddress: 'Via Roma 1', billingZipcode: '00100', billingCity: 'Roma' };

  it('fills all three with the country', () => {
    expect(profileChanges(empty, { ...full, billingCountry: 'IT' })).toEqual({
      ...full,
      billingCountry: 'IT',
    });
  });

  it('changes one part of a full address, and clears all three without the country', () => {
    expect(profileChanges(full, { billingCity: 'Milano' })).toEqual({ billingCity: 'Milano' });
    const cleared = { billingAddress: '', billingZipcode: ' ', billingCity: '' };
    expect(profileChanges(full, { ...cleared, billingCountry: 'IT' })).toEqual(empty);
  });

  it.each([
    [
      'one part of none',
      empty,
      { billingAddress: 'Via Roma 1' },
      ['billingZipcode', 'billingCity'],
    ],
    ['clearing one part of three', full, { billingZipcode: '' }, ['billingZipcode']],
  ])('refuses %s with incomplete_address', (_name, current, body, flagged) => {
    try {
      profileChanges(current, body);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      const appError = error as AppError;
      expect(appError.code).toBe('incomplete_address');
      expect(appError.details).toEqual(
        flagged.map((field) => ({ path: `body.${field}`, code: 'required' })),
      );
    }
  });

  it('passes names and language through', () => {
    expect(profileChanges(empty, { firstName: 'Anna', language: 'de' })).toEqual({
      firstName: 'Anna',
      language: 'de',
    });
  });
});
