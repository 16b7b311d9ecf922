import { NavLink } from 'react-router';
import { useTranslation } from '../../../lib/i18n.ts';
import type { HomeAction } from '@portico/contract';
import { useLanguage } from '../../../lib/language.ts';
import { localizedPath } from '../../../lib/paths.ts';
import { useAccount } from '../../../lib/session.ts';
import { headerMenuEntries } from './menu-entries.ts';
import styles from './main-menu.module.css';

export function MainMenu({ actions }: { actions: readonly HomeAction[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { accountType } = useAccount();
  return (
    <nav aria-label={t('header.mainMenu')} className={styles.nav}>
      <ul className={styles.list}>
        {headerMenuEntries(actions, accountType).map(({ key, path }) => (
          <li key={key}>
            <NavLink
              to={localizedPath(language, path)}
              className={styles.link}
              data-track={`menu-${key}`}
            >
              {t(`header.menu.${key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
