import type { AuthenticationPageType } from '@portico/contract';
import type { Database } from '../database.ts';
import { authenticationPages } from '../schema/index.ts';
import type { Localized } from './demo-types.ts';
import { updateIfChanged } from './upsert.ts';

/** A sign-in page of a white-label (GET /whitelabels/authentication-page). */
export interface AuthenticationPageSeed {
  type: AuthenticationPageType;
  title: Localized;
  /** Plain text; paragraphs separated by a blank line. */
  text: Localized;
  picture: string | null;
  /** The picture's text alternative; null: decoration. */
  pictureAlt: Localized | null;
}

/**
 * Upserts a white-label's sign-in pages by type. Like the other seeds, a second run changes
 * nothing (same rows, same updated_at); a type left out is left as it is.
 */
export async function seedAuthenticationPages(
  db: Database,
  whitelabelId: number,
  pages: readonly AuthenticationPageSeed[],
): Promise<void> {
  if (pages.length === 0) return;
  await db
    .insert(authenticationPages)
    .values(pages.map((page) => ({ whitelabelId, ...page })))
    .onConflictDoUpdate({
      target: [authenticationPages.whitelabelId, authenticationPages.type],
      ...updateIfChanged(authenticationPages, ['title', 'text', 'picture', 'pictureAlt']),
    });
}
