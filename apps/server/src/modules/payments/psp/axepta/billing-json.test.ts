import { describe, expect, it } from 'vitest';
import {
  axeptaBillingAddressJson,
  axeptaBillingFields,
  axeptaBillToCustomerJson,
  type AxeptaBilling,
} from './billing-json.ts';
import { TEST_AXEPTA_BILLING } from '../test-billing.ts';

/** Issue 9 item 5: billingAddress and billToCustomer, byte for byte. */

const zoe: AxeptaBilling = TEST_AXEPTA_BILLING;

const ADDRESS_JSON =
  '{"city":"Moulins-sur-Allier","country":{"countryA3":"FRA"},' +
  '"addressLine1":{"street":"12 rue de l\'Église"},"postalCode":"03000"}';
const CUSTOMER_JSON =
  '{"consumer":{"firstName":"Zoé","lastName":"Ménard-L\'Hôte"},"email":"zoe.menard@example.fr",' +
  '"mobilePhone":{"countryCode":"33","subscriberNumber":"612345678"}}';

describe('billingAddress and billToCustomer', () => {
  it('are the JSON of Computop, UTF-8, then base64', () => {
    expect(axeptaBillingAddressJson(zoe)).toBe(ADDRESS_JSON);
    expect(axeptaBillToCustomerJson(zoe)).toBe(CUSTOMER_JSON);
    const { billingAddress, billToCustomer } = axeptaBillingFields(zoe);
    expect(Buffer.from(billingAddress, 'base64').equals(Buffer.from(ADDRESS_JSON, 'utf8'))).toBe(
      true,
    );
    expect(Buffer.from(billToCustomer, 'base64').equals(Buffer.from(CUSTOMER_JSON, 'utf8'))).toBe(
      true,
    );
    // É as C3 89: UTF-8, not Data's Latin-1 (C9).
    expect(Buffer.from(billingAddress, 'base64').includes(Buffer.from([0xc3, 0x89]))).toBe(true);
    expect(billingAddress).toMatch(/^[A-Za-z0-9+/]+=*$/);
  });

  it('carries & = < and quotes safely: JSON-escaped where needed, then base64', () => {
    const tricky = { ...zoe, lastName: 'Dupont & "Fils" <SA>', street: 'Bât. A=B & C' };
    const { billingAddress, billToCustomer } = axeptaBillingFields(tricky);
    // Base64 has no & and = only as padding: nothing that could split Data's key=value&key=value.
    expect(`${billingAddress}${billToCustomer}`).toMatch(/^[A-Za-z0-9+/]+=*[A-Za-z0-9+/]+=*$/);
    expect(JSON.parse(Buffer.from(billToCustomer, 'base64').toString('utf8'))).toMatchObject({
      consumer: { lastName: 'Dupont & "Fils" <SA>' },
    });
    expect(Buffer.from(billToCustomer, 'base64').toString('utf8')).toContain(
      '"lastName":"Dupont & \\"Fils\\" <SA>"',
    );
    expect(JSON.parse(Buffer.from(billingAddress, 'base64').toString('utf8'))).toMatchObject({
      addressLine1: { street: 'Bât. A=B & C' },
    });
  });

  it('sends the subscriber number without the trunk zero, as E.164 has it', () => {
    expect(axeptaBillToCustomerJson({ ...zoe, mobilePhone: '612345678' })).toBe(CUSTOMER_JSON);
    expect(
      axeptaBillToCustomerJson({ ...zoe, mobileDialCode: '41', mobilePhone: '0791234567' }),
    ).toContain('"mobilePhone":{"countryCode":"41","subscriberNumber":"791234567"}');
  });

  it('leaves the country out where ISO 3166 gives no alpha-3 code (Kosovo)', () => {
    expect(axeptaBillingAddressJson({ ...zoe, countryA3: null })).toBe(
      '{"city":"Moulins-sur-Allier","addressLine1":{"street":"12 rue de l\'Église"},"postalCode":"03000"}',
    );
  });
});
