/**
 * The simulators refuse a payment request without the 3-D Secure 2 data, as the real pages do
 * since 3DS2 (issue 9 item 5): Paybox's PBX_SHOPPINGCART and PBX_BILLING XML (the mobile phone and
 * its country code included), Axepta's MsgVer=2.0 with billingAddress and billToCustomer. Pure:
 * each check gives the reason of a refusal, or null.
 */

const XML_DECLARATION = /^<\?xml version="1\.0" encoding="utf-8"\?>/i;

/** An entity XML knows, or a character reference. */
const BARE_AMPERSAND = /&(?!(?:amp|lt|gt|quot|apos|#[0-9]+|#x[0-9a-fA-F]+);)/;

/** The text of `<name>...</name>`, once, well-formed (no markup, no bare `&`); null otherwise. */
function elementText(xml: string, name: string): string | null {
  const matches = [...xml.matchAll(new RegExp(`<${name}>([^<]*)</${name}>`, 'g'))];
  if (matches.length !== 1) return null;
  const text = matches[0]?.[1] ?? '';
  return BARE_AMPERSAND.test(text) ? null : text;
}

const BILLING_ELEMENTS = ['FirstName', 'LastName', 'Address1', 'ZipCode', 'City'] as const;

export function payboxThreeDsRefusal(
  shoppingCart: string | undefined,
  billing: string | undefined,
): string | null {
  if (shoppingCart === undefined || billing === undefined) {
    return 'PBX_SHOPPINGCART or PBX_BILLING missing (3-D Secure 2)';
  }
  if (
    !XML_DECLARATION.test(shoppingCart) ||
    !/<shoppingcart><total>.*<\/total><\/shoppingcart>$/.test(shoppingCart)
  ) {
    return 'PBX_SHOPPINGCART is not a shoppingcart document';
  }
  const quantity = elementText(shoppingCart, 'totalQuantity');
  if (quantity === null || !/^[1-9][0-9]?$/.test(quantity)) {
    return 'PBX_SHOPPINGCART totalQuantity is not 1 to 99';
  }
  if (
    !XML_DECLARATION.test(billing) ||
    !/<Billing><Address>.*<\/Address><\/Billing>$/.test(billing)
  ) {
    return 'PBX_BILLING is not a Billing document';
  }
  const empty = BILLING_ELEMENTS.find((name) => (elementText(billing, name) ?? '').trim() === '');
  if (empty !== undefined) return `PBX_BILLING ${empty} missing or malformed`;
  // Required but for a country ISO gives no code (Kosovo): checked when present.
  if (
    billing.includes('<CountryCode>') &&
    !/^[0-9]{3}$/.test(elementText(billing, 'CountryCode') ?? '')
  ) {
    return 'PBX_BILLING CountryCode is not ISO 3166 numeric';
  }
  if (!/^\+[0-9]{1,3}$/.test(elementText(billing, 'CountryCodeMobilePhone') ?? '')) {
    return 'PBX_BILLING CountryCodeMobilePhone missing (mandatory since October 2024)';
  }
  if (!/^[0-9]{4,15}$/.test(elementText(billing, 'MobilePhone') ?? '')) {
    return 'PBX_BILLING MobilePhone missing (mandatory since October 2024)';
  }
  return null;
}

function decodedJson(base64: string | undefined): Record<string, unknown> | null {
  if (base64 === undefined || !/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(base64, 'base64').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

function member(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null
    ? (value as Record<string, unknown>)[key]
    : undefined;
}

/** Data's fields, keys lower-cased as the simulator reads them. */
export function axeptaThreeDsRefusal(fields: ReadonlyMap<string, string>): string | null {
  if (fields.get('msgver') !== '2.0') return 'MsgVer is not 2.0 (3-D Secure 2)';
  const address = decodedJson(fields.get('billingaddress'));
  if (address === null) return 'billingAddress missing or not base64 JSON';
  if (text(address.city) === '' || text(member(address.addressLine1, 'street')) === '') {
    return 'billingAddress without city or addressLine1';
  }
  const country = member(address.country, 'countryA3');
  if (address.country !== undefined && !/^[A-Z]{3}$/.test(text(country))) {
    return 'billingAddress country is not ISO alpha-3';
  }
  const customer = decodedJson(fields.get('billtocustomer'));
  if (customer === null) return 'billToCustomer missing or not base64 JSON';
  const consumer = customer.consumer;
  if (text(member(consumer, 'firstName')) === '' || text(member(consumer, 'lastName')) === '') {
    return 'billToCustomer without the consumer names';
  }
  const phone = customer.mobilePhone;
  if (
    !/^[1-9][0-9]{0,2}$/.test(text(member(phone, 'countryCode'))) ||
    !/^[1-9][0-9]{0,14}$/.test(text(member(phone, 'subscriberNumber')))
  ) {
    return 'billToCustomer mobilePhone missing or malformed';
  }
  return null;
}
