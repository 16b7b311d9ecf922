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
