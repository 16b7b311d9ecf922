import type { Language } from '@portico/contract';
import type auditFr from '../locales/audit/fr.json';
import type claimsFr from '../locales/claims/fr.json';
import type contentFr from '../locales/content/fr.json';
import type contentHelpFr from '../locales/content-help/fr.json';
import type dashboardFr from '../locales/dashboard/fr.json';
import type deskFr from '../locales/desk/fr.json';
import type enrolmentFr from '../locales/enrolment/fr.json';
import type passkeysFr from '../locales/passkeys/fr.json';
import type refundsFr from '../locales/refunds/fr.json';
import type rentersFr from '../locales/renters/fr.json';
import type staffFr from '../locales/staff/fr.json';
import type fr from '../locales/fr.json';

/**
 * A part of the texts only some pages need, loaded with them (see loadMessagePart): a language's
 * file of it. The main file keeps what every page needs (the shell, sign-in, the errors any page
 * may show, the fresh-check dialog); each section's texts are a part (src/locales/<part>/), so a
 * page loads its own and not every section's: in the main file they cost every page of the
 * console about 3.5 KiB compressed in French.
 */
export type MessagePart = (language: Language) => Promise<{ default: object }>;

/**
 * The French files are the reference: every language has exactly their keys (messages.test.ts).
 * The main file is every page's; a part's keys are typed like the others, and read once the
 * part is loaded (its routes' loader: app/texts/).
 */
export type Messages = typeof fr &
  typeof auditFr &
  typeof claimsFr &
  typeof contentFr &
  typeof contentHelpFr &
  typeof dashboardFr &
  typeof deskFr &
  typeof enrolmentFr &
  typeof passkeysFr &
  typeof refundsFr &
  typeof rentersFr &
  typeof staffFr;

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
const loaders: Record<Language, () => Promise<{ default: typeof fr }>> = {
  fr: () => import('../locales/fr.json'),
  en: () => import('../locales/en.json'),
  de: () => import('../locales/de.json'),
  it: () => import('../locales/it.json'),
  es: () => import('../locales/es.json'),
};

/** Each language's texts: the main file's, with the parts loaded so far merged in. */
const loaded: Partial<Record<Language, Record<string, unknown>>> = {};
/** The parts a page has asked for: a language chosen later loads them with its main file. */
const wantedParts = new Set<MessagePart>();
const loadedParts: Partial<Record<Language, Set<MessagePart>>> = {};

/** Merges a part into a language's texts, one level deep (a part adds keys to `errors`). */
function mergePart(language: Language, texts: object): void {
  const into = loaded[language];
  if (!into) return;
  for (const [key, value] of Object.entries(texts)) {
    const current = into[key];
    into[key] =
      typeof current === 'object' && current !== null && typeof value === 'object'
        ? { ...current, ...value }
        : value;
  }
}

async function loadPartOf(language: Language, part: MessagePart): Promise<void> {
  const parts = (loadedParts[language] ??= new Set());
  if (parts.has(part)) return;
  const texts = (await part(language)).default;
  if (parts.has(part)) return;
  mergePart(language, texts);
  parts.add(part);
}

/** Loads a language's texts once, with the parts asked for; rejects when a file cannot be fetched. */
export async function loadMessages(language: Language): Promise<void> {
  loaded[language] ??= { ...(await loaders[language]()).default };
  await Promise.all([...wantedParts].map((part) => loadPartOf(language, part)));
}

/**
 * A part from its folder's files, one per language (`import.meta.glob('<folder>/*.json')`, each
 * file a chunk of its own fetched when asked for).
 */
export function messagePart(
  files: Record<string, () => Promise<{ default: object }>>,
): MessagePart {
  return async (language) => {
    const file = Object.entries(files).find(([path]) => path.endsWith(`/${language}.json`));
    if (!file) throw new Error(`no ${language} file among ${Object.keys(files).join(', ')}`);
    return file[1]();
  };
}

/**
 * Loads a part of the texts for every language loaded so far (the person's), before a page that
 * needs it renders (its route module's loader); a language chosen later loads it too.
 */
export async function loadMessagePart(part: MessagePart): Promise<void> {
  wantedParts.add(part);
  const languages = Object.keys(loaded) as Language[];
  await Promise.all(languages.map((language) => loadPartOf(language, part)));
}

/**
 * A route's loader: the parts of the texts its page reads, here before the page renders (no
 * flash of keys). It answers no data: the pages fetch their own.
 */
export function textsLoader(...parts: MessagePart[]): () => Promise<null> {
  return async () => {
    await Promise.all(parts.map(loadMessagePart));
    return null;
  };
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
