import type { Language } from '@portico/contract';

const locales: Record<Language, string> = {
  fr: 'fr-FR',
  en: 'en-GB',
  de: 'de-DE',
  it: 'it-IT',
  es: 'es-ES',
};

/**
 * Making an Intl formatter costs far more than using one (it was a sixth of a receipt's render
 * time): each is made once per language and reused.
 */
function perLanguage<T>(make: (locale: string) => T): (language: Language) => T {
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
const wholeMoney = perLanguage(
  (locale) =>
    new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'EUR',
      maximumFractionDigits: 0,
    }),
);
const percent = perLanguage(
  (locale) => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }),
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

/** Money travels in integer cents; shown in EUR with the language's conventions. */
export function formatMoney(cents: number, language: Language): string {
  return money(language).format(cents / 100);
}

/** An amount of whole euros without its cents ("1 000 000 €"), others as formatMoney. */
export function formatWholeMoney(cents: number, language: Language): string {
  return cents % 100 === 0
    ? wholeMoney(language).format(cents / 100)
    : formatMoney(cents, language);
}

/** A VAT rate given in percent (20 -> "20 %" in French, "20%" in English). */
export function formatPercent(rate: number, language: Language): string {
  return percent(language).format(rate / 100);
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

/** The days between the first and the last of `dates` (at least one), e.g. "14/03/2025 – 15/03/2025". */
export function formatParisDays(dates: readonly Date[], language: Language): string {
  const times = dates.map((date) => date.getTime());
  const first = formatParisDate(new Date(Math.min(...times)), language);
  const last = formatParisDate(new Date(Math.max(...times)), language);
  return first === last ? first : `${first} – ${last}`;
}
