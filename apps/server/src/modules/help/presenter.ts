import type { Faq, Language } from '@portico/contract';
import { localize, localizeOptional } from '../../shared/localized.ts';
import type { FaqCategoryRow, FaqRow } from './repository.ts';

/** A tenant without a help-centre cover still lists its categories, under an empty title. */
export function presentFaq(
  cover: FaqRow | null,
  categories: FaqCategoryRow[],
  language: Language,
): Faq {
  return {
    title: cover ? localize(cover.title, language) : '',
    subtitle: cover ? localizeOptional(cover.subtitle, language) : null,
    picture: cover?.picture ?? null,
    categories: categories.map((category) => ({
      id: category.id,
      title: localize(category.title, language),
      icon: category.icon,
    })),
  };
}
