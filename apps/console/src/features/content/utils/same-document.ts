import { type DraftLocalized, entryPoints, type HomeContent, languages } from '@portico/contract';

const sameText = (a: DraftLocalized, b: DraftLocalized) =>
  languages.every((language) => a[language] === b[language]);

/** Whether two documents hold the same texts, link and tiles (the editor has nothing unsaved). */
export function sameDocument(a: HomeContent, b: HomeContent): boolean {
  const texts = ['title', 'subtitle', 'listBlockTitle'] as const;
  return (
    a.url === b.url &&
    a.urlOpenNewTab === b.urlOpenNewTab &&
    texts.every((field) => sameText(a[field], b[field])) &&
    entryPoints.every(
      (tile) =>
        sameText(a.tiles[tile].title, b.tiles[tile].title) &&
        sameText(a.tiles[tile].subtitle, b.tiles[tile].subtitle),
    )
  );
}
