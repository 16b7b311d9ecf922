import type { DraftLocalized } from '@portico/contract';
import { useContentItems } from './list-content-items.ts';

/** An article a list may point to: one visitors can open (live). */
export interface ArticleChoice {
  key: string;
  title: DraftLocalized;
}

/**
 * The white-label's articles a list of the portal may point to (the home's blocks, the footer,
 * the trips page): the live ones only, since a new article that only drafts hold is refused
 * (content_article_unknown). Null while they load.
 */
export function useArticleChoices(): ArticleChoice[] | null {
  const { data } = useContentItems('article');
  if (data?.kind !== 'article') return null;
  return data.items.filter(({ live }) => live).map(({ key, title }) => ({ key, title }));
}
