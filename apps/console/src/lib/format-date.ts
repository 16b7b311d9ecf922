import type { Language } from '@portico/contract';

/** A moment as the person's language writes it, in their time zone: "29 nov. 2026, 12:05". */
export function formatDateTime(language: Language, iso: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
}
