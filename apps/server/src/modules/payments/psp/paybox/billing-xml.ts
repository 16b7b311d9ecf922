import { asciiText } from './ascii-text.ts';
import { PayboxError } from './errors.ts';

/**
 * The 3-D Secure 2 data of a Paybox (Up2Pay e-Transactions) payment: PBX_SHOPPINGCART and
 * PBX_BILLING, two XML documents posted and signed like any other PBX_ field (psp-protocols.md,
 * "3-D Secure 2 data"). Without them the platform refuses or challenges the card; since October
 * 2024 the billing address must carry the mobile phone and its country code (issue 9 item 5).
 *
 * The elements, their order and the declaration are those of Crédit Agricole's own e-Transactions
 * module. Like it (and as Up2Pay's 3-D Secure documentation asks) the texts go out in ASCII,
 * transliterated (ascii-text.ts), then XML-escaped (issue 26 item 18).
 */

export interface PayboxBilling {
  readonly firstName: string;
  readonly lastName: string;
  readonly address1: string;
  readonly zipCode: string;
  readonly city: string;
  /** ISO 3166-1 numeric (250 = France); null where ISO has none (Kosovo): the element is left out. */
  readonly countryCode: string | null;
  /** The country calling code of the mobile phone, digits (sent as `+33`). */
  readonly mobileDialCode: string;
  /** The mobile number as dialled in its country, digits. */
  readonly mobilePhone: string;
}

export const PAYBOX_XML_DECLARATION = '<?xml version="1.0" encoding="utf-8"?>';

/** What Paybox takes as totalQuantity. */
export const PAYBOX_CART_QUANTITY = { min: 1, max: 99 } as const;

/** Characters XML 1.0 cannot carry at all, escaped or not (controls, lone surrogates, U+FFFE/F). */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|\p{Cs}/u;

function invalid(field: string, rule: string): PayboxError {
  return new PayboxError('invalid_field', `${field} ${rule}`, field);
}

/** Text content of an element: `&`, `<` and `>` escaped; quotes need none outside attributes. */
export function xmlText(value: string, field: string): string {
  if (NOT_XML.test(value)) throw invalid(field, 'has a character XML cannot carry');
  return value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/**
 * A text element in ASCII. A text with nothing Latin in it (a name in Greek or Cyrillic) would
 * transliterate to nothing: it goes as typed rather than blocking the payment.
 */
function element(name: string, value: string, field: string): string {
  if (value.trim() === '') throw invalid(field, 'is empty');
  // What XML cannot carry is refused as typed, before transliteration could hide it.
  if (NOT_XML.test(value)) throw invalid(field, 'has a character XML cannot carry');
  const ascii = asciiText(value);
  return `<${name}>${xmlText(ascii === '' ? value.trim() : ascii, field)}</${name}>`;
}

function checkDigits(field: string, value: string, min: number, max: number): void {
  if (!new RegExp(`^[0-9]{${min},${max}}$`).test(value)) {
    throw invalid(field, `must be ${min} to ${max} digits`);
  }
}

/** PBX_SHOPPINGCART: the number of items paid (trips, notices, prepaid trips), 1 to 99. */
export function payboxShoppingCartXml(totalQuantity: number): string {
  if (!Number.isInteger(totalQuantity) || totalQuantity < PAYBOX_CART_QUANTITY.min) {
    throw invalid('PBX_SHOPPINGCART', 'needs at least one item');
  }
  const quantity = Math.min(totalQuantity, PAYBOX_CART_QUANTITY.max);
  return `${PAYBOX_XML_DECLARATION}<shoppingcart><total><totalQuantity>${quantity}</totalQuantity></total></shoppingcart>`;
}

/** PBX_BILLING: the buyer's name, billing address and mobile phone, every element mandatory. */
export function payboxBillingXml(billing: PayboxBilling): string {
  if (billing.countryCode !== null) checkDigits('CountryCode', billing.countryCode, 3, 3);
  checkDigits('CountryCodeMobilePhone', billing.mobileDialCode, 1, 3);
  checkDigits('MobilePhone', billing.mobilePhone, 4, 15);
  return [
    PAYBOX_XML_DECLARATION,
    '<Billing><Address>',
    element('FirstName', billing.firstName, 'FirstName'),
    element('LastName', billing.lastName, 'LastName'),
    element('Address1', billing.address1, 'Address1'),
    element('ZipCode', billing.zipCode, 'ZipCode'),
    element('City', billing.city, 'City'),
    billing.countryCode === null ? '' : `<CountryCode>${billing.countryCode}</CountryCode>`,
    `<CountryCodeMobilePhone>+${billing.mobileDialCode}</CountryCodeMobilePhone>`,
    `<MobilePhone>${billing.mobilePhone}</MobilePhone>`,
    '</Address></Billing>',
  ].join('');
}
