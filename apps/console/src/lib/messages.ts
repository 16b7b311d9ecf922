import type { Language } from '@portico/contract';
import de from '../locales/de.json';
import en from '../locales/en.json';
import es from '../locales/es.json';
import fr from '../locales/fr.json';
import it from '../locales/it.json';

/** The French file is the reference: every language has exactly its keys (messages.test.ts). */
export type Messages = typeof fr;

type Leaves<Tree, Prefix extends string = ''> = {
  [Key in keyof Tree & string]: Tree[Key] extends string
    ? `${Prefix}${Key}`
    : Leaves<Tree[Key], `${Prefix}${Key}.`>;
}[keyof Tree & string];

/** A text's key, e.g. `signIn.submit`. */
export type MessageKey = Leaves<Messages>;

/**
 * The five languages' texts, all in the bundle: about 2 KiB compressed each, less than a request
 * of its own would cost on the sign-in page.
 */
export const messages: Record<Language, Messages> = { fr, en, de, it, es };

/** The text of a key in a language, its `{name}` placeholders filled; the key itself if absent. */
export function translate(
  language: Language,
  key: MessageKey,
  values: Record<string, string> = {},
): string {
  let node: unknown = messages[language];
  for (const part of key.split('.')) {
    node =
      typeof node === 'object' && node !== null
        ? (node as Record<string, unknown>)[part]
        : undefined;
  }
  if (typeof node !== 'string') return key;
  return node.replace(/\{(\w+)\}/g, (placeholder, name: string) => values[name] ?? placeholder);
}
