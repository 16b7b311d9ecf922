import { type HelpSearchResult, type Language, helpSearchMaxResults } from '@portico/contract';
import { localize } from '../../shared/localized.ts';
import type { HelpLibrary } from './library.ts';
import { extractOf, presentEntry } from './presenter.ts';
import { hasTerm, indexWords, queryTerms } from './search-words.ts';

interface IndexedEntry {
  result: HelpSearchResult;
  /** The distinct folded words of the title, and of the title and the article together. */
  title: readonly string[];
  all: readonly string[];
}

/** A language's searchable texts of a tenant's help centre, built once per library. */
export interface HelpSearchIndex {
  search(query: string): HelpSearchResult[];
}

export function buildSearchIndex(library: HelpLibrary, language: Language): HelpSearchIndex {
  const indexed: IndexedEntry[] = [];
  for (const [categoryId, entries] of library.entries) {
    const category = library.categories.get(categoryId);
    if (!category) continue;
    const categoryTitle = localize(category.title, language);
    for (const entry of entries) {
      const summary = presentEntry(entry, library, language);
      if (!summary) continue;
      const article = library.articles.get(entry.id);
      const extract = article ? extractOf(article, language) : '';
      const body = article ? localize(article.content, language) : '';
      indexed.push({
        result: { ...summary, categoryId, categoryTitle, extract },
        title: indexWords(summary.title),
        all: indexWords(`${summary.title} ${body}`),
      });
    }
  }
  return {
    search(query) {
      const terms = queryTerms(query, language);
      if (terms.length === 0) return [];
      // Every word (or a synonym) must appear; entries whose title holds them all come first.
      const inTitle: HelpSearchResult[] = [];
      const inBody: HelpSearchResult[] = [];
      for (const entry of indexed) {
        if (terms.every((term) => hasTerm(entry.title, term))) inTitle.push(entry.result);
        else if (terms.every((term) => hasTerm(entry.all, term))) inBody.push(entry.result);
        if (inTitle.length >= helpSearchMaxResults) break;
      }
      return [...inTitle, ...inBody].slice(0, helpSearchMaxResults);
    },
  };
}
