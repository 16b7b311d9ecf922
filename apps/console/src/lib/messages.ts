import type { Language } from '@portico/contract';
import type fr from '../locales/fr.json';

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
 * Each language's texts, a file of its own loaded when the language is chosen (main.tsx loads the
 * first before the console renders). They were all in the entry while they were about 2 KiB
 * compressed each; with the staff and audit pages' texts the five cost 9 KiB more on every page,
 * more than the one request for the person's own language.
 */
const loaders: Record<Language, () => Promise<{ default: Messages }>> = {
  fr: () => import('../locales/fr.json'),
  en: () => import('../locales/en.json'),
  de: () => import('../locales/de.json'),
  it: () => import('../locales/it.json'),
  es: () => import('../locales/es.json'),
};

const loaded: Partial<Record<Language, Messages>> = {};

/** Loads a language's texts once; rejects when the file cannot be fetched. */
export async function loadMessages(language: Language): Promise<void> {
  loaded[language] ??= (await loaders[language]()).default;
}

/**
 * The text of a key in a language, its `{name}` placeholders filled; the key itself if absent
 * (or if the language's file is not loaded).
 */
export function translate(
  language: Language,
  key: MessageKey,
  values: Record<string, string> = {},
): string {
  let node: unknown = loaded[language];
  for (const part of key.split('.')) {
    node =
      typeof node === 'object' && node !== null
        ? (node as Record<string, unknown>)[part]
        : undefined;
  }
  if (typeof node !== 'string') return key;
  return node.replace(/\{(\w+)\}/g, (placeholder, name: string) => values[name] ?? placeholder);
}
