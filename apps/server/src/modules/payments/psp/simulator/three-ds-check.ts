/**
 * The simulators refuse a payment request without the 3-D Secure 2 data, as the real pages do
 * since 3DS2 (issue 9 item 5): Paybox's PBX_SHOPPINGCART and PBX_BILLING XML (the mobile phone and
 * its country code included), Axepta's MsgVer=2.0 with billingAddress and billToCustomer. Pure:
 * each check gives the reason of a refusal, or null.
 */

/**
 * The XML declaration, as any XML parser reads it (the real platform parses the document): single
 * or double quotes, optional encoding, spaces around the attributes (issue 26 item 18: PHP's
 * SimpleXML-based modules send `<?xml version='1.0' …?>`).
 */
const XML_DECLARATION =
  /^<\?xml\s+version\s*=\s*(["'])1\.0\1(?:\s+encoding\s*=\s*(["'])utf-8\2)?(?:\s+standalone\s*=\s*(["'])(?:yes|no)\3)?\s*\?>\s*/i;

/** The document without its declaration, whitespace between tags removed (pretty-printed XML). */
function documentBody(xml: string): string | null {
  const declaration = XML_DECLARATION.exec(xml);
  return declaration ? xml.slice(declaration[0].length).replace(/>\s+</g, '><').trim() : null;
}

/** What people and modules put between a phone number's digits. */
const phoneDigits = (text: string) => text.replace(/[\s.()-]/g, '');

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
  const cart = documentBody(shoppingCart);
  if (cart === null || !/^<shoppingcart><total>.*<\/total><\/shoppingcart>$/.test(cart)) {
    return 'PBX_SHOPPINGCART is not a shoppingcart document';
  }
  const quantity = elementText(cart, 'totalQuantity')?.trim() ?? null;
  if (quantity === null || !/^[1-9][0-9]?$/.test(quantity)) {
    return 'PBX_SHOPPINGCART totalQuantity is not 1 to 99';
  }
  const address = documentBody(billing);
  if (address === null || !/^<Billing><Address>.*<\/Address><\/Billing>$/.test(address)) {
    return 'PBX_BILLING is not a Billing document';
  }
  const empty = BILLING_ELEMENTS.find((name) => (elementText(address, name) ?? '').trim() === '');
  if (empty !== undefined) return `PBX_BILLING ${empty} missing or malformed`;
  // Required but for a country ISO gives no code (Kosovo): checked when present.
  if (
    address.includes('<CountryCode>') &&
    !/^[0-9]{3}$/.test(elementText(address, 'CountryCode')?.trim() ?? '')
  ) {
    return 'PBX_BILLING CountryCode is not ISO 3166 numeric';
  }
  if (!/^\+[0-9]{1,3}$/.test(elementText(address, 'CountryCodeMobilePhone')?.trim() ?? '')) {
    return 'PBX_BILLING CountryCodeMobilePhone missing (mandatory since October 2024)';
  }
  // "06 12 34 56 78" is a phone number to the platform too.
  if (!/^[0-9]{4,15}$/.test(phoneDigits(elementText(address, 'MobilePhone') ?? ''))) {
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
  // Computop's customerInfo takes the number as mobilePhone or as phone (either one is enough).
  const phone = customer.mobilePhone ?? customer.phone;
  if (
    !/^\+?[1-9][0-9]{0,2}$/.test(text(member(phone, 'countryCode'))) ||
    !/^[0-9]{1,15}$/.test(phoneDigits(text(member(phone, 'subscriberNumber')))) ||
    /^0+$/.test(phoneDigits(text(member(phone, 'subscriberNumber'))))
  ) {
    return 'billToCustomer mobilePhone missing or malformed';
  }
  return null;
}
