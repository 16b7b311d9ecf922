import { Link } from 'react-router';
import type { FaqCategorySummary } from '@portico/contract';
import { Icon } from '../../../components/icon.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/language.ts';
import { localizedPath } from '../../../lib/paths.ts';
import styles from '../../../components/help-tiles.module.css';

/** The id of the contact tile (spec 000 "Help menu"); a category of that id replaces it. */
export const contactTileId = 'contact';

interface CategoryTilesProps {
  categories: readonly FaqCategorySummary[];
  /** The contact form has entries: a "Contatti" tile leads to the assistant. */
  hasContactForm: boolean;
  labelledBy: string;
}

/**
 * Spec 000 "Help menu": a tile per category (help/{id}), and the "Contatti" tile (icon contact,
 * id "contact") when the contact form has entries and no category has that id. 2 columns, 4 from
 * medium screens (the home block's grid).
 */
export function CategoryTiles({ categories, hasContactForm, labelledBy }: CategoryTilesProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const tiles = categories.map((category) => ({
    ...category,
    to: localizedPath(language, `help/${encodeURIComponent(category.id)}`),
  }));
  if (hasContactForm && !categories.some((category) => category.id === contactTileId)) {
    tiles.push({
      id: contactTileId,
      title: t('help.contactTile'),
      icon: 'contact',
      to: localizedPath(language, 'contact/chatbot'),
    });
  }
  return (
    <ul className={styles.tiles} aria-labelledby={labelledBy}>
      {tiles.map((tile) => (
        <li key={tile.id}>
          <Link to={tile.to} className={styles.tile} data-track="help-category">
            <Icon name={tile.icon} className={styles.icon} />
            <span>{tile.title}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
