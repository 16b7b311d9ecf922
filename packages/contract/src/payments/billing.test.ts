import { describe, expect, it } from 'vitest';
import { sampleBillingInfo } from '../sample-data.ts';
import { billingInfoSchema } from './billing-schema.ts';
import { missingBillingFields } from './billing.ts';

const complete = sampleBillingInfo;

describe('billing form (spec 001 section 5: all fields required)', () => {
  it('accepts a complete form and trims its texts', () => {
    expect(billingInfoSchema.parse({ ...complete, billingCity: ' Moulins ' }).billingCity).toBe(
      'Moulins',
    );
    expect(missingBillingFields(complete)).toEqual([]);
  });

  it('takes a 29-character Polish surname whole (issue 26 item 8)', () => {
    const lastName = 'Brzęczyszczykiewicz-Żółtowska';
    expect(billingInfoSchema.parse({ ...complete, lastName }).lastName).toBe(lastName);
    const firstName = 'Anna-Małgorzata Aleksandra';
    expect(billingInfoSchema.parse({ ...complete, firstName }).firstName).toBe(firstName);
  });

  it('flags each empty field, blanks included, in the form order', () => {
    expect(missingBillingFields({ ...complete, lastName: '  ', billingZipcode: '' })).toEqual([
      'lastName',
      'billingZipcode',
    ]);
    expect(missingBillingFields({})).toHaveLength(9);
  });

  it.each([
    ['firstName', 'x'.repeat(31)],
    ['lastName', 'x'.repeat(31)],
    ['billingAddress', 'x'.repeat(51)],
    ['billingZipcode', 'x'.repeat(17)],
    ['billingCity', 'x'.repeat(51)],
    ['billingCity', 'Moulins\u0001'],
    ['billingAddress', '1 rue\nde la Gare'],
    ['lastName', 'Dupont\u0085'],
    ['billingCountry', 'fr'],
    ['billingCountry', 'ZZ'],
    ['email', 'not-an-email'],
    ['mobilePhoneCountry', 'ZZ'],
    ['mobilePhone', '+33612345678'],
    ['mobilePhone', '06 12 34 AB'],
    ['mobilePhone', '123'],
    ['mobilePhone', '1'.repeat(16)],
    ['mobilePhone', `06${' '.repeat(29)}`],
  ])('refuses a bad %s: %j', (field, value) => {
    expect(billingInfoSchema.safeParse({ ...complete, [field]: value }).success).toBe(false);
  });
});

describe('the mobile phone of 3-D Secure 2 (issue 9 item 5)', () => {
  it.each([
    ['0612345678', '0612345678'],
    ['06 12 34 56 78', '0612345678'],
    ['06.12.34.56.78', '0612345678'],
    ['(0)6-12-34-56-78', '0612345678'],
    ['612345678', '612345678'],
    ['1'.repeat(15), '1'.repeat(15)],
  ])('keeps the digits of %j', (typed, digits) => {
    expect(billingInfoSchema.parse({ ...complete, mobilePhone: typed }).mobilePhone).toBe(digits);
  });

  it('takes any country of the payment list for the phone, apart from the address', () => {
    const parsed = billingInfoSchema.parse({ ...complete, mobilePhoneCountry: 'CH' });
    expect(parsed).toMatchObject({ billingCountry: 'FR', mobilePhoneCountry: 'CH' });
  });
});
