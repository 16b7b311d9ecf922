import type { Language } from './languages.ts';

/**
 * The plate countries (spec 000 section 9: "a shorter European-centred one for plates, about 50
 * entries"; default FR). ISO 3166-1 alpha-2 codes; the web names them in the visitor's language
 * with Intl.DisplayNames and sorts them by that name.
 */
export const plateCountryCodes = [
  'AD', 'AL', 'AM', 'AT', 'AZ', 'BA', 'BE', 'BG', 'BY', 'CH',
  'CY', 'CZ', 'DE', 'DK', 'DZ', 'EE', 'ES', 'FI', 'FR', 'GB',
  'GE', 'GR', 'HR', 'HU', 'IE', 'IS', 'IT', 'LI', 'LT', 'LU',
  'LV', 'MA', 'MC', 'MD', 'ME', 'MK', 'MT', 'NL', 'NO', 'PL',
  'PT', 'RO', 'RS', 'SE', 'SI', 'SK', 'SM', 'TN', 'TR', 'UA',
  'VA',
] as const; // prettier-ignore

export type PlateCountryCode = (typeof plateCountryCodes)[number];

export const defaultPlateCountry: PlateCountryCode = 'FR';

/**
 * The plate country a lookup form starts with on a page of `language` (issue 26 item 2): an
 * Italian page searched Italian plates as French and found nothing. Italian, German, Spanish and
 * French pages start with their country. English is spoken by drivers of every country (British,
 * Irish, Dutch, Nordic...): no country follows from it, so it keeps the operator's default, the
 * plates most often seen on this French motorway.
 */
export function plateCountryForLanguage(language: Language): PlateCountryCode {
  switch (language) {
    case 'it':
      return 'IT';
    case 'de':
      return 'DE';
    case 'es':
      return 'ES';
    case 'fr':
    case 'en':
      return defaultPlateCountry;
  }
}

export function isPlateCountry(value: unknown): value is PlateCountryCode {
  return typeof value === 'string' && (plateCountryCodes as readonly string[]).includes(value);
}
