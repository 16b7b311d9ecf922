import { type DraftLocalized, type HomeContent, languages } from '@portico/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { homePages } from '../../db/schema/index.ts';
import type { LocalizedText } from '../../shared/localized.ts';

/**
 * The home item's document <-> the live home_pages row. The document holds what the console edits
 * (the banner's texts and link, the article list's title); the rest of the row (picture, actions,
 * article ids) stays the tenant file's.
 */

const filled = (text: LocalizedText | null): DraftLocalized =>
  Object.fromEntries(
    languages.map((language) => [language, text?.[language] ?? '']),
  ) as DraftLocalized;

/** Trimmed texts; an optional text empty in every language is stored as null (none shown). */
const stored = (text: DraftLocalized): LocalizedText | null => {
  const trimmed = Object.fromEntries(
    languages.map((language) => [language, text[language].trim()]),
  ) as DraftLocalized;
  return languages.every((language) => trimmed[language] === '') ? null : trimmed;
};

/** What visitors see now; an empty document when the white-label has no home page row yet. */
export async function liveHomeDocument(db: Database, whitelabelId: number): Promise<HomeContent> {
  const [row] = await db.select().from(homePages).where(eq(homePages.whitelabelId, whitelabelId));
  return {
    title: filled(row?.title ?? null),
    subtitle: filled(row?.subtitle ?? null),
    listBlockTitle: filled(row?.listBlockTitle ?? null),
    url: row?.url ?? null,
    urlOpenNewTab: row?.urlOpenNewTab ?? false,
  };
}

/** Writes a complete document (missingTranslations found nothing) into the live row. */
export async function writeHomeDocument(
  db: Database,
  whitelabelId: number,
  document: HomeContent,
): Promise<void> {
  const values = {
    title: stored(document.title) ?? {},
    subtitle: stored(document.subtitle),
    listBlockTitle: stored(document.listBlockTitle),
    url: document.url,
    urlOpenNewTab: document.urlOpenNewTab,
  };
  await db
    .insert(homePages)
    .values({ whitelabelId, actions: [], ...values })
    .onConflictDoUpdate({
      target: homePages.whitelabelId,
      set: { ...values, updatedAt: new Date() },
    });
}
