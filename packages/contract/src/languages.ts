/** The portal's languages, in the order the header shows their flags. */
export const languages = ['fr', 'en', 'de', 'it', 'es'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'fr';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/**
 * Picks the best supported language from an Accept-Language header (RFC 9110 q-values),
 * falling back to the default. Region subtags count for their base language ("it-CH" -> it).
 */
export function pickLanguage(acceptLanguage: string | null | undefined): Language {
  if (!acceptLanguage) return defaultLanguage;
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const q = qParam ? Number(qParam.slice(2)) : 1;
      return { base: tag.toLowerCase().split('-')[0] ?? '', q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return (
    (ranked.find((entry) => isLanguage(entry.base))?.base as Language | undefined) ??
    defaultLanguage
  );
}
