import type { Article, Language } from '@portico/contract';
import { localize, localizeOptional } from '../../shared/localized.ts';
import type { ArticleRow } from './repository.ts';

export function presentArticle(row: ArticleRow, language: Language): Article {
  return {
    id: row.id,
    title: localize(row.title, language),
    content: localize(row.content, language),
    url: row.url,
    urlOpenNewTab: row.urlOpenNewTab,
    picture: row.picture,
    icon: row.icon,
    catchphrase: localizeOptional(row.catchphrase, language),
    buttonText: localizeOptional(row.buttonText, language),
    darkMode: row.darkMode,
  };
}
