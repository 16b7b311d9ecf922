import {
  billingCountries,
  billingCountryCodes,
  plateCountryCodes,
  type BillingCountryCode,
  type Language,
} from '@portico/contract';

export interface CountryOption<Code extends string = string> {
  code: Code;
  name: string;
}

/**
 * The long country list of the payment's billing address (spec 000 section 9 "Two country lists":
 * about 200 entries): the UN member states, plus Hong Kong, Kosovo, Macao, Palestine, Taiwan and
 * the Vatican. ISO 3166-1 alpha-2 codes, as billingCountry takes them; the contract's table also
 * gives the codes and dialling code the card PSPs need (issue 9 item 5).
 */
export const paymentCountryCodes: readonly BillingCountryCode[] = billingCountryCodes;

/**
 * Which list a country selector offers (spec 000 section 4: "the payment list or plate list"),
 * or the payment list with each country's dialling code, for a phone number.
 */
export type CountryList = 'plate' | 'payment' | 'phone';

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

/** The payment list named with its dialling code, "Francia (+33)": the phone's country. */
export function phoneCountryOptions(language: Language): CountryOption<BillingCountryCode>[] {
  return paymentCountryOptions(language).map((option) => ({
    code: option.code,
    name: `${option.name} (+${billingCountries[option.code].dialCode})`,
  }));
}

/**
 * A country's flag (spec 000: "static SVG images named by lower-case country code"), one file
 * per code of both lists in public/flags/country (flag-icons 7.5.0, MIT, 4:3).
 */
export function countryFlagUrl(code: string): string {
  return `/flags/country/${code.toLowerCase()}.svg`;
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
