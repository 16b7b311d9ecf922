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
 * (the banner's texts, link and picture, the article list's title, the tiles' words); the rest of
 * the row (actions, article ids) stays the tenant file's.
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

/**
 * A revision's document as the contract has it now: revisions saved before the tiles were
 * editable hold none (their tiles were the standard texts, which empty tiles mean). One saved
 * before pictures were editable holds none either: revisions.ts gives it the live picture.
 */
export function currentDocument(
  saved: Omit<HomeContent, 'tiles' | 'picture'> & {
    tiles?: HomeTileTexts;
    picture?: string | null;
  },
): HomeContent {
  return { ...saved, picture: saved.picture ?? null, tiles: documentTiles(saved.tiles ?? {}) };
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
  current: (saved) => currentDocument(saved as Parameters<typeof currentDocument>[0]),
};
