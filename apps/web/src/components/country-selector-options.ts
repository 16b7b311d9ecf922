import { plateCountryCodes, type Language } from '@portico/contract';

export interface CountryOption<Code extends string = string> {
  code: Code;
  name: string;
}

/**
 * The long country list of the payment's billing address (spec 000 section 9 "Two country lists":
 * about 200 entries): the UN member states, plus Hong Kong, Kosovo, Macao, Palestine, Taiwan and
 * the Vatican. ISO 3166-1 alpha-2 codes, as billingCountry takes them.
 */
export const paymentCountryCodes = [
  'AD', 'AE', 'AF', 'AG', 'AL', 'AM', 'AO', 'AR', 'AT', 'AU', 'AZ', 'BA', 'BB', 'BD', 'BE',
  'BF', 'BG', 'BH', 'BI', 'BJ', 'BN', 'BO', 'BR', 'BS', 'BT', 'BW', 'BY', 'BZ', 'CA', 'CD',
  'CF', 'CG', 'CH', 'CI', 'CL', 'CM', 'CN', 'CO', 'CR', 'CU', 'CV', 'CY', 'CZ', 'DE', 'DJ',
  'DK', 'DM', 'DO', 'DZ', 'EC', 'EE', 'EG', 'ER', 'ES', 'ET', 'FI', 'FJ', 'FM', 'FR', 'GA',
  'GB', 'GD', 'GE', 'GH', 'GM', 'GN', 'GQ', 'GR', 'GT', 'GW', 'GY', 'HK', 'HN', 'HR', 'HT',
  'HU', 'ID', 'IE', 'IL', 'IN', 'IQ', 'IR', 'IS', 'IT', 'JM', 'JO', 'JP', 'KE', 'KG', 'KH',
  'KI', 'KM', 'KN', 'KP', 'KR', 'KW', 'KZ', 'LA', 'LB', 'LC', 'LI', 'LK', 'LR', 'LS', 'LT',
  'LU', 'LV', 'LY', 'MA', 'MC', 'MD', 'ME', 'MG', 'MH', 'MK', 'ML', 'MM', 'MN', 'MO', 'MR',
  'MT', 'MU', 'MV', 'MW', 'MX', 'MY', 'MZ', 'NA', 'NE', 'NG', 'NI', 'NL', 'NO', 'NP', 'NR',
  'NZ', 'OM', 'PA', 'PE', 'PG', 'PH', 'PK', 'PL', 'PS', 'PT', 'PW', 'PY', 'QA', 'RO', 'RS',
  'RU', 'RW', 'SA', 'SB', 'SC', 'SD', 'SE', 'SG', 'SI', 'SK', 'SL', 'SM', 'SN', 'SO', 'SR',
  'SS', 'ST', 'SV', 'SY', 'SZ', 'TD', 'TG', 'TH', 'TJ', 'TL', 'TM', 'TN', 'TO', 'TR', 'TT',
  'TV', 'TW', 'TZ', 'UA', 'UG', 'US', 'UY', 'UZ', 'VA', 'VC', 'VE', 'VN', 'VU', 'WS', 'XK',
  'YE', 'ZA', 'ZM', 'ZW',
] as const; // prettier-ignore

/** Which list a country selector offers (spec 000 section 4: "the payment list or plate list"). */
export type CountryList = 'plate' | 'payment';

/**
 * The countries of a list named in the page's language (Intl.DisplayNames, so no list of names to
 * translate) and sorted by that name with the language's collation.
 */
export function countryOptions<Code extends string>(
  codes: readonly Code[],
  language: Language,
): CountryOption<Code>[] {
  const names = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(language);
  return codes
    .map((code) => ({ code, name: names.of(code) ?? code }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

export function plateCountryOptions(language: Language) {
  return countryOptions(plateCountryCodes, language);
}

export function paymentCountryOptions(language: Language) {
  return countryOptions(paymentCountryCodes, language);
}

/** Case- and accent-blind form of a text, so "italia" finds "Itàlia" and "oster" "Österreich". */
function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/**
 * The options whose name contains the typed text, or whose code is it ("de" finds Germany); names
 * that start with the text come first ("ger": Germania before Algeria), each part still by name.
 */
export function filterCountries<Option extends CountryOption>(
  options: readonly Option[],
  text: string,
): Option[] {
  const query = folded(text);
  if (!query) return [...options];
  const matches = options.filter(
    (option) => folded(option.name).includes(query) || option.code.toLowerCase() === query,
  );
  const startsWith = (option: Option) => folded(option.name).startsWith(query);
  return [...matches.filter(startsWith), ...matches.filter((option) => !startsWith(option))];
}
