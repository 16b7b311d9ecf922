import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { billingCountries, type BillingCountryCode } from '@portico/contract';

/**
 * The billing form's mobile phone as the 3-D Secure 2 data carry it: a country calling code and
 * the national (significant) number, without trunk prefix. A driver who types the number in
 * international form ("0033 6 12 34 56 78" or "+33…") under the France prefix must not reach the
 * PSP as +33 0033612345678 (issue 26 item 18): libphonenumber reads the international prefix
 * (00, 011…) of the chosen country and the typed country code wins over the chosen one.
 */
export interface MobilePhone {
  /** Country calling code, digits without `+`. */
  readonly dialCode: string;
  /** National significant number, digits: no trunk 0 (612345678 for 06 12 34 56 78). */
  readonly nationalNumber: string;
}

export function mobilePhoneOf(typed: string, country: BillingCountryCode): MobilePhone {
  const parsed = parsePhoneNumberFromString(typed, { defaultCountry: country as CountryCode });
  if (parsed) return { dialCode: parsed.countryCallingCode, nationalNumber: parsed.nationalNumber };
  // Not a number libphonenumber can read (too short, unknown range): the chosen country's code
  // and the digits without trunk zeros, as before.
  return {
    dialCode: billingCountries[country].dialCode,
    nationalNumber: typed.replace(/\D/g, '').replace(/^0+/, '') || typed.replace(/\D/g, ''),
  };
}
