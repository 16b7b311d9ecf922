import type { Language } from '@portico/contract';
import { loadMessagePart } from '../lib/messages.ts';

/** The support desk's texts in a language: a file of their own (messages.ts MessagePart). */
function deskTexts(language: Language): Promise<{ default: object }> {
  switch (language) {
    case 'en':
      return import('../locales/desk/en.json');
    case 'de':
      return import('../locales/desk/de.json');
    case 'it':
      return import('../locales/desk/it.json');
    case 'es':
      return import('../locales/desk/es.json');
    default:
      return import('../locales/desk/fr.json');
  }
}

/**
 * The loader of the desk's pages (search, vehicle): their texts are here before they render. It
 * answers no data: the pages fetch their own.
 */
export async function loadDeskTexts(): Promise<null> {
  await loadMessagePart(deskTexts);
  return null;
}
