import { plateCountryCodes, type Language, type PlateCountryCode } from '@portico/contract';

export interface CountryOption {
  code: PlateCountryCode;
  name: string;
}

/**
 * The plate countries named in the page's language (Intl.DisplayNames, so no list of names to
 * translate) and sorted by that name with the language's collation.
 */
export function plateCountryOptions(language: Language): CountryOption[] {
  const names = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(language);
  return plateCountryCodes
    .map((code) => ({ code, name: names.of(code) ?? code }))
    .sort((a, b) => collator.compare(a.name, b.name));
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
export function filterCountries(options: readonly CountryOption[], text: string): CountryOption[] {
  const query = folded(text);
  if (!query) return [...options];
  const matches = options.filter(
    (option) => folded(option.name).includes(query) || option.code.toLowerCase() === query,
  );
  const startsWith = (option: CountryOption) => folded(option.name).startsWith(query);
  return [...matches.filter(startsWith), ...matches.filter((option) => !startsWith(option))];
}
