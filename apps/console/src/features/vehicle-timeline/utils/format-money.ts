import type { Language } from '@portico/contract';

/** Integer cents as euros in the person's language: "4,20 €", "€4.20", "4,20 €"... */
export function formatEuros(language: Language, cents: number): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR' }).format(
    cents / 100,
  );
}
