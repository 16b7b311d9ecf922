import type { Language } from '@portico/contract';
import { de } from './de.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { it } from './it.ts';
import type { MailTexts } from './mail-text-keys.ts';

export type { MailTexts } from './mail-text-keys.ts';

/** The words of every e-mail in every language (mail-text-keys.ts says what each one is). */
export const mailTexts: Readonly<Record<Language, MailTexts>> = { fr, en, de, it, es };

/** The {name} placeholders of a template, in order. */
export function placeholdersOf(template: string): string[] {
  return [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
}

/**
 * A template with its placeholders filled. The values are data (plates, names, formatted amounts)
 * and stay plain text here: the layout escapes the whole filled text for HTML. A placeholder
 * without a value is a bug of the caller: it throws rather than mail "{plate}" to someone.
 */
export function fillText(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    if (value === undefined) throw new Error(`no value for {${name}} in an e-mail text`);
    return value;
  });
}
