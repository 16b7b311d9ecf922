import { describe, expect, it } from 'vitest';
import { axeptaBillingFields } from '../axepta/billing-json.ts';
import { payboxBillingXml, payboxShoppingCartXml } from '../paybox/billing-xml.ts';
import { TEST_AXEPTA_BILLING, TEST_PAYBOX_BILLING } from '../test-billing.ts';
import { axeptaThreeDsRefusal, payboxThreeDsRefusal } from './three-ds-check.ts';

/** Issue 9 item 5: the simulators refuse what the real pages refuse since 3-D Secure 2. */

const cart = payboxShoppingCartXml(2);
const billing = payboxBillingXml(TEST_PAYBOX_BILLING);

describe('Paybox: PBX_SHOPPINGCART and PBX_BILLING', () => {
  it('takes what the request builder sends, Kosovo without CountryCode included', () => {
    expect(payboxThreeDsRefusal(cart, billing)).toBeNull();
    const kosovo = payboxBillingXml({ ...TEST_PAYBOX_BILLING, countryCode: null });
    expect(payboxThreeDsRefusal(cart, kosovo)).toBeNull();
    const escaped = payboxBillingXml({ ...TEST_PAYBOX_BILLING, lastName: 'A & <B>' });
    expect(payboxThreeDsRefusal(cart, escaped)).toBeNull();
  });

  it('takes what the real platform takes: single quotes, pretty-printing, spaced phones', () => {
    const singleQuoted = (xml: string) =>
      xml.replace(/^<\?xml[^>]*\?>/, "<?xml version='1.0' encoding='UTF-8'?>\n");
    expect(payboxThreeDsRefusal(singleQuoted(cart), singleQuoted(billing))).toBeNull();
    const noEncoding = billing.replace(/^<\?xml[^>]*\?>/, '<?xml version="1.0"?>');
    expect(payboxThreeDsRefusal(cart, noEncoding)).toBeNull();
    const pretty = billing.replace('<Billing><Address>', '<Billing>\n  <Address>\n    ');
    expect(payboxThreeDsRefusal(cart, pretty)).toBeNull();
    const spaced = billing.replace(
      /<MobilePhone>.*<\/MobilePhone>/,
      '<MobilePhone>06 12 34 56 78</MobilePhone>',
    );
    expect(payboxThreeDsRefusal(cart, spaced)).toBeNull();
  });

  it.each<[string, string | undefined, string | undefined, RegExp]>([
    ['no PBX_BILLING', cart, undefined, /missing/],
    ['no PBX_SHOPPINGCART', undefined, billing, /missing/],
    ['a quantity of 0', cart.replace('>2<', '>0<'), billing, /totalQuantity/],
    ['no MobilePhone', cart, billing.replace(/<MobilePhone>.*<\/MobilePhone>/, ''), /MobilePhone/],
    [
      'no CountryCodeMobilePhone',
      cart,
      billing.replace(/<CountryCodeMobilePhone>.*<\/CountryCodeMobilePhone>/, ''),
      /CountryCodeMobilePhone/,
    ],
    ['an alpha CountryCode', cart, billing.replace('>250<', '>FRA<'), /ISO 3166 numeric/],
    ['an empty City', cart, billing.replace(/<City>[^<]*</, '<City><'), /City/],
    ['a bare &', cart, billing.replace('Zoe', 'Zoe & Co'), /FirstName/],
    ['no declaration', cart, billing.replace(/^<\?xml[^>]*>/, ''), /Billing document/],
  ])('refuses %s', (_name, shoppingCart, billingXml, reason) => {
    expect(payboxThreeDsRefusal(shoppingCart, billingXml)).toMatch(reason);
  });
});

describe('Axepta: MsgVer=2.0, billingAddress, billToCustomer', () => {
  const { billingAddress, billToCustomer } = axeptaBillingFields(TEST_AXEPTA_BILLING);
  const fields = (changes: Record<string, string | undefined>) => {
    const all: Record<string, string | undefined> = {
      msgver: '2.0',
      billingaddress: billingAddress,
      billtocustomer: billToCustomer,
      ...changes,
    };
    return new Map(
      Object.entries(all).filter((entry): entry is [string, string] => entry[1] !== undefined),
    );
  };
  const json = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

  it('takes what the request builder sends', () => {
    expect(axeptaThreeDsRefusal(fields({}))).toBeNull();
    const kosovo = axeptaBillingFields({ ...TEST_AXEPTA_BILLING, countryA3: null });
    expect(axeptaThreeDsRefusal(fields({ billingaddress: kosovo.billingAddress }))).toBeNull();
  });

  it('takes `phone` instead of `mobilePhone`, and spaces in the number', () => {
    const customer = (phone: Record<string, unknown>) =>
      json({ consumer: { firstName: 'Zoe', lastName: 'Menard' }, email: 'a@b.fr', ...phone });
    const phone = { countryCode: '33', subscriberNumber: '6 12 34 56 78' };
    expect(axeptaThreeDsRefusal(fields({ billtocustomer: customer({ phone }) }))).toBeNull();
    expect(
      axeptaThreeDsRefusal(fields({ billtocustomer: customer({ mobilePhone: phone }) })),
    ).toBeNull();
  });

  it.each<[string, Record<string, string | undefined>, RegExp]>([
    ['MsgVer 1.0', { msgver: '1.0' }, /MsgVer/],
    ['no billingAddress', { billingaddress: undefined }, /billingAddress missing/],
    ['no billToCustomer', { billtocustomer: undefined }, /billToCustomer missing/],
    ['plain JSON, not base64', { billingaddress: '{"city":"Paris"}' }, /billingAddress missing/],
    ['an address without street', { billingaddress: json({ city: 'Paris' }) }, /addressLine1/],
    [
      'an alpha-2 country',
      {
        billingaddress: json({
          city: 'Paris',
          country: { countryA3: 'FR' },
          addressLine1: { street: '1 rue' },
        }),
      },
      /alpha-3/,
    ],
    [
      'no mobile phone',
      { billtocustomer: json({ consumer: { firstName: 'A', lastName: 'B' }, email: 'a@b.fr' }) },
      /mobilePhone/,
    ],
    [
      'no names',
      {
        billtocustomer: json({
          email: 'a@b.fr',
          mobilePhone: { countryCode: '33', subscriberNumber: '612345678' },
        }),
      },
      /consumer names/,
    ],
  ])('refuses %s', (_name, changes, reason) => {
    expect(axeptaThreeDsRefusal(fields(changes))).toMatch(reason);
  });
});
