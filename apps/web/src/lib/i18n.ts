import { createContext, useContext, useSyncExternalStore } from 'react';
import type { Language } from '@portico/contract';
import { messageLoaders } from 'virtual:message-loaders';
import {
  groupOfKey,
  mergeMessages,
  messageGroups,
  type MessageGroup,
  type MessageTree,
} from './message-groups.ts';
import { createTranslate, type MissingKeyHandler, type Translate } from './translate.ts';

export type { MessageKey, Messages, Translate } from './translate.ts';

/** The texts of one language, as components read them: `const { t } = useTranslation()`. */
export interface Translation {
  language: Language;
  t: Translate;
}

/**
 * The texts of a language for the server: every group, the whole locale file (the server renders
 * any page; the browser loads the groups of the pages it shows).
 */
export async function loadMessages(language: Language): Promise<MessageTree> {
  const groups = await Promise.all(messageGroups.map((group) => importGroup(language, group)));
  return groups.reduce(mergeMessages, {});
}

/** One group of a language's texts: its own chunk in the browser. */
async function importGroup(language: Language, group: MessageGroup): Promise<MessageTree> {
  const load = messageLoaders[language]?.[group];
  if (!load) throw new Error(`No texts for ${language}/${group}: is there a locale file?`);
  return (await load()).default;
}

/**
 * Server rendering: the language of a render, fixed for its whole tree (requests in different
 * languages share the process). Unset in the browser, which follows the active language.
 */
export const TranslationContext = createContext<Translation | null>(null);

/** A translation over a language's whole texts (the server's): every missing key is reported. */
export function createTranslation(language: Language, messages: MessageTree): Translation {
  return {
    language,
    t: createTranslate(language, messages, (lang, key) => missingKeyHandler?.(lang, key)),
  };
}

/** The groups of a language the browser has, merged. */
interface LoadedTexts {
  messages: MessageTree;
  groups: ReadonlySet<MessageGroup>;
}

// The browser's active language: one for the whole page, switched by activateLanguage.
const loaded = new Map<Language, LoadedTexts>();
const loading = new Map<string, Promise<void>>();
let activeMessages: MessageTree | null = null;
let active: Translation = { language: 'fr', t: createTranslate('fr', null) };
const listeners = new Set<() => void>();
let missingKeyHandler: MissingKeyHandler | undefined;

/**
 * A key the browser's texts lack is reported only when its group is loaded: a text of a group
 * still on its way is not missing (the page that needs it waits for its group before rendering).
 */
function reportMissingKey(language: Language, key: string): void {
  if (loaded.get(language)?.groups.has(groupOfKey(key))) missingKeyHandler?.(language, key);
}

/** Tests fail on a text that a component asks for and a locale file does not have. */
export function onMissingKey(handler: MissingKeyHandler | undefined): void {
  missingKeyHandler = handler;
}

function activate(language: Language): void {
  activeMessages = loaded.get(language)?.messages ?? null;
  active = { language, t: createTranslate(language, activeMessages, reportMissingKey) };
  for (const listener of listeners) listener();
}

/** A language's whole texts at once (tests: every group counts as loaded). */
export function addMessages(language: Language, messages: MessageTree): void {
  loaded.set(language, { messages, groups: new Set(messageGroups) });
  if (active.language === language) activate(language);
}

function addGroup(language: Language, group: MessageGroup, messages: MessageTree): void {
  const present = loaded.get(language);
  loaded.set(language, {
    messages: present ? mergeMessages(present.messages, messages) : messages,
    groups: new Set([...(present?.groups ?? []), group]),
  });
  if (active.language === language) activate(language);
}

function loadGroup(language: Language, group: MessageGroup): Promise<void> {
  if (loaded.get(language)?.groups.has(group)) return Promise.resolve();
  const id = `${language}/${group}`;
  let pending = loading.get(id);
  if (!pending) {
    pending = importGroup(language, group)
      .then((messages) => addGroup(language, group, messages))
      .finally(() => loading.delete(id));
    loading.set(id, pending);
  }
  return pending;
}

/** Loads groups of a language's texts the browser does not have yet (a route's, before it renders). */
export async function loadMessageGroups(
  language: Language,
  groups: readonly MessageGroup[],
): Promise<void> {
  await Promise.all(groups.map((group) => loadGroup(language, group)));
}

/**
 * Loads the language's core texts and the groups the page shows (those loaded in the language
 * it leaves) if needed, then switches the page and the document to it.
 */
export async function activateLanguage(language: Language): Promise<void> {
  const inUse = loaded.get(active.language)?.groups ?? [];
  await loadMessageGroups(language, ['core', ...inUse]);
  if (active.language !== language || activeMessages !== loaded.get(language)?.messages) {
    activate(language);
  }
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
