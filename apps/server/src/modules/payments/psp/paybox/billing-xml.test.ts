import { describe, expect, it } from 'vitest';
import { TEST_PAYBOX_BILLING } from '../test-billing.ts';
import { payboxBillingXml, payboxShoppingCartXml, type PayboxBilling } from './billing-xml.ts';

/** Issue 9 item 5: PBX_BILLING and PBX_SHOPPINGCART, byte for byte. */

const zoe: PayboxBilling = TEST_PAYBOX_BILLING;

const utf8 = (text: string) => Buffer.from(text, 'utf8');

describe('PBX_BILLING', () => {
  it('is the documented document, accents as UTF-8 and apostrophes as they are', () => {
    const xml = payboxBillingXml(zoe);
    const expected =
      '<?xml version="1.0" encoding="utf-8"?><Billing><Address>' +
      "<FirstName>Zoé</FirstName><LastName>Ménard-L'Hôte</LastName>" +
      "<Address1>12 rue de l'Église</Address1><ZipCode>03000</ZipCode>" +
      '<City>Moulins-sur-Allier</City><CountryCode>250</CountryCode>' +
      '<CountryCodeMobilePhone>+33</CountryCodeMobilePhone><MobilePhone>0612345678</MobilePhone>' +
      '</Address></Billing>';
    expect(utf8(xml).equals(utf8(expected))).toBe(true);
    // É is C3 89 in UTF-8 (the declared encoding), é C3 A9, ô C3 B4.
    expect(utf8(xml).includes(Buffer.from([0x27, 0xc3, 0x89, 0x67]))).toBe(true); // 'Ég
    expect(utf8(xml).length).toBe(xml.length + 4);
  });

  it('escapes & < > in every value, and nothing else', () => {
    const xml = payboxBillingXml({
      ...zoe,
      firstName: 'Anne & Co',
      lastName: "O'Brien <Jr>",
      address1: 'Bât. "A" & B',
      city: 'Saint-Étienne',
    });
    expect(xml).toBe(
      '<?xml version="1.0" encoding="utf-8"?><Billing><Address>' +
        "<FirstName>Anne &amp; Co</FirstName><LastName>O'Brien &lt;Jr&gt;</LastName>" +
        '<Address1>Bât. "A" &amp; B</Address1><ZipCode>03000</ZipCode>' +
        '<City>Saint-Étienne</City><CountryCode>250</CountryCode>' +
        '<CountryCodeMobilePhone>+33</CountryCodeMobilePhone><MobilePhone>0612345678</MobilePhone>' +
        '</Address></Billing>',
    );
  });

  it('leaves CountryCode out where ISO 3166 gives no numeric code (Kosovo)', () => {
    const xml = payboxBillingXml({ ...zoe, countryCode: null, mobileDialCode: '383' });
    expect(xml).not.toContain('CountryCode>');
    expect(xml).toContain('</City><CountryCodeMobilePhone>+383</CountryCodeMobilePhone>');
  });

  it.each<[string, Partial<PayboxBilling>, string]>([
    ['an empty first name', { firstName: ' ' }, 'FirstName'],
    ['a 2-digit country', { countryCode: '25' }, 'CountryCode'],
    ['a dialling code with +', { mobileDialCode: '+33' }, 'CountryCodeMobilePhone'],
    ['a phone with spaces', { mobilePhone: '06 12 34 56 78' }, 'MobilePhone'],
    ['a control character', { city: 'Moulins\u0001' }, 'City'],
    ['a lone surrogate', { lastName: 'Dupont\ud800' }, 'LastName'],
  ])('refuses %s', (_name, change, field) => {
    expect(() => payboxBillingXml({ ...zoe, ...change })).toThrow(
      expect.objectContaining({ reason: 'invalid_field', field }),
    );
  });
});

describe('PBX_SHOPPINGCART', () => {
  it('counts the items paid, 1 to 99', () => {
    expect(payboxShoppingCartXml(3)).toBe(
      '<?xml version="1.0" encoding="utf-8"?><shoppingcart><total><totalQuantity>3</totalQuantity></total></shoppingcart>',
    );
    expect(payboxShoppingCartXml(250)).toContain('<totalQuantity>99</totalQuantity>');
    expect(() => payboxShoppingCartXml(0)).toThrow(
      expect.objectContaining({ field: 'PBX_SHOPPINGCART' }),
    );
  });
});
