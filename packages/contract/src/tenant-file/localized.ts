import { z } from 'zod';
import { languages } from '../languages.ts';
import { textSchema } from '../text.ts';

/**
 * A text of a tenant file in each of the five languages. Every one is required: the portal
 * answers in the request's language and must never show an empty label (spec: five languages).
 */
export function localizedSchema(maxLength: number) {
  const text = textSchema().trim().min(1).max(maxLength);
  return z.strictObject(
    Object.fromEntries(languages.map((language) => [language, text])) as Record<
      (typeof languages)[number],
      typeof text
    >,
  );
}

/** Short texts: labels, titles, button texts. */
export const localizedLabelSchema = localizedSchema(300).meta({ id: 'LocalizedLabel' });
/** Long texts: an article's body, a help text, a legal notice (paragraphs split by a blank line). */
export const localizedBodySchema = localizedSchema(20_000).meta({ id: 'LocalizedBody' });

/** A picture or link the content names: a path of the portal (/media/...) or an absolute URL. */
export const contentUrlSchema = textSchema().trim().min(1).max(2048);
