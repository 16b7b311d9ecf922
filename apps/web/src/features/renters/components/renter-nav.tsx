import { useId } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { useTranslation, type MessageKey } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/language.ts';
import { localizedPath } from '../../../lib/paths.ts';
import { signOut } from '../../../lib/sign-out.ts';
import { useRenterProfile } from '../api/renter-profile.ts';
import styles from './renters.module.css';

/** Spec 000 "Renter header": its four tabs, in the spec's order. */
const tabs: readonly { page: string; label: MessageKey }[] = [
  { page: 'renters/vehicles', label: 'renters.nav.vehicles' },
  { page: 'renters/travels', label: 'renters.nav.travels' },
  { page: 'renters/paymentNotice', label: 'renters.nav.paymentNotice' },
  { page: 'renters/profile', label: 'renters.nav.profile' },
];

/**
 * The renters' header (spec 000): the four tabs, a list to choose from on small screens, "Esci"
 * (signs out, then home) and "Centro assistenza" (the white-label's renter support address: a
 * renter's pages are the renters' area, the customers' help centre is not among them).
 */
export function RenterNav() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const selectId = useId();
  const supportEmail = useRenterProfile().data?.supportEmail ?? null;
  const current = tabs.find(({ page }) => pathname.endsWith(`/${page}`))?.page ?? '';

  const exit = async () => {
    await signOut(language);
    void navigate(localizedPath(language, '/'), { replace: true });
  };

  return (
    <nav className={styles.nav} aria-label={t('renters.nav.label')}>
      <div className={styles.navInner}>
        <ul className={styles.tabs}>
          {tabs.map(({ page, label }) => (
            <li key={page}>
              <NavLink to={localizedPath(language, page)} className={styles.tab}>
                {t(label)}
              </NavLink>
            </li>
          ))}
        </ul>
        <label htmlFor={selectId} className={`${styles.tabSelectLabel} ${styles.filter}`}>
          <span className="visually-hidden">{t('renters.nav.label')}</span>
          <select
            id={selectId}
            className={styles.tabSelect}
            value={current}
            onChange={(event) => void navigate(localizedPath(language, event.target.value))}
          >
            {tabs.map(({ page, label }) => (
              <option key={page} value={page}>
                {t(label)}
              </option>
            ))}
          </select>
        </label>
        <div className={styles.navActions}>
          {supportEmail ? (
            <Button variant="secondary" href={`mailto:${supportEmail}`} track="renter-support">
              {t('renters.nav.support')}
            </Button>
          ) : null}
          <Button variant="secondary" onClick={() => void exit()} track="renter-exit">
            {t('renters.nav.exit')}
          </Button>
        </div>
      </div>
    </nav>
  );
}
