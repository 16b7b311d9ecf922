import type { ContentDocument } from '@portico/contract';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';

/** Whether a white-label's media store holds a picture at a path (media/media-store.ts). */
export interface PictureLibrary {
  holds(db: Database, whitelabelId: number, path: string): Promise<boolean>;
}

/**
 * A document's picture must be the white-label's own: one of its media store's pictures, or the
 * path the live row already has (a tenant file's picture in the media folder, kept as it is).
 * Anything else, another white-label's picture or a path nobody uploaded, is refused with 400
 * media_picture_unknown, so a page never shows a picture its operator did not choose.
 */
export async function checkPicture(
  db: Database,
  library: PictureLibrary,
  whitelabelId: number,
  document: ContentDocument,
  live: ContentDocument | null,
): Promise<void> {
  const picture = pictureOf(document);
  if (picture === null || picture === (live && pictureOf(live))) return;
  if (await library.holds(db, whitelabelId, picture)) return;
  throw new AppError(400, 'media_picture_unknown', [{ path: 'document.picture', code: 'unknown' }]);
}

/** A document's picture; null for a kind without one (the help centre's, the assistant's). */
export const pictureOf = (document: ContentDocument): string | null =>
  'picture' in document ? document.picture : null;

/** The kinds whose documents name a picture (pictureKinds' documents carry the field). */
export const pictureKinds: ReadonlySet<string> = new Set([
  'home',
  'authentication-page',
  'prepayment-page',
  'article',
]);
