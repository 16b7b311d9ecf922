import { createContext, useContext, useSyncExternalStore } from 'react';
import type { Language } from '@portico/contract';
import {
  createTranslate,
  type Messages,
  type MissingKeyHandler,
  type Translate,
} from './translate.ts';

export type { MessageKey, Messages, Translate } from './translate.ts';

/** The texts of one language, as components read them: `const { t } = useTranslation()`. */
export interface Translation {
  language: Language;
  t: Translate;
}

/** One chunk per language: only the current language's texts are downloaded. */
const loaders: Record<Language, () => Promise<{ default: Messages }>> = {
  fr: () => import('../locales/fr.json'),
  en: () => import('../locales/en.json'),
  de: () => import('../locales/de.json'),
  it: () => import('../locales/it.json'),
  es: () => import('../locales/es.json'),
};

/** The texts of one language (its own chunk in the browser). */
export async function loadMessages(language: Language): Promise<Messages> {
  return (await loaders[language]()).default;
}

/**
 * Server rendering: the language of a render, fixed for its whole tree (requests in different
 * languages share the process). Unset in the browser, which follows the active language.
 */
export const TranslationContext = createContext<Translation | null>(null);

export function createTranslation(language: Language, messages: Messages): Translation {
  return { language, t: createTranslate(language, messages, reportMissingKey) };
}

// The browser's active language: one for the whole page, switched by activateLanguage.
const loaded = new Map<Language, Messages>();
let activeMessages: Messages | null = null;
let active: Translation = { language: 'fr', t: createTranslate('fr', null) };
const listeners = new Set<() => void>();
let missingKeyHandler: MissingKeyHandler | undefined;

function reportMissingKey(language: Language, key: string): void {
  missingKeyHandler?.(language, key);
}

/** Tests fail on a text that a component asks for and a locale file does not have. */
export function onMissingKey(handler: MissingKeyHandler | undefined): void {
  missingKeyHandler = handler;
}

function activate(language: Language): void {
  activeMessages = loaded.get(language) ?? null;
  active = { language, t: createTranslate(language, activeMessages, reportMissingKey) };
  for (const listener of listeners) listener();
}

export function addMessages(language: Language, messages: Messages): void {
  loaded.set(language, messages);
  if (active.language === language) activate(language);
}

/** Loads the language's texts if needed, then switches the page and the document to it. */
export async function activateLanguage(language: Language): Promise<void> {
  if (!loaded.has(language)) loaded.set(language, await loadMessages(language));
  if (active.language !== language || activeMessages !== loaded.get(language)) activate(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const activeTranslation = () => active;

/** The texts of the page's language; components render again when it changes. */
export function useTranslation(): Translation {
  const fixed = useContext(TranslationContext);
  const browser = useSyncExternalStore(subscribe, activeTranslation, activeTranslation);
  return fixed ?? browser;
}
