import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n.ts';
import {
  availableEntryPoints,
  homeTileOrder,
  type EntryPoint,
  type HomeAction,
  type HomePage,
  type IconName,
} from '@portico/contract';
import { Icon } from '../../../components/icon.tsx';
import { useLanguage } from '../../../lib/language.ts';
import { localizedPath } from '../../../lib/paths.ts';
import styles from './action-tiles.module.css';

const tileIcons: Record<EntryPoint, IconName> = {
  pay: 'payment',
  contest: 'contest',
  prepay: 'prepayment',
  subscribe: 'alert',
};

/**
 * Spec 001 "Home": Pay always; Contest, Prepay and Subscribe only with their home action. Each
 * shows the operator's own words where the console wrote some (tileTexts), else the standard ones.
 */
export function ActionTiles({
  actions,
  tileTexts = {},
}: {
  actions: readonly HomeAction[];
  tileTexts?: HomePage['tileTexts'];
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const titleId = useId();
  const freeflow = actions.includes('freeflow');

  const title = (key: EntryPoint) => tileTexts[key]?.title ?? t(`home.tiles.${key}.title`);
  const subtitle = (key: EntryPoint) => {
    const own = tileTexts[key]?.subtitle;
    if (own) return own;
    if (key === 'pay') {
      return freeflow ? t('home.tiles.pay.subtitleFreeflow') : t('home.tiles.pay.subtitle');
    }
    return t(`home.tiles.${key}.subtitle`);
  };

  return (
    <section aria-labelledby={titleId} className={styles.section}>
      <h2 id={titleId} className="visually-hidden">
        {t('home.actionsTitle')}
      </h2>
      <ul className={styles.tiles}>
        {availableEntryPoints(actions, homeTileOrder).map(({ key, path }) => (
          <li key={key}>
            <Link
              to={localizedPath(language, path)}
              className={styles.tile}
              data-track={`home-tile-${key}`}
              data-tile={key}
            >
              <span className={styles.icon}>
                <Icon name={tileIcons[key]} />
              </span>
              <h3 className={styles.title}>{title(key)}</h3>
              <p className={styles.subtitle}>{subtitle(key)}</p>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
