import type { Language } from '@portico/contract';
import {
  formatMoney,
  formatParisDate,
  formatParisDateTime,
  perLanguage,
} from '../../shared/formats.ts';

// Money and dates are written as the e-mails write them (shared/formats.ts); the receipt's own
// formats follow.
export { formatMoney, formatParisDate, formatParisDateTime };

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

/** The days between the first and the last of `dates` (at least one), e.g. "14/03/2025 – 15/03/2025". */
export function formatParisDays(dates: readonly Date[], language: Language): string {
  const times = dates.map((date) => date.getTime());
  const first = formatParisDate(new Date(Math.min(...times)), language);
  const last = formatParisDate(new Date(Math.max(...times)), language);
  return first === last ? first : `${first} – ${last}`;
}
