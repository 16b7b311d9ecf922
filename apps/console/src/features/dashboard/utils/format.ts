import type { Language } from '@portico/contract';

/** Integer cents as the person's language writes euros: "1 234,50 €". */
export function formatEuros(language: Language, cents: number): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR' }).format(
    cents / 100,
  );
}

export function formatCount(language: Language, count: number): string {
  return new Intl.NumberFormat(language).format(count);
}

/**
 * A wait in minutes, in the largest unit that keeps it readable: minutes under two hours, hours
 * under two days, days after ("3 days", "5 hours", "45 minutes").
 */
export function formatWait(language: Language, minutes: number): string {
  const [unit, amount] =
    minutes < 120
      ? (['minute', minutes] as const)
      : minutes < 2 * 24 * 60
        ? (['hour', Math.floor(minutes / 60)] as const)
        : (['day', Math.floor(minutes / (24 * 60))] as const);
  return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'long' }).format(
    amount,
  );
}

/**
 * A calendar date (YYYY-MM-DD, a day of the road's time zone) as a short label: "20 nov.". Read
 * at noon UTC and written in UTC, so no browser's time zone moves it to another day.
 */
export function formatDay(language: Language, date: string, long = false): string {
  return new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: long ? 'long' : 'short',
    ...(long ? { weekday: 'long' } : {}),
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));
}
