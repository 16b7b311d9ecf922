import type { Language } from '@portico/contract';

/** Integer cents as euros in the person's language: "4,20 €", "€4.20"... */
export function formatEuros(language: Language, cents: number): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR' }).format(
    cents / 100,
  );
}

/**
 * Euros typed by a person ("12", "12,5", "12.50") as whole cents, read as text so no binary
 * fraction rounds them; null when it is not an amount with at most two decimals.
 */
export function centsOfEuros(typed: string): number | null {
  const match = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(typed.trim());
  if (!match) return null;
  const [, euros = '0', fraction = ''] = match;
  return Number(euros) * 100 + Number(fraction.padEnd(2, '0'));
}
