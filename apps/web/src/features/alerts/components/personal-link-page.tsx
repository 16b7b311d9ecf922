import type { ReactNode } from 'react';
import { CoverBanner } from '../../../components/cover-banner.tsx';
import { PageHead } from '../../../components/page-head.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import styles from './alerts.module.css';

/**
 * The frame of a page opened from a personal e-mail link (an alert's confirmation, a handover):
 * its title and cover, and no indexing by search engines.
 */
export function PersonalLinkPage({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHead title={title} />
      <meta name="robots" content="noindex" />
      <CoverBanner
        title={title}
        breadcrumb={[{ label: t('common.home'), url: '/' }, { label: title }]}
      />
      <div className={styles.page}>{children}</div>
    </>
  );
}
