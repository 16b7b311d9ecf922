import {
  type EntryPoint,
  entryPoints,
  type HomeContent,
  type HomeTileTexts,
  singletonContentKey,
  type TileTexts,
} from '@portico/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { homePages } from '../../../db/schema/index.ts';
import { filled, stored, storedRequired } from './localized-columns.ts';
import type { ContentKindStore } from './store.ts';

/**
 * The home item's document <-> the live home_pages row. The document holds what the console edits
 * (the banner's texts, link and picture, the article list's title, the tiles' words, the article
 * blocks); the rest of the row (actions) stays the tenant file's.
 */

/** The document's tiles from the row's: a tile or text the row leaves out is empty. */
const documentTiles = (texts: HomeTileTexts): Record<EntryPoint, TileTexts> =>
  Object.fromEntries(
    entryPoints.map((tile) => [
      tile,
      {
        title: filled(texts[tile]?.title ?? null),
        subtitle: filled(texts[tile]?.subtitle ?? null),
      },
    ]),
  ) as Record<EntryPoint, TileTexts>;

/** The row's tiles from the document's: only the tiles with words of their own. */
const storedTiles = (tiles: Record<EntryPoint, TileTexts>): HomeTileTexts =>
  Object.fromEntries(
    entryPoints.flatMap((tile) => {
      const title = stored(tiles[tile].title);
      const subtitle = stored(tiles[tile].subtitle);
      return title === null && subtitle === null ? [] : [[tile, { title, subtitle }]];
    }),
  );

/** A revision's document as saved: fields added since may be absent. */
type SavedHome = Omit<
  HomeContent,
  'tiles' | 'picture' | 'listBlockArticleIds' | 'sliderBlockArticleIds' | 'footerArticleId'
> &
  Partial<
    Pick<
      HomeContent,
      'picture' | 'listBlockArticleIds' | 'sliderBlockArticleIds' | 'footerArticleId'
    >
  > & {
    tiles?: HomeTileTexts;
  };

/**
 * A revision's document as the contract has it now: revisions saved before the tiles were
 * editable hold none (their tiles were the standard texts, which empty tiles mean); those saved
 * before the article blocks were hold the blocks visitors see now (the tenant file's), so
 * publishing one again leaves the blocks as they are. One saved before pictures were editable
 * holds none either: revisions.ts gives it the live picture the same way.
 */
export async function currentDocument(
  saved: SavedHome,
  live: () => Promise<HomeContent | null>,
): Promise<HomeContent> {
  const blocks =
    saved.listBlockArticleIds && saved.sliderBlockArticleIds && saved.footerArticleId !== undefined
      ? {
          listBlockArticleIds: saved.listBlockArticleIds,
          sliderBlockArticleIds: saved.sliderBlockArticleIds,
          footerArticleId: saved.footerArticleId,
        }
      : await liveBlocks(live);
  return {
    ...saved,
    picture: saved.picture ?? null,
    tiles: documentTiles(saved.tiles ?? {}),
    ...blocks,
  };
}

async function liveBlocks(live: () => Promise<HomeContent | null>) {
  const now = await live();
  return {
    listBlockArticleIds: now?.listBlockArticleIds ?? [],
    sliderBlockArticleIds: now?.sliderBlockArticleIds ?? [],
    footerArticleId: now?.footerArticleId ?? null,
  };
}

/** What visitors see now; an empty document when the white-label has no home page row yet. */
export async function liveHomeDocument(db: Database, whitelabelId: number): Promise<HomeContent> {
  const [row] = await db.select().from(homePages).where(eq(homePages.whitelabelId, whitelabelId));
  return {
    title: filled(row?.title ?? null),
    subtitle: filled(row?.subtitle ?? null),
    listBlockTitle: filled(row?.listBlockTitle ?? null),
    url: row?.url ?? null,
    urlOpenNewTab: row?.urlOpenNewTab ?? false,
    picture: row?.picture ?? null,
    tiles: documentTiles(row?.tileTexts ?? {}),
    listBlockArticleIds: row?.listBlockArticleIds ?? [],
    sliderBlockArticleIds: row?.sliderBlockArticleIds ?? [],
    footerArticleId: row?.footerArticleId ?? null,
  };
}

/** Writes a complete document (missingTranslations found nothing) into the live row. */
export async function writeHomeDocument(
  db: Database,
  whitelabelId: number,
  document: HomeContent,
): Promise<void> {
  const values = {
    title: storedRequired(document.title),
    subtitle: stored(document.subtitle),
    listBlockTitle: stored(document.listBlockTitle),
    url: document.url,
    urlOpenNewTab: document.urlOpenNewTab,
    picture: document.picture,
    tileTexts: storedTiles(document.tiles),
    listBlockArticleIds: document.listBlockArticleIds,
    sliderBlockArticleIds: document.sliderBlockArticleIds,
    footerArticleId: document.footerArticleId,
  };
  await db
    .insert(homePages)
    .values({ whitelabelId, actions: [], ...values })
    .onConflictDoUpdate({
      target: homePages.whitelabelId,
      set: { ...values, updatedAt: new Date() },
    });
}

/** The home item (`home/main`): one per white-label. */
export const homeStore: ContentKindStore<'home'> = {
  live: (db, whitelabelId) => liveHomeDocument(db, whitelabelId),
  write: (db, whitelabelId, _key, document) => writeHomeDocument(db, whitelabelId, document),
  async items(db, whitelabelId) {
    const live = await liveHomeDocument(db, whitelabelId);
    return [{ key: singletonContentKey, title: live.title, live: true }];
  },
  current: (saved, live) => currentDocument(saved as SavedHome, live),
};
