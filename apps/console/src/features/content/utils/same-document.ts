import { type HomeContent, languages } from '@portico/contract';

/** Whether two documents hold the same texts and link (the editor has nothing unsaved). */
export function sameDocument(a: HomeContent, b: HomeContent): boolean {
  const texts = ['title', 'subtitle', 'listBlockTitle'] as const;
  return (
    a.url === b.url &&
    a.urlOpenNewTab === b.urlOpenNewTab &&
    texts.every((field) => languages.every((language) => a[field][language] === b[field][language]))
  );
}
