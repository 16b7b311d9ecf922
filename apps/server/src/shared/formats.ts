import type { Language } from '@portico/contract';

/**
 * How the server writes money, dates and countries for people (receipts, e-mails): one place, so
 * a receipt and the e-mail it comes with never disagree. Money travels in integer cents (EUR);
 * times are stored in UTC and shown in the road's time zone (Europe/Paris) as the spec's
 * dd/MM/yy HH:mm.
 */

const locales: Record<Language, string> = {
  fr: 'fr-FR',
  en: 'en-GB',
  de: 'de-DE',
  it: 'it-IT',
  es: 'es-ES',
};

/** The BCP 47 locale the server formats a language with. */
export function localeOf(language: Language): string {
  return locales[language];
}

/**
 * Making an Intl formatter costs far more than using one (it was a sixth of a receipt's render
 * time): each is made once per language and reused.
 */
export function perLanguage<T>(make: (locale: string) => T): (language: Language) => T {
  const made = new Map<Language, T>();
  return (language) => {
    let formatter = made.get(language);
    if (formatter === undefined) {
      formatter = make(locales[language]);
      made.set(language, formatter);
    }
    return formatter;
  };
}

const money = perLanguage(
  (locale) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }),
);
const parisDateTime = perLanguage(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      timeZone: 'Europe/Paris',
      day: '2-digit',
      month: '2-digit',
      year: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
);
const parisDate = perLanguage(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      timeZone: 'Europe/Paris',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }),
);
const hours = perLanguage(
  (locale) => new Intl.NumberFormat(locale, { style: 'unit', unit: 'hour', unitDisplay: 'long' }),
);
const regions = perLanguage((locale) => new Intl.DisplayNames(locale, { type: 'region' }));

/** Money travels in integer cents; shown in EUR with the language's conventions. */
export function formatMoney(cents: number, language: Language): string {
  return money(language).format(cents / 100);
}

function partsOf(format: Intl.DateTimeFormat, date: Date) {
  const parts = format.formatToParts(date);
  return (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? '';
}

/** The spec's display format dd/MM/yy HH:mm, in the road's time zone (times are stored in UTC). */
export function formatParisDateTime(date: Date, language: Language): string {
  const part = partsOf(parisDateTime(language), date);
  return `${part('day')}/${part('month')}/${part('year')} ${part('hour')}:${part('minute')}`;
}

/** A day in the road's time zone, dd/MM/yyyy: the invoice's dates of issue and of supply. */
export function formatParisDate(date: Date, language: Language): string {
  const part = partsOf(parisDate(language), date);
  return `${part('day')}/${part('month')}/${part('year')}`;
}

/** A whole number of hours in words, singular or plural ("24 heures", "1 hour", "24 Stunden"). */
export function formatHours(count: number, language: Language): string {
  return hours(language).format(count);
}

/** A plate's country by its ISO code, in the language ("FR" -> "France", "Frankreich"...). */
export function formatCountry(countryCode: string, language: Language): string {
  try {
    return regions(language).of(countryCode) ?? countryCode;
  } catch {
    // Not a well-formed region code: shown as stored rather than failing the message.
    return countryCode;
  }
}
