import {
  type EntryPoint,
  type Language,
  languages,
  standardTileWords,
  type TileTexts,
} from '@portico/contract';

const inEachLanguage = (pick: (language: Language) => string) =>
  Object.fromEntries(languages.map((language) => [language, pick(language)])) as Record<
    Language,
    string
  >;

/**
 * A tile's standard title and subtitle in the five languages (the portal's words, which visitors
 * read while the document leaves a text empty); Pay says "within 72 hours" where the home has
 * free flow, as the portal's tile does.
 */
export function standardTileTexts(tile: EntryPoint, freeflow: boolean): TileTexts {
  return {
    title: inEachLanguage((language) => standardTileWords[language][tile].title),
    subtitle: inEachLanguage((language) => {
      const words = standardTileWords[language][tile];
      return (freeflow ? words.subtitleFreeflow : undefined) ?? words.subtitle;
    }),
  };
}
