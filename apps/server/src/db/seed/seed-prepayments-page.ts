import type { Database } from '../database.ts';
import { prepaymentsPages } from '../schema/index.ts';
import type { Localized } from './demo-types.ts';
import { updateIfChanged } from './upsert.ts';

/** The prepayment screen's texts and picture of a white-label (GET .../prepayments/page). */
export interface PrepaymentsPageSeed {
  title: Localized;
  /** Plain text; paragraphs separated by a blank line. */
  text: Localized;
  picture: string | null;
  /** The picture's text alternative; null: decoration. */
  pictureAlt: Localized | null;
}

/**
 * Upserts a white-label's prepayment page. Like the other seeds, a second run changes nothing
 * (same row, same updated_at).
 */
export async function seedPrepaymentsPage(
  db: Database,
  whitelabelId: number,
  page: PrepaymentsPageSeed,
): Promise<void> {
  await db
    .insert(prepaymentsPages)
    .values({ whitelabelId, ...page })
    .onConflictDoUpdate({
      target: prepaymentsPages.whitelabelId,
      ...updateIfChanged(prepaymentsPages, ['title', 'text', 'picture', 'pictureAlt']),
    });
}
