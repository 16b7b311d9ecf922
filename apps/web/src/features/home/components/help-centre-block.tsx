import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n.ts';
import { Icon } from '../../../components/icon.tsx';
import { useLanguage } from '../../../lib/language.ts';
import { localizedPath } from '../../../lib/paths.ts';
import { useFaq } from '../../../lib/faq.ts';
import tiles from '../../../components/help-tiles.module.css';
import styles from './help-centre-block.module.css';

/** The home's help-centre block: the FAQ title and its categories, each leading to help/{id}. */
export function HelpCentreBlock() {
  const { t } = useTranslation();
  const language = useLanguage();
  const titleId = useId();
  const { data: faq } = useFaq();
  if (!faq) return null;
  return (
    <section aria-labelledby={titleId} className={styles.block} data-block="help-centre">
      <div className={styles.heading}>
        <h2 id={titleId} className={styles.title}>
          {faq.title}
        </h2>
        {faq.subtitle ? <p className={styles.subtitle}>{faq.subtitle}</p> : null}
      </div>
      <ul className={tiles.tiles}>
        {faq.categories.map((category) => (
          <li key={category.id}>
            <Link
              to={localizedPath(language, `help/${encodeURIComponent(category.id)}`)}
              className={tiles.tile}
              data-track="home-help-category"
            >
              <Icon name={category.icon} className={tiles.icon} />
              <span>{category.title}</span>
            </Link>
          </li>
        ))}
      </ul>
      <Link to={localizedPath(language, 'help')} className={styles.all}>
        {t('home.helpAll')}
      </Link>
    </section>
  );
}
