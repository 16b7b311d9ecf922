import { describe, expect, it } from 'vitest';
import type { BillingInfo } from '@portico/contract';
import { mobilePhoneOf } from './mobile-phone.ts';
import { axeptaBillingOf, payboxBillingOf } from './psp-billing.ts';
import { axeptaBillToCustomerJson } from './psp/axepta/billing-json.ts';
import { payboxBillingXml } from './psp/paybox/billing-xml.ts';

/** Issue 26 item 18: a mobile typed with its country code reaches both PSPs with it once. */

const billing: BillingInfo = {
  firstName: 'Łucja',
  lastName: 'Brzęczyszczykiewicz-Żółtowska',
  billingAddress: '12 rue de l’Église',
  billingZipcode: '03000',
  billingCity: 'Moulins',
  billingCountry: 'FR',
  email: 'lucja@example.pl',
  mobilePhoneCountry: 'FR',
  mobilePhone: '0612345678',
};

describe('mobilePhoneOf', () => {
  it.each([
    ['0612345678', 'FR', '33', '612345678'],
    ['00336 12 34 56 78'.replace(/\s/g, ''), 'FR', '33', '612345678'],
    ['0033612345678', 'DE', '33', '612345678'],
    ['3123456789', 'IT', '39', '3123456789'],
    ['004915112345678', 'FR', '49', '15112345678'],
    ['01511234567', 'DE', '49', '1511234567'],
  ] as const)('reads %s under %s as +%s %s', (typed, country, dialCode, nationalNumber) => {
    expect(mobilePhoneOf(typed, country)).toEqual({ dialCode, nationalNumber });
  });
});

describe('the billing data of each PSP', () => {
  it('sends +33 612345678 to Paybox for "0033 6 12 34 56 78", not +33 0033612345678', () => {
    const xml = payboxBillingXml(payboxBillingOf({ ...billing, mobilePhone: '0033612345678' }));
    expect(xml).toContain(
      '<CountryCodeMobilePhone>+33</CountryCodeMobilePhone><MobilePhone>612345678</MobilePhone>',
    );
    expect(xml).toContain('<LastName>Brzeczyszczykiewicz-Zoltowska</LastName>');
  });

  it('sends the same number to Axepta, the names whole and as typed', () => {
    const json = JSON.parse(
      axeptaBillToCustomerJson(axeptaBillingOf({ ...billing, mobilePhone: '0033612345678' })),
    ) as { consumer: unknown; mobilePhone: unknown };
    expect(json.mobilePhone).toEqual({ countryCode: '33', subscriberNumber: '612345678' });
    expect(json.consumer).toEqual({
      firstName: 'Łucja',
      lastName: 'Brzęczyszczykiewicz-Żółtowska',
    });
  });
});
