import { describe, expect, it } from 'vitest';
import type { ProfileResponse } from '@portico/contract';
import { billingFromProfile } from '../utils/billing-from-profile.ts';

const profile = (overrides: Partial<ProfileResponse> = {}): ProfileResponse => ({
  id: '0b5c3f5e-3f7e-4d5e-9a55-2a7e0f0a1b2c',
  email: 'giulia@example.it',
  firstName: 'Giulia',
  lastName: 'Rossi',
  billingAddress: 'Via Roma 1',
  billingZipcode: '10121',
  billingCity: 'Torino',
  billingCountry: 'IT',
  language: 'it',
  accountType: 'customer',
  ...overrides,
});

describe('billing data from the profile', () => {
  it('takes the names, the e-mail and the whole address with its country', () => {
    expect(billingFromProfile(profile())).toEqual({
      firstName: 'Giulia',
      lastName: 'Rossi',
      email: 'giulia@example.it',
      billingAddress: 'Via Roma 1',
      billingZipcode: '10121',
      billingCity: 'Torino',
      billingCountry: 'IT',
    });
  });

  it('leaves the address and its country out when the profile has none', () => {
    const billing = billingFromProfile(
      profile({ billingAddress: null, billingZipcode: null, billingCity: null }),
    );
    expect(billing).toEqual({ firstName: 'Giulia', lastName: 'Rossi', email: 'giulia@example.it' });
  });

  it('keeps an address whose country is not a billing country, without that country', () => {
    const billing = billingFromProfile(profile({ billingCountry: 'XX' }));
    expect(billing.billingCity).toBe('Torino');
    expect(billing).not.toHaveProperty('billingCountry');
  });
});
