import { describe, expect, it } from 'vitest';
import { languages } from '../languages.ts';
import {
  emptyContentDocument,
  emptyLocalized,
  type FooterContent,
  missingTranslations,
  referencedArticleIds,
} from './content-rules.ts';
import { contentDocumentSchemas } from './content.ts';

const everywhere = (text: string) =>
  Object.fromEntries(languages.map((language) => [language, text])) as ReturnType<
    typeof emptyLocalized
  >;

const footer: FooterContent = {
  entries: [
    {
      section: 'LEGAL_NOTICE',
      target: { kind: 'article', articleId: 'legal' },
      urlOpenNewTab: false,
      title: everywhere('Legal'),
    },
    {
      section: 'SITE_MAP',
      target: { kind: 'link', url: '/help' },
      urlOpenNewTab: false,
      title: { ...everywhere('Map'), de: ' ' },
    },
  ],
};

describe('the content lists’ rules', () => {
  it('names a footer entry’s title missing in a language by its place', () => {
    expect(missingTranslations('footer', footer)).toEqual([
      { field: 'entries.1.title', languages: ['de'] },
    ]);
    expect(missingTranslations('footer', emptyContentDocument('footer'))).toEqual([]);
  });

  it('lets the trips page’s text be written in all five languages or none', () => {
    const none = emptyContentDocument('trips-page');
    expect(missingTranslations('trips-page', none)).toEqual([]);
    expect(
      missingTranslations('trips-page', {
        ...none,
        primoPassantText: { ...emptyLocalized(), fr: 'Texte' },
      }),
    ).toEqual([{ field: 'primoPassantText', languages: ['en', 'de', 'it', 'es'] }]);
  });

  it('lists the articles a document points to, each once', () => {
    expect(
      referencedArticleIds('home', {
        ...emptyContentDocument('home'),
        listBlockArticleIds: ['a', 'b'],
        sliderBlockArticleIds: ['b', 'c'],
        footerArticleId: 'a',
      }),
    ).toEqual(['a', 'b', 'c']);
    expect(referencedArticleIds('footer', footer)).toEqual(['legal']);
    expect(referencedArticleIds('article', emptyContentDocument('article'))).toEqual([]);
  });

  it('refuses a footer with a section twice and a home list with an article twice', () => {
    const [first] = footer.entries;
    expect(contentDocumentSchemas.footer.safeParse({ entries: [first, first] }).success).toBe(
      false,
    );
    expect(contentDocumentSchemas.footer.safeParse(footer).success).toBe(true);
    expect(
      contentDocumentSchemas.home.safeParse({
        ...emptyContentDocument('home'),
        title: everywhere('Home'),
        listBlockArticleIds: ['a', 'a'],
      }).success,
    ).toBe(false);
  });
});
