import type { Browser, Locator } from '@playwright/test';
import { expect } from './fixtures.ts';

// The home page's texts as a content editor writes them in the console (five languages side by
// side, each field labelled with its language's own name) and as visitors then read them.

/** A text in each of the portal's five languages, by the label of its console field. */
export interface FiveLanguages {
  Français: string;
  English: string;
  Deutsch: string;
  Italiano: string;
  Español: string;
}

const portalLanguage: Record<keyof FiveLanguages, string> = {
  Français: 'fr',
  English: 'en',
  Deutsch: 'de',
  Italiano: 'it',
  Español: 'es',
};

/** Writes `texts` into a group of five language fields (a title, a tile's title...). */
export async function fillInFiveLanguages(group: Locator, texts: FiveLanguages): Promise<void> {
  for (const [language, text] of Object.entries(texts)) {
    await group.getByLabel(language).fill(text);
  }
}

/**
 * A visitor, in a browser of their own, reads the public home of `origin` in each language and
 * finds the tile titled as published.
 */
export async function expectHomeTileInFiveLanguages(
  browser: Browser,
  origin: string,
  tile: string,
  titles: FiveLanguages,
): Promise<void> {
  const visitor = await browser.newContext();
  try {
    const home = await visitor.newPage();
    for (const [language, title] of Object.entries(titles) as [keyof FiveLanguages, string][]) {
      // The server's page holds the tiles: no need to wait for its images and scripts.
      await home.goto(`${origin}/${portalLanguage[language]}/`, { waitUntil: 'domcontentloaded' });
      await expect(home.locator(`[data-tile="${tile}"] h3`)).toHaveText(title);
    }
  } finally {
    await visitor.close();
  }
}
