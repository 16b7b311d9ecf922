import { billingCountries, type BillingInfo } from '@portico/contract';
import type { AxeptaBilling } from './psp/axepta/billing-json.ts';
import type { PayboxBilling } from './psp/paybox/billing-xml.ts';
import { mobilePhoneOf } from './mobile-phone.ts';

/**
 * The billing form as each card PSP's 3-D Secure 2 data needs it (issue 9 item 5): the countries
 * as ISO numeric (Paybox) or alpha-3 (Axepta) codes from the contract's country table, the mobile
 * phone as calling code and national number (mobile-phone.ts: "0033 6…" is read once). Texts in NFC, so that an accent typed as a
 * combining mark (macOS) reaches the PSP as the same bytes as a precomposed one.
 */

/**
 * NFC, and no code point XML or JSON cannot carry: a lone surrogate (invalid UTF-16 a JSON body
 * can still spell) or U+FFFE/U+FFFF become U+FFFD; controls are refused by the contract already.
 */
const nfc = (text: string) => text.replace(/\p{Cs}|[\ufffe\uffff]/gu, '\ufffd').normalize('NFC');

export function payboxBillingOf(billing: BillingInfo): PayboxBilling {
  const mobile = mobilePhoneOf(billing.mobilePhone, billing.mobilePhoneCountry);
  return {
    firstName: nfc(billing.firstName),
    lastName: nfc(billing.lastName),
    address1: nfc(billing.billingAddress),
    zipCode: nfc(billing.billingZipcode),
    city: nfc(billing.billingCity),
    countryCode: billingCountries[billing.billingCountry].numeric,
    mobileDialCode: mobile.dialCode,
    mobilePhone: mobile.nationalNumber,
  };
}

export function axeptaBillingOf(billing: BillingInfo): AxeptaBilling {
  const mobile = mobilePhoneOf(billing.mobilePhone, billing.mobilePhoneCountry);
  return {
    firstName: nfc(billing.firstName),
    lastName: nfc(billing.lastName),
    email: billing.email,
    street: nfc(billing.billingAddress),
    postalCode: nfc(billing.billingZipcode),
    city: nfc(billing.billingCity),
    countryA3: billingCountries[billing.billingCountry].alpha3,
    mobileDialCode: mobile.dialCode,
    mobilePhone: mobile.nationalNumber,
  };
}
