import { describe, expect, it } from 'vitest';
import { TEST_PAYBOX_BILLING } from '../test-billing.ts';
import { payboxBillingXml, payboxShoppingCartXml, type PayboxBilling } from './billing-xml.ts';

/** Issue 9 item 5: PBX_BILLING and PBX_SHOPPINGCART, byte for byte. */

const zoe: PayboxBilling = TEST_PAYBOX_BILLING;

const utf8 = (text: string) => Buffer.from(text, 'utf8');

describe('PBX_BILLING', () => {
  it('is the documented document, in ASCII: accents removed, apostrophes kept', () => {
    const xml = payboxBillingXml(zoe);
    const expected =
      '<?xml version="1.0" encoding="utf-8"?><Billing><Address>' +
      "<FirstName>Zoe</FirstName><LastName>Menard-L'Hote</LastName>" +
      "<Address1>12 rue de l'Eglise</Address1><ZipCode>03000</ZipCode>" +
      '<City>Moulins-sur-Allier</City><CountryCode>250</CountryCode>' +
      '<CountryCodeMobilePhone>+33</CountryCodeMobilePhone><MobilePhone>0612345678</MobilePhone>' +
      '</Address></Billing>';
    expect(xml).toBe(expected);
    expect(utf8(xml).length).toBe(xml.length);
  });

  it('transliterates names and typographic punctuation to ASCII (issue 26 item 18)', () => {
    const xml = payboxBillingXml({
      ...zoe,
      firstName: 'Łucja Małgorzata',
      lastName: 'Brzęczyszczykiewicz-Żółtowska',
      address1: 'Straße 5 – c/o D’Angelo «Bâtiment»',
      city: 'Ærøskøbing',
    });
    expect(xml).toContain(
      '<FirstName>Lucja Malgorzata</FirstName>' +
        '<LastName>Brzeczyszczykiewicz-Zoltowska</LastName>' +
        '<Address1>Strasse 5 - c/o D\'Angelo "Batiment"</Address1>',
    );
    expect(xml).toContain('<City>AEroskobing</City>');
    expect(/^[\x20-\x7e]*$/.test(xml)).toBe(true);
  });

  it('sends a name with no Latin letter as typed rather than empty', () => {
    expect(payboxBillingXml({ ...zoe, lastName: 'Παπαδόπουλος' })).toContain(
      '<LastName>Παπαδόπουλος</LastName>',
    );
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
        '<Address1>Bat. "A" &amp; B</Address1><ZipCode>03000</ZipCode>' +
        '<City>Saint-Etienne</City><CountryCode>250</CountryCode>' +
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
