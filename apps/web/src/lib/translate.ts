import type { Language } from '@portico/contract';
import type fr from '../locales/fr.json';
import type { MessageTree } from './message-groups.ts';

/** A language's texts: the locale files all have French's shape (a test compares their keys). */
export type Messages = typeof fr;

type PluralCategory = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/** The dotted paths of a message tree's texts. */
type TextPaths<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${TextPaths<T[K]>}`;
}[keyof T & string];

/** A plural text is asked for by its base key and a count (`trips` for trips_one/trips_other). */
type WithoutPluralSuffix<K extends string> = K extends `${infer Base}_${PluralCategory}` ? Base : K;

export type MessageKey = WithoutPluralSuffix<TextPaths<Messages>>;

/** Values for the text's {{placeholders}}; `count` also picks the plural form. */
export type TranslateValues = Readonly<Record<string, string | number>>;

export type Translate = (key: MessageKey, values?: TranslateValues) => string;

/** Called with a key that has no text in the language (tests fail on it). */
export type MissingKeyHandler = (language: Language, key: string) => void;

const placeholder = /\{\{\s*([\w.]+)\s*\}\}/g;

function textAt(messages: unknown, key: string): string | undefined {
  let node: unknown = messages;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * The texts of one language as a function, the way the app asks for them: dotted keys, plural
 * forms chosen by the language's rules (Intl.PluralRules: key_one, key_other...), {{name}}
 * placeholders filled as given (React escapes what it renders). A missing text shows its key.
 */
export function createTranslate(
  language: Language,
  messages: MessageTree | null,
  onMissingKey?: MissingKeyHandler,
): Translate {
  const plurals = new Intl.PluralRules(language);
  return (key, values) => {
    const count = values?.count;
    const text =
      (typeof count === 'number'
        ? (textAt(messages, `${key}_${plurals.select(count)}`) ?? textAt(messages, `${key}_other`))
        : undefined) ?? textAt(messages, key);
    if (text === undefined) {
      // Before the language's texts have loaded every key is missing: nothing to report.
      if (messages) onMissingKey?.(language, key);
      return key;
    }
    if (!values) return text;
    return text.replace(placeholder, (whole, name: string) =>
      name in values ? String(values[name]) : whole,
    );
  };
}
