import { describe, expect, it } from 'vitest';
import { checkOwnPassword } from './own-password-check.ts';
import { checkProfile, type ProfileValues } from './profile-check.ts';

const values = (overrides: Partial<ProfileValues> = {}): ProfileValues => ({
  firstName: 'Giulia',
  lastName: 'Rossi',
  billingAddress: 'Via Roma 1',
  billingZipcode: '10121',
  billingCity: 'Torino',
  billingCountry: 'IT',
  ...overrides,
});

describe('checkProfile (spec 000 section 5)', () => {
  it('sends the trimmed fields with the country when the address is complete', () => {
    expect(checkProfile(values({ firstName: ' Anna ' }))).toEqual({
      ok: true,
      value: { ...values({ firstName: 'Anna' }) },
    });
  });

  it('flags each empty part of a partly filled address', () => {
    expect(checkProfile(values({ billingZipcode: ' ', billingCity: '' }))).toEqual({
      ok: false,
      errors: { billingZipcode: 'account.fieldRequired', billingCity: 'account.fieldRequired' },
    });
  });

  it('leaves billingCountry out when the address is empty', () => {
    const checked = checkProfile(
      values({ billingAddress: '', billingZipcode: '', billingCity: '' }),
    );
    expect(checked.ok && 'billingCountry' in checked.value).toBe(false);
  });

  it('refuses fields over their maximum length and empty names', () => {
    expect(
      checkProfile(
        values({ lastName: 'x'.repeat(23), billingZipcode: '1'.repeat(17), firstName: '' }),
      ),
    ).toEqual({
      ok: false,
      errors: {
        firstName: 'account.fieldRequired',
        lastName: 'account.profile.tooLong',
        billingZipcode: 'account.profile.tooLong',
      },
    });
  });
});

describe('checkOwnPassword (spec 000 section 5, change password)', () => {
  it('names each problem with its catalogue code', () => {
    expect(
      checkOwnPassword({ currentPassword: '', newPassword: 'weak', confirmation: '' }),
    ).toEqual({
      ok: false,
      errors: {
        currentPassword: 'errors.password_mandatory',
        newPassword: 'errors.bad_password_security',
        confirmation: 'errors.password_confirmation_mandatory',
      },
    });
    expect(
      checkOwnPassword({ currentPassword: 'a', newPassword: 'Nuova-pass1', confirmation: 'x' }),
    ).toEqual({ ok: false, errors: { confirmation: 'errors.wrong_password_confirmation' } });
  });
});
