import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import type { HomeAction } from '@portico/contract';
import styles from './mobile-menu.module.css';

// React Aria's modal code is only downloaded when the menu is about to open.
const loadPanel = () => import('./mobile-menu-panel.tsx');
const MobileMenuPanel = lazy(async () => ({ default: (await loadPanel()).MobileMenuPanel }));

interface MobileMenuProps {
  actions: readonly HomeAction[];
  freeFlowEnabled: boolean;
}

/** Below 1024 px: a slide-in panel with the menu, the help centre and (free flow on) the account. */
export function MobileMenu({ actions, freeFlowEnabled }: MobileMenuProps) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  const open = () => {
    setWasOpened(true);
    setOpen(true);
  };
  return (
    <>
      <button
        type="button"
        className={styles.trigger}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        aria-controls={isOpen ? 'mobile-menu' : undefined}
        onClick={open}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" />
        </svg>
        <span>{t('header.openMenu')}</span>
      </button>
      {wasOpened ? (
        <Suspense fallback={null}>
          <MobileMenuPanel
            isOpen={isOpen}
            onOpenChange={setOpen}
            actions={actions}
            freeFlowEnabled={freeFlowEnabled}
          />
        </Suspense>
      ) : null}
    </>
  );
}
