import type { Language, PrepaymentsPage } from '@portico/contract';
import { localize, localizeOptional } from '../../shared/localized.ts';
import type { PrepaymentsPageRow } from './repository.ts';

/**
 * The prepayment page in `language` (French when a text lacks it). Without a row every field is
 * null: the portal shows its own texts and no picture.
 */
export function presentPrepaymentsPage(
  row: PrepaymentsPageRow | null,
  language: Language,
): PrepaymentsPage {
  if (!row) return { title: null, text: null, picture: null, pictureAlt: null };
  return {
    title: localize(row.title, language),
    text: localize(row.text, language),
    picture: row.picture,
    pictureAlt: row.picture === null ? null : localizeOptional(row.pictureAlt, language),
  };
}
