import { singletonContentKey, type TripsPageContent } from '@portico/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { journeysToPayPages } from '../../../db/schema/index.ts';
import { filled, stored } from './localized-columns.ts';
import type { ContentKindStore } from './store.ts';

/**
 * The trips lists' page (`trips-page/main`, journeys_to_pay_pages), whose articles the payment
 * confirmation page shows too: the first-offence notice's text and the articles under the lists.
 * Its background picture stays the tenant file's. No row: no text, no articles.
 */

async function liveTripsPage(db: Database, whitelabelId: number): Promise<TripsPageContent | null> {
  const [row] = await db
    .select({
      primoPassantText: journeysToPayPages.primoPassantText,
      articleIds: journeysToPayPages.articleIds,
    })
    .from(journeysToPayPages)
    .where(eq(journeysToPayPages.whitelabelId, whitelabelId));
  return row
    ? { primoPassantText: filled(row.primoPassantText), articleIds: row.articleIds }
    : null;
}

export const tripsPageStore: ContentKindStore<'trips-page'> = {
  live: (db, whitelabelId) => liveTripsPage(db, whitelabelId),
  async write(db, whitelabelId, _key, document) {
    const values = {
      primoPassantText: stored(document.primoPassantText),
      articleIds: document.articleIds,
    };
    await db
      .insert(journeysToPayPages)
      .values({ whitelabelId, ...values })
      .onConflictDoUpdate({
        target: journeysToPayPages.whitelabelId,
        set: { ...values, updatedAt: new Date() },
      });
  },
  async items(db, whitelabelId) {
    const live = await liveTripsPage(db, whitelabelId);
    return [{ key: singletonContentKey, title: filled(null), live: live !== null }];
  },
  current: async (saved) => saved as TripsPageContent,
};
