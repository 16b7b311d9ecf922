import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n.ts';
import type { HomeAction, Whitelabel } from '@portico/contract';
import { useLanguage } from '../../../lib/language.ts';
import { localizedPath } from '../../../lib/paths.ts';
import { useAccount } from '../../../lib/session.ts';
import { AccountLink } from './account-link.tsx';
import { LanguageFlags } from './language-flags.tsx';
import { MainMenu } from './main-menu.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import styles from './header.module.css';

interface HeaderProps {
  whitelabel: Whitelabel | undefined;
  /** The home page's actions: they decide which menu entries exist. */
  actions: readonly HomeAction[];
}

/** Spec 000 "Header": top bar (renter link, flags), logo, main menu, account button. */
export function Header({ whitelabel, actions }: HeaderProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { accountType } = useAccount();
  const freeFlowEnabled = whitelabel?.freeFlowEnabled ?? false;
  const showRenterLink = freeFlowEnabled && accountType !== 'renter';

  return (
    <header className={styles.header}>
      <div className={styles.topBar}>
        <div className={styles.inner}>
          {showRenterLink ? (
            <Link
              to={localizedPath(language, 'renters/login')}
              className={styles.renterLink}
              data-track="header-renters"
            >
              {t('header.renterArea')}
            </Link>
          ) : null}
          <LanguageFlags />
        </div>
      </div>
      <div className={styles.mainBar}>
        <div className={styles.inner}>
          <Link to={localizedPath(language, '/')} className={styles.logo}>
            {whitelabel ? (
              <img src={whitelabel.logoUrl} alt={whitelabel.name} width="160" height="48" />
            ) : (
              <span className="visually-hidden">{t('common.home')}</span>
            )}
          </Link>
          <div className={styles.desktop}>
            <MainMenu actions={actions} />
            <AccountLink />
          </div>
          <div className={styles.mobile}>
            <MobileMenu actions={actions} freeFlowEnabled={freeFlowEnabled} />
          </div>
        </div>
      </div>
    </header>
  );
}
