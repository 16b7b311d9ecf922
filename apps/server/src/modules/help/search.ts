import { type HelpSearchResult, type Language, helpSearchMaxResults } from '@portico/contract';
import { localize } from '../../shared/localized.ts';
import type { HelpLibrary } from './library.ts';
import { extractOf, presentEntry } from './presenter.ts';

/** Lower case without accents, so "peage" finds "Péage" and "ÉTRANGER" finds "étranger". */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The words of a query, folded; punctuation separates them. */
export function queryWords(query: string): string[] {
  return foldText(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

interface IndexedEntry {
  result: HelpSearchResult;
  title: string;
  body: string;
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
      indexed.push({
        result: { ...summary, categoryId, categoryTitle, extract },
        title: foldText(summary.title),
        body: article ? foldText(localize(article.content, language)) : '',
      });
    }
  }
  return {
    search(query) {
      const words = queryWords(query);
      if (words.length === 0) return [];
      // Every word must appear; entries whose title holds them all come first.
      const inTitle: HelpSearchResult[] = [];
      const inBody: HelpSearchResult[] = [];
      for (const entry of indexed) {
        if (words.every((word) => entry.title.includes(word))) inTitle.push(entry.result);
        else if (words.every((word) => entry.title.includes(word) || entry.body.includes(word))) {
          inBody.push(entry.result);
        }
        if (inTitle.length >= helpSearchMaxResults) break;
      }
      return [...inTitle, ...inBody].slice(0, helpSearchMaxResults);
    },
  };
}
