import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { Button } from '../../../components/button.tsx';
import { CoverBanner } from '../../../components/cover-banner.tsx';
import { PageHead } from '../../../components/page-head.tsx';
import { AuthenticationLayout } from './authentication-layout.tsx';
import styles from './account.module.css';

interface AuthenticationPageFrameProps {
  title: string;
  /** The page's form (sign-in or registration). */
  children: ReactNode;
  /** Below the form, the way to the other page (none for renters, whom the operator invites): its question, link text, path and tracking id. */
  other?: { question: string; label: string; href: string; track: string };
}

/** The sign-in and registration pages' frame: cover, the white-label's presentation, the link across. */
export function AuthenticationPageFrame({ title, children, other }: AuthenticationPageFrameProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageHead title={title} />
      <CoverBanner
        title={title}
        breadcrumb={[{ label: t('common.home'), url: '/' }, { label: title }]}
      />
      <AuthenticationLayout>
        {children}
        {other ? (
          <p className={styles.links}>
            {other.question}{' '}
            <Button variant="secondary" href={other.href} track={other.track}>
              {other.label}
            </Button>
          </p>
        ) : null}
      </AuthenticationLayout>
    </>
  );
}
