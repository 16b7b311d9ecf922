import type { Language } from '@portico/contract';

const locales: Record<Language, string> = {
  fr: 'fr-FR',
  en: 'en-GB',
  de: 'de-DE',
  it: 'it-IT',
  es: 'es-ES',
};

/** Money travels in integer cents; shown in EUR with the language's conventions. */
export function formatMoney(cents: number, language: Language): string {
  return new Intl.NumberFormat(locales[language], { style: 'currency', currency: 'EUR' }).format(
    cents / 100,
  );
}

/** An amount of whole euros without its cents ("1 000 000 €"), others as formatMoney. */
export function formatWholeMoney(cents: number, language: Language): string {
  if (cents % 100 !== 0) return formatMoney(cents, language);
  return new Intl.NumberFormat(locales[language], {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
  }).format(cents / 100);
}

/** A VAT rate given in percent (20 -> "20 %" in French, "20%" in English). */
export function formatPercent(percent: number, language: Language): string {
  return new Intl.NumberFormat(locales[language], {
    style: 'percent',
    maximumFractionDigits: 2,
  }).format(percent / 100);
}

/** The spec's display format dd/MM/yy HH:mm, in the road's time zone (times are stored in UTC). */
export function formatParisDateTime(date: Date, language: Language): string {
  const parts = new Intl.DateTimeFormat(locales[language], {
    timeZone: 'Europe/Paris',
    day: '2-digit',
    month: '2-digit',
    year: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')} ${part('hour')}:${part('minute')}`;
}

/** A day in the road's time zone, dd/MM/yyyy: the invoice's dates of issue and of supply. */
export function formatParisDate(date: Date, language: Language): string {
  const parts = new Intl.DateTimeFormat(locales[language], {
    timeZone: 'Europe/Paris',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')}`;
}

/** The days between the first and the last of `dates` (at least one), e.g. "14/03/2025 – 15/03/2025". */
export function formatParisDays(dates: readonly Date[], language: Language): string {
  const times = dates.map((date) => date.getTime());
  const first = formatParisDate(new Date(Math.min(...times)), language);
  const last = formatParisDate(new Date(Math.max(...times)), language);
  return first === last ? first : `${first} – ${last}`;
}
