import type { Language } from '@portico/contract';
import type { DemoArticle, Localized } from '../demo-types.ts';

/**
 * A help-centre article of the demo: a title and paragraphs per language. The first paragraph is
 * the accordion's extract (GET /faq/articles/{id}), so it answers the question on its own; the
 * rest is read on the article's page.
 */
export function helpArticle(
  id: string,
  title: Localized,
  content: Record<Language, readonly string[]>,
): DemoArticle {
  const joined = (language: Language) => content[language].join('\n\n');
  return {
    id,
    title,
    content: {
      fr: joined('fr'),
      en: joined('en'),
      de: joined('de'),
      it: joined('it'),
      es: joined('es'),
    },
    url: null,
    urlOpenNewTab: false,
    picture: null,
    icon: null,
    catchphrase: null,
    buttonText: null,
    darkMode: false,
  };
}
