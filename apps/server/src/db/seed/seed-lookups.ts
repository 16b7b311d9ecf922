import type { Database } from '../database.ts';
import { companies, journeysToPayPages } from '../schema/index.ts';
import type { Localized } from './demo-types.ts';
import { updateIfChanged } from './upsert.ts';

/** The trips lists' page data of a white-label (GET /whitelabels/journeys/toPay/page). */
export interface ToPayPageSeed {
  primoPassantText: Localized | null;
  /** Existing article ids, in the order the page lists them. */
  articleIds: string[];
  backgroundPicture: string | null;
}

export interface CompanySeed {
  code: string;
  name: string;
}

export interface LookupsSeed {
  toPayPage: ToPayPageSeed;
  companies: readonly CompanySeed[];
}

/**
 * Upserts a white-label's lookup data: its trips-lists page and its companies. Like the other
 * seeds, a second run changes nothing (same rows, same updated_at); companies are never deleted,
 * fleets refer to them.
 */
export async function seedLookups(
  db: Database,
  whitelabelId: number,
  seed: LookupsSeed,
): Promise<void> {
  await db
    .insert(journeysToPayPages)
    .values({ whitelabelId, ...seed.toPayPage })
    .onConflictDoUpdate({
      target: journeysToPayPages.whitelabelId,
      ...updateIfChanged(journeysToPayPages, [
        'primoPassantText',
        'articleIds',
        'backgroundPicture',
      ]),
    });
  if (seed.companies.length > 0) {
    await db
      .insert(companies)
      .values(seed.companies.map((company) => ({ whitelabelId, ...company })))
      .onConflictDoUpdate({
        target: [companies.whitelabelId, companies.code],
        ...updateIfChanged(companies, ['name']),
      });
  }
}
