import type { ReactNode } from 'react';
import { useI18n } from '../lib/i18n.tsx';
import { LanguageSwitch } from './language-switch.tsx';

/** The frame of the pages before signing in (enrolment, sign-in): the console's name and language. */
export function EntryLayout({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  return (
    <div className="entry">
      <header className="entry-header">
        <p className="brand">{t('app.title')}</p>
        <LanguageSwitch />
      </header>
      <main className="entry-main">{children}</main>
    </div>
  );
}
