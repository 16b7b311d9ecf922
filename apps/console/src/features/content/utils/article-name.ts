import type { Language } from '@portico/contract';
import type { ArticleChoice } from '../api/use-article-choices.ts';

/**
 * An article as a list names it: its title in the language (French when empty) and its address;
 * an id no longer among the articles shows as its address alone.
 */
export function articleName(
  articles: readonly ArticleChoice[] | null,
  id: string,
  language: Language,
): string {
  const title = articles?.find(({ key }) => key === id)?.title;
  const text = title ? title[language].trim() || title.fr.trim() : '';
  return text ? `${text} (/${id})` : `/${id}`;
}
