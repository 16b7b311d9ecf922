import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n.ts';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import type { HomeAction } from '@portico/contract';
import { Icon } from '../../../components/icon.tsx';
import { useLanguage } from '../../../lib/language.ts';
import { localizedPath } from '../../../lib/paths.ts';
import { useAccount } from '../../../lib/session.ts';
import { useAccountEntry } from './account-link.tsx';
import { headerMenuEntries } from './menu-entries.ts';
import styles from './mobile-menu.module.css';

export interface MobileMenuPanelProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  actions: readonly HomeAction[];
  freeFlowEnabled: boolean;
}

/** The slide-in panel: a modal dialog (focus kept inside, Escape or a click outside closes it). */
export function MobileMenuPanel({
  isOpen,
  onOpenChange,
  actions,
  freeFlowEnabled,
}: MobileMenuPanelProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const account = useAccountEntry();
  const { accountType } = useAccount();
  const close = () => onOpenChange(false);
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      className={styles.overlay}
    >
      <Modal className={styles.panel}>
        <Dialog className={styles.dialog} id="mobile-menu">
          <div className={styles.panelHeader}>
            <Heading slot="title" className={styles.title}>
              {t('header.menuTitle')}
            </Heading>
            {/* A native button: React Aria's pressable injects a <style> element the CSP refuses. */}
            <button
              type="button"
              className={styles.close}
              onClick={close}
              aria-label={t('header.closeMenu')}
            >
              <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" />
              </svg>
            </button>
          </div>
          <nav aria-label={t('header.mainMenu')}>
            <ul className={styles.list}>
              {headerMenuEntries(actions, accountType).map(({ key, path }) => (
                <li key={key}>
                  <Link
                    to={localizedPath(language, path)}
                    className={styles.link}
                    onClick={close}
                    data-track={`menu-${key}`}
                  >
                    {t(`header.menu.${key}`)}
                  </Link>
                </li>
              ))}
              <li>
                <Link
                  to={localizedPath(language, 'help')}
                  className={styles.link}
                  onClick={close}
                  data-track="menu-help"
                >
                  <Icon name="help" />
                  {t('header.help')}
                </Link>
              </li>
              {freeFlowEnabled ? (
                <li>
                  <Link
                    to={localizedPath(language, account.path)}
                    className={styles.link}
                    onClick={close}
                    data-track="menu-account"
                  >
                    <Icon name="account" />
                    {account.label}
                  </Link>
                </li>
              ) : null}
              {freeFlowEnabled && accountType !== 'renter' ? (
                <li className={styles.renterEntry}>
                  <Link
                    to={localizedPath(language, 'renters/login')}
                    className={styles.link}
                    onClick={close}
                    data-track="menu-renters"
                  >
                    {t('header.renterArea')}
                  </Link>
                </li>
              ) : null}
            </ul>
          </nav>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
