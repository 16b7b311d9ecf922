import { describe, expect, it } from 'vitest';
import { billingInfoSchema, missingBillingFields } from './billing.ts';

const complete = {
  firstName: 'Marie',
  lastName: 'Dupont',
  billingAddress: '1 rue de la Gare',
  billingZipcode: '03000',
  billingCity: 'Moulins',
  billingCountry: 'FR',
  email: 'marie@example.fr',
};

describe('billing form (spec 001 section 5: all fields required)', () => {
  it('accepts a complete form and trims its texts', () => {
    expect(billingInfoSchema.parse({ ...complete, billingCity: ' Moulins ' }).billingCity).toBe(
      'Moulins',
    );
    expect(missingBillingFields(complete)).toEqual([]);
  });

  it('flags each empty field, blanks included, in the form order', () => {
    expect(missingBillingFields({ ...complete, lastName: '  ', billingZipcode: '' })).toEqual([
      'lastName',
      'billingZipcode',
    ]);
    expect(missingBillingFields({})).toHaveLength(7);
  });

  it.each([
    ['firstName', 'x'.repeat(23)],
    ['lastName', 'x'.repeat(23)],
    ['billingAddress', 'x'.repeat(51)],
    ['billingZipcode', 'x'.repeat(17)],
    ['billingCity', 'x'.repeat(51)],
    ['billingCountry', 'fr'],
    ['email', 'not-an-email'],
  ])('refuses a bad %s', (field, value) => {
    expect(billingInfoSchema.safeParse({ ...complete, [field]: value }).success).toBe(false);
  });
});
